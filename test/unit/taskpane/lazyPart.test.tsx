/**
 * @jest-environment jsdom
 */
// A part in its own chunk: loaded ahead, it draws in the same render (no fallback, so nothing for React to
// reveal later); not loaded, it suspends as React.lazy does; a chunk that failed to load is asked for again.
import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { lazyPart } from "../../../src/taskpane/lazyPart";

const Hello = ({ name }: { name: string }): React.JSX.Element => <p>Hello {name}</p>;

function draw(Part: React.ComponentType<{ name: string }>): void {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Part name="Ada" />
    </Suspense>,
  );
}

test("a part loaded ahead draws at once, without its fallback", async () => {
  const part = lazyPart(() => Promise.resolve(Hello));
  await part.preload();
  draw(part.Component);
  expect(screen.getByText("Hello Ada")).toBeTruthy();
  expect(screen.queryByText("Loading")).toBeNull();
});

test("a part not loaded yet shows the fallback until its chunk arrives", async () => {
  let arrive: (c: typeof Hello) => void = () => undefined;
  const part = lazyPart(() => new Promise<typeof Hello>((resolve) => (arrive = resolve)));
  draw(part.Component);
  expect(screen.getByText("Loading")).toBeTruthy();
  await act(async () => arrive(Hello));
  expect(await screen.findByText("Hello Ada")).toBeTruthy();
});

test("a chunk that failed to load is asked for again", async () => {
  const load = jest.fn<Promise<typeof Hello>, []>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Hello);
  const part = lazyPart(load);
  await expect(part.preload()).rejects.toThrow("offline");
  await part.preload();
  expect(load).toHaveBeenCalledTimes(2);
  draw(part.Component);
  expect(screen.getByText("Hello Ada")).toBeTruthy();
});

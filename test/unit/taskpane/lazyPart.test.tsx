/**
 * @jest-environment jsdom
 */
// A part in its own chunk: loaded ahead, it draws in the same render (no fallback, so nothing for React to
// reveal later); not loaded, it suspends as React.lazy does; a chunk that failed to load is asked for again.
import { act, render, screen } from "@testing-library/react";
import { Component, Suspense } from "react";
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

class Boundary extends Component<{ children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): React.ReactNode {
    return this.state.failed ? <p>Failed</p> : this.props.children;
  }
}

function drawGuarded(Part: React.ComponentType<{ name: string }>): ReturnType<typeof render> {
  return render(
    <Boundary>
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Ada" />
      </Suspense>
    </Boundary>,
  );
}

test("a chunk that failed while drawn is asked for again (React.lazy alone would keep the failure)", async () => {
  const load = jest.fn<Promise<typeof Hello>, []>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Hello);
  const part = lazyPart(load);
  drawGuarded(part.Component);
  expect(await screen.findByText("Hello Ada")).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

test("a chunk that cannot load reaches the view's error boundary, and loads when drawn again later", async () => {
  let online = false;
  const load = jest.fn(() => (online ? Promise.resolve(Hello) : Promise.reject(new Error("offline"))));
  const part = lazyPart(load);
  const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const first = drawGuarded(part.Component);
  expect(await screen.findByText("Failed")).toBeTruthy();
  first.unmount();
  spy.mockRestore();
  online = true;
  drawGuarded(part.Component);
  expect(await screen.findByText("Hello Ada")).toBeTruthy();
});

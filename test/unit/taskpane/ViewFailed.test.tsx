/**
 * @jest-environment jsdom
 */
// A view that throws while drawing (a chunk that could not load) is said in its place, with a reload, rather
// than React taking the whole pane down.
import { render, screen } from "@testing-library/react";
import { ViewFailed } from "../../../src/taskpane/shell/ViewFailed";

function Broken(): React.JSX.Element {
  throw new Error("Loading chunk 42 failed.");
}

test("a failing view is said, with Reload the pane; a working one draws as it is", () => {
  const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    render(
      <>
        <ViewFailed>
          <Broken />
        </ViewFailed>
        <ViewFailed>
          <p>still here</p>
        </ViewFailed>
      </>,
    );
  } finally {
    quiet.mockRestore();
  }
  expect(screen.getByRole("alert").textContent).toMatch(/^This part of the pane could not be loaded\./);
  expect(screen.getByRole("button", { name: "Reload the pane" })).toBeTruthy();
  expect(screen.getByText("still here")).toBeTruthy();
});

/**
 * @jest-environment jsdom
 */
// The source picker: a Fluent button (no native "Choose Files / No file chosen" input on show), the chosen
// files as a list, more files joining it, and a file removed before sending with the focus kept in the list.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import type { CheckedFile } from "../../../src/taskpane/workspace/checkedFile";
import { SourcePicker } from "../../../src/taskpane/workspace/SourcePicker";
import { pngFile } from "./panelHarness";

function Picker(): React.JSX.Element {
  const [selection, setSelection] = useState<CheckedFile[]>([]);
  return <SourcePicker host="none" disabled={false} selection={selection} onSelection={setSelection} />;
}

const input = (): HTMLInputElement => screen.getByLabelText(/Scan or photo/);

test("chooses files with a button, lists them, adds more, and removes one before sending", async () => {
  render(
    <FluentProvider theme={webLightTheme}>
      <Picker />
    </FluentProvider>,
  );
  expect(input().hidden).toBe(true);
  const choose = screen.getByRole("button", { name: "Choose files" });
  const click = jest.spyOn(input(), "click").mockImplementation(() => undefined);
  fireEvent.click(choose);
  expect(click).toHaveBeenCalled();

  fireEvent.change(input(), { target: { files: [pngFile("a.png"), pngFile("b.png")] } });
  await screen.findByText("2 files ready to send:");
  fireEvent.change(input(), { target: { files: [pngFile("c.png")] } });
  await screen.findByText("3 files ready to send:");

  fireEvent.click(screen.getByRole("button", { name: "Remove b.png" }));
  await screen.findByText("2 files ready to send:");
  expect(screen.queryByText("b.png")).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove c.png" }));
  fireEvent.click(screen.getByRole("button", { name: "Remove c.png" }));
  await screen.findByText("Ready to send:");
  fireEvent.click(screen.getByRole("button", { name: "Remove a.png" }));
  await waitFor(() => expect(screen.queryByText(/ready to send/i)).toBeNull());
  expect(document.activeElement).toBe(choose);
});

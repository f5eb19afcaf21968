/**
 * @jest-environment jsdom
 */
// Issue 21, item 8: Excel, "Use the selected picture" with no picture selected. The pane used to say two
// things at once ("Select a picture ..., or choose one from the list" and "There is no picture on this sheet"),
// the first naming a list that was not there. Now it says one thing: with no picture on the sheet, only that;
// with pictures on the sheet, why the selection could not be used, beside the list it names.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import type { PictureList } from "../../../src/office/excelPicture";
import type { CheckedFile } from "../../../src/taskpane/workspace/checkedFile";

const sheet = { list: { ok: true, pictures: [], canUseSelection: true } as PictureList };
jest.mock("../../../src/office/requirements", () => ({ excelActivePicture: () => true }));
jest.mock("../../../src/office/excelPicture", () => {
  // The message the real reader gives when the active shape is no picture (from the catalogs).
  const { t } = jest.requireActual<typeof import("../../../src/i18n/messages")>("../../../src/i18n/messages");
  return {
    readExcelPicture: async () => ({ ok: false, reason: t("results.office.selectExcelPicture") }),
    listExcelPictures: async () => sheet.list,
  };
});
import { SourcePicker } from "../../../src/taskpane/workspace/SourcePicker";

function Picker(): React.JSX.Element {
  const [selection, setSelection] = useState<CheckedFile[]>([]);
  return <SourcePicker host="excel" disabled={false} selection={selection} onSelection={setSelection} />;
}

function renderPicker(): void {
  render(
    <FluentProvider theme={webLightTheme}>
      <Picker />
    </FluentProvider>,
  );
}

test("no picture selected and none on the sheet: one message, naming no list", async () => {
  sheet.list = { ok: true, pictures: [], canUseSelection: true };
  renderPicker();
  fireEvent.click(screen.getByRole("button", { name: "Use the selected picture" }));
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toBe(
    "No picture is selected, and there is no picture on this sheet. Insert a picture and select it, or choose a file instead.",
  );
  expect(screen.getAllByRole("alert")).toHaveLength(1);
  expect(document.body.textContent).not.toMatch(/from the list/);
});

test("no picture selected, pictures on the sheet: why, beside the list it names", async () => {
  sheet.list = { ok: true, pictures: [{ id: "s1", name: "Receipt 1" }], canUseSelection: true };
  renderPicker();
  fireEvent.click(screen.getByRole("button", { name: "Use the selected picture" }));
  await screen.findByRole("button", { name: "Use “Receipt 1”" });
  expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
    "Select a picture in the workbook first (click it so that its handles show), or choose one from the list.",
  ]);
});

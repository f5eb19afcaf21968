/**
 * @jest-environment jsdom
 */
// Choosing pages in the pseudo-locale: every word of the Pages control, the page picker (with a PDF whose
// pictures cannot be shown, and a TIFF), a range refused with its message, and a cut that failed comes from the
// catalogs. File names are data.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReadyFile } from "../../../src/taskpane/workspace/checkedFile";
import { NotCutMessage } from "../../../src/taskpane/workspace/pages/NotCutMessage";
import { PagePicker } from "../../../src/taskpane/workspace/pages/PagePicker";
import { PagesControl } from "../../../src/taskpane/workspace/pages/PagesControl";
import { installEnglish, installPseudoLocale, unmarkedText } from "../i18n/pseudoCheck";

jest.mock("../../../src/pages/pictures/openPictures", () => {
  const pictures = jest.requireActual<typeof import("../../../src/pages/pictures/pagePictures")>(
    "../../../src/pages/pictures/pagePictures",
  );
  return { openPagePictures: () => Promise.reject(new pictures.PicturesError("protected")) };
});

beforeEach(installPseudoLocale);
afterEach(() => {
  cleanup();
  installEnglish();
});

const file = (pages: ReadyFile["pages"]): ReadyFile => ({
  ok: true,
  id: "f",
  name: "report.pdf",
  blob: new Blob(["x"]),
  origin: "file",
  pages,
});

test("the Pages control in each of its states", () => {
  const states: ReadyFile["pages"][] = [
    { info: { kind: "pages", format: "pdf", count: 40 }, chosen: null, overLimit: false },
    { info: { kind: "pages", format: "pdf", count: 40 }, chosen: [12, 13, 14], overLimit: false },
    { info: { kind: "pages", format: "pdf", count: 40 }, chosen: [], overLimit: false },
    { info: { kind: "pages", format: "tiff", count: 2 }, chosen: null, overLimit: true },
    { info: { kind: "uncuttable", format: "pdf", count: 2, why: "protected" }, chosen: null, overLimit: false },
    { info: { kind: "uncuttable", format: "pdf", count: null, why: "damaged" }, chosen: null, overLimit: false },
  ];
  render(
    <FluentProvider theme={webLightTheme}>
      {states.map((pages, i) => (
        <PagesControl key={i} file={file(pages)} disabled={false} onChosen={() => undefined} />
      ))}
      <NotCutMessage files={[{ id: "f", name: "report.pdf", message: "x", canSendWhole: true }]} onSendWhole={() => undefined} />
    </FluentProvider>,
  );
  expect(unmarkedText(["report.pdf", "report.pdf: x"])).toEqual([]);
});

test("the page picker: a TIFF, pictures that cannot be shown, a range refused", async () => {
  render(
    <FluentProvider theme={webLightTheme}>
      <PagePicker
        id="p"
        name="fax.tiff"
        blob={new Blob(["x"])}
        format="tiff"
        count={3}
        chosen={[2]}
        disabled={false}
        onChosen={() => undefined}
      />
    </FluentProvider>,
  );
  // The renderer refuses (a password): the picker says so, and pages can still be typed.
  await waitFor(() => expect(document.querySelector(".fui-MessageBar")).not.toBeNull());
  const field = screen.getByRole("textbox");
  fireEvent.change(field, { target: { value: "9" } });
  expect(field.getAttribute("aria-invalid")).toBe("true");
  expect(unmarkedText(["fax.tiff", "9"])).toEqual([]);
});

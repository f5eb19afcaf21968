/**
 * @jest-environment jsdom
 */
// The review in the pane, driven with the keyboard in Testing Library: typing replaces a cell, F2 edits it in
// place, Escape gives it back, Ctrl+Z undoes, F8 and Ctrl+. go to a flagged cell and take its fix; the grid
// keeps grid semantics; the pseudo-locale leaves no word of the review outside the catalogs.
import { fireEvent, screen, within } from "@testing-library/react";
import { resultFromDetail, type ResultModel } from "../../../../src/results/model";
import { installEnglish, installPseudoLocale, unmarkedText } from "../../i18n/pseudoCheck";
import { fixtureDetail } from "../../office/fixtures";
import { latestReview, showReview } from "./reviewHarness";

const show = (model: ResultModel): Promise<void> => showReview(model);

const invoice = (): ResultModel => resultFromDetail(fixtureDetail("two-page-invoice", "tables"));
const cell = (grid: HTMLElement, row: number, column: number): HTMLElement =>
  grid.querySelector<HTMLElement>(`[data-row="${row}"][data-column="${column}"]`)!;
const key = (element: Element, k: string, extra: Partial<KeyboardEventInit> = {}): void => {
  fireEvent.keyDown(element, { key: k, ...extra });
};

afterEach(() => {
  latestReview.current = null;
  installEnglish();
});

test("the grid has grid semantics: row and column counts, headers, one cell in the tab order", async () => {
  await show(invoice());
  const grid = screen.getByRole("grid", { name: "Table 1 (page 1)" });
  expect(grid.getAttribute("aria-rowcount")).toBe("5");
  expect(grid.getAttribute("aria-colcount")).toBe("4");
  expect(
    within(grid)
      .getAllByRole("columnheader")
      .map((h) => h.textContent),
  ).toEqual(["Item", "Qty", "Unit price", "Amount"]);
  expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
});

test("typing replaces a cell, Enter keeps it, Escape gives an edit back, F2 edits in place, Ctrl+Z undoes", async () => {
  await show(invoice());
  const grid = screen.getByRole("grid", { name: "Table 1 (page 1)" });
  const start = cell(grid, 1, 1);
  fireEvent.focus(start);
  key(start, "ArrowRight");
  key(cell(grid, 1, 2), "9");
  const editor = screen.getByRole("textbox", { name: "Edit Unit price, row 2" });
  fireEvent.change(editor, { target: { value: "9.75" } });
  key(editor, "Enter");
  expect(cell(grid, 1, 2).textContent).toBe("9.75");
  expect(latestReview.current?.session.editCount).toBe(1);
  // Escape: the cell as it was.
  key(cell(grid, 2, 2), "F2");
  const inPlace = screen.getByRole("textbox", { name: "Edit Unit price, row 3" });
  expect((inPlace as HTMLTextAreaElement).value).toBe("52.50");
  fireEvent.change(inPlace, { target: { value: "0" } });
  key(inPlace, "Escape");
  expect(cell(grid, 2, 2).textContent).toBe("52.50");
  // Ctrl+Z, from the grid.
  key(cell(grid, 2, 2), "z", { ctrlKey: true });
  expect(cell(grid, 1, 2).textContent).toBe("4.50");
  expect(latestReview.current?.session.editCount).toBe(0);
});

test("ending an edit gives the focus back to the grid at once: keys pressed before the next frame are not lost", async () => {
  await show(invoice());
  const grid = screen.getByRole("grid", { name: "Table 1 (page 1)" });
  fireEvent.focus(cell(grid, 0, 3));
  key(cell(grid, 0, 3), "F2");
  const editor = screen.getByRole("textbox", { name: /^Edit Amount/ });
  fireEvent.change(editor, { target: { value: "Amount (EUR)" } });
  key(editor, "Enter");
  // No animation frame has run (jsdom runs none unless asked): the text field is gone, the next cell has the focus.
  expect(document.activeElement).toBe(cell(grid, 1, 3));
  key(document.activeElement!, "Home", { ctrlKey: true });
  key(document.activeElement!, "ArrowRight");
  key(document.activeElement!, "ArrowRight");
  expect(document.activeElement).toBe(cell(grid, 0, 2));
  expect(screen.getByRole("button", { name: 'Delete column "Unit price"' })).toBeTruthy();
});

test("F8 goes to the first cell to check, marked in words as well as colour; Ctrl+. takes its fix", async () => {
  await show(invoice());
  expect(screen.getByTestId("review-flag-count").textContent).toBe("3 cells to check");
  const grid = screen.getByRole("grid", { name: "Table 1 (page 1)" });
  key(cell(grid, 0, 0), "F8");
  const misread = cell(grid, 2, 3);
  expect(misread.getAttribute("aria-selected")).toBe("true");
  expect(misread.textContent).toBe("1O5.00To check: Not a number, in a column of numbers. Suggested: 105.00.");
  key(misread, ".", { ctrlKey: true });
  expect(cell(grid, 2, 3).textContent).toBe("105.00");
  expect(screen.getByTestId("review-flag-count").textContent).toBe("2 cells to check");
  // Discard: back to the service's reading (and undoable).
  const discard = screen.getByRole("button", { name: "Discard changes" });
  discard.focus();
  fireEvent.click(discard);
  expect(cell(grid, 2, 3).textContent).toContain("1O5.00");
  // Nothing left to discard: the button is unavailable but keeps the keyboard focus (not dropped to the page).
  expect(discard.getAttribute("aria-disabled")).toBe("true");
  expect(document.activeElement).toBe(discard);
});

test("every word of the review comes from the catalogs (pseudo-locale), flags and actions included", async () => {
  installPseudoLocale();
  const model = invoice();
  await show(model);
  const grid = screen.getAllByRole("grid")[0]!;
  cell(grid, 1, 1).focus();
  fireEvent.mouseDown(cell(grid, 1, 1));
  const data =
    model.kind === "tables"
      ? [...model.tables.tables.flatMap((t) => t.rows.flat()), ...model.tables.keyValuePairs.flatMap((p) => [p.key, p.value])]
      : [];
  expect(unmarkedText([...data, "105.00", "802.50", "1,234.50"])).toEqual([]);
});

test("records and transcript pages in the pseudo-locale: the flags, skip, choose and labels come from the catalogs", async () => {
  installPseudoLocale();
  const claims = resultFromDetail(fixtureDetail("two-expense-claims", "extractor", "EXPf4Jm8Wd"));
  await show(claims);
  // The date flag, with its suggestion, in the pseudo-locale.
  expect(screen.getAllByText(/«.*2026-02-18.*»/).length).toBeGreaterThan(0);
  const data =
    claims.kind === "records"
      ? [...claims.records.fields.map((f) => f.name), ...claims.records.records.flatMap((r) => Object.values(r.values))]
      : [];
  expect(unmarkedText([...data, "2026-02-18"])).toEqual([]);
});

test("the count is a way to the first cell to check, too", async () => {
  await show(invoice());
  fireEvent.click(screen.getByRole("button", { name: "3 cells to check" }));
  const grid = screen.getByRole("grid", { name: "Table 1 (page 1)" });
  expect(cell(grid, 2, 3).getAttribute("aria-selected")).toBe("true");
});

// What the end-to-end tests do to the preview's workbook as a user would outside the pane: select a cell (a
// click in the grid), seed the user's own ledger table, and insert the two-page invoice's joined table with
// its flags still open (the provenance tests' common start).
import type { Page } from "playwright-core";

interface SelectingWindow {
  __hostDouble: {
    excel: {
      sheets: { name: string }[];
      activate(index: number): void;
      selectCells(b: { top: number; left: number; bottom: number; right: number }): void;
      seedTable(seed: unknown): unknown;
    };
  };
}

/** Selects one cell of a sheet, as a user clicking it would (the selection event reaches the pane). */
export const selectCell = (page: Page, sheet: string, row: number, column: number): Promise<void> =>
  page.evaluate(
    ([name, r, c]) => {
      const excel = (window as unknown as SelectingWindow).__hostDouble.excel;
      excel.activate(excel.sheets.findIndex((s) => s.name === name));
      excel.selectCells({ top: r as number, left: c as number, bottom: r as number, right: c as number });
    },
    [sheet, row, column] as const,
  );

/** The ledger's headings: other names and order than the invoice's, a date and a calculated column. */
export const LEDGER_HEADINGS = ["Rechnung", "Datum", "Artikel", "Menge", "Einzelpreis", "Kontrolle", "Betrag", "Quelle"];

/** The user's ledger table "Purchases" on the sheet "Ledger": one row already, a date column, a calculated column. */
export async function seedLedger(page: Page): Promise<void> {
  await page.evaluate((headings) => {
    const excel = (window as unknown as SelectingWindow).__hostDouble.excel;
    excel.seedTable({
      sheet: "Ledger",
      name: "Purchases",
      headings,
      rows: [["INV-1", "2026-01-05", "Stapler", 2, 3.5, "=[@Menge]*[@Einzelpreis]", 7, "old.pdf"]],
      formats: ["@", "yyyy-mm-dd", "@", "0", "#,##0.00", "#,##0.00", "#,##0.00", "@"],
    });
  }, LEDGER_HEADINGS);
}

/** With the invoice's result open: joins its two tables and inserts them with the flags still open. */
export async function insertJoinedInvoice(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Join with table 1" }).click();
  await page.getByRole("button", { name: "Insert into workbook" }).click();
  await page
    .getByTestId("insert-status")
    .getByText(/cells? left to check (is|are) marked with notes?\./)
    .waitFor({ timeout: 15_000 });
}

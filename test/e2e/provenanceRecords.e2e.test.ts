// Where an extractor record came from, end to end in Excel (issue 33): the two expense claims extracted, the
// second with an empty department and a misread date still flagged, inserted as they are. Those two cells
// carry notes; selecting a cell of the first record's row names the file and page 1, of the second page 2,
// with the note's cell offering Mark as checked.
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./browser";
import { openPane, send, waitForResult } from "./reviewHelpers";
import { selectCell } from "./workbookHelpers";

interface DoubleCell {
  note?: { kind: string; text: string };
}
interface DoubleWindow {
  __hostDouble: {
    excel: {
      sheets: { name: string; cells: (DoubleCell | undefined)[][] }[];
      activate(index: number): void;
      selectCells(b: { top: number; left: number; bottom: number; right: number }): void;
    };
  };
}

/** The sheet holding notes, and its noted cells as [row, column]. */
const noted = (page: Page): Promise<{ sheet: string; cells: [number, number][] }> =>
  page.evaluate(() => {
    const excel = (window as unknown as DoubleWindow).__hostDouble.excel;
    for (const sheet of excel.sheets) {
      const cells: [number, number][] = [];
      sheet.cells.forEach((row, r) => row?.forEach((cell, c) => cell?.note && cells.push([r, c])));
      if (cells.length > 0) return { sheet: sheet.name, cells };
    }
    return { sheet: "", cells: [] };
  });

describe("where an inserted extractor record came from, in Excel", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("marks the flagged fields with notes and names each row's file and page", async () => {
    const { context, page } = await openPane(browser, "excel");
    await send(page, "two-expense-claims.pdf", "extractor");
    await waitForResult(page);
    await page.getByRole("button", { name: "Insert into workbook" }).click();
    await page.getByTestId("insert-status").getByText("2 cells left to check are marked with notes.").waitFor({ timeout: 15_000 });
    const { sheet, cells } = await noted(page);
    // Both on the second record's row (the row below the first's).
    expect(new Set(cells.map(([r]) => r))).toEqual(new Set([2]));

    const panel = page.getByRole("region", { name: "Where this came from" });
    await selectCell(page, sheet, 1, 0);
    await panel.getByText(/^From two-expense-claims\.pdf, page 1, inserted /).waitFor();
    const [row, column] = cells[0]!;
    await selectCell(page, sheet, row, column);
    await panel.getByText(/^From two-expense-claims\.pdf, page 2, inserted /).waitFor();
    await panel.getByRole("button", { name: "Mark as checked" }).click();
    await page.waitForFunction(() => {
      const excel = (window as unknown as DoubleWindow).__hostDouble.excel;
      return excel.sheets.reduce((n, s) => n + s.cells.flat().filter((c) => c?.note).length, 0) === 1;
    });
    await context.close();
  });
});

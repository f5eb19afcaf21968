// Issue 31, items 2 and 3, end to end in headless Chromium against the emulator and the preview's Excel double:
// the two-page invoice's suggested total never leaves out the misread amount (before the join it says the table
// may continue; joined, it adds "1O5.00" as 105.00 and says so), and once inserted its Total row is the table's
// totals row, not data: SUM over the table's Amount column, read back from the workbook, is the document's total.
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./browser";
import { gridCell, keys, openPane, send, waitForResult } from "./reviewHelpers";

const flagCount = (page: Page, text: string): Promise<void> =>
  page
    .getByTestId("review-flag-count")
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor();

interface TableReadBack {
  showTotals: boolean;
  dataRows: number;
  /** SUM(Table[Amount]): the Double cells of the Amount column's data body. */
  sum: number;
  totalsRow: { label: string; type: string; value: string };
}

/** The table as the workbook holds it, through the host double's model. */
function readTable(page: Page, name: string, column: string): Promise<TableReadBack> {
  return page.evaluate(
    ({ name, column }) => {
      interface Bounds {
        top: number;
        left: number;
        bottom: number;
        right: number;
      }
      interface Cell {
        type: string;
        value: string;
      }
      const excel = (
        window as unknown as {
          __hostDouble: {
            excel: {
              tables: { name: string; sheetId: string; bounds: Bounds; showTotals?: boolean }[];
              sheetById(id: string): { name: string; cells: (Cell | undefined)[][] } | undefined;
              dataBounds(table: unknown): Bounds;
              sum(sheet: string, bounds: Bounds): number;
              grid(sheet: string): string[][];
            };
          };
        }
      ).__hostDouble.excel;
      const table = excel.tables.find((t) => t.name === name);
      if (!table) throw new Error(`No table ${name}: ${excel.tables.map((t) => t.name).join(", ")}`);
      const sheet = excel.sheetById(table.sheetId)!;
      const b = table.bounds;
      const at =
        b.left +
        excel
          .grid(sheet.name)
          [b.top]!.slice(b.left, b.right + 1)
          .indexOf(column);
      const data = excel.dataBounds(table);
      const total = sheet.cells[b.bottom]?.[at];
      return {
        showTotals: Boolean(table.showTotals),
        dataRows: data.bottom - data.top + 1,
        sum: excel.sum(sheet.name, { ...data, left: at, right: at }),
        totalsRow: { label: excel.grid(sheet.name)[b.bottom]?.[b.left] ?? "", type: total?.type ?? "Empty", value: total?.value ?? "" },
      };
    },
    { name, column },
  );
}

describe("figures: totals that stay totals", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("suggests no total that omits the misread amount, and inserts the Total as the table's totals row, outside its data", async () => {
    const { context, page } = await openPane(browser, "excel");
    await send(page, "two-page-invoice.pdf", "tables");
    await waitForResult(page);
    const review = page.getByRole("region", { name: "Tables preview" });
    await flagCount(page, "3 cells to check");

    // Before the join: page 2's Total is not summed over page 2 alone; the table may continue.
    const page2 = review.getByRole("grid", { name: "Table 2 (page 2)" });
    await expect(gridCell(page2, 4, 3).textContent()).resolves.toBe(
      "1,234.50To check: This table may continue the one before it: join them to check its total.",
    );
    await expect(review.textContent()).resolves.not.toMatch(/802\.50|1,138\.50/);

    await review.getByRole("button", { name: "Join with table 1" }).click();
    const grid = review.getByRole("grid", { name: "Table 1 (pages 1 to 2)" });
    await expect(grid.getAttribute("aria-rowcount")).resolves.toBe("9");
    // Joined: the sum adds "1O5.00" as its fix reads, and says so; never the sum without it.
    await expect(gridCell(grid, 8, 3).textContent()).resolves.toBe(
      "1,234.50To check: Rows add up to 1,243.50 with 1O5.00 read as 105.00, the total says 1,234.50. Suggested: 1,243.50.",
    );
    await expect(review.textContent()).resolves.not.toContain("1,138.50");

    // Take the fixes (F8: the next cell to check; Ctrl+.: its suggestion), the date typed over.
    await gridCell(grid, 0, 0).focus();
    await keys(page, "F8");
    await expect(gridCell(grid, 2, 3).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await keys(page, "Control+.");
    await expect(gridCell(grid, 2, 3).textContent()).resolves.toBe("105.00");
    await keys(page, "F8");
    await review.getByText("Rows add up to 1,243.50, the total says 1,234.50. Suggested: 1,243.50.").first().waitFor();
    await keys(page, "Control+.");
    await expect(gridCell(grid, 8, 3).textContent()).resolves.toBe("1,243.50");
    await keys(page, "F8", "Control+A", "2026-02-28", "Tab");
    await flagCount(page, "Nothing looks misread.");

    await page.getByRole("button", { name: "Insert into workbook" }).click();
    await page
      .getByText(
        "The last row of the table two_page_invoice_T1 adds up the rows above it: it is the table's totals row, with the document's figures, not a row of its data.",
      )
      .waitFor({ timeout: 15_000 });

    const table = await readTable(page, "two_page_invoice_T1", "Amount");
    expect(table.showTotals).toBe(true);
    expect(table.dataRows).toBe(7);
    // SUM(Table[Amount]) is the document's total, not twice it; the total is the document's value, no formula.
    expect(table.sum).toBeCloseTo(1243.5);
    expect(table.totalsRow).toEqual({ label: "Total", type: "Double", value: "1243.5" });
    await context.close();
  });
});

// Dates read by the document's evidence, end to end in headless Chromium (issue 31, item 4): a timesheet whose
// days are written day/month/year (16/03/2026 settles the order) and whose Hours column holds a date the service
// read where hours belong; the German invoice's "12.03.2026". Before Insert the review flags the date among
// hours; once inserted, read back from the preview's Excel double, the days are Excel dates in the workbook's
// short date format, the stray date is text beside the hours, and the German invoice's date is a date.
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { launchBrowser } from "./browser";
import { gridCell, openPane, send, sheetColumns, waitForResult, type SheetColumn } from "./reviewHelpers";

/** A sheet's columns by heading, as the workbook holds them. */
async function sheetCells(page: Page, sheetName: string): Promise<Record<string, SheetColumn["cells"]>> {
  return Object.fromEntries((await sheetColumns(page, sheetName)).map((column) => [column.heading, column.cells]));
}

/** Excel's serial number of a day. */
const serial = (y: number, m: number, d: number): string => String((Date.UTC(y, m - 1, d) - Date.UTC(1899, 11, 30)) / 86_400_000);

describe("dates read by the document's evidence", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("flags a date among hours worked before Insert, and writes the days as Excel dates in an en-US workbook", async () => {
    const { context, page } = await openPane(browser, "excel");
    await send(page, "timesheet.pdf", "tables");
    await waitForResult(page);
    await page
      .getByTestId("review-flag-count")
      .filter({ hasText: /^1 cell to check$/ })
      .waitFor();
    const grid = page.locator('[role="grid"][aria-label="Table 1 (page 1)"]');
    await gridCell(grid, 0, 0).focus();
    await page.keyboard.press("F8");
    await expect(gridCell(grid, 3, 2).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.getByText("A date among numbers: kept as text.").first().waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByRole("button", { name: "Insert into workbook" }).click();
    const status = page.getByTestId("insert-status");
    await status.getByText(/^Wrote 2 tables on new sheets/).waitFor({ timeout: 15_000 });
    await status.getByText('1 cell kept as text in "Hours" on "timesheet T1": C4 ("18/03/2026") does not read as a number.').waitFor();
    const sheet = await sheetCells(page, "timesheet T1");
    // Day first (16/03/2026 says so), written in the workbook's short date.
    expect(sheet.Date?.map((c) => [c.type, c.value, c.numberFormat, c.text])).toEqual(
      [16, 17, 18, 19, 20].map((d) => ["Double", serial(2026, 3, d), "m/d/yyyy", `3/${d}/2026`]),
    );
    expect(sheet.Hours?.map((c) => [c.type, c.value])).toEqual([
      ["Double", "7.5"],
      ["Double", "8"],
      ["String", "18/03/2026"],
      ["Double", "6.25"],
      ["Double", "4"],
    ]);
    await context.close();
  });

  it("writes the German invoice's 12.03.2026 as an Excel date in a de-DE workbook's format", async () => {
    const { context, page } = await openPane(browser, "excel", "&culture=de-DE");
    await send(page, "german-invoice.pdf", "tables");
    await waitForResult(page);
    await page.getByRole("button", { name: "Insert into workbook" }).click();
    await page
      .getByTestId("insert-status")
      .getByText(/^Wrote 2 tables on new sheets/)
      .waitFor({ timeout: 15_000 });
    const pairs = await sheetCells(page, "german-invoice Key-Value");
    const at = pairs.Key?.findIndex((c) => c.value === "Rechnungsdatum") ?? -1;
    expect(at).toBeGreaterThanOrEqual(0);
    expect(pairs.Value?.[at]).toEqual({ type: "Double", value: serial(2026, 3, 12), numberFormat: "dd.mm.yyyy", text: "12.03.2026" });
    await context.close();
  });
});

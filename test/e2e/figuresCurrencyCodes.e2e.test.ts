// Amounts written with a currency code, end to end in headless Chromium: the steel invoice ("USD 12,400.00",
// quantities "12,400") goes to the emulator ("Find tables") and, inserted untouched into a de-DE workbook of
// the preview's Excel host double, its amounts are numbers and its quantities thousands: the amounts say how
// the document writes numbers. Before, they stayed text and said nothing, and the German workbook got 12.4.
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { openPane, send, sheetColumns, waitForResult } from "./reviewHelpers";

describe("the steel invoice's currency codes", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("tell a de-DE workbook that 12,400 is twelve thousand four hundred", async () => {
    const { context, page } = await openPane(browser, "excel", "&culture=de-DE");
    await send(page, "steel-invoice.pdf", "tables");
    await waitForResult(page);
    // "Read numbers as" starts from the document's way, and nothing is read as decimals.
    await expect(page.getByLabel("1,234.56 (decimal point)").isChecked()).resolves.toBe(true);
    await expect(page.getByText(/can be read as thousands or as decimals/).count()).resolves.toBe(0);

    await page.getByRole("button", { name: "Insert into workbook" }).click();
    await page
      .getByTestId("insert-status")
      .getByText(/^Wrote/)
      .waitFor({ timeout: 15_000 });
    const columns = await sheetColumns(page, "steel-invoice T1");
    expect(columns.map((c) => c.heading)).toEqual(["Item", "Qty", "Unit price", "Amount"]);
    const cells = (c: number): { type: string; value: number; numberFormat: string }[] =>
      (columns[c]?.cells ?? []).map(({ type, value, numberFormat }) => ({ type, value: Number(value), numberFormat }));
    expect(cells(1)).toEqual([
      { type: "Double", value: 12_400, numberFormat: "#,##0" },
      { type: "Double", value: 3_100, numberFormat: "#,##0" },
    ]);
    const usd = '"USD "#,##0.00;-"USD "#,##0.00';
    expect(cells(3)).toEqual([
      { type: "Double", value: 12_400, numberFormat: usd },
      { type: "Double", value: 1_550, numberFormat: usd },
    ]);
    expect(columns[3]?.sum).toBe(13_950);
    await context.close();
  });
});

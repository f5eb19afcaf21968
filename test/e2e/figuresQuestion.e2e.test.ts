// "Read numbers as" where the evidence is truly split (issue 31), end to end in headless Chromium: branch sales
// whose every figure is written like 12,400, with nothing in the document to tell thousands from decimals, into
// a de-DE workbook of the preview's Excel host double (?culture=), which would read them as decimals. The
// question is above the grid before Insert is enabled, Insert waits for the answer, the answer clears the
// flags it settles, and Insert writes the figures as answered, read back cell by cell. Answered in one result's
// review and left, the answer goes with that result into Insert all; a result with no answer is held. Answered
// "Keep them as text" and appended by Insert all to the user's own table, the figures go in as text, even in its
// number columns, and the outcome says so.
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { launchBrowser } from "./browser";
import { openPane, send, sheetColumns, sheetNames, waitForResult } from "./reviewHelpers";
import { waitForState } from "./paneHelpers";

const HINT =
  "9 figures, such as 12,400, can be read as thousands or as decimals. This workbook reads them as decimals (12,4): its decimal mark is a comma.";

const flagCount = (page: Page, text: string): Promise<void> =>
  page
    .getByTestId("review-flag-count")
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor();

/** The three weeks of a sheet's table, each column's cells as numbers with their types, and their sums. */
async function weeks(page: Page, sheet: string): Promise<{ heading: string; cells: { type: string; value: number }[]; sum: number }[]> {
  return (await sheetColumns(page, sheet)).slice(1).map(({ heading, cells, sum }) => ({
    heading,
    cells: cells.map((c) => ({ type: c.type, value: Number(c.value) })),
    sum,
  }));
}

const doubles = (...values: number[]): { type: string; value: number }[] => values.map((value) => ({ type: "Double", value }));

describe('"Read numbers as" asked where the evidence is split', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("is asked above the grid before Insert; the answer clears its flags and Insert writes the figures as answered", async () => {
    const { context, page } = await openPane(browser, "excel", "&culture=de-DE");
    await send(page, "branch-sales-march.pdf", "tables");
    await waitForResult(page);
    const question = page.getByTestId("read-numbers-asked");
    await question.waitFor();
    await expect(question.getByText(HINT).count()).resolves.toBe(1);
    // Above the table's grid, nothing preselected, and not again among the insert options.
    const [asked, grid] = await Promise.all([question.boundingBox(), page.getByRole("grid").first().boundingBox()]);
    expect(asked && grid && asked.y + asked.height <= grid.y).toBe(true);
    await expect(page.getByRole("radiogroup", { name: /Read numbers as/ }).count()).resolves.toBe(1);
    await expect(page.getByLabel("1,234.56 (decimal point)").isChecked()).resolves.toBe(false);
    await expect(page.getByLabel("1.234,56 (decimal comma)").isChecked()).resolves.toBe(false);
    // Every figure is flagged as maybe thousands; Insert waits for the answer.
    await flagCount(page, "9 cells to check");
    const insert = page.getByRole("button", { name: "Insert into workbook" });
    await expect(insert.getAttribute("aria-disabled")).resolves.toBe("true");
    await page.getByTestId("read-numbers-first").getByText("Choose how to read numbers above the table first.").waitFor();
    await insert.click({ force: true });
    await expect(
      page
        .getByTestId("insert-status")
        .getByText(/^Wrote/)
        .count(),
    ).resolves.toBe(0);
    await expect(sheetNames(page)).resolves.toEqual(["Sheet1"]);
    await expect(axeViolations(page)).resolves.toEqual([]);

    // Thousands: the flags the answer settles go, and Insert is enabled.
    await page.getByLabel("1,234.56 (decimal point)").check();
    await flagCount(page, "Nothing looks misread.");
    await expect(insert.getAttribute("aria-disabled")).resolves.not.toBe("true");
    await expect(page.getByTestId("read-numbers-first").count()).resolves.toBe(0);
    await insert.click();
    await page
      .getByTestId("insert-status")
      .getByText(/^Wrote 2 tables on new sheets/)
      .waitFor({ timeout: 15_000 });
    await expect(
      page
        .getByTestId("insert-status")
        .getByText(/were read as decimals/)
        .count(),
    ).resolves.toBe(0);

    const written = await weeks(page, "branch-sales-march T1");
    expect(written.map((c) => c.heading)).toEqual(["Week 1", "Week 2", "Week 3"]);
    expect(written[0]!.cells).toEqual(doubles(12_400, 8_150, 6_020));
    expect(written[1]!.cells).toEqual(doubles(9_870, 10_230, 7_960));
    expect(written[2]!.cells).toEqual(doubles(15_310, 11_045, 5_480));
    expect(written.map((c) => c.sum)).toEqual([26_570, 28_060, 31_835]);
    await context.close();
  });

  it("goes with its result into Insert all once answered in its review and left; a result with no answer is held", async () => {
    const { context, page } = await openPane(browser, "excel", "&culture=de-DE");
    await send(page, ["branch-sales-march.pdf", "branch-sales-april.pdf"], "tables");
    await waitForResult(page);
    const heading = page.getByRole("heading", { name: "branch-sales-march.pdf" });
    if ((await heading.count()) === 0) await page.getByRole("button", { name: "Open branch-sales-march.pdf" }).click({ timeout: 30_000 });
    await heading.waitFor();
    await page.getByTestId("read-numbers-asked").waitFor();
    await page.getByLabel("1,234.56 (decimal point)").check();
    await flagCount(page, "Nothing looks misread.");
    // Both read before March is closed: April, finishing later on a busy machine, would open by itself then.
    await waitForState(page, "branch-sales-april.pdf", "Processed");
    // Back to the list: the review is left, its answer stays with the result.
    await page.getByRole("button", { name: "Close the result of branch-sales-march.pdf" }).click();
    await heading.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Insert all (2 results)" }).click({ timeout: 30_000 });
    const status = page.getByTestId("insert-all-status");
    await status.getByText("Inserted 1 result.").waitFor({ timeout: 15_000 });
    await status
      .getByText('The numbers of "branch-sales-march.pdf" were read as 1,234.56 (decimal point), as answered in its review.')
      .waitFor();
    // The April sales, never answered, wait for their review.
    await status.getByText("branch-sales-april.pdf has 9 cells to check.").waitFor();
    await page.getByTestId("review-gate").waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    // Answered in its review, the April sales are no longer held at once: the gate goes, and back in the list
    // their row says Open, no longer "Review (9 to check)", without Insert all running again.
    await page.getByRole("button", { name: "Review branch-sales-april.pdf: 9 cells to check" }).waitFor();
    await page.getByTestId("review-gate").getByRole("button", { name: "Review", exact: true }).click();
    const april = page.getByRole("heading", { name: "branch-sales-april.pdf" });
    await april.waitFor();
    await page.getByTestId("read-numbers-asked").waitFor();
    await page.getByLabel("1,234.56 (decimal point)").check();
    await page.getByTestId("review-gate").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Close the result of branch-sales-april.pdf" }).click();
    await april.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Open branch-sales-april.pdf" }).waitFor();

    const written = await weeks(page, "branch-sales-march T1");
    expect(written[0]!.cells).toEqual(doubles(12_400, 8_150, 6_020));
    expect(written.map((c) => c.sum)).toEqual([26_570, 28_060, 31_835]);
    const sheets = await sheetNames(page);
    expect(sheets).toContain("branch-sales-march T1");
    expect(sheets.some((s) => s.startsWith("branch-sales-april"))).toBe(false);
    await context.close();
  });

  it('appends a result answered "Keep them as text" to the user\'s table as text, and says so', async () => {
    const { context, page } = await openPane(browser, "excel", "&culture=de-DE");
    page.setDefaultTimeout(20_000);
    await page.evaluate(() =>
      (window as unknown as { __hostDouble: { excel: { seedTable(seed: unknown): unknown } } }).__hostDouble.excel.seedTable({
        sheet: "Umsatz",
        name: "Sales",
        headings: ["Branch", "Week 1", "Week 2", "Week 3"],
        rows: [["Kiel", 1, 2, 3]],
        formats: ["@", "#,##0.00", "#,##0.00", "#,##0.00"],
      }),
    );
    await send(page, ["branch-sales-march.pdf", "branch-sales-april.pdf"], "tables");
    await waitForResult(page);
    const open = async (file: string) => {
      const heading = page.getByRole("heading", { name: file });
      if ((await heading.count()) === 0) await page.getByRole("button", { name: `Open ${file}` }).click({ timeout: 30_000 });
      await heading.waitFor();
      await page.getByTestId("read-numbers-asked").waitFor();
    };
    // April appended by hand, read as thousands: its columns matched once, the mapping saved in the workbook.
    await open("branch-sales-april.pdf");
    await page.getByLabel("1,234.56 (decimal point)").check();
    await page.getByRole("radio", { name: "Append to a table in this workbook" }).check();
    await page.getByLabel("Source for the column Week 1").waitFor();
    await page.getByRole("button", { name: "Append to the table" }).click();
    await page
      .getByTestId("insert-status")
      .getByText(/^Added 3 rows to the table Sales/)
      .waitFor();
    await page.getByRole("button", { name: "Close the result of branch-sales-april.pdf" }).click();
    // March answered "Keep them as text" in its review, and left.
    await open("branch-sales-march.pdf");
    await page.getByLabel("Keep them as text").check();
    await page.getByRole("button", { name: "Close the result of branch-sales-march.pdf" }).click();

    const bar = page.getByRole("region", { name: "Insert the batch" });
    await bar.getByRole("checkbox", { name: "Append to a table in this workbook" }).check();
    await expect(bar.getByLabel("Table", { exact: true }).inputValue()).resolves.toBe("Sales");
    await bar.getByRole("button", { name: "Insert all (1 result)" }).click();
    const status = page.getByTestId("insert-all-status");
    await status.getByText("Inserted 1 result.").waitFor({ timeout: 15_000 });
    await status.getByText('The numbers of "branch-sales-march.pdf" were kept as text, as answered in its review.').waitFor();
    await status
      .getByText(
        "9 values went in as text, as answered in the review, in columns of numbers or dates (Week 1, Week 2, Week 3): Excel leaves them out of sums and sorts them as text.",
      )
      .waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    // Read back: Kiel, April as thousands, then March as the document writes it, in Excel's Text format.
    const [week1] = (await sheetColumns(page, "Umsatz")).slice(1);
    expect(week1!.cells.map((c) => [c.type, c.value, c.numberFormat])).toEqual([
      ["Double", "1", "#,##0.00"],
      ["Double", "13250", "#,##0.00"],
      ["Double", "9340", "#,##0.00"],
      ["Double", "5905", "#,##0.00"],
      ["String", "12,400", "@"],
      ["String", "8,150", "@"],
      ["String", "6,020", "@"],
    ]);
    // Text counts for nothing in a sum, as the outcome says.
    expect(week1!.sum).toBe(1 + 13_250 + 9_340 + 5_905);
    await context.close();
  }, 180_000);
});

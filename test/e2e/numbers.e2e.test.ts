// Numbers that add up, end to end in headless Chromium: the sample documents go to the emulator ("Find
// tables"), land on new sheets of the preview's Excel workbook, and are read back from the host double: the
// type of every figure and what SUM over each column gives, in an en-US and a de-DE workbook.
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { env, launchBrowser, newPage } from "./browser";

const FIXTURES = join(__dirname, "../fixtures");

async function open(browser: Browser, query = ""): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser);
  await page.goto(`${env("E2E_PREVIEW_URL")}?host=excel${query}`);
  await page.getByRole("button", { name: "Use an API token instead" }).click();
  await page.getByLabel(/^API token/).fill("dev-token");
  await page.getByRole("button", { name: "Use this token" }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
  return { context, page };
}

async function findTables(page: Page, fixture: string): Promise<void> {
  await page.getByLabel(/Scan or photo/).setInputFiles(join(FIXTURES, fixture));
  await page.getByLabel("Find tables and key/value pairs").check();
  await page.getByRole("button", { name: "Find tables", exact: true }).click();
  await page
    .getByTestId("status")
    .getByText(/^Found/)
    .waitFor({ timeout: 30_000 });
}

async function insert(page: Page, done: RegExp): Promise<void> {
  await page.getByRole("button", { name: "Insert into workbook" }).click();
  await page.getByTestId("status").getByText(done).waitFor({ timeout: 15_000 });
}

interface Column {
  heading: string;
  /** The cell types below the heading (Double, String...). */
  types: string[];
  /** What the cells show. */
  texts: string[];
  /** What SUM over the column gives (text counts for nothing, as in Excel). */
  sum: number;
}

/** Every column of a sheet's table as the workbook holds it. */
function readSheet(page: Page, sheetName: string): Promise<Column[]> {
  return page.evaluate((name) => {
    type Cell = { type: string; value: string } | undefined;
    const double = (
      window as unknown as {
        __hostDouble: {
          excel: {
            grid(n: string): string[][];
            sheet(n: string): { cells: Cell[][] } | undefined;
            sum(n: string, b: { top: number; left: number; bottom: number; right: number }): number;
          };
        };
      }
    ).__hostDouble;
    const grid = double.excel.grid(name);
    const sheet = double.excel.sheet(name);
    return (grid[0] ?? []).map((heading, c) => ({
      heading,
      types: grid.slice(1).map((_, r) => sheet?.cells[r + 1]?.[c]?.type ?? "Empty"),
      texts: grid.slice(1).map((row) => row[c] ?? ""),
      sum: double.excel.sum(name, { top: 1, left: c, bottom: grid.length - 1, right: c }),
    }));
  }, sheetName);
}

describe("numbers that add up", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("writes every figure of the quarterly report as a number in an en-US workbook; each column sums", async () => {
    const { context, page } = await open(browser);
    await findTables(page, "quarterly-report.pdf");
    await insert(page, /^Wrote 4 tables on new sheets/);
    const t1 = await readSheet(page, "quarterly-report T1");
    expect(t1.map((c) => c.heading)).toEqual(["Region", "January", "February", "March"]);
    for (const column of t1.slice(1)) expect(column.types).toEqual(["Double", "Double", "Double"]);
    expect(t1.slice(1).map((c) => c.sum)).toEqual([12_400 + 9_870 + 15_310, 13_150 + 10_230 + 14_880, 14_020 + 9_960 + 16_045]);
    expect(t1[1]?.texts).toEqual(["12,400", "9,870", "15,310"]);
    const t2 = await readSheet(page, "quarterly-report T2");
    expect(t2.map((c) => c.heading)).toEqual(["Product", "Units", "Revenue"]);
    for (const column of t2.slice(1)) expect(column.types).toEqual(["Double", "Double", "Double"]);
    expect(t2.slice(1).map((c) => c.sum)).toEqual([1_240 + 310 + 2_075, 18_600 + 24_490 + 10_375]);
    // Nothing was kept as text, so the outcome says nothing about it.
    await expect(page.getByText(/kept as text/).count()).resolves.toBe(0);
    await context.close();
  });
});

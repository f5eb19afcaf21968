// A whole batch into the document with one action, end to end in headless Chromium against the emulator:
// three expense claims through the extractor into one Excel table whose Total column sums, a tables batch
// onto new sheets, a transcript batch into Word (each under its file name, each its own content control),
// and "Insert as they finish" inserting without a click. The workbook and document are read from the host
// double the preview exposes.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { env, launchBrowser, newPage } from "./browser";

const FIXTURES = join(__dirname, "../fixtures");
const copy = (fixture: string, name: string): { name: string; mimeType: string; buffer: Buffer } => ({
  name,
  mimeType: fixture.endsWith(".png") ? "image/png" : "application/pdf",
  buffer: readFileSync(join(FIXTURES, fixture)),
});

async function open(browser: Browser, host: "word" | "excel"): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser);
  await page.goto(`${env("E2E_PREVIEW_URL")}?host=${host}`);
  await page.getByRole("button", { name: "Use an API token instead" }).click();
  await page.getByLabel(/^API token/).fill("dev-token");
  await page.getByRole("button", { name: "Use this token" }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
  return { context, page };
}

async function extractClaims(page: Page, names: string[], asTheyFinish = false): Promise<void> {
  await page.getByLabel(/Scan or photo/).setInputFiles(names.map((n) => copy("expense-claim.pdf", n)));
  // The switch shows once there are files it can apply to (issue 21).
  if (asTheyFinish) await page.getByRole("switch", { name: "Insert as they finish" }).check();
  await page.getByLabel("Extract fields with an extractor").check();
  await page.getByLabel("Extractor", { exact: true }).selectOption({ label: "Expense Claim" });
  await page.getByRole("button", { name: "Extract fields", exact: true }).click();
}

const insertAllStatus = (page: Page) => page.getByTestId("insert-all-status");

interface SheetRead {
  header: string[];
  types: string[];
  sum: number;
  rows: number;
}

/** The extractor table's header, the value types of its Total column and their sum (as Excel's SUM would). */
function readTotals(page: Page, sheetName: string): Promise<SheetRead> {
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
    const header = grid[0] ?? [];
    const total = header.indexOf("Total");
    const sheet = double.excel.sheet(name);
    const types = grid.slice(1).map((_, r) => sheet?.cells[r + 1]?.[total]?.type ?? "Empty");
    const sum = double.excel.sum(name, { top: 1, left: total, bottom: grid.length - 1, right: total });
    return { header, types, sum, rows: grid.length - 1 };
  }, sheetName);
}

describe("insert a whole batch in one step", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("inserts three extractor documents into one Excel table with one action; the Total column sums", async () => {
    const { context, page } = await open(browser, "excel");
    await extractClaims(page, ["claim-a.pdf", "claim-b.pdf", "claim-c.pdf"]);
    await page.getByRole("button", { name: "Insert all (3 results)" }).click({ timeout: 30_000 });
    await insertAllStatus(page).getByText("Inserted 3 results.").waitFor({ timeout: 15_000 });
    const read = await readTotals(page, "Expense Claim");
    expect(read.rows).toBe(3);
    expect(read.header.slice(0, 3)).toEqual(["File", "Page", "Employee name"]);
    expect(read.types).toEqual(["Double", "Double", "Double"]);
    expect(read.sum).toBeCloseTo(659.1);
    // Nothing new is left: the button says so, and a second click cannot insert twice.
    await page.getByRole("button", { name: "Insert all", exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Insert all", exact: true }).isDisabled()).toBe(true);
    // The keyboard focus stayed on the button that was pressed (unavailable, still focusable), not dropped to the page.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Insert all");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Insert all");
    await expect(axeViolations(page)).resolves.toEqual([]);
    await context.close();
  });

  it("inserts a tables batch onto new sheets", async () => {
    const { context, page } = await open(browser, "excel");
    await page.getByLabel(/Scan or photo/).setInputFiles([copy("quarterly-report.pdf", "q1.pdf"), copy("expense-claim.pdf", "claim.pdf")]);
    await page.getByLabel("Find tables and key/value pairs").check();
    await page.getByRole("button", { name: "Find tables", exact: true }).click();
    await page.getByRole("button", { name: "Insert all (2 results)" }).click({ timeout: 30_000 });
    await insertAllStatus(page).getByText("Inserted 2 results.").waitFor({ timeout: 15_000 });
    const sheets = await page.evaluate(() =>
      (window as unknown as { __hostDouble: { excel: { sheets: { name: string }[] } } }).__hostDouble.excel.sheets.map((s) => s.name),
    );
    expect(sheets).toEqual(expect.arrayContaining(["q1 T1", "q1 T2", "q1 T3", "q1 Key-Value", "claim T1", "claim Key-Value"]));
    await context.close();
  });

  it("inserts a transcript batch into Word, each under its file name in its own content control", async () => {
    const { context, page } = await open(browser, "word");
    await page
      .getByLabel(/Scan or photo/)
      .setInputFiles([copy("handwritten-note.png", "note-1.png"), copy("handwritten-note.png", "note-2.png")]);
    await page.getByRole("button", { name: "Transcribe", exact: true }).click();
    await page.getByRole("button", { name: "Insert all (2 results)" }).click({ timeout: 30_000 });
    await insertAllStatus(page).getByText("Inserted 2 results.").waitFor({ timeout: 15_000 });
    const paragraphs = await page.getByTestId("word-paragraph").allTextContents();
    const first = paragraphs.indexOf("note-1.png");
    const second = paragraphs.indexOf("note-2.png");
    expect(first).toBeGreaterThanOrEqual(0);
    expect(second).toBeGreaterThan(first);
    const tags = await page.evaluate(() =>
      [
        ...(
          window as unknown as { __hostDouble: { word: { contentControls: Map<number, { tag: string }> } } }
        ).__hostDouble.word.contentControls.values(),
      ].map((c) => c.tag),
    );
    expect(tags).toHaveLength(2);
    await context.close();
  });

  it("inserts each result as it finishes, without a click, when asked", async () => {
    const { context, page } = await open(browser, "excel");
    await extractClaims(page, ["auto-a.pdf", "auto-b.pdf"], true);
    await page.waitForFunction(
      () => {
        const double = (window as unknown as { __hostDouble: { excel: { sheet(n: string): unknown; grid(n: string): string[][] } } })
          .__hostDouble;
        return double.excel.sheet("Expense Claim") !== undefined && double.excel.grid("Expense Claim").length === 3;
      },
      undefined,
      { timeout: 30_000 },
    );
    const read = await readTotals(page, "Expense Claim");
    expect(read.types).toEqual(["Double", "Double"]);
    await context.close();
  });

  // Found from the user's seat: the first result went in at the selected cell and every later one was refused
  // ("The cells from B2 to F7 are not all empty"): the batch's own first result stood where it was sent again.
  it("inserts tables results as they finish from the selected cell, each under the one before", async () => {
    const { context, page } = await open(browser, "excel");
    await page.evaluate(() =>
      (
        window as unknown as {
          __hostDouble: { excel: { selectCells(b: { top: number; left: number; bottom: number; right: number }): void } };
        }
      ).__hostDouble.excel.selectCells({ top: 1, left: 1, bottom: 1, right: 1 }),
    );
    // One file, then another once the first is in: two insertions of one batch, as results finish at their own times.
    for (const name of ["sel-1.pdf", "sel-2.pdf"]) {
      await page.getByLabel(/Scan or photo/).setInputFiles([copy("quarterly-report.pdf", name)]);
      if (name === "sel-1.pdf") {
        await page.getByRole("switch", { name: "Insert as they finish" }).check();
        await page.getByLabel("Find tables and key/value pairs").check();
        await page.getByLabel("Start at the selected cell, one under the other (not on new sheets)").check();
      }
      await page.getByRole("button", { name: "Find tables", exact: true }).click();
      await page
        .getByTestId("batch-item")
        .filter({ hasText: name })
        .getByText(/^Inserted into/)
        .waitFor({ timeout: 30_000 });
    }
    expect(await insertAllStatus(page).textContent()).not.toMatch(/not inserted|not all empty/);
    const firstColumn = await page.evaluate(() => {
      const excel = (window as unknown as { __hostDouble: { excel: { active(): { name: string }; grid(n: string): string[][] } } })
        .__hostDouble.excel;
      return excel.grid(excel.active().name).map((row) => row[0] ?? "");
    });
    // Both reports' tables, each block under the one before: "Region" heads each report's first table.
    expect(firstColumn.filter((cell) => cell === "Region")).toHaveLength(2);
    await context.close();
  });
});

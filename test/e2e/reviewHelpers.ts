// Shared steps of the review's end-to-end tests: signing in, sending a sample, driving the review's grid by
// keyboard, reading back what the preview's Excel workbook holds.
import { join } from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { env, newPage } from "./browser";

export const FIXTURES = join(__dirname, "../fixtures");

export async function openPane(browser: Browser, host: "word" | "excel", query = ""): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser);
  await page.goto(`${env("E2E_PREVIEW_URL")}?host=${host}${query}`);
  await page.getByRole("button", { name: "Use an API token instead" }).click();
  await page.getByLabel(/^API token/).fill("dev-token");
  await page.getByRole("button", { name: "Use this token" }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
  return { context, page };
}

export type Action = "transcribe" | "tables" | "extractor";
const RUN: Record<Action, string> = { transcribe: "Transcribe", tables: "Find tables", extractor: "Extract fields" };

/** Chooses the work, sends the files and waits for the first result to open by itself. */
export async function send(
  page: Page,
  files: string | string[],
  action: Action,
  extractor = "Expense Claim",
  options: { asTheyFinish?: boolean } = {},
): Promise<void> {
  await page.getByLabel(/Scan or photo/).setInputFiles(Array.isArray(files) ? files.map((f) => join(FIXTURES, f)) : join(FIXTURES, files));
  // "Insert as they finish" shows once there are files it can apply to (issue 21).
  if (options.asTheyFinish) await page.getByRole("switch", { name: "Insert as they finish" }).check();
  if (action === "tables") await page.getByLabel("Find tables and key/value pairs").check();
  if (action === "extractor") {
    await page.getByLabel("Extract fields with an extractor").check();
    await page.getByLabel("Extractor", { exact: true }).selectOption({ label: extractor });
  }
  await page.getByRole("button", { name: RUN[action], exact: true }).click();
}

export async function waitForResult(page: Page): Promise<void> {
  await page
    .getByTestId("status")
    .getByText(/^(Transcribed|Found|Extracted)/)
    .waitFor({ timeout: 30_000 });
  await page.getByTestId("review-toolbar").waitFor();
}

/** A grid cell by its position (0-based rows of the grid, header included). */
export const gridCell = (grid: Locator, row: number, column: number): Locator =>
  grid.locator(`[data-row="${row}"][data-column="${column}"]`);

/** Presses keys one after the other (each a Playwright key name, or text to type). */
export async function keys(page: Page, ...sequence: string[]): Promise<void> {
  for (const key of sequence) {
    if (/^[A-Z][A-Za-z0-9+]*$/.test(key) || key.includes("+")) await page.keyboard.press(key);
    else await page.keyboard.type(key);
  }
}

export interface SheetCells {
  texts: string[][];
  types: string[][];
  values: unknown[][];
}

/** Every used cell of a sheet: its text as shown, its type (Double, String…) and its value. */
export function readSheet(page: Page, name: string): Promise<SheetCells> {
  return page.evaluate((sheetName) => {
    type Cell = { type: string; value: unknown } | undefined;
    const excel = (
      window as unknown as {
        __hostDouble: { excel: { grid(n: string): string[][]; sheet(n: string): { cells: Cell[][] } | undefined } };
      }
    ).__hostDouble.excel;
    const texts = excel.grid(sheetName);
    const sheet = excel.sheet(sheetName);
    const types = texts.map((row, r) => row.map((_, c) => sheet?.cells[r]?.[c]?.type ?? "Empty"));
    const values = texts.map((row, r) => row.map((_, c) => sheet?.cells[r]?.[c]?.value ?? null));
    return { texts, types, values };
  }, name);
}

/** A table's column below its heading row, as the workbook holds it. */
export interface SheetColumn {
  heading: string;
  /** Each cell's type (Double, String...), value, number format and text as shown. */
  cells: Array<{ type: string; value: string; numberFormat: string; text: string }>;
  /** What SUM over the column gives (text counts for nothing, as in Excel). */
  sum: number;
}

/** Every column of a sheet whose first row is the heading. */
export function sheetColumns(page: Page, sheetName: string): Promise<SheetColumn[]> {
  return page.evaluate((name) => {
    type Cell = { type: string; value: string; numberFormat: string } | undefined;
    type Bounds = { top: number; left: number; bottom: number; right: number };
    const excel = (
      window as unknown as {
        __hostDouble: {
          excel: { grid(n: string): string[][]; sheet(n: string): { cells: Cell[][] } | undefined; sum(n: string, b: Bounds): number };
        };
      }
    ).__hostDouble.excel;
    const grid = excel.grid(name);
    const sheet = excel.sheet(name);
    return (grid[0] ?? []).map((heading, c) => ({
      heading,
      cells: grid.slice(1).map((row, r) => {
        const cell = sheet?.cells[r + 1]?.[c];
        return { type: cell?.type ?? "Empty", value: cell?.value ?? "", numberFormat: cell?.numberFormat ?? "", text: row[c] ?? "" };
      }),
      sum: excel.sum(name, { top: 1, left: c, bottom: grid.length - 1, right: c }),
    }));
  }, sheetName);
}

export function sheetNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __hostDouble: { excel: { sheets: { name: string }[] } } }).__hostDouble.excel.sheets.map((s) => s.name),
  );
}

// Results into Word and Excel, end to end in headless Chromium: the sample documents (test/fixtures) go to
// the emulator for each action, and what lands in the preview's Word document or Excel workbook is read back
// from the page: paragraphs, tables, content controls, sheets and cells.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { env, launchBrowser, newPage } from "./browser";
import { syncsOfInsert } from "./paneHelpers";

const FIXTURES = join(__dirname, "../fixtures");
type Action = "transcribe" | "tables" | "extractor";
const RUN: Record<Action, string> = { transcribe: "Transcribe", tables: "Find tables", extractor: "Extract fields" };
const DONE: Record<Action, RegExp> = { transcribe: /^Transcribed/, tables: /^Found/, extractor: /^Extracted/ };

async function open(browser: Browser, host: "word" | "excel", query = ""): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser);
  await page.goto(`${env("E2E_PREVIEW_URL")}?host=${host}${query}`);
  await page.getByRole("button", { name: "Use an API token instead" }).click();
  await page.getByLabel(/^API token/).fill("dev-token");
  await page.getByRole("button", { name: "Use this token" }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
  return { context, page };
}

async function choose(page: Page, action: Action): Promise<void> {
  if (action === "tables") await page.getByLabel("Find tables and key/value pairs").check();
  if (action === "extractor") {
    await page.getByLabel("Extract fields with an extractor").check();
    await page.getByLabel("Extractor", { exact: true }).selectOption({ label: "Expense Claim" });
  }
}

async function run(page: Page, action: Action): Promise<void> {
  await page.getByRole("button", { name: RUN[action], exact: true }).click();
  await page.getByTestId("status").getByText(DONE[action]).waitFor({ timeout: 30_000 });
}

async function process(page: Page, fixture: string, action: Action): Promise<void> {
  await page.getByLabel(/Scan or photo/).setInputFiles(join(FIXTURES, fixture));
  await choose(page, action);
  await run(page, action);
}

async function insert(page: Page, host: "word" | "excel", done: RegExp): Promise<void> {
  await page.getByRole("button", { name: host === "word" ? "Insert into document" : "Insert into workbook" }).click();
  await page.getByTestId("insert-status").getByText(done).waitFor({ timeout: 15_000 });
}

const cell = (page: Page, address: string): Promise<string | null> => page.locator(`td[data-cell="${address}"]`).textContent();
const cells = (page: Page, addresses: string[]): Promise<Array<string | null>> => Promise.all(addresses.map((a) => cell(page, a)));
// The handwritten note's transcript, as stored beside the sample (what the emulator answers for it).
const NOTE_LINES = (
  JSON.parse(readFileSync(join(FIXTURES, "handwritten-note.expected.json"), "utf8")) as { transcribe: Array<{ transcript: string }> }
).transcribe.flatMap((page) => page.transcript.split("\n"));

describe("results into Word and Excel in the browser preview", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  describe("Word", () => {
    it("inserts a transcript with its French translation after it, in one tagged content control", async () => {
      const { context, page } = await open(browser, "word");
      await page.getByLabel(/Scan or photo/).setInputFiles(join(FIXTURES, "handwritten-note.png"));
      await page.getByLabel("Also translate the text").check();
      await page.getByLabel("Translate to").selectOption({ label: "French" });
      await run(page, "transcribe");
      await page.getByLabel("A heading for each page").check();
      const syncs = await syncsOfInsert(
        page,
        () => page.getByRole("button", { name: "Insert into document" }).click(),
        /^Inserted 12 paragraphs at the cursor\.$/,
      );
      expect(await page.getByTestId("word-paragraph").allTextContents()).toEqual([
        "Page 1",
        ...NOTE_LINES,
        "Translation (French), page 1",
        "Lundi 14 mars",
        "Appeler le plombier avant midi",
        "Acheter du lait, des œufs et du café",
        "Aller chercher Sam à 16 h 30",
        "Ne pas oublier : dentiste vendredi !",
      ]);
      const control = page.getByTestId("word-content-control");
      await expect(control.count()).resolves.toBe(1);
      await expect(control.getAttribute("data-tag")).resolves.toMatch(/^transcribe-documents:[A-Za-z0-9]+:transcribe$/);
      expect(syncs).toBe(2);
      await context.close();
    });

    it("inserts tables as Word tables with header rows, and key/value pairs as a two-column table", async () => {
      const { context, page } = await open(browser, "word");
      await process(page, "quarterly-report.pdf", "tables");
      // The preview shows the grids before anything is inserted; it passes axe too.
      await page.getByRole("region", { name: "Tables preview" }).getByRole("columnheader", { name: "January" }).waitFor();
      await expect(axeViolations(page)).resolves.toEqual([]);
      await insert(page, "word", /^Inserted 4 paragraphs and 4 tables at the cursor\.$/);
      const tables = page.getByTestId("word-table");
      await expect(tables.count()).resolves.toBe(4);
      await expect(tables.nth(0).locator("th").allTextContents()).resolves.toEqual(["Region", "January", "February", "March"]);
      await expect(tables.nth(0).locator("tr").nth(1).locator("td").allTextContents()).resolves.toEqual([
        "North",
        "12,400",
        "13,150",
        "14,020",
      ]);
      await expect(tables.nth(3).locator("tr").nth(1).locator("td").allTextContents()).resolves.toEqual(["Report date", "2026-03-31"]);
      await expect(page.getByTestId("word-paragraph").allTextContents()).resolves.toEqual([
        "Table 1 (page 1)",
        "Table 2 (page 2)",
        "Table 3 (page 2)",
        "Key/value pairs",
      ]);
      await context.close();
    });

    it("inserts extracted fields as a two-column table, array items one per line", async () => {
      const { context, page } = await open(browser, "word");
      await process(page, "expense-claim.pdf", "extractor");
      await page.getByLabel("At the end of the document").check();
      await insert(page, "word", /^Inserted 1 paragraph and 1 table at the end of the document\.$/);
      const rows = page.getByTestId("word-table").locator("tr");
      await expect(rows.nth(0).locator("th").allTextContents()).resolves.toEqual(["Field", "Value"]);
      await expect(rows.nth(1).locator("td").allTextContents()).resolves.toEqual(["Employee name", "Dana Whitfield"]);
      await expect(rows.nth(5).locator("td").allTextContents()).resolves.toEqual([
        "Expenses",
        "Train ticket: 64.20\nHotel, 1 night: 118.00\nMeals: 37.50",
      ]);
      await expect(page.getByTestId("word-content-control").getAttribute("data-tag")).resolves.toMatch(/:extractor$/);
      await context.close();
    });

    it("inserts the service's own .docx, and transcribes a picture selected in the document", async () => {
      const { context, page } = await open(browser, "word");
      // The handwritten note as a picture in the document: the emulator knows it by its bytes.
      const png = readFileSync(join(FIXTURES, "handwritten-note.png")).toString("base64");
      await page.evaluate((base64) => {
        const double = (window as unknown as { __hostDouble: { word: { addPicture(b: string): unknown; selectBlock(i: number): void } } })
          .__hostDouble;
        double.word.addPicture(base64);
        double.word.selectBlock(1);
      }, png);
      await page.getByRole("button", { name: "Use the selected picture" }).click();
      await page.getByText("Using the picture from the document (selected-picture.png).").waitFor();
      await run(page, "transcribe");
      await page.getByLabel("At the end of the document").check();
      await page.getByLabel("Insert the service's own .docx file instead").check();
      await insert(page, "word", /^Inserted the service's \.docx file at the end of the document\.$/);
      const texts = await page.getByTestId("word-paragraph").allTextContents();
      expect(texts.slice(-7)).toEqual(["selected-picture.png", "Page 1", ...NOTE_LINES]);
      await expect(page.locator('[data-testid="word-paragraph"][data-style="Title"]').textContent()).resolves.toBe("selected-picture.png");
      await context.close();
    });

    it("says on iPad that the .docx cannot go in, and inserts the text instead", async () => {
      const { context, page } = await open(browser, "word", "&platform=iOS");
      await process(page, "handwritten-note.png", "transcribe");
      await page.getByText(/cannot insert the service's \.docx file/).waitFor();
      await insert(page, "word", /^Inserted 5 paragraphs at the cursor\.$/);
      await expect(page.getByTestId("word-paragraph").allTextContents()).resolves.toEqual(NOTE_LINES);
      await context.close();
    });
  });

  describe("Excel", () => {
    it("writes a transcript one line per row on a new sheet named after the file", async () => {
      const { context, page } = await open(browser, "excel");
      await process(page, "handwritten-note.png", "transcribe");
      await insert(page, "excel", /^Wrote 5 lines on new sheet "handwritten-note Text", one per row\.$/);
      await expect(page.locator('[data-testid="sheet-tab"][aria-selected="true"]').textContent()).resolves.toBe("handwritten-note Text");
      await expect(cells(page, ["A1", "A2", "A5", "A6", "B1"])).resolves.toEqual([...NOTE_LINES.slice(0, 2), NOTE_LINES[4], "", ""]);
      await context.close();
    });

    it("writes each table on its own sheet as an Excel table with its header row, its figures as numbers", async () => {
      const { context, page } = await open(browser, "excel");
      await process(page, "quarterly-report.pdf", "tables");
      await insert(
        page,
        "excel",
        /^Wrote 4 tables on new sheets "quarterly-report T1", "quarterly-report T2", "quarterly-report T3", "quarterly-report Key-Value"\.$/,
      );
      await expect(page.getByTestId("sheet-tab").allTextContents()).resolves.toEqual([
        "Sheet1",
        "quarterly-report T1",
        "quarterly-report T2",
        "quarterly-report T3",
        "quarterly-report Key-Value",
      ]);
      await expect(cells(page, ["A1", "B1", "A2", "B2", "D4"])).resolves.toEqual(["Region", "January", "North", "12,400", "16,045"]);
      await expect(page.locator('td[data-cell="A1"]').getAttribute("data-header")).resolves.toBe("true");
      await expect(page.locator('td[data-cell="B2"]').getAttribute("data-type")).resolves.toBe("Double");
      await expect(page.locator('td[data-cell="A2"]').getAttribute("data-type")).resolves.toBe("String");
      await expect(page.locator('td[data-table="quarterly_report_T1"]').count()).resolves.toBe(16);
      await page.getByTestId("sheet-tab").filter({ hasText: "Key-Value" }).click();
      await expect(cells(page, ["A1", "B1", "A2", "B2", "A8", "B8"])).resolves.toEqual([
        "Key",
        "Value",
        "Report date",
        "2026-03-31",
        "Status",
        "Final",
      ]);
      await context.close();
    });

    it("writes tables from the selected cell, and refuses to write over data", async () => {
      const { context, page } = await open(browser, "excel");
      await process(page, "expense-claim.pdf", "tables");
      await page.locator('td[data-cell="B3"]').click();
      await page.getByLabel("From the selected cell").check();
      await page.getByLabel("Only the tables").check();
      await insert(page, "excel", /^Wrote 1 table from the selected cell on "Sheet1"\.$/);
      await expect(cells(page, ["B3", "C3", "B4", "C4", "C6"])).resolves.toEqual([
        "Description",
        "Amount",
        "Train ticket",
        "64.20",
        "37.50",
      ]);
      await page.locator('td[data-cell="C5"]').click();
      await page.getByRole("button", { name: "Insert into workbook" }).click();
      await page.getByText(/from C5 to D8 are not all empty/).waitFor();
      await context.close();
    });

    it("appends extracted fields as rows of one table, one row per document", async () => {
      const { context, page } = await open(browser, "excel");
      await process(page, "expense-claim.pdf", "extractor");
      await insert(page, "excel", /^Wrote 1 table on new sheet "Expense Claim"\.$/);
      await expect(cells(page, ["A1", "B1", "C1", "I1", "A2", "C2", "H2", "I2"])).resolves.toEqual([
        "File",
        "Page",
        "Employee name",
        "Approved",
        "expense-claim.pdf",
        "Dana Whitfield",
        "219.70",
        "true",
      ]);
      // A second document processed by the same extractor lands in the same table (the sent file left the
      // picker for the list, so it is chosen again). The first result stays open until closed; then the
      // second opens by itself when it is done.
      await page.getByRole("button", { name: "Close the result of expense-claim.pdf" }).click();
      await page.getByLabel(/Scan or photo/).setInputFiles(join(FIXTURES, "expense-claim.pdf"));
      await run(page, "extractor");
      await insert(page, "excel", /^Added 1 row to the table Extracted_Expense_Claim on the sheet "Expense Claim"\.$/);
      await expect(cells(page, ["A3", "C3"])).resolves.toEqual(["expense-claim.pdf", "Dana Whitfield"]);
      await expect(page.locator('td[data-table="Extracted_Expense_Claim"][data-cell="I3"]').count()).resolves.toBe(1);
      await context.close();
    });

    it("inserts the service's own .xlsx as sheets", async () => {
      const { context, page } = await open(browser, "excel");
      const pdf = readFileSync(join(FIXTURES, "quarterly-report.pdf"));
      await page.getByLabel(/Scan or photo/).setInputFiles({ name: "quarterly-report.pdf", mimeType: "application/pdf", buffer: pdf });
      await choose(page, "tables");
      await run(page, "tables");
      await page.getByLabel("Insert the service's own .xlsx file as new sheets instead").check();
      await insert(
        page,
        "excel",
        /^Inserted the service's \.xlsx file as 4 new sheets: "Page 1 Table 1", "Page 2 Table 1", "Page 2 Table 2", "Key-Value Pairs"\.$/,
      );
      await expect(cells(page, ["A1", "B2"])).resolves.toEqual(["Region", "12,400"]);
      await context.close();
    });

    it("transcribes a picture chosen among the sheet's pictures when none is selected", async () => {
      const { context, page } = await open(browser, "excel");
      const png = readFileSync(join(FIXTURES, "handwritten-note.png")).toString("base64");
      await page.evaluate((base64) => {
        const double = (
          window as unknown as {
            __hostDouble: { excel: { active(): unknown; addPicture(sheet: unknown, b: string, name: string): unknown } };
          }
        ).__hostDouble;
        double.excel.addPicture(double.excel.active(), base64, "Shopping note");
      }, png);
      await page.getByRole("button", { name: "Use the selected picture" }).click();
      await page.getByText(/^Select a picture in the workbook first/).waitFor();
      await page.getByRole("button", { name: "Use “Shopping note”" }).click();
      await page.getByText("Using the picture from the document (shopping-note.png).").waitFor();
      await run(page, "transcribe");
      await page.locator('td[data-cell="D2"]').click();
      await page.getByLabel("From the selected cell").check();
      await insert(page, "excel", /^Wrote 5 lines from the selected cell on "Sheet1", one per row\.$/);
      await expect(cells(page, ["D2", "D6"])).resolves.toEqual([NOTE_LINES[0], NOTE_LINES[4]]);
      await context.close();
    });
  });
});

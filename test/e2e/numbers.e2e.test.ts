// Numbers that add up, end to end in headless Chromium: the sample documents go to the emulator ("Find
// tables"), land on new sheets of the preview's Excel workbook, and are read back from the host double: the
// type of every figure and what SUM over each column gives, in an en-US and a de-DE workbook (?culture=);
// "Read numbers as" where the document's evidence and the workbook disagree (the quarterly report's Units column
// says its comma groups thousands), and what the workbook's own mark gives when picked; a misread figure named
// next to the button.
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { launchBrowser } from "./browser";
import { openPane, send, sheetColumns, waitForResult } from "./reviewHelpers";

async function insert(page: Page, done: RegExp): Promise<void> {
  await page.getByRole("button", { name: "Insert into workbook" }).click();
  await page.getByTestId("insert-status").getByText(done).waitFor({ timeout: 15_000 });
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
async function readSheet(page: Page, sheetName: string): Promise<Column[]> {
  return (await sheetColumns(page, sheetName)).map(({ heading, cells, sum }) => ({
    heading,
    types: cells.map((cell) => cell.type),
    texts: cells.map((cell) => cell.text),
    sum,
  }));
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
    const { context, page } = await openPane(browser, "excel");
    await send(page, "quarterly-report.pdf", "tables");
    await waitForResult(page);
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

  const INVOICE_NET = 354 + 496 + 1240.5 + 298.8 + 124;
  async function checkInvoice(page: Page, shown: string): Promise<void> {
    const t1 = await readSheet(page, "german-invoice T1");
    expect(t1.map((c) => c.heading)).toEqual(["Pos.", "Artikel", "Menge", "Einzelpreis", "Betrag"]);
    for (const c of [0, 2, 3, 4]) expect(t1[c]?.types).toEqual(["Double", "Double", "Double", "Double", "Double"]);
    expect(t1[2]?.sum).toBe(120 + 40 + 1 + 12 + 12_400);
    expect(t1[4]?.sum).toBeCloseTo(INVOICE_NET, 6);
    expect(t1[4]?.texts[2]).toBe(shown);
    const kv = await readSheet(page, "german-invoice Key-Value");
    const values = kv[1];
    const at = kv[0]?.texts.indexOf("Gesamtbetrag") ?? -1;
    expect(values?.types[at]).toBe("Double");
  }

  it("writes a German invoice right into a de-DE workbook: nothing to choose, its amounts add up", async () => {
    const { context, page } = await openPane(browser, "excel", "&culture=de-DE");
    await send(page, "german-invoice.pdf", "tables");
    await waitForResult(page);
    await expect(page.getByRole("radiogroup", { name: /Read numbers as/ }).count()).resolves.toBe(0);
    await insert(page, /^Wrote 2 tables on new sheets/);
    // The workbook's settings were known before the insert: still nothing to choose.
    await expect(page.getByRole("radiogroup", { name: /Read numbers as/ }).count()).resolves.toBe(0);
    await checkInvoice(page, "1.240,50");
    await context.close();
  });

  it("writes a German invoice right into an en-US workbook, offering to read its numbers otherwise", async () => {
    const { context, page } = await openPane(browser, "excel");
    await send(page, "german-invoice.pdf", "tables");
    await waitForResult(page);
    const choice = page.getByRole("radiogroup", { name: /Read numbers as/ });
    await choice.waitFor();
    await expect(page.getByText("The document writes numbers as 1.234,56, this workbook as 1,234.56.").count()).resolves.toBe(1);
    await expect(page.getByLabel("1.234,56 (decimal comma)").isChecked()).resolves.toBe(true);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await insert(page, /^Wrote 2 tables on new sheets/);
    await checkInvoice(page, "1,240.50");
    await expect(page.getByText(/kept as text/).count()).resolves.toBe(0);
    await context.close();
  });

  describe("the quarterly report into a de-DE workbook (12,400 reads either way; its Units column says thousands)", () => {
    const JANUARY = 12_400 + 9_870 + 15_310;
    const HINT = "The document writes numbers as 1,234.56, this workbook as 1.234,56.";
    const NOTE =
      '14 figures such as 12,400 were read as decimals (12,4), as this workbook reads them. To read them as thousands, choose "1,234.56 (decimal point)" under "Read numbers as" and insert again.';

    it("offers the document's way, preselected (a decimal point): inserted so, January adds up", async () => {
      const { context, page } = await openPane(browser, "excel", "&culture=de-DE");
      await send(page, "quarterly-report.pdf", "tables");
      await waitForResult(page);
      await page.getByRole("radiogroup", { name: /Read numbers as/ }).waitFor();
      await expect(page.getByText(HINT).count()).resolves.toBe(1);
      await expect(page.getByLabel("1,234.56 (decimal point)").isChecked()).resolves.toBe(true);
      await expect(axeViolations(page)).resolves.toEqual([]);
      await insert(page, /^Wrote 4 tables on new sheets/);
      const t1 = await readSheet(page, "quarterly-report T1");
      for (const column of t1.slice(1)) expect(column.types).toEqual(["Double", "Double", "Double"]);
      expect(t1[1]?.sum).toBe(JANUARY);
      const t2 = await readSheet(page, "quarterly-report T2");
      expect(t2[1]?.sum).toBe(1_240 + 310 + 2_075);
      await expect(page.getByText(/were read as decimals/).count()).resolves.toBe(0);
      await context.close();
    });

    it("read as the workbook reads numbers when the user picks its decimal comma, says so next to the button", async () => {
      const { context, page } = await openPane(browser, "excel", "&culture=de-DE");
      await send(page, "quarterly-report.pdf", "tables");
      await waitForResult(page);
      await page.getByRole("radiogroup", { name: /Read numbers as/ }).waitFor();
      await page.getByLabel("1.234,56 (decimal comma)").check();
      await insert(page, /^Wrote 4 tables on new sheets/);
      await page.getByTestId("insert-status").getByText(NOTE).waitFor();
      const t1 = await readSheet(page, "quarterly-report T1");
      expect(t1[1]?.types).toEqual(["Double", "Double", "Double"]);
      expect(t1[1]?.sum).toBeCloseTo(JANUARY / 1000, 6);
      await expect(axeViolations(page)).resolves.toEqual([]);
      await context.close();
    });
  });

  it("offers no choice for the quarterly report in an en-US workbook, where its figures read as thousands", async () => {
    const { context, page } = await openPane(browser, "excel");
    await send(page, "quarterly-report.pdf", "tables");
    await waitForResult(page);
    await insert(page, /^Wrote 4 tables on new sheets/);
    // The workbook's settings were known before the insert: still nothing to choose, and nothing to say.
    await expect(page.getByRole("radiogroup", { name: /Read numbers as/ }).count()).resolves.toBe(0);
    await expect(page.getByText(/were read as decimals/).count()).resolves.toBe(0);
    await context.close();
  });

  it("names a misread figure (1O5) next to the button, and keeps the rest of its column as numbers", async () => {
    const { context, page } = await openPane(browser, "excel");
    await send(page, "stock-count.pdf", "tables");
    await waitForResult(page);
    await insert(page, /^Wrote 2 tables on new sheets/);
    const note = page.getByText('1 cell kept as text in "Counted" on "stock-count T1": C3 ("1O5") does not read as a number.');
    await note.waitFor();
    // Shown right below the button the user pressed.
    const button = page.getByRole("button", { name: "Insert into workbook" });
    const [buttonBox, noteBox] = await Promise.all([button.boundingBox(), note.boundingBox()]);
    expect(noteBox && buttonBox && noteBox.y - (buttonBox.y + buttonBox.height)).toBeGreaterThanOrEqual(0);
    expect(noteBox && buttonBox && noteBox.y - (buttonBox.y + buttonBox.height)).toBeLessThan(80);
    await expect(axeViolations(page)).resolves.toEqual([]);
    const counted = (await readSheet(page, "stock-count T1"))[2];
    expect(counted?.types).toEqual(["Double", "String", "Double", "Double"]);
    expect(counted?.sum).toBe(240 + 1_500 + 18);
    await context.close();
  });
});

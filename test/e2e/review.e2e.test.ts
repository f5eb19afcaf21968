// The review before insert, end to end in headless Chromium against the emulator: the two-page invoice's
// tables reviewed with the keyboard alone (the continued table joined, misread cells corrected, a column
// dropped, a heading renamed) and inserted into Excel, the sheet read back cell by cell; axe with the grid open
// and while a cell is being edited; the review at 320 px.
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { launchBrowser } from "./browser";
import { gridCell, keys, openPane, readSheet, send, sheetNames, waitForResult } from "./reviewHelpers";

const ARTIFACTS = join(__dirname, "artifacts");

/** Waits until the review says this many values are to check (its checks run just after it shows). */
const flagCount = (page: Page, text: string): Promise<void> =>
  page
    .getByTestId("review-flag-count")
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor();

describe("review before insert", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("flags the misreads, joins the continued table, fixes, drops and renames with the keyboard alone, and inserts exactly that into Excel", async () => {
    const { context, page } = await openPane(browser, "excel");
    await send(page, "two-page-invoice.pdf", "tables");
    await waitForResult(page);
    const review = page.getByRole("region", { name: "Tables preview" });
    await review.getByRole("grid", { name: "Table 1 (page 1)" }).waitFor();
    // "1O5.00", a Total that is not the sum of page 2's lines, the impossible invoice date.
    await flagCount(page, "3 cells to check");
    await expect(axeViolations(page)).resolves.toEqual([]);

    // The table on page 2 repeats the header: joining it is suggested; Enter on the button joins.
    const join = review.getByRole("button", { name: "Join with table 1" });
    await join.focus();
    await page.keyboard.press("Enter");
    const grid = review.getByRole("grid", { name: "Table 1 (pages 1 to 2)" });
    await expect(grid.getAttribute("aria-rowcount")).resolves.toBe("9");

    // F8: the next cell to check, marked for screen readers too; Ctrl+. takes its suggested fix.
    await page.keyboard.press("F8");
    const misread = gridCell(grid, 2, 3);
    await expect(misread.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(misread.textContent()).resolves.toBe("1O5.00To check: Not a number, in a column of numbers. Suggested: 105.00.");
    await page.keyboard.press("Control+.");
    await expect(misread.textContent()).resolves.toBe("105.00");
    await flagCount(page, "2 cells to check");
    // Next: the Total, now against the joined table's lines.
    await page.keyboard.press("F8");
    await review.getByText("Rows add up to 1,243.50, the total says 1,234.50. Suggested: 1,243.50.").first().waitFor();
    await page.keyboard.press("Control+.");
    await expect(gridCell(grid, 8, 3).textContent()).resolves.toBe("1,243.50");
    // Next: the invoice date, a field of its own; typed over, kept when the field is left.
    await page.keyboard.press("F8");
    await keys(page, "Control+A", "2026-02-28", "Tab");
    await flagCount(page, "Nothing looks misread.");

    // Back into the grid: F2 edits the heading in place (renamed); typing replaces.
    await gridCell(grid, 0, 0).focus();
    await keys(page, "ArrowRight", "ArrowRight", "ArrowRight", "F2");
    await expect(axeViolations(page)).resolves.toEqual([]); // while a cell is being edited
    await keys(page, " (EUR)", "Enter");
    await keys(page, "Control+Home", "ArrowRight", "ArrowRight");
    const drop = review.getByRole("button", { name: 'Delete column "Unit price"' });
    await drop.focus();
    await page.keyboard.press("Enter");
    await review.getByRole("button", { name: 'Restore column "Unit price"' }).waitFor();

    const insert = page.getByRole("button", { name: "Insert into workbook" });
    await insert.focus();
    await page.keyboard.press("Enter");
    await page
      .getByTestId("insert-status")
      .getByText(/4 cells corrected in review\.$/)
      .waitFor({ timeout: 15_000 });

    const sheet = await readSheet(page, "two-page-invoice T1");
    expect(sheet.texts[0]).toEqual(["Item", "Qty", "Amount (EUR)"]);
    expect(sheet.texts.map((row) => row[0])).toEqual([
      "Item",
      "Field notebook",
      "Scanner pen",
      "Archive box",
      "Desk lamp",
      "Label printer",
      "Paper, A4 (5 reams)",
      "Toner cartridge",
      "Total",
    ]);
    expect(sheet.types.slice(1).map((row) => row[2])).toEqual(Array(8).fill("Double"));
    const amounts = sheet.values.slice(1).map((row) => Number(row[2]));
    expect(amounts).toEqual([45, 105, 99, 192, 289, 33.5, 480, 1243.5]);
    // The lines add up to the Total now.
    expect(amounts.slice(0, -1).reduce((a, b) => a + b, 0)).toBeCloseTo(amounts[7]!);
    const pairs = await readSheet(page, "two-page-invoice Key-Value");
    const date = pairs.texts.findIndex((row) => row[0] === "Invoice date");
    expect(pairs.types[date]?.[1]).toBe("Double");
    expect(pairs.texts[date]?.[1]).toBe("2026-02-28");
    await context.close();
  });
});

describe("review of records, transcripts and batches", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("corrects an extractor's date that does not parse by its suggestion, and appends the records to the extractor's table", async () => {
    const { context, page } = await openPane(browser, "excel");
    await send(page, "two-expense-claims.pdf", "extractor");
    await waitForResult(page);
    await flagCount(page, "2 cells to check");
    const second = page.getByTestId("review-record").nth(1);
    await second.getByText("Empty here, but filled in the other records.").waitFor();
    await second.getByText("Does not read as a date. Suggested: 2026-02-18.").waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await second.getByRole("button", { name: "Use 2026-02-18" }).click();
    await second.getByLabel("Department").fill("Purchasing");
    await second.getByLabel("Department").press("Enter");
    await flagCount(page, "Nothing looks misread.");
    await page.getByRole("button", { name: "Insert into workbook" }).click();
    await page
      .getByTestId("insert-status")
      .getByText(/2 cells corrected in review\.$/)
      .waitFor({ timeout: 15_000 });
    const sheet = await readSheet(page, "Expense Claim");
    const header = sheet.texts[0]!;
    const date = header.indexOf("Claim date");
    const department = header.indexOf("Department");
    expect(sheet.texts.slice(1).map((row) => row[date])).toEqual(["2026-02-17", "2026-02-18"]);
    expect(sheet.types.slice(1).map((row) => row[date])).toEqual(["Double", "Double"]);
    expect(sheet.texts[2]?.[department]).toBe("Purchasing");
    await context.close();
  });

  it("inserts a transcript page as edited into Word, and leaves out the page not chosen", async () => {
    const { context, page } = await openPane(browser, "word");
    await send(page, "fax-two-pages.tiff", "transcribe");
    await waitForResult(page);
    const text = page.getByRole("textbox", { name: "Text of page 1" });
    await text.fill("Fax cover sheet\nTo: Records office (Room 4)\nFrom: Harbor Clinic\nPages: 2");
    await page.getByRole("checkbox", { name: "Insert page 2" }).uncheck();
    await page.getByRole("button", { name: "Insert into document" }).click();
    await page
      .getByTestId("insert-status")
      .getByText(/^Inserted 4 paragraphs at the cursor\. 1 page edited in review\.$/)
      .waitFor({ timeout: 15_000 });
    await expect(page.getByTestId("word-paragraph").allTextContents()).resolves.toEqual([
      "Fax cover sheet",
      "To: Records office (Room 4)",
      "From: Harbor Clinic",
      "Pages: 2",
    ]);
    await context.close();
  });

  it("holds back a flagged document in Insert all while the others go in; Review opens it, Insert anyway inserts it", async () => {
    const { context, page } = await openPane(browser, "excel");
    await send(page, ["two-page-invoice.pdf", "quarterly-report.pdf"], "tables");
    await page.getByRole("button", { name: "Insert all (2 results)" }).click({ timeout: 30_000 });
    const status = page.getByTestId("insert-all-status");
    await status.getByText("Inserted 1 result.").waitFor({ timeout: 15_000 });
    await status.getByText("two-page-invoice.pdf has 3 cells to check.").waitFor();
    expect(await sheetNames(page)).toEqual(expect.arrayContaining(["quarterly-report T1", "quarterly-report T2"]));
    expect((await sheetNames(page)).some((name) => name.startsWith("two-page-invoice"))).toBe(false);
    // The bar offers the review (the next test sees the row's own button).
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.getByRole("button", { name: /^Close the result of/ }).click();
    await page.getByTestId("review-gate").getByRole("button", { name: "Review", exact: true }).click();
    await page.getByRole("heading", { name: "two-page-invoice.pdf" }).waitFor();
    await flagCount(page, "3 cells to check");
    await page.getByTestId("review-gate").getByRole("button", { name: "Insert anyway" }).click();
    await status.getByText("Inserted 1 result.").waitFor({ timeout: 15_000 });
    await page.getByTestId("review-gate").waitFor({ state: "detached" });
    expect(await sheetNames(page)).toEqual(expect.arrayContaining(["two-page-invoice T1", "two-page-invoice T2"]));
    await context.close();
  });

  it("inserts as they finish only results with nothing to check; the others wait with Review (N to check)", async () => {
    const { context, page } = await openPane(browser, "excel");
    await send(page, ["quarterly-report.pdf", "two-page-invoice.pdf"], "tables", undefined, { asTheyFinish: true });
    await page.getByRole("button", { name: "Review two-page-invoice.pdf: 3 cells to check" }).waitFor({ timeout: 30_000 });
    await page.waitForFunction(() =>
      (window as unknown as { __hostDouble: { excel: { sheets: { name: string }[] } } }).__hostDouble.excel.sheets.some(
        (s) => s.name === "quarterly-report T1",
      ),
    );
    expect((await sheetNames(page)).some((name) => name.startsWith("two-page-invoice"))).toBe(false);
    await context.close();
  });
});

describe("the larger window", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("opens the same review in an Office dialog; its edits come back to the pane, Done closes it", async () => {
    // ?dialogs=office: the host double's displayDialogAsync (a popup standing in for Office's dialog).
    const { context, page } = await openPane(browser, "excel", "&dialogs=office");
    await send(page, "two-page-invoice.pdf", "tables");
    await waitForResult(page);
    const [dialog] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: "Open in a larger window" }).click(),
    ]);
    await page.getByTestId("review-in-window").waitFor();
    await dialog.getByRole("grid", { name: "Table 1 (page 1)" }).waitFor();
    const axe = await new AxeBuilder({ page: dialog }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await dialog.getByRole("button", { name: "Join with table 1" }).click();
    const grid = dialog.getByRole("grid", { name: "Table 1 (pages 1 to 2)" });
    await gridCell(grid, 2, 3).focus();
    await keys(dialog, "105.00", "Enter");
    await Promise.all([dialog.waitForEvent("close"), dialog.getByRole("button", { name: "Done" }).click()]);
    // Back in the pane: the join and the correction, undoable there.
    const paneGrid = page.getByRole("grid", { name: "Table 1 (pages 1 to 2)" });
    await expect(gridCell(paneGrid, 2, 3).textContent()).resolves.toBe("105.00");
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(gridCell(paneGrid, 2, 3).textContent()).resolves.toContain("1O5.00");
    await context.close();
  });
});

describe("review at 320 px", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(["light", "dark"] as const)(
    "keeps the grid usable in a 320 px pane (%s): it scrolls sideways by keyboard, the first column and header stay",
    async (theme) => {
      const { context, page } = await openPane(browser, "excel", theme === "dark" ? "&theme=dark" : "");
      await page.evaluate(() => {
        const pane = document.querySelector<HTMLElement>('[data-testid="task-pane"]');
        if (pane) pane.style.width = "320px";
      });
      await send(page, "two-page-invoice.pdf", "tables");
      await waitForResult(page);
      const grid = page.getByRole("grid", { name: "Table 1 (page 1)" });
      await gridCell(grid, 0, 0).focus();
      await keys(page, "ArrowDown", "End");
      const scroller = grid.locator("xpath=..");
      // The last column came into view by keyboard: the box scrolled sideways, its first column and header stayed.
      await expect(scroller.evaluate((el) => el.scrollLeft)).resolves.toBeGreaterThan(0);
      const first = await gridCell(grid, 1, 0).boundingBox();
      const box = await scroller.boundingBox();
      expect(Math.round(first!.x)).toBeGreaterThanOrEqual(Math.round(box!.x));
      expect(first!.x).toBeLessThan(box!.x + 4);
      const overflow = await page.evaluate(() => {
        const pane = document.querySelector<HTMLElement>('[data-testid="task-pane"]');
        return pane ? pane.scrollWidth - pane.clientWidth : -1;
      });
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(axeViolations(page)).resolves.toEqual([]);
      await page.locator('[data-testid="task-pane"]').screenshot({ path: join(ARTIFACTS, `review-320-${theme}.png`) });
      await context.close();
    },
  );
});

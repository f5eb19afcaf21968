// Appending what was read to the user's own Excel table (issue 34), end to end in headless Chromium: a ledger
// with its own names, order, a date column and a calculated column, seeded in the preview's workbook; the
// two-page invoice appended with columns matched by heading (one changed by keyboard) and read back cell by
// cell; the value that does not fit its column flagged before appending; a second invoice appended with the
// saved mapping and no question; the same document again asks first; rows below the table refuse.
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { launchBrowser } from "./browser";
import { LEDGER_HEADINGS, seedLedger } from "./workbookHelpers";
import { FIXTURES, openPane, readSheet, send, waitForResult } from "./reviewHelpers";

async function chooseAppend(page: Page): Promise<void> {
  await page.getByRole("radio", { name: "Append to a table in this workbook" }).check();
  await page.getByLabel("Source for the column Datum").waitFor();
}

const status = (page: Page) => page.getByTestId("insert-status");

/** Clicks Append once the panel has looked at the table again (after an append it reads the saved mapping anew). */
async function clickAppend(page: Page): Promise<void> {
  await page.locator('button[aria-disabled="true"]', { hasText: "Append to the table" }).waitFor({ state: "detached" });
  await page.getByRole("button", { name: "Append to the table" }).click();
}

async function append(page: Page, said: RegExp): Promise<void> {
  await clickAppend(page);
  await status(page).getByText(said).waitFor({ timeout: 15_000 });
}

async function ledgerRows(page: Page): Promise<number> {
  return (await readSheet(page, "Ledger")).texts.length;
}

describe("appending to the user's own table", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("matches, flags, appends, remembers, asks before appending the same document again, and refuses over rows below", async () => {
    const { context, page } = await openPane(browser, "excel");
    page.setDefaultTimeout(20_000);
    await seedLedger(page);
    await send(page, "two-page-invoice.pdf", "tables");
    await waitForResult(page);
    await chooseAppend(page);

    // Matched by heading: Artikel <- Item, Menge <- Qty, Einzelpreis <- Unit price, Betrag <- Amount, Rechnung
    // <- the invoice number pair, Quelle <- the file name; Datum and the calculated Kontrolle match nothing.
    const sourceOf = (column: string) => page.getByLabel(`Source for the column ${column}`);
    await expect(sourceOf("Artikel").inputValue()).resolves.toBe("s:0");
    await expect(sourceOf("Menge").inputValue()).resolves.toBe("s:1");
    await expect(sourceOf("Einzelpreis").inputValue()).resolves.toBe("s:2");
    await expect(sourceOf("Betrag").inputValue()).resolves.toBe("s:3");
    await expect(sourceOf("Rechnung").inputValue()).resolves.toBe("s:kv:invoice number");
    await expect(sourceOf("Quelle").inputValue()).resolves.toBe("f:fileName");
    await page.getByText("Nothing matches the columns Datum, Kontrolle: they stay empty unless you choose a source.").waitFor();
    // "1O5.00" cannot go into Betrag, a column of numbers: said before appending.
    await page.getByText("1 value does not fit its column: check it in the review, or it goes in as text.").waitFor();

    // The date column gets the date inserted, chosen by keyboard.
    await sourceOf("Datum").focus();
    await sourceOf("Datum").selectOption({ label: "Date inserted" });
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.setViewportSize({ width: 320, height: 900 });
    await page.screenshot({ path: join(__dirname, "artifacts", "mapping-320.png"), fullPage: true });

    await append(page, /^Added 7 rows to the table Purchases on the sheet "Ledger"\.$/);
    await status(page).getByText("1 value did not fit its column and went in as text.").waitFor();
    const sheet = await readSheet(page, "Ledger");
    expect(sheet.texts[0]).toEqual(LEDGER_HEADINGS);
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    expect(sheet.texts.slice(2)).toEqual(
      [
        ["Field notebook", "10", "4.50", "45.00"],
        ["Scanner pen", "2", "52.50", "1O5.00"],
        ["Archive box", "12", "8.25", "99.00"],
        ["Desk lamp", "3", "64.00", "192.00"],
        ["Label printer", "1", "289.00", "289.00"],
        ["Paper, A4 (5 reams)", "5", "6.70", "33.50"],
        ["Toner cartridge", "4", "120.00", "480.00"],
      ].map(([item, qty, price, amount]) => [
        "INV-2026-0042",
        today,
        item!,
        qty!,
        price!,
        "=[@Menge]*[@Einzelpreis]",
        amount!,
        "two-page-invoice.pdf",
      ]),
    );
    // Types as the ledger's columns hold them: numbers are numbers, the misread stays text, the formula fills down.
    expect(sheet.types[2]).toEqual(["String", "Double", "String", "Double", "Double", "Formula", "Double", "String"]);
    expect(sheet.types[3]?.[6]).toBe("String");

    // The same document again: asked first; Skip appends nothing.
    await clickAppend(page);
    const dialog = page.getByRole("alertdialog", { name: "Already in this table" });
    await dialog.getByText("two-page-invoice.pdf was already appended to the table Purchases. Append it again?").waitFor();
    await dialog.getByRole("button", { name: "Skip" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect(ledgerRows(page)).resolves.toBe(9);

    // A second invoice of the same layout: the saved mapping, no question.
    const dir = mkdtempSync(join(tmpdir(), "mapping-"));
    copyFileSync(join(FIXTURES, "two-page-invoice.pdf"), join(dir, "invoice-0043.pdf"));
    await page.getByRole("button", { name: "Close the result of two-page-invoice.pdf" }).click();
    await page.getByLabel(/Scan or photo/).setInputFiles(join(dir, "invoice-0043.pdf"));
    await page.getByRole("button", { name: "Find tables", exact: true }).click();
    await waitForResult(page);
    await chooseAppend(page);
    await page.getByText("Matched as saved in this workbook for this table.").waitFor();
    await expect(sourceOf("Datum").inputValue()).resolves.toBe("f:dateInserted");
    await append(page, /^Added 7 rows to the table Purchases on the sheet "Ledger"\.$/);
    await expect(page.getByRole("alertdialog").count()).resolves.toBe(0);
    const second = await readSheet(page, "Ledger");
    expect(second.texts).toHaveLength(16);
    expect(second.texts[15]?.[7]).toBe("invoice-0043.pdf");

    // Something right below the table: nothing is appended, and the pane says why.
    await page.evaluate(() => {
      const excel = (
        window as unknown as {
          __hostDouble: { excel: { sheet(n: string): unknown; enter(s: unknown, r: number, c: number, v: string): void; notify(): void } };
        }
      ).__hostDouble.excel;
      excel.enter(excel.sheet("Ledger"), 17, 2, "checked by A.B.");
      excel.notify();
    });
    await clickAppend(page);
    await page.getByRole("alertdialog", { name: "Already in this table" }).getByRole("button", { name: "Append again" }).click();
    await status(page)
      .getByText(
        "Nothing was appended: the rows below the table Purchases on the sheet Ledger are not empty, and the table would grow over them. Move what is below the table, then append again.",
      )
      .waitFor();
    await expect(ledgerRows(page)).resolves.toBe(18);
    await context.close();
  }, 240_000);
});

// Where it came from, end to end in Excel (issue 33): the two-page invoice's tables joined in the review and
// inserted with their flags still open; a cell of the joined table's page-2 rows selected, the pane says page
// 2 and shows that page's picture; the flagged cells carry notes, Mark as checked takes one off; the source deleted in the emulator, the pane
// says so when the selection comes back to it.
import type { Browser, Page } from "playwright-core";
import { env, launchBrowser } from "./browser";
import { openPane, send, waitForResult } from "./reviewHelpers";
import { insertJoinedInvoice, selectCell } from "./workbookHelpers";

interface DoubleCell {
  note?: { kind: string; text: string };
  fill?: string;
}
interface DoubleWindow {
  __hostDouble: {
    excel: {
      sheets: { name: string; cells: (DoubleCell | undefined)[][] }[];
      activate(index: number): void;
      selectCells(b: { top: number; left: number; bottom: number; right: number }): void;
      settings: { entries(): [string, unknown][] };
    };
  };
}

const SHEET = "two-page-invoice T1";

/** The cells of the sheet that carry a note, as [row, column]. */
const notedCells = (page: Page): Promise<[number, number][]> =>
  page.evaluate((sheet) => {
    const found = (window as unknown as DoubleWindow).__hostDouble.excel.sheets.find((s) => s.name === sheet);
    const out: [number, number][] = [];
    found?.cells.forEach((row, r) => row.forEach((cell, c) => cell?.note && out.push([r, c])));
    return out;
  }, SHEET);

describe("where an inserted cell came from, in Excel", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("shows page 2 for the page-2 rows, keeps the flags as notes, marks one checked, and says when the source is deleted", async () => {
    const { context, page } = await openPane(browser, "excel");
    await send(page, "two-page-invoice.pdf", "tables");
    await waitForResult(page);
    await insertJoinedInvoice(page);

    // The joined table's last data rows came from page 2.
    await selectCell(page, SHEET, 7, 0);
    const panel = page.getByRole("region", { name: "Where this came from" });
    await panel.getByText(/^From two-page-invoice\.pdf, page 2 \(table 1\), inserted /).waitFor();
    await panel.getByTestId("page-viewer").getByRole("img", { name: "Page 2 of two-page-invoice.pdf" }).waitFor({ timeout: 15_000 });
    await selectCell(page, SHEET, 1, 0);
    await panel.getByText(/^From two-page-invoice\.pdf, page 1 \(table 1\), inserted /).waitFor();

    const noted = await notedCells(page);
    expect(noted.length).toBeGreaterThan(0);
    const [row, column] = noted[0]!;
    await selectCell(page, SHEET, row, column);
    await panel.getByRole("button", { name: "Mark as checked" }).click();
    await page.waitForFunction(
      ([sheet, r, c]) => {
        const s = (window as unknown as DoubleWindow).__hostDouble.excel.sheets.find((x) => x.name === sheet);
        return !s?.cells[r as number]?.[c as number]?.note;
      },
      [SHEET, row, column] as const,
    );
    expect(await notedCells(page)).toHaveLength(noted.length - 1);

    // The source deleted in the emulator: once the selection comes back to it, the pane says so.
    const documentId = await page.evaluate(() => {
      const entries = (window as unknown as DoubleWindow).__hostDouble.excel.settings.entries();
      const record = JSON.parse(String(entries.find(([k]) => k.startsWith("transcribe.source.v1:"))?.[1])) as [number, string, string[][]];
      return record[2][0]![0]!;
    });
    let deleted: Response;
    for (;;) {
      deleted = await fetch(`${env("E2E_EMULATOR_ORIGIN")}/v3/documents/${documentId}`, {
        method: "DELETE",
        headers: { Authorization: "Bearer dev-token" },
      });
      // The account's 2 requests/second are shared with the pane: wait as the service says.
      if (deleted.status !== 429) break;
      await new Promise((r) => setTimeout(r, Number(deleted.headers.get("Retry-After") ?? "1") * 1000));
    }
    expect(deleted.status).toBeLessThan(300);
    // Out of the inserted cells and back: the service is asked again.
    await selectCell(page, SHEET, 40, 10);
    await page.getByRole("region", { name: "Where this came from" }).waitFor({ state: "detached" });
    await selectCell(page, SHEET, 7, 1);
    await page
      .getByRole("region", { name: "Where this came from" })
      .getByText("The source has been deleted; its text is what was inserted.")
      .waitFor();
    expect(await page.getByRole("region", { name: "Where this came from" }).getByTestId("page-viewer").count()).toBe(0);
    await context.close();
  });
});

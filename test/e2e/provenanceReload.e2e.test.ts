// Where it came from, after the pane is gone (issue 33): the two-page invoice's joined table inserted into
// Excel, the task pane closed and a new one opened on the same workbook (the preview's "Open Transcribe", the
// ribbon button: the document outlives the pane as in Office). The new pane knows nothing of the insert but
// what the workbook keeps; selecting a page-2 cell still shows page 2 and its picture. Open in History then
// shows History with that document opened.
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./browser";
import { signInWithToken } from "./paneHelpers";
import { openPane, send, waitForResult } from "./reviewHelpers";

interface DoubleWindow {
  __hostDouble: {
    excel: {
      sheets: { name: string }[];
      activate(index: number): void;
      selectCells(b: { top: number; left: number; bottom: number; right: number }): void;
    };
  };
}

const SHEET = "two-page-invoice T1";

const select = (page: Page, row: number, column: number): Promise<void> =>
  page.evaluate(
    ([sheet, r, c]) => {
      const excel = (window as unknown as DoubleWindow).__hostDouble.excel;
      excel.activate(excel.sheets.findIndex((s) => s.name === sheet));
      excel.selectCells({ top: r as number, left: c as number, bottom: r as number, right: c as number });
    },
    [SHEET, row, column] as const,
  );

describe("where an inserted cell came from, in a new pane on the same workbook", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("finds the page of a selected cell from what the workbook keeps", async () => {
    const { context, page } = await openPane(browser, "excel");
    await send(page, "two-page-invoice.pdf", "tables");
    await waitForResult(page);
    await page.getByRole("button", { name: "Join with table 1" }).click();
    await page.getByRole("button", { name: "Insert into workbook" }).click();
    await page
      .getByTestId("insert-status")
      .getByText(/cells? left to check (is|are) marked with notes?\./)
      .waitFor({ timeout: 15_000 });

    // The pane closes; the workbook stays. A new pane opens on it, signed in again (the token was not kept).
    await page.getByRole("button", { name: "Close the task pane" }).click();
    await page.getByTestId("task-pane").waitFor({ state: "detached" });
    await select(page, 7, 0);
    await page.getByRole("button", { name: "Open Transcribe" }).click();
    await signInWithToken(page, "dev-token");

    // What was selected before the pane opened is found at once; a new selection follows.
    const panel = page.getByRole("region", { name: "Where this came from" });
    await panel.getByText(/^From two-page-invoice\.pdf, page 2 \(table 1\), inserted /).waitFor({ timeout: 15_000 });
    await select(page, 1, 0);
    await panel.getByText(/^From two-page-invoice\.pdf, page 1 \(table 1\), inserted /).waitFor();
    await select(page, 7, 1);
    await panel.getByText(/^From two-page-invoice\.pdf, page 2 \(table 1\), inserted /).waitFor();
    await panel.getByTestId("page-viewer").getByRole("img", { name: "Page 2 of two-page-invoice.pdf" }).waitFor({ timeout: 15_000 });

    await panel.getByRole("button", { name: "Open in History" }).click();
    const history = page.locator("#view-history");
    await history
      .getByTestId("status")
      .getByText(/^Found/)
      .waitFor({ timeout: 15_000 });
    await history.getByTestId("review-toolbar").waitFor();
    // Its row says it is the one shown.
    await history.getByTestId("history-item").filter({ hasText: "Shown below." }).filter({ hasText: "two-page-invoice.pdf" }).waitFor();
    await context.close();
  });
});

// Where it came from, after the pane is gone (issue 33): the two-page invoice's joined table inserted into
// Excel, the task pane closed and a new one opened on the same workbook (the preview's "Open Transcribe", the
// ribbon button: the document outlives the pane as in Office). The new pane knows nothing of the insert but
// what the workbook keeps; selecting a page-2 cell still shows page 2 and its picture. Open in History then
// shows History with that document opened.
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { signInWithToken } from "./paneHelpers";
import { openPane, send, waitForResult } from "./reviewHelpers";
import { insertJoinedInvoice, selectCell } from "./workbookHelpers";

const SHEET = "two-page-invoice T1";

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
    await insertJoinedInvoice(page);

    // The pane closes; the workbook stays. A new pane opens on it, signed in again (the token was not kept).
    await page.getByRole("button", { name: "Close the task pane" }).click();
    await page.getByTestId("task-pane").waitFor({ state: "detached" });
    await selectCell(page, SHEET, 7, 0);
    await page.getByRole("button", { name: "Open Transcribe" }).click();
    await signInWithToken(page, "dev-token");

    // What was selected before the pane opened is found at once; a new selection follows.
    const panel = page.getByRole("region", { name: "Where this came from" });
    await panel.getByText(/^From two-page-invoice\.pdf, page 2 \(table 1\), inserted /).waitFor({ timeout: 15_000 });
    await selectCell(page, SHEET, 1, 0);
    await panel.getByText(/^From two-page-invoice\.pdf, page 1 \(table 1\), inserted /).waitFor();
    await selectCell(page, SHEET, 7, 1);
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

// Exploratory robustness pass, keyboard only: where the focus goes when what held it leaves the pane. Closing a
// result with its Close button (in Files or History), deleting a document in History (its row goes) and
// dismissing the last row of the batch used to drop the focus to the page's body: the next Tab started again
// from the top of the pane, far from where the user was (in the preview, from the top of the page).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "./browser";
import { openPane, png, send, signInWithToken, waitForState } from "./paneHelpers";

/** What holds the keyboard focus: its tag and accessible name (aria-label, else its text). */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const e = document.activeElement;
    return !e || e === document.body ? "BODY" : `${e.tagName} ${e.getAttribute("aria-label") ?? e.textContent ?? ""}`;
  });

// Names of this run only: other tests (and runs against a kept emulator) share the account's History.
const RUN = Date.now().toString(36);
const A = `focus-a-${RUN}.png`;
const B = `focus-b-${RUN}.png`;

describe("the keyboard focus stays in the pane when what held it goes", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
    page = await openPane(context, "word");
    await signInWithToken(page, "dev-token-2");
    await send(page, [png(A, 41), png(B, 42)]);
    await waitForState(page, A, "Processed");
    await waitForState(page, B, "Processed");
  }, 120_000);
  afterAll(async () => {
    await browser.close();
  });

  it("closing a result with the keyboard puts the focus on its row's Open button", async () => {
    await page.getByRole("button", { name: `Open ${B}` }).press("Enter");
    const close = page.getByRole("button", { name: `Close the result of ${B}` });
    await close.press("Enter");
    await close.waitFor({ state: "detached" });
    await page.waitForFunction(() => document.activeElement !== document.body, undefined, { timeout: 2_000 }).catch(() => undefined);
    expect(await focused(page)).toBe(`BUTTON Open ${B}`);
  }, 30_000);

  it("closing a result opened in History puts the focus on its row's Open button", async () => {
    await page.getByRole("tab", { name: "History" }).press("Enter");
    const history = page.locator("#view-history");
    await history.getByRole("button", { name: `Open ${A}` }).press("Enter");
    const close = page.getByRole("button", { name: `Close the result of ${A}` });
    await close.press("Enter");
    await close.waitFor({ state: "detached" });
    await page.waitForFunction(() => document.activeElement !== document.body, undefined, { timeout: 2_000 }).catch(() => undefined);
    expect(await focused(page)).toBe(`BUTTON Open ${A}`);
  }, 30_000);

  it("deleting a document in History puts the focus on the next row's first button", async () => {
    const history = page.locator("#view-history");
    await history.getByRole("button", { name: `Delete ${B}` }).press("Enter");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).press("Enter");
    await history.getByTestId("history-said").getByText("Deleted 1 document.").waitFor();
    await page.waitForFunction(() => document.activeElement !== document.body, undefined, { timeout: 2_000 }).catch(() => undefined);
    // The row that took its place (A, sent just before) holds the focus: the next Tab goes on from there.
    const row = await page.evaluate(() => document.activeElement?.closest('[data-testid="history-item"]')?.textContent ?? "none");
    expect(row).toContain(A);
  }, 30_000);

  it("dismissing the last row with the keyboard leaves the focus in the Files view", async () => {
    await page.getByRole("tab", { name: "Files" }).press("Enter");
    const rows = page.getByTestId("batch-item");
    while ((await rows.count()) > 0) {
      const count = await rows.count();
      await page
        .getByRole("button", { name: /^Dismiss/ })
        .first()
        .press("Enter");
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="batch-item"]').length < n, count);
    }
    await page.waitForFunction(() => document.activeElement !== document.body, undefined, { timeout: 2_000 }).catch(() => undefined);
    expect(await page.evaluate(() => document.activeElement?.closest("#view-workspace") !== null)).toBe(true);
  }, 30_000);
});

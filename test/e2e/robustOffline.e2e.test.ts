// Exploratory robustness pass: the computer goes offline. (1) Offline, the browser's fetch fails at once, as a
// connection lost mid-upload does, so a file sent then ended "Outcome unknown", asking the user to send it again
// at the risk of paying twice, though nothing could have left: it now waits, says why, and goes (once) when the
// connection is back. (2) A part of the pane in its own chunk not loaded yet (the batch list, before the first
// Transcribe) could not load, and the whole pane went blank: the view now says so, and offers a reload.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "./browser";
import { accountOf, emulator, openPane, png, row, send, signedIn, signInWithToken, waitForState } from "./paneHelpers";

const RUN = Date.now().toString(36);

describe("the computer goes offline", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
    page = await openPane(context, "word");
    await signInWithToken(page, "dev-token-2", true);
  });
  afterEach(async () => {
    await context.close();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("a file sent offline waits, saying the service cannot be reached, and goes once when the connection is back", async () => {
    const name = `offline-${RUN}.png`;
    // One file first: the batch list's code is loaded.
    await send(page, [png(`online-${RUN}.png`, 76)]);
    await waitForState(page, `online-${RUN}.png`, "Processed");
    await context.setOffline(true);
    await send(page, [png(name, 77)]);
    await waitForState(page, name, "Waiting", 10_000);
    await row(page, name)
      .getByText(/^Not sent: Cannot reach the transcription service\./)
      .waitFor();
    await context.setOffline(false);
    await waitForState(page, name, "Processed", 40_000);
    const { documents } = await emulator<{ documents: Array<{ file_name: string }> }>(
      `documents?account=${await accountOf("dev-token-2")}`,
    );
    expect(documents.filter((d) => d.file_name === name)).toHaveLength(1);
  }, 90_000);

  it("a part of the pane that cannot load offline is said in its view, with a reload; the pane is never blank", async () => {
    const name = `unloaded-${RUN}.png`;
    await page.getByLabel(/Scan or photo/).setInputFiles([png(name, 78)]);
    // The parts a chosen file brings (Insert all's bar) are loaded first: only the list Transcribe opens is
    // left to fail (on a busy machine the bar's chunk was still on its way, and its view failed before the press).
    await page.getByTestId("insert-all-status").waitFor({ state: "attached" });
    await context.setOffline(true);
    await page.getByRole("button", { name: "Transcribe", exact: true }).click();
    const said = page.locator("#view-workspace").getByRole("alert");
    await said.getByText(/^This part of the pane could not be loaded\./).waitFor({ timeout: 15_000 });
    // The account bar and the tabs are still there.
    await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
    await context.setOffline(false);
    await said.getByRole("button", { name: "Reload the pane" }).click();
    await signedIn(page);
    await row(page, name).waitFor({ timeout: 15_000 });
  }, 90_000);
});

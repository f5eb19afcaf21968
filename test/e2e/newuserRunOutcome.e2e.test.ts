// Issue 35, item 2: at 320 px what Transcribe leads to appeared a screen below the button, and the only line
// under it said "Choose at least one file first." while the file was being processed. Now the first outcome of a
// press (the result opening by itself, the "credits ran out" hold) is brought into view while the user stays at
// the button, and the stale hint is gone while the work is under way.
import type { Browser, Locator, Page } from "playwright-core";
import { account } from "./creditsHelpers";
import { env, launchBrowser } from "./browser";
import { emulator } from "./paneHelpers";
import { FIXTURES } from "./reviewHelpers";
import { join } from "node:path";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function paneAt320(token: string): Promise<{ page: Page; close: () => Promise<void> }> {
  // A laptop-sized window: the pane is the window's height, so what falls below it is out of view.
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  await page.goto(`${env("E2E_PREVIEW_URL")}?host=word`);
  await page.evaluate(() => {
    const pane = document.querySelector<HTMLElement>('[data-testid="task-pane"]');
    if (pane) pane.style.width = "320px";
  });
  await page.getByRole("button", { name: "Use an API token instead" }).click();
  await page.getByLabel(/^API token/).fill(token);
  await page.getByRole("button", { name: "Use this token" }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
  return { page, close: () => context.close() };
}

/** Where an element's top is, within the window's height (true when seen). */
async function topInView(target: Locator): Promise<boolean> {
  return target.evaluate((e) => {
    const box = e.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight - 40;
  });
}

it("brings the result into view after Transcribe at 320 px, with no stale hint while the file is processed", async () => {
  const before = await emulator<{ processing_ms: number }>("settings");
  await emulator("settings", "POST", { processing_ms: 2500 });
  const { page, close } = await paneAt320("dev-token");
  try {
    await page.getByLabel(/Scan or photo/).setInputFiles(join(FIXTURES, "handwritten-note.png"));
    const run = page.getByRole("button", { name: "Transcribe", exact: true });
    await run.scrollIntoViewIfNeeded();
    await run.click();
    const item = page.getByTestId("batch-item").filter({ hasText: "handwritten-note.png" });
    await item.getByText(/Queued|Processing/).waitFor({ timeout: 20_000 });
    // Under way: no "Choose at least one file first." under the button.
    await expect(page.getByTestId("run-hint").count()).resolves.toBe(0);

    const result = page.getByTestId("result");
    await result.waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => {
      const e = document.querySelector('[data-testid="result"]');
      const box = e?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight - 40;
    });
    await expect(topInView(result.getByRole("heading", { name: "handwritten-note.png" }))).resolves.toBe(true);
  } finally {
    await emulator("settings", "POST", { processing_ms: before.processing_ms });
    await close();
  }
});

it("brings 'Your page credits ran out' into view after Send anyway at 320 px", async () => {
  await account("dev-token-empty", { balance: 0 });
  const { page, close } = await paneAt320("dev-token-empty");
  await page.getByLabel(/Scan or photo/).setInputFiles(join(FIXTURES, "handwritten-note.png"));
  const run = page.getByRole("button", { name: "Transcribe", exact: true });
  await run.scrollIntoViewIfNeeded();
  await run.click();
  const dialog = page.getByRole("alertdialog", { name: "Not enough page credits" });
  await dialog.getByRole("button", { name: "Send anyway" }).click();
  const hold = page.getByTestId("upload-hold");
  await hold.getByText("Your page credits ran out").waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => {
    const box = document.querySelector('[data-testid="upload-hold"]')?.getBoundingClientRect();
    return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
  });
  await close();
});

// Issue 21, items 2 and 6, as a new user meets them in the preview (Word, signed in with the emulator's token):
// - 8 of the fixtures, chosen in an order that is not alphabetical, are sent; after a reload the list shows them
//   in the same order (it came back in storage's order);
// - with files waiting to be sent, or chosen and not sent yet, Sign out first warns, naming them and saying
//   sent files stay in History; Cancel keeps the pane signed in with its files. Files wait because this page holds its uploads (no timing).
import { join } from "node:path";
import type { Browser, Page, Route } from "playwright-core";
import { axeViolations } from "./axe";
import { launchBrowser } from "./browser";
import { openPane, row, signInWithToken } from "./paneHelpers";
import { FIXTURES } from "./reviewHelpers";

const CHOSEN = [
  "quarterly-report.pdf",
  "handwritten-note.png",
  "two-page-invoice.pdf",
  "expense-claim.pdf",
  "stock-count.pdf",
  "german-invoice.pdf",
  "two-expense-claims.pdf",
  "fax-two-pages.tiff",
];

/** The file names of the list's rows, top to bottom. */
function listed(page: Page): Promise<string[]> {
  return page.getByTestId("batch-item").evaluateAll((rows) => rows.map((r) => r.querySelector("[title]")?.getAttribute("title") ?? ""));
}

async function sendFixtures(page: Page, names: readonly string[]): Promise<void> {
  await page.getByLabel(/Scan or photo/).setInputFiles(names.map((n) => join(FIXTURES, n)));
  await page.getByRole("button", { name: "Transcribe", exact: true }).click();
}

describe("a new user's batch across a reload and a sign-out", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("keeps the order the files were chosen in after a reload", async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
    const page = await openPane(context, "word");
    await signInWithToken(page, "dev-token", true);
    await sendFixtures(page, CHOSEN);
    for (const name of CHOSEN) await row(page, name).waitFor();
    expect(await listed(page)).toEqual(CHOSEN);
    // Saved as they go: every item is in storage before the reload.
    await page.waitForFunction(
      (count) => Object.keys(localStorage).filter((k) => k.startsWith("transcribe.batch.v2:") && k.includes(":item:")).length >= count,
      CHOSEN.length,
    );
    await page.reload();
    await page.getByRole("button", { name: "Sign out", exact: true }).waitFor({ timeout: 30_000 });
    for (const name of CHOSEN) await row(page, name).waitFor({ timeout: 30_000 });
    expect(await listed(page)).toEqual(CHOSEN);
    await context.close();
  });

  it("warns before signing out with files not sent, naming them; Cancel keeps the pane signed in", async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
    const page = await openPane(context, "word");
    await signInWithToken(page, "dev-token");
    // Uploads are held: the first files are being sent, the others wait for their turn.
    const held: Route[] = [];
    await page.route("**/v3/documents", (route) => (route.request().method() === "POST" ? void held.push(route) : route.continue()));
    const files = ["stock-count.pdf", "expense-claim.pdf", "handwritten-note.png", "german-invoice.pdf", "quarterly-report.pdf"];
    await sendFixtures(page, files);
    await row(page, "quarterly-report.pdf").getByTestId("batch-state").getByText("Waiting", { exact: true }).waitFor({ timeout: 30_000 });
    const waiting: string[] = [];
    for (const name of files) if ((await row(page, name).getByTestId("batch-state").textContent()) === "Waiting") waiting.push(name);
    expect(waiting.length).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    const title = waiting.length === 1 ? "Sign out with 1 file not sent?" : `Sign out with ${waiting.length} files not sent?`;
    await expect(dialog.getByRole("heading").textContent()).resolves.toBe(title);
    for (const name of waiting) await dialog.getByRole("listitem").filter({ hasText: name }).waitFor();
    await expect(dialog.textContent()).resolves.toMatch(/Files already sent are not affected: find them and their results in History\./);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole("button", { name: "Stay signed in" }).click();
    await dialog.waitFor({ state: "hidden" });
    // Still signed in, every file still listed.
    await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
    for (const name of files) await row(page, name).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.unroute("**/v3/documents");
    for (const route of held) await route.abort("connectionreset").catch(() => undefined);
    await context.close();
  });

  it("warns before signing out with files chosen but not sent yet, at 320 px; Stay signed in keeps them chosen", async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 320, height: 800 } });
    const page = await openPane(context, "word");
    await signInWithToken(page, "dev-token");
    const chosen = ["two-page-invoice.pdf", "handwritten-note.png"];
    await page.getByLabel(/Scan or photo/).setInputFiles(chosen.map((n) => join(FIXTURES, n)));
    const list = page.getByRole("list", { name: "Files ready to send" });
    for (const name of chosen) await list.getByRole("button", { name: `Remove ${name}` }).waitFor();

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    await expect(dialog.getByRole("heading").textContent()).resolves.toBe("Sign out with 2 files not sent?");
    for (const name of chosen) await dialog.getByRole("listitem").filter({ hasText: name }).waitFor();
    await expect(dialog.textContent()).resolves.toMatch(/2 files you chose have not been sent: signing out takes them off the list/);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Stay signed in" }).click();
    await dialog.waitFor({ state: "hidden" });
    for (const name of chosen) await list.getByRole("button", { name: `Remove ${name}` }).waitFor();

    // One removed: the question names only the other; signing out then goes through.
    await list.getByRole("button", { name: "Remove handwritten-note.png" }).click();
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(dialog.getByRole("heading").textContent()).resolves.toBe("Sign out with 1 file not sent?");
    await expect(dialog.getByRole("listitem").allTextContents()).resolves.toEqual(["two-page-invoice.pdf"]);
    await dialog.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    await context.close();
  });

  it("after Sign out by keyboard, the focus is on the sign-in screen, not lost to the page", async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 320, height: 900 } });
    const page = await openPane(context, "excel");
    await signInWithToken(page, "dev-token");
    await page.getByRole("button", { name: "Sign out", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Use an API token instead" }).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === "H2");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Sign in");
    // From there, Tab reaches the sign-in button first.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Sign in");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

// Issue 21, a new user inserting results (items 4 and 10), end to end in headless Chromium: what Insert did,
// or why it refused, shows right below the Insert button, in view, in a live region (it used to show far
// above, off-screen, so a refused insert looked like nothing happened); and inserting a result this Word
// document already holds asks first: Replace (the document keeps one copy) or Insert another copy. Read back
// from the preview's document. axe after every dialog.
import { join } from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { env, launchBrowser, newPage } from "./browser";

const FIXTURES = join(__dirname, "../fixtures");

async function open(browser: Browser, host: "word" | "excel"): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, {});
  await page.setViewportSize({ width: 1100, height: 700 });
  await page.goto(`${env("E2E_PREVIEW_URL")}?host=${host}`);
  await page.getByRole("button", { name: "Use an API token instead" }).click();
  await page.getByLabel(/^API token/).fill("dev-token");
  await page.getByRole("button", { name: "Use this token" }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
  return { context, page };
}

async function process(page: Page, fixture: string, button: string, done: RegExp): Promise<void> {
  await page.getByLabel(/Scan or photo/).setInputFiles(join(FIXTURES, fixture));
  if (button === "Find tables") await page.getByLabel("Find tables and key/value pairs").check();
  await page.getByRole("button", { name: button, exact: true }).click();
  await page.getByTestId("status").getByText(done).waitFor({ timeout: 30_000 });
}

/** The sentence below `button`: it comes right after it, and is in view once the button is. */
async function expectSaidBelow(page: Page, button: Locator, said: RegExp): Promise<void> {
  const region = page.getByTestId("insert-status");
  await region.getByText(said).waitFor({ timeout: 15_000 });
  await expect(region.getAttribute("aria-live")).resolves.toBe("polite");
  const buttonBox = await button.boundingBox();
  const saidBox = await region.getByText(said).boundingBox();
  expect(saidBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height);
  expect(saidBox!.y - (buttonBox!.y + buttonBox!.height)).toBeLessThan(120);
  // In view where the user acted: nothing is said out of sight above.
  const viewport = page.viewportSize()!;
  expect(saidBox!.y + saidBox!.height).toBeLessThanOrEqual(viewport.height);
  await expect(page.getByTestId("status").textContent()).resolves.not.toMatch(said);
}

async function expectDialogClosedCleanly(page: Page): Promise<void> {
  await page.getByRole("alertdialog").waitFor({ state: "detached" });
  await page.waitForFunction(() => document.querySelector('[data-testid="task-pane"]')?.closest('[aria-hidden="true"]') === null);
  await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.not.toBe("BODY");
  await expect(axeViolations(page)).resolves.toEqual([]);
}

describe("a new user inserting results (issue 21)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("Word: says what went in below the button; a second Insert asks, Replace keeps one copy, another copy adds one", async () => {
    const { context, page } = await open(browser, "word");
    await process(page, "handwritten-note.png", "Transcribe", /^Transcribed/);
    const insert = page.getByRole("button", { name: "Insert into document" });
    await insert.scrollIntoViewIfNeeded();
    await insert.click();
    await expectSaidBelow(page, insert, /^Inserted \d+ paragraphs? at the cursor\.$/);
    const controls = page.getByTestId("word-content-control");
    await expect(controls.count()).resolves.toBe(1);
    const paragraphs = await page.getByTestId("word-paragraph").count();

    // Again: the document already holds it.
    await insert.click();
    const dialog = page.getByRole("alertdialog", { name: "This result is already in the document" });
    await dialog.getByText(/already holds the result of "handwritten-note\.png"/).waitFor();
    await expect(axeViolations(page, { dialog: true })).resolves.toEqual([]);
    await dialog.getByRole("button", { name: "Replace" }).click();
    await expectDialogClosedCleanly(page);
    await expectSaidBelow(page, insert, /where the earlier copy was\.$/);
    await expect(controls.count()).resolves.toBe(1);
    await expect(page.getByTestId("word-paragraph").count()).resolves.toBe(paragraphs);

    // Another copy, when that is what the user wants.
    await insert.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Insert another copy" }).click();
    await expectDialogClosedCleanly(page);
    await expectSaidBelow(page, insert, /^Inserted \d+ paragraphs? right after the earlier insertion\.$/);
    await expect(controls.count()).resolves.toBe(2);

    // Cancel inserts nothing.
    await insert.click();
    const again = page.getByRole("alertdialog");
    await again.getByText(/already holds 2 copies/).waitFor();
    await again.getByRole("button", { name: "Cancel" }).click();
    await expectDialogClosedCleanly(page);
    await expect(controls.count()).resolves.toBe(2);
    await context.close();
  });

  it("Excel: a refused insert says why below the button, in view", async () => {
    const { context, page } = await open(browser, "excel");
    await process(page, "expense-claim.pdf", "Find tables", /^Found/);
    await page.locator('td[data-cell="C5"]').click();
    await page.locator('td[data-cell="C6"]').click();
    await page.getByLabel("From the selected cell").check();
    await page.getByLabel("Only the tables").check();
    const insert = page.getByRole("button", { name: "Insert into workbook" });
    await insert.click();
    await expectSaidBelow(page, insert, /^Wrote 1 table from the selected cell/);
    // Over what it just wrote: refused, and said where the user pressed.
    await page.locator('td[data-cell="C5"]').click();
    await insert.scrollIntoViewIfNeeded();
    await insert.click();
    await expectSaidBelow(page, insert, /are not all empty/);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await context.close();
  });
});

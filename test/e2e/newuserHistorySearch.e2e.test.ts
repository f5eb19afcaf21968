// Issue 35, item 11: History searched by file name, end to end in headless Chromium against the emulator. Two
// files of one name (a three-page report transcribed, a two-page one sent for tables) and one other are sent
// through the preview's pane; History at 320 px finds only the two by part of their name, in any case and
// without its accents, each with its pages and work beside the name; the count is said in a polite live
// region; a name that matches nothing says so and what to do; Escape restores the list; the pane never
// scrolls sideways, in every language the pane speaks (Arabic right to left), and axe finds nothing.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { env, launchBrowser, newPage } from "./browser";

const FIXTURES = join(__dirname, "../fixtures");
// History's own account (other suites' documents do not mix in); the names are this suite's alone.
const TOKEN = "dev-token-2";
const SAME = "newuser-quarterly-report.pdf";
const OTHER = "newuser-handwritten-note.png";
const LANGUAGES = ["de", "fr", "es", "ar"] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const file = (fixture: string, name: string, mimeType: string): { name: string; mimeType: string; buffer: Buffer } => ({
  name,
  mimeType,
  buffer: readFileSync(join(FIXTURES, fixture)),
});

async function sendThroughPane(page: Page): Promise<void> {
  const picker = page.getByLabel(/Scan or photo/);
  await picker.setInputFiles(file("quarterly-report.pdf", SAME, "application/pdf"));
  await page.getByRole("button", { name: "Transcribe", exact: true }).click();
  await waitProcessed(page, 1);
  await picker.setInputFiles(file("two-page-invoice.pdf", SAME, "application/pdf"));
  await page.getByLabel("Find tables and key/value pairs").check();
  await page.getByRole("button", { name: "Find tables", exact: true }).click();
  await waitProcessed(page, 2);
  await page.getByLabel("Transcribe the text").check();
  await picker.setInputFiles(file("handwritten-note.png", OTHER, "image/png"));
  await page.getByRole("button", { name: "Transcribe", exact: true }).click();
  await waitProcessed(page, 3);
}

/** Waits until `count` rows of the pane's list read "Processed". */
async function waitProcessed(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n) => [...document.querySelectorAll('[data-testid="batch-state"]')].filter((e) => e.textContent?.includes("Processed")).length >= n,
    count,
    { timeout: 60_000 },
  );
}

async function narrow(page: Page): Promise<void> {
  await page.evaluate(() => {
    const pane = document.querySelector<HTMLElement>('[data-testid="task-pane"]');
    if (pane) pane.style.width = "320px";
  });
}

/** What sticks out sideways at this width: the pane scrolling, or an element of the History view past its edge. */
function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const pane = document.querySelector<HTMLElement>('[data-testid="task-pane"]')!;
    if (pane.scrollWidth > pane.clientWidth) problems.push(`the pane scrolls sideways (${pane.scrollWidth} > ${pane.clientWidth})`);
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) problems.push("the page scrolls sideways");
    const view = document.querySelector<HTMLElement>("#view-history")!;
    const box = view.getBoundingClientRect();
    for (const e of view.querySelectorAll<HTMLElement>("*")) {
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5)
        problems.push(`<${e.tagName.toLowerCase()}> "${(e.textContent ?? "").slice(0, 30)}" sticks out`);
    }
    return problems;
  });
}

const history = (page: Page): Locator => page.locator("#view-history");
const rows = (page: Page): Locator => history(page).getByTestId("history-item");
const said = (page: Page): Locator => history(page).getByTestId("history-search-said");

async function openHistory(page: Page): Promise<void> {
  await page.locator("#tab-history").click();
  await history(page).getByTestId("history-count").waitFor();
}

describe("History searched by file name at 320 px", () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await newPage(browser));
    await page.goto(`${env("E2E_PREVIEW_URL")}?host=word`);
    await page.getByRole("button", { name: "Use an API token instead" }).click();
    await page.getByLabel(/^API token/).fill(TOKEN);
    await page.getByRole("checkbox", { name: "Stay signed in on this computer" }).check();
    await page.getByRole("button", { name: "Use this token" }).click();
    await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
    await sendThroughPane(page);
  }, 180_000);

  it("finds only the two of one name, each with its pages and work beside the name, and says how many", async () => {
    await openHistory(page);
    await narrow(page);
    const box = history(page).getByRole("searchbox", { name: "Search by file name" });
    await box.click();
    await page.keyboard.type("NEWUSER-QUARTÉRLY");
    await said(page)
      .getByText(/^2 documents match "NEWUSER-QUARTÉRLY"/)
      .waitFor({ timeout: 15_000 });
    expect(await said(page).getAttribute("aria-live")).toBe("polite");
    await expect(rows(page).count()).resolves.toBe(2);
    const details = await rows(page).getByTestId("history-detail").allTextContents();
    expect(details).toEqual(["2 pages · Tables", "3 pages · Transcribe"]);
    const names = await rows(page).evaluateAll((els) => els.map((e) => e.querySelector("[title]")?.textContent ?? ""));
    expect(names).toEqual([SAME, SAME]);
    await expect(overflow(page)).resolves.toEqual([]);
    await expect(axeViolations(page)).resolves.toEqual([]);
  });

  it("says when nothing matches and what to do; Escape restores the list", async () => {
    const box = history(page).getByRole("searchbox", { name: "Search by file name" });
    await box.fill("no-such-file-anywhere");
    await said(page)
      .getByText(/^No file name/)
      .waitFor({ timeout: 15_000 });
    expect(await said(page).textContent()).toMatch(/clear the search\.$/);
    await expect(rows(page).count()).resolves.toBe(0);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await box.focus();
    await page.keyboard.press("Escape");
    await history(page).getByTestId("history-count").waitFor();
    expect(await box.inputValue()).toBe("");
    await expect(rows(page).count()).resolves.toBeGreaterThanOrEqual(3);
  });

  it("fits 320 px in every language, Arabic right to left", async () => {
    for (const language of LANGUAGES) {
      await page.goto(`${env("E2E_PREVIEW_URL")}?host=word&lang=${language}`);
      await openHistory(page);
      await narrow(page);
      const box = history(page).getByRole("searchbox");
      await box.fill("newuser-quarterly");
      await said(page).locator("span").waitFor({ timeout: 15_000 });
      await expect(rows(page).count()).resolves.toBe(2);
      const direction = await history(page).evaluate((e) => getComputedStyle(e).direction);
      expect({ language, direction }).toEqual({ language, direction: language === "ar" ? "rtl" : "ltr" });
      expect({ language, problems: await overflow(page) }).toEqual({ language, problems: [] });
      expect({ language, violations: await axeViolations(page) }).toEqual({ language, violations: [] });
    }
  }, 120_000);
});

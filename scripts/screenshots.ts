// `npm run screenshots`: the pictures in README.md and docs/user-guide.md, made from the browser preview so they
// can be made again after the pane changes. Starts the stack as the end-to-end tests do (emulator, emulated
// Microsoft 365, development server on free ports), drives headless Chromium through a few screens with the
// emulator's `dev-token` account and the samples in test/fixtures, writes PNGs to docs/images/, and stops the
// stack. The shots are for people to look at, not compared with anything: fonts differ between machines.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { startStack } from "../dev/stack";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../dev/headlessChromium";

const ROOT = join(__dirname, "..");
const FIXTURES = join(ROOT, "test", "fixtures");
const OUT = join(ROOT, "docs", "images");
// Small pictures: wide enough for the document beside a 320-350 px pane, short enough to stay a few hundred KB.
const VIEWPORT = { width: 1000, height: 700 };

interface Shot {
  file: string;
  host: "word" | "excel";
  /** Drives the signed-in pane to the screen to photograph. */
  drive: (page: Page) => Promise<void>;
}

async function signIn(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Use an API token instead" }).click();
  await page.getByLabel(/^API token/).fill("dev-token");
  await page.getByRole("button", { name: "Use this token" }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).waitFor({ timeout: 30_000 });
}

async function choose(page: Page, ...files: string[]): Promise<void> {
  await page.getByLabel(/Scan or photo/).setInputFiles(files.map((f) => join(FIXTURES, f)));
}

async function firstResult(page: Page): Promise<void> {
  await page
    .getByTestId("status")
    .getByText(/^(Transcribed|Found|Extracted)/)
    .waitFor({ timeout: 60_000 });
  await page.getByTestId("review-toolbar").waitFor();
}

const SHOTS: Shot[] = [
  {
    // The review: the two-page invoice's tables with the misread cells flagged, before anything is inserted, and
    // the page the first one comes from beside it (a pane wide enough for both, issue 36).
    file: "excel-review.png",
    host: "excel",
    drive: async (page) => {
      await page.evaluate(() => {
        const pane = document.querySelector<HTMLElement>('[data-testid="task-pane"]');
        if (pane) pane.style.width = "760px";
      });
      await choose(page, "two-page-invoice.pdf");
      await page.getByLabel("Find tables and key/value pairs").check();
      await page.getByRole("button", { name: "Find tables", exact: true }).click();
      await firstResult(page);
      await page
        .getByTestId("review-flag-count")
        .filter({ hasText: /to check/ })
        .waitFor({ timeout: 30_000 });
      await page.getByRole("button", { name: "Next cell to check" }).click();
      await page.getByTestId("page-picture").waitFor();
      await page.getByRole("region", { name: /^Page of / }).scrollIntoViewIfNeeded();
    },
  },
  {
    // Appending to the user's own table at 320 px (issue 34): a ledger with its own names and order, the
    // invoice's columns matched by heading, the mapping as a short list (target column <- source).
    file: "excel-mapping.png",
    host: "excel",
    drive: async (page) => {
      await page.evaluate(() => {
        const pane = document.querySelector<HTMLElement>('[data-testid="task-pane"]');
        if (pane) pane.style.width = "320px";
        const excel = (window as unknown as { __hostDouble: { excel: { seedTable(seed: unknown): unknown } } }).__hostDouble.excel;
        excel.seedTable({
          sheet: "Ledger",
          name: "Purchases",
          headings: ["Rechnung", "Datum", "Artikel", "Menge", "Einzelpreis", "Kontrolle", "Betrag", "Quelle"],
          rows: [["INV-1", "2026-01-05", "Stapler", 2, 3.5, "=[@Menge]*[@Einzelpreis]", 7, "old.pdf"]],
          formats: ["@", "yyyy-mm-dd", "@", "0", "#,##0.00", "#,##0.00", "#,##0.00", "@"],
        });
      });
      await choose(page, "two-page-invoice.pdf");
      await page.getByLabel("Find tables and key/value pairs").check();
      await page.getByRole("button", { name: "Find tables", exact: true }).click();
      await firstResult(page);
      await page.getByRole("radio", { name: "Append to a table in this workbook" }).check();
      const first = page.getByLabel("Source for the column Rechnung");
      await first.waitFor({ timeout: 30_000 });
      await first.evaluate((el) => el.scrollIntoView({ block: "center" }));
    },
  },
  {
    // A transcript inserted into Word: the document on the left holds it, the pane says what Insert did.
    file: "word-insert.png",
    host: "word",
    drive: async (page) => {
      await choose(page, "handwritten-note.png");
      await page.getByRole("button", { name: "Transcribe", exact: true }).click();
      await firstResult(page);
      await page.getByRole("button", { name: "Insert into document" }).click();
      await page
        .getByTestId("insert-status")
        .getByText(/^Inserted/)
        .waitFor({ timeout: 30_000 });
    },
  },
  {
    // The files screen: three files sent at once, each with its row and state.
    file: "files.png",
    host: "word",
    drive: async (page) => {
      await choose(page, "quarterly-report.pdf", "expense-claim.pdf", "handwritten-note.png");
      await page.getByRole("button", { name: "Transcribe", exact: true }).click();
      await page.getByTestId("batch-item").nth(2).waitFor({ timeout: 30_000 });
      await firstResult(page);
      // The list at the top of the pane, so all three rows show.
      await page
        .getByTestId("batch-item")
        .first()
        .evaluate((el) => el.scrollIntoView({ block: "start" }));
    },
  },
  {
    // The page picker of a three-page PDF, with its pictures drawn and page 1 left out.
    file: "page-picker.png",
    host: "word",
    drive: async (page) => {
      await choose(page, "quarterly-report.pdf");
      await page.getByTestId("pages-summary").getByText("All 3 pages: 3 credits").waitFor({ timeout: 30_000 });
      await page.getByRole("button", { name: "Choose the pages of quarterly-report.pdf to send" }).click();
      const picker = page.getByRole("group", { name: "Pages of quarterly-report.pdf" });
      await picker.waitFor();
      await picker.locator("img, canvas").nth(2).waitFor({ timeout: 30_000 });
      await picker.getByRole("button", { name: "Page 1", exact: true }).click();
      await page.getByTestId("pages-summary").getByText("2 of 3 pages: 2 credits").waitFor();
      await picker.scrollIntoViewIfNeeded();
    },
  },
];

async function take(browser: Browser, previewUrl: string, shot: Shot): Promise<void> {
  // A fresh profile per shot: nothing remembered from the one before.
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    // The first load may wait for the development server to finish building.
    await page.goto(`${previewUrl}?host=${shot.host}`, { timeout: 180_000 });
    await signIn(page);
    await shot.drive(page);
    await page.waitForTimeout(500); // let pictures and announcements settle before the shot
    await page.screenshot({ path: join(OUT, shot.file) });
    console.log(`screenshots: docs/images/${shot.file}`);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const stack = await startStack({ devServerPort: 0, quiet: true, liveReload: false, emulator: { port: 0, processingMs: 400 } });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS], headless: true });
    for (const shot of SHOTS) await take(browser, stack.previewUrl, shot);
  } finally {
    await browser?.close();
    await stack.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

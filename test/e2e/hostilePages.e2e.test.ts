// Hostile files chosen in the preview (issue 32): a 4 KB PDF whose page tree has 2^40 paths, a PDF claiming
// 1,048,576 pages, a 1 MB PDF inflating to 1 GiB, a TIFF whose directories loop and one claiming 60000 x 60000
// pixels. The pane keeps answering while they are read (page.evaluate within 1 s, polled throughout), each
// row says its pages cannot be read and that it goes whole, and a normal PDF chosen beside them is counted and
// goes through with the others (the emulator, sharing the development server's process, survives their upload).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { dagPdf, hugeDimensionsTiff, loopingTiff, objectStreamBomb } from "../../dev/pagesWorker/hostileFiles";
import { env, launchBrowser, newPage } from "./browser";

const SEND = /^Send/;
const REPORT = readFileSync(join(__dirname, "../fixtures/quarterly-report.pdf"));

const FILES = [
  { name: "tree-of-2-40-paths.pdf", mimeType: "application/pdf", buffer: Buffer.from(dagPdf(40)) },
  { name: "claims-a-million-pages.pdf", mimeType: "application/pdf", buffer: Buffer.from(dagPdf(20)) },
  { name: "inflates-to-1-GiB.pdf", mimeType: "application/pdf", buffer: Buffer.from(objectStreamBomb(1024 * 1024 * 1024)) },
  { name: "looping-directories.tiff", mimeType: "image/tiff", buffer: Buffer.from(loopingTiff()) },
  { name: "60000-by-60000.tiff", mimeType: "image/tiff", buffer: Buffer.from(hugeDimensionsTiff(60_000, 60_000)) },
  { name: "quarterly-report.pdf", mimeType: "application/pdf", buffer: REPORT },
];

/** Polls the page until `stop`: each page.evaluate must answer within 1 s; returns the slowest answer. */
function watchResponsiveness(page: Page): { stop: () => Promise<number> } {
  let running = true;
  let slowest = 0;
  const loop = (async () => {
    while (running) {
      const start = Date.now();
      await Promise.race([
        page.evaluate(() => document.querySelectorAll("*").length),
        new Promise((_, reject) => setTimeout(() => reject(new Error("The pane did not answer within 1 s.")), 1000)),
      ]);
      slowest = Math.max(slowest, Date.now() - start);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return slowest;
    },
  };
}

describe("hostile files chosen in the preview", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("the pane keeps answering; each hostile file goes whole, saying why; a normal file beside them goes through", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${env("E2E_PREVIEW_URL")}?host=word`);
    await page.getByRole("button", { name: "Use an API token instead" }).click();
    await page.getByLabel(/^API token/).fill("dev-token");
    await page.getByRole("button", { name: "Use this token" }).click();
    await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();

    const watch = watchResponsiveness(page);
    await page.getByLabel(/Scan or photo/).setInputFiles(FILES);
    const ready = page.getByRole("list", { name: "Files ready to send" });
    // The normal file is counted; every hostile one says its pages cannot be read (or are damaged) and goes whole.
    await ready.getByText("All 3 pages: 3 credits").waitFor({ timeout: 60_000 });
    const whole = ready.getByText(
      /^(Its pages cannot be read here; it will be sent whole\.|Its pages cannot be read, so they cannot be chosen: it is sent whole\.)$/,
    );
    await page.waitForFunction(
      (count) =>
        [...document.querySelectorAll('[data-testid="pages-summary"]')].filter((e) =>
          /sent whole|will be sent whole/.test(e.textContent ?? ""),
        ).length >= count,
      5,
      { timeout: 60_000 },
    );
    expect(await whole.count()).toBe(5);
    expect(await ready.getByText(/1,048,576|1099511627776/).count()).toBe(0);
    // The bomb's row is the budget's answer: it cannot be read here.
    expect(await ready.getByText("Its pages cannot be read here; it will be sent whole.").count()).toBeGreaterThanOrEqual(2);
    expect(await watch.stop()).toBeLessThan(1000);

    // Removing one and sending the rest: every file, the normal one included, reaches the queue.
    await page.getByRole("button", { name: /Remove 60000-by-60000\.tiff/ }).click();
    await page.getByRole("button", { name: "Transcribe" }).click();
    // Four files' pages are unknown, so the pane asks before sending them (an alert dialog): send.
    const rows = page.getByTestId("batch-item");
    const question = page.getByRole("alertdialog");
    await question.waitFor({ timeout: 60_000 });
    await question.getByText("The length of 4 files is not known yet", { exact: false }).waitFor();
    await question.getByRole("button", { name: SEND }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="batch-item"]').length >= 5, undefined, { timeout: 60_000 });
    expect(await rows.filter({ hasText: "60000-by-60000.tiff" }).count()).toBe(0);
    // The service (here the emulator, which counts as the pane does) fails the hostile files as unreadable and
    // goes on: the normal file beside them is processed.
    await rows.filter({ hasText: "quarterly-report.pdf" }).getByTestId("batch-state").getByText("Processed").waitFor({ timeout: 60_000 });
    await context.close();
  }, 240_000);
});

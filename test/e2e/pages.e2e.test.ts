// Sending only the pages you need (issue 22), end to end in headless Chromium against the emulator: pages 2-3 of
// the three-page report chosen on their pictures (drawn by pdf.js in its worker, served from the add-in's own
// origin under a CSP that allows no other worker and no eval) and by typing, the cost said before sending, the
// emulator receiving a two-page PDF and charging two credits, the tables landing in Word with "page 2" and
// "page 3" captions, History saying which pages went; a 40-page PDF drawing its pictures as they scroll into
// view; a two-page TIFF's page 2 sent as a PDF; a damaged and a protected PDF going whole; a reopened pane cutting the same pages from the original.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { pageTexts } from "../support/pdfText";
import { axeViolations } from "./axe";
import { env, launchBrowser, newPage } from "./browser";
import { emulator } from "./paneHelpers";

const FIXTURES = join(__dirname, "../fixtures");
const REPORT = join(FIXTURES, "quarterly-report.pdf");

interface EmulatorDocument {
  id: string;
  file_name: string;
  page_count: number;
  kind: string;
  status: string;
}

async function account(): Promise<{ id: string; balance: number }> {
  const { accounts } = await emulator<{ accounts: Array<{ id: string; token: string; balance: number }> }>("accounts");
  const found = accounts.find((a) => a.token === "dev-token");
  if (!found) throw new Error("The emulator has no dev-token account.");
  return found;
}

const setBalance = async (balance: number): Promise<void> => {
  await emulator(`accounts/${(await account()).id}`, "PATCH", { balance });
};

/** The newest document of that name the emulator holds (the emulator lists them in creation order). */
async function documentNamed(name: string): Promise<EmulatorDocument> {
  const { documents } = await emulator<{ documents: EmulatorDocument[] }>("documents");
  const found = documents.filter((d) => d.file_name === name).pop();
  if (!found) throw new Error(`No document named ${name}`);
  return found;
}

/** What the emulator received for a document: its pages' text. */
async function receivedTexts(id: string): Promise<string[]> {
  const response = await fetch(`${env("E2E_EMULATOR_ORIGIN")}/_emulator/documents/${id}/file`);
  return pageTexts(new Uint8Array(await response.arrayBuffer()));
}

/**
 * The preview as production serves the pane, as far as workers go: the page allows workers from its own origin
 * only (a meta tag, as the production pages carry, added before any script makes a worker), and pdf.js's worker
 * script runs under a policy without 'unsafe-eval'. (The development bundle itself needs eval for its source
 * maps, so the page's own scripts cannot be held to that here; the production policy is checked in
 * test/unit/build/webpackConfig.test.ts.)
 */
async function withProductionWorkerPolicy(page: Page): Promise<{ workerLoads: number }> {
  const seen = { workerLoads: 0 };
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      const meta = document.createElement("meta");
      meta.httpEquiv = "Content-Security-Policy";
      meta.content = "worker-src 'self'";
      document.head.prepend(meta);
    }),
  );
  await page.route(/\/pdf\.worker\.js$/, async (route: Route) => {
    const response = await route.fetch();
    // The body arrives decoded: its original length and encoding no longer apply.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !["content-length", "content-encoding", "transfer-encoding"].includes(name)),
    );
    const policy = "default-src 'self'; script-src 'self'";
    seen.workerLoads++;
    await route.fulfill({
      status: response.status(),
      body: await response.body(),
      headers: { ...headers, "content-security-policy": policy },
    });
  });
  return seen;
}

async function open(
  browser: Browser,
  query = "",
  width?: number,
): Promise<{ context: BrowserContext; page: Page; problems: string[]; worker: { workerLoads: number } }> {
  const { context, page } = await newPage(browser);
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /worker|Content Security Policy|eval/i.test(m.text())) problems.push(m.text());
  });
  const worker = await withProductionWorkerPolicy(page);
  await page.goto(`${env("E2E_PREVIEW_URL")}?host=word${query}`);
  if (width !== undefined)
    await page.evaluate((w) => {
      const pane = document.querySelector<HTMLElement>('[data-testid="task-pane"]');
      if (pane) pane.style.width = `${w}px`;
    }, width);
  await page.getByRole("button", { name: "Use an API token instead" }).click();
  await page.getByLabel(/^API token/).fill("dev-token");
  await page.getByRole("button", { name: "Use this token" }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
  return { context, page, problems, worker };
}

const summary = (page: Page) => page.getByTestId("pages-summary");
const row = (page: Page, name: string) => page.getByTestId("batch-item").filter({ hasText: name });
const picker = (page: Page, name: string) => page.getByRole("group", { name: `Pages of ${name}` });
const tile = (page: Page, name: string, n: number) => picker(page, name).getByRole("button", { name: `Page ${n}`, exact: true });

async function openPages(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: `Choose the pages of ${name} to send` }).click();
  await picker(page, name).waitFor();
}

/** Waits until page `n`'s picture is drawn (an image with pixels), and says how wide it is. */
async function pictureDrawn(page: Page, name: string, n: number): Promise<number> {
  const img = tile(page, name, n).locator("img");
  await img.waitFor({ timeout: 20_000 });
  await page.waitForFunction((el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0, await img.elementHandle());
  return img.evaluate((el) => (el as HTMLImageElement).naturalWidth);
}

async function fortyPagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let n = 1; n <= 40; n++) doc.addPage([595, 842]).drawText(`Page ${n}`, { x: 60, y: 700, size: 72, font });
  return Buffer.from(await doc.save());
}

describe("choosing the pages to send, in the browser preview", () => {
  let browser: Browser;
  const originalTexts = pageTexts(new Uint8Array(readFileSync(REPORT)));
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("chooses pages 2-3 of the report by their pictures: 2 credits, a 2-page PDF received and charged, captions with pages 2 and 3", async () => {
    const { context, page, problems, worker } = await open(browser);
    const before = (await account()).balance;
    await page.getByLabel("Find tables and key/value pairs").check();
    await page.getByLabel(/Scan or photo/).setInputFiles(REPORT);
    await summary(page).getByText("All 3 pages: 3 credits").waitFor();
    await openPages(page, "quarterly-report.pdf");
    // pdf.js draws the pages in its worker, served from the add-in's origin under the policy above.
    for (const n of [1, 2, 3]) expect(await pictureDrawn(page, "quarterly-report.pdf", n)).toBeGreaterThan(60);
    expect(worker.workerLoads).toBe(1); // the worker came from the add-in's origin, under the policy without eval
    await expect(axeViolations(page)).resolves.toEqual([]);
    await tile(page, "quarterly-report.pdf", 1).click();
    await expect(tile(page, "quarterly-report.pdf", 1).getAttribute("aria-pressed")).resolves.toBe("false");
    await summary(page).getByText("2 of 3 pages: 2 credits").waitFor();
    await expect(page.getByLabel("Pages to send").inputValue()).resolves.toBe("2-3");

    await page.getByRole("button", { name: "Find tables", exact: true }).click();
    const sent = row(page, "quarterly-report (pages 2-3).pdf");
    await sent.getByTestId("batch-state").getByText("Processed").waitFor({ timeout: 30_000 });
    await sent.getByTestId("batch-pages").getByText("Pages 2-3 of 3 sent.").waitFor();
    const received = await documentNamed("quarterly-report (pages 2-3).pdf");
    expect(received).toMatchObject({ page_count: 2, kind: "pdf" });
    const texts = await originalTexts;
    await expect(receivedTexts(received.id)).resolves.toEqual([texts[1], texts[2]]);
    expect((await account()).balance).toBe(before - 2);

    await page
      .getByTestId("status")
      .getByText(/^Found/)
      .waitFor({ timeout: 15_000 });
    await page.getByRole("button", { name: "Insert into document" }).click();
    await page
      .getByTestId("insert-status")
      .getByText(/^Inserted/)
      .waitFor({ timeout: 15_000 });
    await expect(page.getByTestId("word-paragraph").allTextContents()).resolves.toEqual([
      "Table 1 (page 2)",
      "Table 2 (page 3)",
      "Key/value pairs",
    ]);

    await page.getByRole("tab", { name: "History" }).click();
    const historyRow = page.getByRole("listitem").filter({ hasText: "quarterly-report (pages 2-3).pdf" }).first();
    await historyRow.getByText("2 pages sent: 2-3 of 3").waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("chooses them by typing, with a message for each malformed range, on a 320 px pane in the dark theme, by keyboard too", async () => {
    const { context, page, problems } = await open(browser, "&theme=dark", 320);
    await page.getByLabel(/Scan or photo/).setInputFiles(REPORT);
    await openPages(page, "quarterly-report.pdf");
    const field = page.getByLabel("Pages to send");
    for (const [typed, message] of [
      ["3-2", "“3-2” runs backwards: write it as 2-3."],
      ["4", "This file has 3 pages: there is no page 4."],
      ["2-", "“2-” needs a page on both sides of the hyphen, for example 12-14."],
      ["0", "Pages are numbered from 1: there is no page 0."],
    ]) {
      await field.fill(typed!);
      await page.getByText(message!, { exact: true }).waitFor();
    }
    await field.fill("2-3");
    await summary(page).getByText("2 of 3 pages: 2 credits").waitFor();
    await pictureDrawn(page, "quarterly-report.pdf", 3);
    await expect(axeViolations(page)).resolves.toEqual([]);

    // Keyboard: Space toggles the focused page, arrows move between pages, Shift+Space gives the run from the
    // page toggled before the focused page's new state.
    await tile(page, "quarterly-report.pdf", 1).focus();
    await page.keyboard.press("Space");
    await expect(field.inputValue()).resolves.toBe("1-3");
    await page.keyboard.press("Space");
    await expect(field.inputValue()).resolves.toBe("2-3");
    await page.keyboard.press("ArrowRight");
    await expect(tile(page, "quarterly-report.pdf", 2).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Space");
    await expect(field.inputValue()).resolves.toBe("3");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Shift+Space");
    await expect(field.inputValue()).resolves.toBe("1-3");
    await page.keyboard.press("Space");
    await expect(field.inputValue()).resolves.toBe("2-3");
    await summary(page).getByText("2 of 3 pages: 2 credits").waitFor();

    // Nothing runs out of the 320 px pane.
    const overflow = await page.evaluate(() => {
      const pane = document.querySelector<HTMLElement>('[data-testid="task-pane"]');
      return pane ? pane.scrollWidth - pane.clientWidth : -1;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await page
      .locator('[data-testid="task-pane"]')
      .screenshot({ path: join(__dirname, "artifacts", "pages-320-dark.png") })
      .catch(() => undefined);

    await page.getByRole("button", { name: "Transcribe", exact: true }).click();
    const sent = row(page, "quarterly-report (pages 2-3).pdf");
    await sent.getByTestId("batch-state").getByText("Processed").waitFor({ timeout: 30_000 });
    // The service numbered the pages it received 1 and 2; the review says the original's 2 and 3, and inserting
    // the second page is offered as "page 3".
    const preview = page.getByRole("region", { name: "Transcript preview" });
    await preview.getByRole("textbox", { name: "Text of page 3" }).waitFor({ timeout: 15_000 });
    await expect(preview.getByTestId("review-page").locator("legend").allTextContents()).resolves.toEqual(["Page 2", "Page 3"]);
    await expect(preview.getByRole("textbox", { name: "Text of page 2" }).inputValue()).resolves.toMatch(
      /^quarterly-report \(pages 2-3\)\.pdf, page 1 of 2\n/,
    );
    await preview.getByRole("checkbox", { name: "Insert page 3" }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("draws a 40-page PDF's rows of pictures as they scroll into view, the grid wraps at 320 px, and End reaches page 40", async () => {
    const { context, page, problems } = await open(browser, "", 320);
    await page.getByLabel(/Scan or photo/).setInputFiles({ name: "forty.pdf", mimeType: "application/pdf", buffer: await fortyPagePdf() });
    await summary(page).getByText("All 40 pages: 40 credits").waitFor();
    await openPages(page, "forty.pdf");
    await pictureDrawn(page, "forty.pdf", 1);
    const tiles = picker(page, "forty.pdf").getByRole("button", { name: /^Page \d+$/ });
    const tops = await tiles.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    // Only the rows in view (and one beyond) are drawn: several tiles to a row, rows below rows, never all 40.
    expect(tops.length).toBeLessThan(40);
    expect(tops.length / new Set(tops).size).toBeGreaterThanOrEqual(3);
    expect(new Set(tops).size).toBeGreaterThanOrEqual(2);
    // By keyboard, as a user reaches the last page: End scrolls its row into view and focuses it.
    await tile(page, "forty.pdf", 1).focus();
    await page.keyboard.press("End");
    await expect(tile(page, "forty.pdf", 40).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await pictureDrawn(page, "forty.pdf", 40);
    expect(await tiles.count()).toBeLessThan(40);
    await expect(tile(page, "forty.pdf", 1).count()).resolves.toBe(0); // page 1's row scrolled away and was let go
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a two-page TIFF: its pictures drawn with utif2, page 2 alone sent as a one-page PDF", async () => {
    const { context, page, problems } = await open(browser);
    await page.getByLabel(/Scan or photo/).setInputFiles(join(FIXTURES, "fax-two-pages.tiff"));
    await summary(page).getByText("All 2 pages: 2 credits").waitFor();
    await openPages(page, "fax-two-pages.tiff");
    await picker(page, "fax-two-pages.tiff")
      .getByText("The chosen pages of a TIFF are sent as one PDF, with each page's image unchanged.")
      .waitFor();
    for (const n of [1, 2]) expect(await pictureDrawn(page, "fax-two-pages.tiff", n)).toBeGreaterThan(60);
    await tile(page, "fax-two-pages.tiff", 1).click();
    await summary(page).getByText("1 of 2 pages: 1 credit").waitFor();
    await page.getByRole("button", { name: "Transcribe", exact: true }).click();
    await row(page, "fax-two-pages (page 2).pdf").getByTestId("batch-state").getByText("Processed").waitFor({ timeout: 30_000 });
    await expect(documentNamed("fax-two-pages (page 2).pdf")).resolves.toMatchObject({ page_count: 1, kind: "pdf" });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a damaged PDF and a protected one say their pages cannot be chosen, and go whole", async () => {
    const { context, page } = await open(browser);
    const protectedPdf = await PDFDocument.create();
    protectedPdf.addPage();
    protectedPdf.addPage();
    protectedPdf.context.trailerInfo.Encrypt = protectedPdf.context.obj({ Filter: "Standard", V: 1, R: 2, P: -4 });
    await page.getByLabel(/Scan or photo/).setInputFiles([
      { name: "corrupt-scan.pdf", mimeType: "application/pdf", buffer: readFileSync(join(FIXTURES, "corrupt-scan.pdf")) },
      {
        name: "protected-pages.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(await protectedPdf.save({ useObjectStreams: false })),
      },
    ]);
    const files = page.getByRole("list", { name: "Files ready to send" }).getByRole("listitem");
    await files
      .filter({ hasText: "corrupt-scan.pdf" })
      .getByText("Its pages cannot be read, so they cannot be chosen: it is sent whole.")
      .waitFor();
    await files
      .filter({ hasText: "protected-pages.pdf" })
      .getByText("Protected (encrypted): its pages cannot be chosen, so it is sent whole.")
      .waitFor();
    await expect(page.getByRole("button", { name: /^Choose the pages of/ }).count()).resolves.toBe(0);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.getByRole("button", { name: "Transcribe", exact: true }).click();
    await row(page, "corrupt-scan.pdf").getByTestId("batch-state").getByText("Failed").waitFor({ timeout: 30_000 });
    await row(page, "protected-pages.pdf").getByTestId("batch-state").getByText("Processed").waitFor({ timeout: 30_000 });
    await expect(documentNamed("protected-pages.pdf")).resolves.toMatchObject({ page_count: 2 });
    await expect(documentNamed("corrupt-scan.pdf")).resolves.toMatchObject({ status: "failed" });
    await context.close();
  });

  it("a reopened pane asks for the original and cuts the same pages from it again", async () => {
    const { balance } = await account();
    try {
      // One credit: the upload is held for credits, and the pane is closed while the file waits.
      await setBalance(1);
      const first = await open(browser);
      await first.page.getByLabel(/Scan or photo/).setInputFiles(REPORT);
      await openPages(first.page, "quarterly-report.pdf");
      await first.page.getByLabel("Pages to send").fill("2-3");
      await summary(first.page).getByText("2 of 3 pages: 2 credits").waitFor();
      await first.page.getByRole("button", { name: "Transcribe", exact: true }).click();
      await first.page.getByRole("alertdialog", { name: "Not enough page credits" }).getByRole("button", { name: "Send anyway" }).click();
      await first.page.getByTestId("upload-hold").getByText("Your page credits ran out").waitFor({ timeout: 15_000 });
      await first.page.reload();
      await first.page.getByRole("button", { name: "Use an API token instead" }).click();
      await first.page.getByLabel(/^API token/).fill("dev-token");
      await first.page.getByRole("button", { name: "Use this token" }).click();
      const waiting = row(first.page, "quarterly-report (pages 2-3).pdf");
      await waiting
        .getByText("The task pane was closed before this file was sent. Add quarterly-report.pdf again: pages 2-3 are cut from it again.")
        .waitFor();
      await waiting.getByTestId("batch-pages").getByText("Pages 2-3 of 3 sent.").waitFor();
      await setBalance(balance);

      // Another file is refused by name; the original has pages 2-3 cut from it again and goes.
      const addAgain = async (file: string): Promise<void> => {
        const chooser = first.page.waitForEvent("filechooser");
        await waiting.getByRole("button", { name: "Add the file again: quarterly-report.pdf" }).click();
        await (await chooser).setFiles(file);
      };
      await addAgain(join(FIXTURES, "expense-claim.pdf"));
      await waiting.getByText('Choose "quarterly-report.pdf" itself (this is "expense-claim.pdf").').waitFor();
      await addAgain(REPORT);
      await waiting.getByTestId("batch-state").getByText("Processed").waitFor({ timeout: 30_000 });
      const received = await documentNamed("quarterly-report (pages 2-3).pdf");
      expect(received.page_count).toBe(2);
      const texts = await originalTexts;
      await expect(receivedTexts(received.id)).resolves.toEqual([texts[1], texts[2]]);
      await first.context.close();
    } finally {
      await setBalance(balance);
    }
  });
});

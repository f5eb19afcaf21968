// Choosing pages (issue 22): how soon the Pages control shows its first pictures for a 40-page scanned PDF, and
// how long cutting 3 pages out of it takes. Prints
// `pages: 40-page PDF (S MB), first pictures in T ms, cut 3 pages in C ms`.
// First pictures: from selecting Pages until every page picture in view is drawn, in headless Chromium against
// the development stack (`npm start`'s; an unminified build, so a production pane is faster): the page picker's
// and pdf.js's chunks loading, pdf.js's worker starting and parsing the file, the pages in view drawn.
// Cut: pdf-lib copying pages 12-14 into a new PDF and saving it (the pane's own code, run in Node), the median
// of 5 runs after a first one. The bundle sizes of these chunks are `npm run bench -- bundle`'s.
import { performance } from "node:perf_hooks";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { chromium } from "playwright-core";
import { plainImage } from "../../dev/emulator/samples";
import { startStack } from "../../dev/stack";
import { cutPdf } from "../../src/pages/pdfDocument";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../dev/headlessChromium";

const PAGES = 40;

/** A scan-like PDF: each page one JPEG of its own (850 x 1100 pixels, 100 dpi letter) with a line of text over it. */
async function scannedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= PAGES; n++) {
    const image = await doc.embedJpg(plainImage("jpeg", 850, 1100, n));
    const page = doc.addPage([612, 792]);
    page.drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
    page.drawText(`Page ${n} of ${PAGES}`, { x: 40, y: 750, size: 14, font });
  }
  return doc.save();
}

async function cutTime(pdf: Uint8Array): Promise<number> {
  await cutPdf(pdf, [12, 13, 14]);
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await cutPdf(pdf, [12, 13, 14]);
    runs.push(performance.now() - start);
  }
  return runs.sort((a, b) => a - b)[2]!;
}

async function firstPictures(pdf: Uint8Array): Promise<{ ms: number; drawn: number }> {
  const stack = await startStack({ devServerPort: 0, quiet: true, liveReload: false, emulator: { port: 0 } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS], headless: true });
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stack.previewUrl}?host=word`);
    await page.getByRole("button", { name: "Use an API token instead" }).click();
    await page.getByLabel(/^API token/).fill("dev-token");
    await page.getByRole("button", { name: "Use this token" }).click();
    await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
    await page.getByLabel(/Scan or photo/).setInputFiles({ name: "scan-40.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) });
    const open = page.getByRole("button", { name: "Choose the pages of scan-40.pdf to send" });
    await open.waitFor();
    const start = performance.now();
    await open.click();
    // Every tile in view has its picture (the grid scrolls: tiles below its edge are not drawn yet).
    const drawn = await page.waitForFunction(
      () => {
        const grid = document.querySelector('[aria-label="Pages of scan-40.pdf"] [data-page]')?.parentElement;
        if (!grid) return false;
        const box = grid.getBoundingClientRect();
        const inView = [...grid.querySelectorAll<HTMLElement>("[data-page]")].filter((t) => t.getBoundingClientRect().top < box.bottom);
        const ready = inView.every((t) => {
          const img = t.querySelector("img");
          return img !== null && img.complete && img.naturalWidth > 0;
        });
        return ready && inView.length > 0 ? inView.length : false;
      },
      undefined,
      { timeout: 60_000, polling: 10 },
    );
    return { ms: performance.now() - start, drawn: (await drawn.jsonValue()) as number };
  } finally {
    await browser.close();
    await stack.close();
  }
}

export async function run(): Promise<void> {
  const pdf = await scannedPdf();
  const cut = await cutTime(pdf);
  const pictures = await firstPictures(pdf);
  const size = (pdf.length / (1024 * 1024)).toFixed(1);
  console.log(
    `pages: ${PAGES}-page PDF (${size} MB), first pictures in ${Math.round(pictures.ms)} ms, cut 3 pages in ${Math.round(cut)} ms`,
  );
  console.log(`pages: first pictures = the ${pictures.drawn} pages in view, drawn by pdf.js in its worker (development build)`);
}

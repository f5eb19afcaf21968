// A PDF page drawn as a service would: pdf.js (the add-in's own renderer, `pdfjs-dist`) onto a canvas of
// `@napi-rs/canvas` (pdf.js's own optional dependency for Node, installed with it by `npm ci`), at 150 dpi and
// at most PAGE_MAX_SIDE on the longer side, as JPEG. Runs in the picture worker (pictureWorker.ts) and in
// make-page-pictures.ts, never on the emulator's own thread: a page can take a second, a hostile file forever.
import * as path from "node:path";
import { PAGE_MAX_SIDE } from "./raster";

const DPI = 150;

interface PdfJs {
  getDocument(options: Record<string, unknown>): { promise: Promise<PdfDocument> };
}
interface PdfDocument {
  numPages: number;
  canvasFactory: { create(width: number, height: number): { canvas: EncodableCanvas; context: unknown } };
  getPage(n: number): Promise<{
    getViewport(o: { scale: number }): { width: number; height: number };
    render(o: { canvasContext: unknown; viewport: unknown; canvas: unknown }): { promise: Promise<void> };
  }>;
  destroy(): Promise<void>;
}
interface EncodableCanvas {
  encode(format: "jpeg", quality: number): Promise<Buffer>;
}

const PDFJS_DIR = path.dirname(require.resolve("pdfjs-dist/package.json"));

let loaded: Promise<PdfJs> | null = null;
// pdf.js is ESM only; `import()` from this CommonJS module loads it once per thread.
const pdfjs = (): Promise<PdfJs> => (loaded ??= import("pdfjs-dist/legacy/build/pdf.mjs") as Promise<unknown> as Promise<PdfJs>);

/** Page `pageNumber` of the PDF as JPEG; throws when pdf.js cannot read the file or draw the page. */
export async function renderPdfPage(data: Uint8Array, pageNumber: number): Promise<Buffer> {
  const lib = await pdfjs();
  const doc = await lib.getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    // Helvetica and the other standard fonts come from pdf.js's own files, so every machine draws them alike.
    standardFontDataUrl: `${path.join(PDFJS_DIR, "standard_fonts")}${path.sep}`,
    verbosity: 0,
  }).promise;
  try {
    const page = await doc.getPage(pageNumber);
    const natural = page.getViewport({ scale: 1 });
    const scale = Math.min(DPI / 72, PAGE_MAX_SIDE / Math.max(natural.width, natural.height));
    const viewport = page.getViewport({ scale });
    const { canvas, context } = doc.canvasFactory.create(Math.round(viewport.width), Math.round(viewport.height));
    await page.render({ canvasContext: context, viewport, canvas }).promise;
    return await canvas.encode("jpeg", 80);
  } finally {
    await doc.destroy();
  }
}

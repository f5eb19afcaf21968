// PDF page pictures with pdf.js (Mozilla's maintained renderer; the legacy build, which also runs in the older
// WebKit of Office on Mac). Its worker parses and decodes off the task pane's thread. No eval: fonts and
// PostScript functions are interpreted, never compiled from strings (`isEvalSupported: false`), as the CSP
// requires. JPEG 2000 and JBIG2 scans use pdf.js's WebAssembly decoders from pdfjs/wasm/, or its plain
// JavaScript fallback where WebAssembly is not allowed. Opening the file and each picture have a time budget
// (issue 32): past it, pdf.js's worker is ended (destroy() terminates the worker this document started) and the
// pictures say they cannot be shown; pages can still be chosen by number.
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { inspectionBudgetMs } from "../limits";
import { pdfWasmUrl, pdfWorkerUrl } from "./pdfAssets";
import { OneAtATime, PicturesError, canvasBlob, type PagePictures } from "./pagePictures";

/** `promise`, or a rejection once `ms` have passed (then `onLate` runs: it ends the work). */
function within<T>(promise: Promise<T>, ms: number, onLate: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onLate();
      reject(new PicturesError("damaged"));
    }, ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

export async function openPdfPictures(bytes: Uint8Array): Promise<PagePictures> {
  GlobalWorkerOptions.workerSrc = pdfWorkerUrl();
  // pdf.js hands `data` to its worker (the buffer is transferred): a copy keeps the caller's bytes usable.
  const task = getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    wasmUrl: pdfWasmUrl(),
    enableXfa: false,
    disableAutoFetch: true,
    verbosity: 0,
  });
  const budget = inspectionBudgetMs(bytes.length);
  const end = (): void => void task.destroy();
  let doc: PDFDocumentProxy;
  try {
    doc = await within(task.promise, budget, end);
  } catch (error: unknown) {
    void task.destroy();
    throw new PicturesError(error instanceof Error && error.name === "PasswordException" ? "protected" : "damaged", error);
  }
  const turns = new OneAtATime();
  return {
    count: doc.numPages,
    picture: (pageNumber, width, signal) =>
      turns.run(async () => {
        const page = await within(doc.getPage(pageNumber), budget, end);
        try {
          const natural = page.getViewport({ scale: 1 });
          const viewport = page.getViewport({ scale: width / natural.width });
          const canvas = document.createElement("canvas");
          canvas.width = Math.max(1, Math.round(viewport.width));
          canvas.height = Math.max(1, Math.round(viewport.height));
          const render = page.render({ canvas, viewport, background: "#ffffff" });
          signal?.addEventListener("abort", () => render.cancel(), { once: true });
          await within(render.promise, budget, () => {
            render.cancel();
            end();
          });
          return await canvasBlob(canvas);
        } finally {
          page.cleanup();
        }
      }, signal),
    close: end,
  };
}

// One page's picture from an uploaded file's bytes: images decoded and scaled to fit, PDF pages drawn by
// pdf.js. The job the picture worker runs (pictureWorker.ts), plain and testable in-process.
import type { FileKind } from "../files";
import { decodeImagePage, scaleDown, toJpeg } from "./raster";
// Static: the worker loads this file through tsx's require hook, which a dynamic import() would bypass.
// renderPdf.ts loads pdf.js itself only when a PDF is drawn.
import { renderPdfPage } from "./renderPdf";

export interface PictureJob {
  kind: FileKind;
  bytes: Uint8Array;
  pageNumber: number;
}

/** The page as JPEG, or null when this kind cannot be drawn here (HEIC, GIF) or the page is not in the file. */
export async function renderPage(job: PictureJob): Promise<Buffer | null> {
  if (job.kind === "pdf") return renderPdfPage(job.bytes, job.pageNumber);
  const raster = decodeImagePage(job.kind, job.bytes, job.pageNumber);
  return raster && raster.width > 0 && raster.height > 0 ? toJpeg(scaleDown(raster)) : null;
}

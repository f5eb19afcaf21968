// What a chosen file offers to choose from (issue 22): an image is one page; a PDF or a TIFF has pages that
// can be chosen, unless it cannot be cut (an encrypted PDF, or one whose structure cannot be read: it can
// still be sent whole). PDFs are read with pdf-lib, loaded only when a PDF is chosen (its own chunk); TIFF
// pages are counted from the chain of image directories. No React, no Office.
import type { AcceptedKind } from "../input/fileCheck";
import { tiffPages } from "./tiffPages";

export type PageFormat = "pdf" | "tiff";

export type PageInfo =
  /** One page (JPG, PNG, HEIC, GIF): nothing to choose. */
  | { kind: "single" }
  /** Pages that can be chosen and cut. */
  | { kind: "pages"; format: PageFormat; count: number }
  /** Only whole: encrypted ("protected") or unreadable ("damaged"); the count when it could still be told. */
  | { kind: "uncuttable"; format: PageFormat; count: number | null; why: "protected" | "damaged" };

async function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

export async function inspectPages(file: Blob, kind: AcceptedKind): Promise<PageInfo> {
  if (kind === "pdf") {
    const { inspectPdf } = await import(/* webpackChunkName: "pages" */ "./pdfDocument");
    return inspectPdf(await bytesOf(file));
  }
  if (kind === "tiff") {
    const count = tiffPages(await bytesOf(file));
    return count === null ? { kind: "uncuttable", format: "tiff", count: null, why: "damaged" } : { kind: "pages", format: "tiff", count };
  }
  return { kind: "single" };
}

/** Pages of the file, or null when they cannot be told. */
export function pageCountOf(info: PageInfo): number | null {
  return info.kind === "single" ? 1 : info.count;
}

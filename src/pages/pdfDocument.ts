// PDF pages with pdf-lib (a maintained PDF library; its own lazily loaded chunk, never on the first screen):
// how many pages a PDF has and whether it can be cut, and the cut itself. Cutting copies the chosen pages
// (their content streams, fonts and images) into a new document: nothing is re-rendered, so text layers and
// image quality stay as they were. The result is deterministic (no dates, no random ids): the same pages of
// the same file always make the same bytes. No React, no Office.
import type { PDFDocument } from "pdf-lib";
import { loadPdfLib } from "./libraries";
import type { PageInfo } from "./inspect";

/** Why a file cannot be cut: "protected" (encrypted) or "damaged" (its structure cannot be read). */
export class CutError extends Error {
  constructor(
    readonly why: "protected" | "damaged",
    cause?: unknown,
  ) {
    super(`The file cannot be cut (${why}).`, { cause });
    this.name = "CutError";
  }
}

/** Pages of a PDF, and whether pdf-lib can cut it (an encrypted PDF's page tree can be counted, not copied). */
export async function inspectPdf(bytes: Uint8Array): Promise<PageInfo> {
  const { PDFDocument } = await loadPdfLib();
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    const count = doc.getPageCount();
    if (count < 1) return { kind: "uncuttable", format: "pdf", count: null, why: "damaged" };
    return doc.isEncrypted ? { kind: "uncuttable", format: "pdf", count, why: "protected" } : { kind: "pages", format: "pdf", count };
  } catch {
    return { kind: "uncuttable", format: "pdf", count: null, why: "damaged" };
  }
}

/** A new PDF holding `pages` (1-based, in this order) of `bytes`, copied. Throws CutError. */
export async function cutPdf(bytes: Uint8Array, pages: readonly number[]): Promise<Uint8Array> {
  const { PDFDocument } = await loadPdfLib();
  let source: PDFDocument;
  try {
    // Loaded as inspectPdf does; an encrypted document is refused below (pdf-lib's own EncryptedPDFError
    // cannot be told by instanceof: its class does not survive transpiling).
    source = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch (error: unknown) {
    throw new CutError("damaged", error);
  }
  if (source.isEncrypted) throw new CutError("protected");
  try {
    const count = source.getPageCount();
    if (pages.some((p) => !Number.isInteger(p) || p < 1 || p > count)) throw new CutError("damaged");
    const cut = await PDFDocument.create({ updateMetadata: false });
    // One copy call for all pages: resources they share (fonts, images) are copied once.
    const copied = await cut.copyPages(
      source,
      pages.map((p) => p - 1),
    );
    for (const page of copied) cut.addPage(page);
    return await cut.save({ addDefaultPage: false });
  } catch (error: unknown) {
    throw error instanceof CutError ? error : new CutError("damaged", error);
  }
}

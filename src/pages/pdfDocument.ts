// PDF pages with pdf-lib (docs/internals.md, "Pages", says why this library), run only in the pages worker (issue 32): how
// many pages a PDF has and whether it can be cut, and the cut itself. The page tree is walked with limits
// (pdfPageTree.ts) before pdf-lib's own walks run. Cutting copies the chosen pages (their content streams,
// fonts and images) into a new document: nothing is re-rendered, so text layers and image quality stay as
// they were. The result is deterministic (no dates, no random ids): the same pages of the same file always
// make the same bytes. No React, no Office.
import type { PDFDocument } from "pdf-lib";
import { loadPdfLib } from "./libraries";
import { CutError, type PageInfo } from "./pageInfo";
import { walkPageTree } from "./pdfPageTree";

type Loaded = { doc: PDFDocument; pages: number; lib: Awaited<ReturnType<typeof loadPdfLib>> };

/** The document and its page count once its page tree was walked; CutError when it cannot be trusted. */
async function load(bytes: Uint8Array): Promise<Loaded> {
  const lib = await loadPdfLib();
  let doc: PDFDocument;
  try {
    // An encrypted document's page tree can still be read (pdf-lib's own EncryptedPDFError cannot be told by
    // instanceof: its class does not survive transpiling, hence ignoreEncryption and isEncrypted below).
    doc = await lib.PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch (error: unknown) {
    throw new CutError("damaged", error);
  }
  let walk: ReturnType<typeof walkPageTree>;
  try {
    walk = walkPageTree(lib, doc, bytes.length);
  } catch (error: unknown) {
    // No catalog, or a node pdf-lib cannot look up: the structure cannot be read.
    throw new CutError("damaged", error);
  }
  if (!walk.ok) throw new CutError(walk.why);
  return { doc, pages: walk.pages, lib };
}

/** Pages of a PDF, and whether it can be cut (an encrypted PDF's page tree can be counted, not copied). */
export async function inspectPdf(bytes: Uint8Array): Promise<PageInfo> {
  try {
    const { doc, pages } = await load(bytes);
    return doc.isEncrypted
      ? { kind: "uncuttable", format: "pdf", count: pages, why: "protected" }
      : { kind: "pages", format: "pdf", count: pages };
  } catch (error: unknown) {
    return { kind: "uncuttable", format: "pdf", count: null, why: error instanceof CutError ? error.why : "damaged" };
  }
}

/** A new PDF holding `pages` (1-based, in this order) of `bytes`, copied. Throws CutError. */
export async function cutPdf(bytes: Uint8Array, pages: readonly number[]): Promise<Uint8Array> {
  const { doc: source, pages: count, lib } = await load(bytes);
  if (source.isEncrypted) throw new CutError("protected");
  if (pages.some((p) => !Number.isInteger(p) || p < 1 || p > count)) throw new CutError("damaged");
  try {
    const cut = await lib.PDFDocument.create({ updateMetadata: false });
    // One copy call for all pages: resources they share (fonts, images) are copied once.
    const copied = await cut.copyPages(
      source,
      pages.map((p) => p - 1),
    );
    for (const page of copied) cut.addPage(page);
    return await cut.save({ addDefaultPage: false });
  } catch (error: unknown) {
    throw new CutError("damaged", error);
  }
}

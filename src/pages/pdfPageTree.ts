// A PDF's page tree walked with limits (issue 32), over what pdf-lib parsed: each node at most once (a kid
// shared by two parents, or a loop, reads as damaged: pdf-lib's own walk would visit every path, 2^40 of them
// for a 4 KB file), a bounded number of nodes and levels, and a page count the file's size can hold. pdf-lib's
// getPages() and copyPages() are only called on a tree this walk accepted. No React, no Office.
import type { PDFDocument } from "pdf-lib";
import type { loadPdfLib } from "./libraries";
import { MAX_PAGE_TREE_DEPTH, MAX_PAGE_TREE_NODES, MIN_BYTES_PER_PAGE } from "./limits";

type PdfLib = Awaited<ReturnType<typeof loadPdfLib>>;

export type PageTreeWalk = { ok: true; pages: number } | { ok: false; why: "damaged" | "unsafe" };

/** The pages of `doc`'s page tree (pdf-lib's leaves, the ones it copies), or why they cannot be trusted. */
export function walkPageTree(lib: PdfLib, doc: PDFDocument, fileBytes: number): PageTreeWalk {
  const { PDFArray, PDFName, PDFPageLeaf, PDFPageTree } = lib;
  const root: unknown = doc.catalog.get(PDFName.of("Pages"));
  const seen = new Set<unknown>();
  const waiting: Array<{ node: unknown; depth: number }> = [{ node: root, depth: 0 }];
  let pages = 0;
  while (waiting.length > 0) {
    const { node, depth } = waiting.pop()!;
    // A ref (or a direct dictionary) met twice is a kid shared by two parents, or a loop.
    if (node === undefined || seen.has(node)) return { ok: false, why: "damaged" };
    seen.add(node);
    if (depth > MAX_PAGE_TREE_DEPTH) return { ok: false, why: "unsafe" };
    const dict: unknown = doc.context.lookup(node as Parameters<typeof doc.context.lookup>[0]);
    if (dict instanceof PDFPageLeaf && depth > 0) {
      pages++;
      continue;
    }
    if (!(dict instanceof PDFPageTree)) return { ok: false, why: "damaged" };
    const kids: unknown = dict.lookup(PDFName.of("Kids"));
    if (!(kids instanceof PDFArray)) return { ok: false, why: "damaged" };
    if (seen.size + waiting.length + kids.size() > MAX_PAGE_TREE_NODES) return { ok: false, why: "unsafe" };
    for (let i = kids.size() - 1; i >= 0; i--) waiting.push({ node: kids.get(i), depth: depth + 1 });
  }
  if (pages < 1) return { ok: false, why: "damaged" };
  if (pages > Math.max(1, Math.floor(fileBytes / MIN_BYTES_PER_PAGE))) return { ok: false, why: "unsafe" };
  return { ok: true, pages };
}

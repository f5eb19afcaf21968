// How far the pane goes reading a chosen file's structure (issue 32): a file past any of these is "cannot be
// read here" and goes whole, rather than freezing the pane or its worker. Each limit is far above what a real
// scan or report needs. No React, no Office.

/** Nodes of a PDF page tree walked (pages and the nodes above them). */
export const MAX_PAGE_TREE_NODES = 100_000;

/** Levels of a PDF page tree (real trees are a handful deep; pdf-lib recurses through them). */
export const MAX_PAGE_TREE_DEPTH = 64;

/**
 * The fewest bytes a page can take in a file: a page count above size / this is not believable. A page object
 * in a compressed object stream takes a few dozen bytes; 8 leaves a wide margin for generated files.
 */
export const MIN_BYTES_PER_PAGE = 8;

/** Image directories of a TIFF (pages, reduced copies and sub-directories together). */
export const MAX_TIFF_DIRECTORIES = 10_000;

/** Nesting of a TIFF's sub-directories (SubIFDs, EXIF, GPS). */
export const MAX_TIFF_DEPTH = 8;

/** Larger pages are refused before anything is decoded (4 bytes a pixel while decoding: 480 MB). */
export const MAX_PIXELS = 120_000_000;

/**
 * The time an inspection (page count, cut, a page's picture) may take in its worker before it is abandoned and
 * the worker ended: 4 s, and 20 ms more per MB (a 200 MB scan: 8 s). A normal file answers in well under a second.
 */
export function inspectionBudgetMs(bytes: number): number {
  return 4000 + Math.ceil(bytes / 50_000);
}

/**
 * The worker's heap where the runtime can cap it (Node's worker_threads: tests and bench); browsers cannot, so
 * there the time budget bounds what a runaway decoder can allocate.
 */
export const WORKER_HEAP_MB = 512;

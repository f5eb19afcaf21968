// Where the review grid's frozen first column meets the columns that scroll under it. A column only partly
// under it would show the end of its text ("elf" of "Shelf", "-12" of "B-12"), which reads like a misread
// (issue 35, item 4): the grid shades that column's visible part instead. Plain arithmetic: the grid renders.

/** Pixels either side of the edge that still count as on it (sub-pixel scrolling). */
const SLACK = 0.5;

/**
 * The column whose start is under the frozen first column and whose end is still in view, once the grid has
 * scrolled `scrolled` pixels sideways (from its start edge, whatever the writing direction); null when none.
 */
export function partlyCovered(widths: readonly number[], scrolled: number): number | null {
  const first = widths[0] ?? 0;
  // The frozen column's far edge, in the grid's own coordinates.
  const edge = first + Math.abs(scrolled);
  let start = first;
  for (let column = 1; column < widths.length; column++) {
    const end = start + (widths[column] ?? 0);
    if (start >= edge - SLACK) return null;
    if (end > edge + SLACK) return column;
    start = end;
  }
  return null;
}

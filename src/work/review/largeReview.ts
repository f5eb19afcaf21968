// When a review is large enough that reading all its values takes longer than a frame (a 10,000 x 10 table
// takes about a second): its first readings are then spread over short tasks, and an edit's checks wait until
// the frame that shows the edit has been painted. Smaller reviews are read at once, as they are drawn.
import type { ReviewDoc } from "../../results/review/types";

/** About 2 ms of reading per edited column (checks and evidence), on a slow machine. */
export const LARGE_REVIEW_CELLS = 20_000;

/** True when the review's tables hold more cells than LARGE_REVIEW_CELLS (records and transcripts are read at once). */
export function isLargeReview(doc: ReviewDoc | null): boolean {
  if (doc?.kind !== "tables") return false;
  let cells = 0;
  for (const table of doc.tables) cells += table.source.rows.length * table.source.columnCount;
  return cells > LARGE_REVIEW_CELLS;
}

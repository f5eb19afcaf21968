// Where the focus is in the review, read from the id of the field that has it (the review names its fields
// `review-pair-<n>`, `review-field-<record>-<key>`, `review-page-<n>`, `review-translation-<n>`), so the page
// panel can follow the focus into pairs, records and transcript pages. Grid cells say where they are
// themselves (the grid's active cell). Pure.
import type { ReviewPlace } from "../../results/review/pageOf";

const PATTERNS: readonly [RegExp, (n: number) => ReviewPlace][] = [
  [/^review-pair-(\d+)(?:-key)?$/, (pair) => ({ kind: "pair", pair })],
  [/^review-field-(\d+)-/, (record) => ({ kind: "field", record })],
  [/^review-(?:page|translation)-(\d+)$/, (page) => ({ kind: "page", page })],
];

/** The review place of a focused element's id; null for anything else (buttons, checkboxes, the grid). */
export function placeOfId(id: string): ReviewPlace | null {
  for (const [pattern, place] of PATTERNS) {
    const match = pattern.exec(id);
    if (match) return place(Number(match[1]));
  }
  return null;
}

// Which page of the file a place in the review comes from, so the page panel can show it beside what is being
// checked (issue 36). The service gives page numbers only (no boxes), so a place maps to a whole page. Page
// numbers are the original file's (mapped by pageMapping.ts before the review starts). Pure.
import { groupOf, groupRowAt } from "./tables";
import type { ReviewDoc } from "./types";

/** Where the user is in the review. A cell is a grid position of the joined table whose head is `head`. */
export type ReviewPlace =
  | { kind: "cell"; head: string; row: number; column: number }
  | { kind: "table"; head: string }
  | { kind: "pair"; pair: number }
  | { kind: "field"; record: number }
  | { kind: "page"; page: number };

/** The pages a joined table spans (its head's first), in order, each once. */
export function tablePages(doc: ReviewDoc, head: string): number[] {
  if (doc.kind !== "tables") return [];
  return unique(groupOf(doc.tables, head).map((t) => t.source.pageNumber));
}

/** The page a place comes from; null when the place is not in this result. */
export function pageOf(doc: ReviewDoc, place: ReviewPlace): number | null {
  switch (place.kind) {
    case "cell": {
      if (doc.kind !== "tables") return null;
      const group = groupOf(doc.tables, place.head);
      if (group.length === 0) return null;
      // A joined table's row comes from the table (and page) it was read on; the header row from the head's.
      const ref = groupRowAt(group, place.row);
      return (ref?.table ?? group[0]!).source.pageNumber;
    }
    case "table":
      return tablePages(doc, place.head)[0] ?? null;
    case "pair":
      return doc.kind === "tables" ? (doc.pairs[place.pair]?.source.pageNumber ?? null) : null;
    case "field":
      return doc.kind === "records" ? (doc.records[place.record]?.source.pageNumber ?? null) : null;
    case "page":
      return doc.kind === "transcript" ? (doc.pages[place.page]?.source.pageNumber ?? null) : null;
  }
}

/** Every page the result has something from, in order: the pages the panel can turn to. */
export function resultPages(doc: ReviewDoc): number[] {
  const pages =
    doc.kind === "tables"
      ? [...doc.tables.map((t) => t.source.pageNumber), ...doc.pairs.map((p) => p.source.pageNumber)]
      : doc.kind === "records"
        ? doc.records.map((r) => r.source.pageNumber)
        : doc.pages.map((p) => p.source.pageNumber);
  return unique(pages).sort((a, b) => a - b);
}

/** The page to show: the place's, else the result's first, else page 1 (a result with nothing read). */
export function pageToShow(doc: ReviewDoc, place: ReviewPlace | null): number {
  return (place ? pageOf(doc, place) : null) ?? resultPages(doc)[0] ?? 1;
}

function unique(pages: readonly number[]): number[] {
  return [...new Set(pages)];
}

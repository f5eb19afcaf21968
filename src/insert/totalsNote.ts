// The sentences that say where a table's totals row went: a last row that adds up the rows above it is the
// table's totals row (with the document's figures), or is written right below the table, and never one of its
// data rows. Said only when it happened, one sentence per placement naming the tables.
import { t } from "../i18n/messages";
import type { PlacedGrid } from "../office/excelInsert";
import { nameList } from "./outcome";

/** The notes for an insert's grids: none, or one sentence per way the totals rows were written. */
export function totalsNotes(placed: readonly PlacedGrid[]): string[] {
  const notes: string[] = [];
  for (const [placement, key] of [
    ["totalsRow", "results.insert.totalsRow"],
    ["belowTable", "results.insert.totalsBelow"],
  ] as const) {
    const tables = [...new Set(placed.filter((p) => p.totals === placement).map((p) => p.table ?? p.sheet))];
    if (tables.length > 0) notes.push(t(key, { count: tables.length, names: nameList(tables) }));
  }
  return notes;
}

// "Mark as checked": the user looked at a flagged value and keeps it as it is. A mark holds the text the value
// had, so it settles the value's flags only while the value reads so (types.ts, CheckedMarks). Pure.
import { placeKey } from "../checks/places";
import type { Flag, FlagPlace } from "../checks/types";
import { cellText } from "./tables";
import type { ReviewDoc, ReviewEdit } from "./types";

/** The value at a flag's place as the review has it now (null when the place is not in the review). */
export function valueAt(doc: ReviewDoc, place: FlagPlace): string | null {
  if (place.kind === "cell") {
    if (doc.kind !== "tables") return null;
    const table = doc.tables.find((t) => t.id === place.table);
    return table ? cellText(table, place.row, place.column) : null;
  }
  if (place.kind === "pair") return doc.kind === "tables" ? (doc.pairs[place.pair]?.value ?? null) : null;
  if (doc.kind !== "records") return null;
  const record = doc.records[place.record];
  return record ? (record.values.get(place.field) ?? record.source.values[place.field] ?? "") : null;
}

/** True when the user marked the value at `place` as checked, as it reads now. */
export function isChecked(doc: ReviewDoc, place: FlagPlace): boolean {
  if (doc.checked.size === 0) return false;
  const text = doc.checked.get(placeKey(place));
  return text !== undefined && text === valueAt(doc, place);
}

/** The flags still to check: those of places marked as checked left out (the count, F8, the gates). */
export function openFlags<F extends Flag>(doc: ReviewDoc, flags: readonly F[]): readonly F[] {
  if (doc.checked.size === 0) return flags;
  return flags.filter((flag) => !isChecked(doc, flag.place));
}

/** The edit that marks the value at `place` as checked as it reads now (null when it is not in the review). */
export function markCheckedEdit(doc: ReviewDoc, place: FlagPlace): ReviewEdit | null {
  const text = valueAt(doc, place);
  return text === null ? null : { op: "markChecked", place, text, checked: true };
}

/** The marks after a "markChecked" edit (the same map when it changes nothing). */
export function withMark(marks: ReviewDoc["checked"], place: FlagPlace, text: string, checked: boolean): ReviewDoc["checked"] {
  const key = placeKey(place);
  if (checked ? marks.get(key) === text : !marks.has(key)) return marks;
  const next = new Map(marks);
  if (checked) next.set(key, text);
  else next.delete(key);
  return next;
}

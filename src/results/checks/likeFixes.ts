// "Fix all like this" (group verification): flagged values whose suggested fix mends them the same way, in the
// same column, settled together. Pure.
//
// The rule: two fixes are alike when they are in the same column and their mend is the same.
// - The column: a table's column (tables joined into one are one table, so one column), the values of the
//   key/value pairs (one column of values), or an extractor field across its records. Different columns are
//   never grouped, even for the same mend: an "O" in an Amount column is a zero, in a Reference column it may be
//   a letter, and the user judges a column at a time.
// - The mend: the same letter/digit swaps ("1O5.00" -> "105.00" and "2O.OO" -> "20.00" are both O for 0;
//   "l2O" -> "120" is l for 1 and O for 0, a mend of its own), the same decimal mark swapped, or the same
//   reading as thousands. A total's suggestion (the sum) is particular to its row and is never grouped, nor is
//   a fix that changes the text in some other way.
import { headOf } from "../review/tables";
import { openFlags, valueAt } from "../review/marks";
import type { ReviewDoc, ReviewEdit } from "../review/types";
import { placeKey } from "./places";
import type { Flag, FlagPlace } from "./types";

/** One value the group changes: where, what it reads now, what it becomes. */
export interface LikeFix {
  place: FlagPlace;
  from: string;
  to: string;
}

export interface LikeFixGroup {
  /** The column the fixes are in (see above). */
  column: string;
  /** The mend they share: "swap:O>0", "mark:,", "thousands". */
  rule: string;
  fixes: readonly LikeFix[];
}

/** The mend a fix makes, as a rule to compare (null when it is particular to its value). */
export function mendRule(flag: Flag, from: string, to: string): string | null {
  switch (flag.kind) {
    case "total":
    case "totalUnchecked":
    case "emptyField":
      return null;
    case "ambiguous":
      return "thousands";
    case "decimalMark":
      return `mark:${flag.mark}`;
    default: {
      // Letters read for digits: the same length, and every difference one character for another.
      const from_ = [...from];
      const to_ = [...to];
      if (from_.length !== to_.length) return null;
      const swaps = new Set<string>();
      from_.forEach((ch, i) => {
        if (ch !== to_[i]) swaps.add(`${ch}>${to_[i]}`);
      });
      return swaps.size === 0 ? null : `swap:${[...swaps].sort().join(",")}`;
    }
  }
}

function columnOf(doc: ReviewDoc, place: FlagPlace): string | null {
  if (place.kind === "pair") return "pairs";
  if (place.kind === "field") return `field:${place.field}`;
  if (doc.kind !== "tables") return null;
  const head = headOf(doc.tables, place.table);
  return head ? `cell:${head.id}:${place.column}` : null;
}

/** The groups of two or more like fixes among the flags still to check, in the flags' order. */
export function likeFixGroups(doc: ReviewDoc, flags: readonly Flag[]): LikeFixGroup[] {
  const groups = new Map<string, { column: string; rule: string; fixes: LikeFix[] }>();
  // A place with several flags is fixed as its first flag says (as the review shows it).
  const seen = new Set<string>();
  for (const flag of openFlags(doc, flags)) {
    const key = placeKey(flag.place);
    if (seen.has(key)) continue;
    seen.add(key);
    if (flag.suggestion === null) continue;
    const from = valueAt(doc, flag.place);
    if (from === null || from === flag.suggestion) continue;
    const rule = mendRule(flag, from, flag.suggestion);
    const column = columnOf(doc, flag.place);
    if (rule === null || column === null) continue;
    const id = `${column}\u0000${rule}`;
    const group = groups.get(id) ?? { column, rule, fixes: [] };
    group.fixes.push({ place: flag.place, from, to: flag.suggestion });
    groups.set(id, group);
  }
  return [...groups.values()].filter((g) => g.fixes.length >= 2);
}

/** The group a place's fix belongs to (null when its fix is alone). */
export function likeFixGroupOf(groups: readonly LikeFixGroup[], place: FlagPlace): LikeFixGroup | null {
  const key = placeKey(place);
  return groups.find((g) => g.fixes.some((f) => placeKey(f.place) === key)) ?? null;
}

/** The edit that puts a value in at a flag's place. */
export function setValueEdit(place: FlagPlace, value: string): ReviewEdit {
  if (place.kind === "cell") return { op: "setCell", table: place.table, row: place.row, column: place.column, value };
  if (place.kind === "pair") return { op: "setPair", pair: place.pair, part: "value", value };
  return { op: "setField", record: place.record, field: place.field, value };
}

/** Every fix of the group as one edit: one step to undo. */
export function likeFixEdit(group: LikeFixGroup): ReviewEdit {
  return { op: "together", edits: group.fixes.map((f) => setValueEdit(f.place, f.to)) };
}

/**
 * Whether a group still stands as it was when the user was asked about it (`asked`): the same values, reading
 * the same, getting the same fixes. Not after an edit or an undo that changed any of them, so the user never
 * confirms a list other than the one shown.
 */
export function sameLikeFixes(now: LikeFixGroup | null, asked: LikeFixGroup): boolean {
  if (!now || now.fixes.length !== asked.fixes.length) return false;
  return now.fixes.every((f, i) => {
    const was = asked.fixes[i]!;
    return placeKey(f.place) === placeKey(was.place) && f.from === was.from && f.to === was.to;
  });
}

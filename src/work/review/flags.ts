// The checks' flags as the review uses them: a sentence for each (shown, and said to screen readers), the
// edit that applies its fix, and lookups by place for the grid and the fields.
import { t } from "../../i18n/messages";
import { likeFixGroups, setValueEdit, type LikeFixGroup } from "../../results/checks/likeFixes";
import { placeKey } from "../../results/checks/places";
import type { Flag, FlagPlace } from "../../results/checks/types";
import { valueAt } from "../../results/review/marks";
import { groupRows, tableGroups } from "../../results/review/tables";
import type { ReviewDoc, ReviewEdit } from "../../results/review/types";
import type { CellMark } from "./gridSource";

/** Why a value is flagged, in one sentence, with its suggestion when there is one. */
export function flagSentence(flag: Flag): string {
  const reason = (() => {
    switch (flag.kind) {
      case "notNumber":
        return t("review.flag.notNumber");
      case "total": {
        // The suggested fixes the sum took, the first named ("with 1O5.00 read as 105.00"), the rest counted.
        const first = flag.fixes[0];
        if (!first) return t("review.flag.total", { sum: flag.sum, total: flag.total });
        return t("review.flag.totalFixed", {
          sum: flag.sum,
          total: flag.total,
          text: first.text,
          value: first.read,
          others: flag.fixes.length - 1,
        });
      }
      case "totalUnchecked":
        return t("review.flag.totalUnchecked", { reason: flag.reason, text: flag.text });
      case "date":
        return flag.problem ? t(`review.flag.${flag.problem}`) : t("review.flag.date");
      case "decimalMark":
        return t("review.flag.decimalMark", { mark: flag.mark });
      case "fieldType":
        return t("review.flag.fieldType", { type: flag.type });
      case "emptyField":
        return t("review.flag.emptyField");
      case "targetType":
        return t("review.flag.targetType", { expected: flag.expected, column: flag.column });
      case "ambiguous":
        return t("review.flag.ambiguous");
    }
  })();
  return flag.suggestion === null ? reason : `${reason} ${t("review.flag.suggestion", { value: flag.suggestion })}`;
}

/** The edit that puts the flag's suggestion in (null when it has none). */
export function fixEdit(flag: Flag): ReviewEdit | null {
  return flag.suggestion === null ? null : setValueEdit(flag.place, flag.suggestion);
}

/** The flags by place (the first flag of a place wins), as marks for the grid and the fields. */
export interface FlagIndex {
  flags: readonly Flag[];
  at(place: FlagPlace): { flag: Flag; mark: CellMark } | null;
  /** The like fixes (two or more) a place's fix belongs to, or null (none, or no review given). */
  likeFixes(place: FlagPlace): LikeFixGroup | null;
}

/**
 * `doc`: the state the flags were checked on (for the like fixes). `now`: the state shown, when the flags are of
 * an earlier one (a large review checks an edit just after the frame that shows it): a place whose value
 * changed since has no mark until it is checked again.
 */
export function indexFlags(flags: readonly Flag[], doc: ReviewDoc | null = null, now: ReviewDoc | null = doc): FlagIndex {
  const byPlace = new Map<string, { flag: Flag; mark: CellMark }>();
  for (const flag of flags) {
    const key = placeKey(flag.place);
    if (!byPlace.has(key)) byPlace.set(key, { flag, mark: { description: flagSentence(flag), suggestion: flag.suggestion } });
  }
  // Grouped the first time a flag's actions ask (the active cell's), not on every edit of a large table.
  let groups: Map<string, LikeFixGroup> | null = null;
  const likeFixes = (place: FlagPlace): LikeFixGroup | null => {
    if (!doc) return null;
    if (!groups) {
      groups = new Map();
      for (const group of likeFixGroups(doc, flags)) for (const fix of group.fixes) groups.set(placeKey(fix.place), group);
    }
    return groups.get(placeKey(place)) ?? null;
  };
  const stale = doc !== null && now !== null && now !== doc;
  const at = (place: FlagPlace): { flag: Flag; mark: CellMark } | null => {
    const found = byPlace.get(placeKey(place)) ?? null;
    return found && stale && valueAt(doc, place) !== valueAt(now, place) ? null : found;
  };
  return { flags, at, likeFixes };
}

/** Where a flag comes in the review, top to bottom: tables (joined ones as shown), then pairs, then records. */
export type FlagKey = readonly number[];

function compare(a: FlagKey, b: FlagKey): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/** The flags in the order the review shows their places, each with its key. */
export function orderFlags(doc: ReviewDoc, flags: readonly Flag[]): { flag: Flag; key: FlagKey }[] {
  const rows = new Map<string, FlagKey>();
  const fields = doc.kind === "records" ? new Map(doc.base.fields.map((f, i) => [f.key, i])) : new Map<string, number>();
  if (doc.kind === "tables")
    tableGroups(doc.tables).forEach((group, g) => groupRows(group).forEach((ref, r) => rows.set(`${ref.table.id}:${ref.row}`, [0, g, r])));
  const keyOf = (place: FlagPlace): FlagKey => {
    if (place.kind === "cell") return [...(rows.get(`${place.table}:${place.row}`) ?? [0, 1e9, 0]), place.column];
    if (place.kind === "pair") return [1, place.pair];
    return [2, place.record, fields.get(place.field) ?? 0];
  };
  return flags.map((flag) => ({ flag, key: keyOf(flag.place) })).sort((a, b) => compare(a.key, b.key));
}

/** The index of the flag after `at` (before it, backwards), going round; -1 when there is none. */
export function nextFlagIndex(ordered: readonly { key: FlagKey }[], at: FlagKey | null, backwards = false): number {
  if (ordered.length === 0) return -1;
  if (at === null) return backwards ? ordered.length - 1 : 0;
  if (backwards) {
    for (let i = ordered.length - 1; i >= 0; i--) if (compare(ordered[i]!.key, at) < 0) return i;
    return ordered.length - 1;
  }
  const i = ordered.findIndex((o) => compare(o.key, at) > 0);
  return i < 0 ? 0 : i;
}

// The checks' flags as the review uses them: a sentence for each (shown, and said to screen readers), the
// edit that applies its fix, and lookups by place for the grid and the fields.
import { t } from "../../i18n/messages";
import type { Flag, FlagPlace } from "../../results/checks/types";
import type { ReviewEdit } from "../../results/review/types";
import type { CellMark } from "./gridSource";

/** Why a value is flagged, in one sentence, with its suggestion when there is one. */
export function flagSentence(flag: Flag): string {
  const reason = (() => {
    switch (flag.kind) {
      case "notNumber":
        return t("review.flag.notNumber");
      case "total":
        return t("review.flag.total", { sum: flag.sum, total: flag.total });
      case "date":
        return t("review.flag.date");
      case "decimalMark":
        return t("review.flag.decimalMark", { mark: flag.mark });
      case "fieldType":
        return t("review.flag.fieldType", { type: flag.type });
      case "emptyField":
        return t("review.flag.emptyField");
      case "ambiguous":
        return t("review.flag.ambiguous");
    }
  })();
  return flag.suggestion === null ? reason : `${reason} ${t("review.flag.suggestion", { value: flag.suggestion })}`;
}

/** The edit that puts the flag's suggestion in (null when it has none). */
export function fixEdit(flag: Flag): ReviewEdit | null {
  if (flag.suggestion === null) return null;
  const place = flag.place;
  if (place.kind === "cell") return { op: "setCell", table: place.table, row: place.row, column: place.column, value: flag.suggestion };
  if (place.kind === "pair") return { op: "setPair", pair: place.pair, part: "value", value: flag.suggestion };
  return { op: "setField", record: place.record, field: place.field, value: flag.suggestion };
}

export const placeKey = (place: FlagPlace): string =>
  place.kind === "cell"
    ? `c:${place.table}:${place.row}:${place.column}`
    : place.kind === "pair"
      ? `p:${place.pair}`
      : `f:${place.record}:${place.field}`;

/** The flags by place (the first flag of a place wins), as marks for the grid and the fields. */
export interface FlagIndex {
  flags: readonly Flag[];
  at(place: FlagPlace): { flag: Flag; mark: CellMark } | null;
}

export function indexFlags(flags: readonly Flag[]): FlagIndex {
  const byPlace = new Map<string, { flag: Flag; mark: CellMark }>();
  for (const flag of flags) {
    const key = placeKey(flag.place);
    if (!byPlace.has(key)) byPlace.set(key, { flag, mark: { description: flagSentence(flag), suggestion: flag.suggestion } });
  }
  return { flags, at: (place) => byPlace.get(placeKey(place)) ?? null };
}

// "Fix all like this" asks first, listing every value it will change (where it is, what it reads, what it
// becomes), so nothing changes that the user has not seen named. Plain code over src/results.
import { t } from "../../i18n/messages";
import type { LikeFix, LikeFixGroup } from "../../results/checks/likeFixes";
import type { Question } from "../batchView";
import type { TableSource } from "./tableSource";

/** Where a fix is in its table's grid, as the review shows it: "Amount, row 3: 1O5.00 → 105.00". */
export function tableFixLine(source: Pick<TableSource, "gridRow" | "columnLabel">, fix: LikeFix): string {
  const { place, from, to } = fix;
  const row = place.kind === "cell" ? (source.gridRow(place.table, place.row) ?? place.row) : 0;
  const column = place.kind === "cell" ? source.columnLabel(place.column) : "";
  return t("review.likeFix.cell", { column, row: row + 1, from, to });
}

/** The question before a group's fixes go in, with a line for each value (`lineOf`). */
export function likeFixQuestion(group: LikeFixGroup, lineOf: (fix: LikeFix) => string): Question {
  const count = group.fixes.length;
  return {
    title: t("review.likeFix.title", { count }),
    message: t("review.likeFix.message"),
    details: group.fixes.map(lineOf),
    confirm: t("review.likeFix.confirm", { count }),
    cancel: t("review.likeFix.cancel"),
  };
}

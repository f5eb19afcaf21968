// The outcome's sentence for cells left to check: how many, and how this Excel marked them (notes, comments,
// or only a fill where it has neither); in Word, whether a comment on the insertion lists them.
import { t } from "../i18n/messages";
import { doubtMark } from "../office/excelDoubts";
import type { PlacedGrid } from "../office/excelInsert";

export function doubtsNotes(placed: readonly PlacedGrid[]): string[] {
  const count = placed.reduce((n, p) => n + (p.doubts ?? 0), 0);
  return count > 0 ? [t("results.insert.doubtsMarked", { count, mark: doubtMark() })] : [];
}

/** Word: `count` values left to check, `commented` of them in a comment (0: this Word cannot comment). */
export function wordDoubtsNotes(count: number, commented: number): string[] {
  return count > 0 ? [t("results.insert.wordDoubts", { count, mark: commented > 0 ? "comment" : "none" })] : [];
}

// The outcome's sentence for cells left to check: how many, and how this Excel marked them (notes, comments,
// or only a fill where it has neither).
import { t } from "../i18n/messages";
import { doubtMark } from "../office/excelDoubts";
import type { PlacedGrid } from "../office/excelInsert";

export function doubtsNotes(placed: readonly PlacedGrid[]): string[] {
  const count = placed.reduce((n, p) => n + (p.doubts ?? 0), 0);
  return count > 0 ? [t("results.insert.doubtsMarked", { count, mark: doubtMark() })] : [];
}

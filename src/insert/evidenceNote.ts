// The sentence that says which columns were read otherwise than the workbook reads numbers, and the values that
// decided it: "Read with , as thousands separator in January, February and March: the document writes
// 3,410.00." The review shows it above each table before Insert; the insert's outcome repeats it.
import { t, uiLocale } from "../i18n/messages";
import { joinEvidence, type EvidenceSaid } from "../results/numbers/evidenceSaid";
import type { PlacedGrid } from "../office/excelGrid";

const columnList = (names: readonly string[]): string =>
  new Intl.ListFormat(uiLocale().locale, { type: "conjunction" }).format(names.map((name) => t("results.numbers.columnName", { name })));

/** One sentence per reason. */
export function evidenceSentences(said: readonly EvidenceSaid[]): string[] {
  return said.map((s) =>
    t("results.numbers.evidence", {
      sep: s.group,
      columns: columnList(s.columns),
      from: s.from,
      example: s.example,
      beside: s.beside ?? "none",
    }),
  );
}

/** The sentences for an insert's grids: none, or one per reason over all of them. */
export function evidenceNotes(placed: readonly PlacedGrid[]): string[] {
  return evidenceSentences(joinEvidence(placed.map((p) => p.evidence)));
}

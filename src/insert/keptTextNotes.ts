// The sentences that name the cells an Excel insert kept as text among numbers (the likely misreads), one per
// column: '2 cells kept as text in "Units" on "report T2": B3 ("1O5") and B5 ("n/a") do not read as numbers.'
import { t, uiLocale } from "../i18n/messages";
import type { KeptText } from "../office/excelInsert";

/** Cells named one by one in a sentence; the rest are counted. */
const NAMED_CELLS = 5;
/** A cell's text as quoted in the sentence: its beginning, when it is long. */
const QUOTED_LENGTH = 40;

const quoted = (text: string): string => (text.length > QUOTED_LENGTH ? `${text.slice(0, QUOTED_LENGTH - 1)}…` : text);

const list = (items: readonly string[]): string => new Intl.ListFormat(uiLocale().locale, { type: "conjunction" }).format(items);

export function keptTextNotes(kept: readonly KeptText[]): string[] {
  return kept.map((column) => {
    const named = column.cells
      .slice(0, NAMED_CELLS)
      .map((cell) => t("results.insert.keptCell", { address: cell.address, text: quoted(cell.text) }));
    const rest = column.cells.length - named.length;
    const cells = list(rest > 0 ? [...named, t("results.insert.keptMore", { count: rest })] : named);
    return t("results.insert.keptText", {
      count: column.cells.length,
      column: column.column,
      sheet: column.sheet,
      cells,
      kind: column.kind,
    });
  });
}

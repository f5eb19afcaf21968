// The sentence that says figures which read either way ("12,400") were read as decimals, as this workbook reads
// them, and how to read them as thousands instead: '14 figures such as 12,400 were read as decimals (12,4), as
// this workbook reads them. To read them as thousands, choose "1,234.56 (decimal point)" under "Read numbers
// as" and insert again.' Said only when it happened (never in an en-US workbook, where 12,400 is 12400).
import { t } from "../i18n/messages";
import { plainNumber } from "../results/checks/numberText";
import type { DecimalsRead, PlacedGrid } from "../office/excelInsert";

/** The words of a figure and the decimal number it became ("12,400", "12,4"), as the hint and the note give them. */
export function decimalsExample(decimals: DecimalsRead): { example: string; decimal: string } {
  return { example: decimals.example.text, decimal: plainNumber(decimals.example.value, decimals.mark) };
}

/** Several grids' figures read as decimals, together (the first example kept). */
function addDecimals(all: readonly (DecimalsRead | null)[]): DecimalsRead | null {
  const found = all.filter((d): d is DecimalsRead => d !== null);
  const first = found[0];
  return first ? { ...first, count: found.reduce((n, d) => n + d.count, 0) } : null;
}

/** The note for an insert's grids: none, or one sentence for all of them. */
export function decimalsNotes(placed: readonly PlacedGrid[]): string[] {
  const decimals = addDecimals(placed.map((p) => p.decimals));
  if (!decimals) return [];
  // Read as thousands, the figures' separator groups digits: the other mark is the decimal one.
  const choice = t(decimals.mark === "," ? "results.insertPanel.readAsPoint" : "results.insertPanel.readAsComma");
  return [
    t("results.insert.readAsDecimals", {
      count: decimals.count,
      ...decimalsExample(decimals),
      choice,
      field: t("results.insertPanel.readAs"),
    }),
  ];
}

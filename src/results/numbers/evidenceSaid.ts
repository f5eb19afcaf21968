// Which columns were read with another decimal mark than the workbook's because the column's own values or
// the document's said so, and which values said it: what the review and the insert's outcome show, one entry
// per reason with the columns it decided. Pure: the sentences are src/insert/evidenceNote.ts.
import type { ColumnReading, DecimalMark } from "./cellValues";

export interface EvidenceSaid {
  /** Where the evidence was: the column itself, or the rest of the document. */
  from: "column" | "document";
  /** The workbook's decimal mark, read in these columns as the thousands separator. */
  group: DecimalMark;
  /** The value that says so ("3,410.00"; "1,240"), and the integer written without a separator beside it ("310"). */
  example: string;
  beside: string | null;
  /** The headings of the columns this decided. */
  columns: string[];
}

/** The columns of one grid whose reading the evidence decided against the workbook, by reason. */
export function evidenceOf(readings: readonly (ColumnReading | null)[], headings: readonly string[]): EvidenceSaid[] {
  const said: EvidenceSaid[] = [];
  readings.forEach((reading, c) => {
    if (!reading?.againstCulture || !reading.evidence || reading.kind !== "number") return;
    if (reading.markFrom !== "column" && reading.markFrom !== "document") return;
    // Only a column holding a figure with a separator was read otherwise than the workbook would.
    if (!reading.cells.some((cell) => cell.value.kind === "number" && /[.,]/.test(cell.text))) return;
    const group: DecimalMark = reading.mark === "." ? "," : ".";
    const heading = headings[c] ?? "";
    const same = said.find(
      (s) => s.from === reading.markFrom && s.example === reading.evidence?.example && s.beside === reading.evidence.beside,
    );
    if (same) same.columns.push(heading);
    else
      said.push({ from: reading.markFrom, group, example: reading.evidence.example, beside: reading.evidence.beside, columns: [heading] });
  });
  return said;
}

/** Several grids' evidence together: one entry per reason, its columns joined. */
export function joinEvidence(all: readonly (readonly EvidenceSaid[])[]): EvidenceSaid[] {
  const joined: EvidenceSaid[] = [];
  for (const said of all.flat()) {
    const same = joined.find((s) => s.from === said.from && s.example === said.example && s.beside === said.beside);
    if (same) same.columns.push(...said.columns.filter((c) => !same.columns.includes(c)));
    else joined.push({ ...said, columns: [...said.columns] });
  }
  return joined;
}

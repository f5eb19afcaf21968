// What the review says above each table before Insert: the columns its figures will be read in otherwise than
// the workbook reads numbers, because the column's own values or the rest of the document said so, and which
// values said it. The same reading as the checks and the writers (src/results/numbers): every chosen table's
// kept rows and columns, and the chosen key/value values as one more column, weigh as the document. Pure.
import { columnHeading } from "../documentText";
import { readColumn, type NumberCulture } from "../numbers/cellValues";
import { evidenceOf, type EvidenceSaid } from "../numbers/evidenceSaid";
import { documentEvidence } from "../numbers/markEvidence";
import { cellText, groupRows, tableGroups } from "./tables";
import type { ReviewDoc, TableState } from "./types";

type TablesDoc = Extract<ReviewDoc, { kind: "tables" }>;

interface GroupColumns {
  head: string;
  headings: string[];
  columns: string[][];
}

function groupColumns(group: readonly TableState[]): GroupColumns {
  const head = group[0]!;
  const refs = groupRows(group).filter((ref, i) => !(i === 0 && head.hasHeaderRow) && !ref.table.deletedRows.has(ref.row));
  const headings: string[] = [];
  const columns: string[][] = [];
  for (let c = 0; c < head.source.columnCount; c++) {
    if (head.deletedColumns.has(c)) continue;
    headings.push(head.hasHeaderRow ? cellText(head, 0, c) : columnHeading(c + 1));
    columns.push(refs.map((ref) => cellText(ref.table, ref.row, c)));
  }
  return { head: head.id, headings, columns };
}

/** Per table shown (by its head's id), the columns the evidence decided against the workbook; empty without a workbook. */
export function reviewEvidence(doc: TablesDoc, culture: NumberCulture | null): Map<string, EvidenceSaid[]> {
  const said = new Map<string, EvidenceSaid[]>();
  if (!culture) return said;
  const groups = tableGroups(doc.tables)
    .filter((group) => group[0]!.chosen)
    .map(groupColumns);
  const pairs = doc.pairs.filter((p) => p.chosen).map((p) => p.value);
  const document = documentEvidence([...groups.flatMap((g) => g.columns), ...(pairs.length > 0 ? [pairs] : [])], culture.group);
  for (const group of groups) {
    const readings = group.columns.map((values) => readColumn(values, { culture, documentEvidence: document }));
    said.set(group.head, evidenceOf(readings, group.headings));
  }
  return said;
}

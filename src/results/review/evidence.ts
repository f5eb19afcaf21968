// What the review says above each table before Insert: the columns its figures will be read in otherwise than
// the workbook reads numbers, because the column's own values or the rest of the document said so, and which
// values said it. The same reading as the checks and the writers (src/results/numbers): every chosen table's
// kept rows and columns, and the chosen key/value values as one more column, weigh as the document. Pure.
//
// Read again after every edit, so it keeps what it read (as the checks do, src/results/checks/tableChecks.ts):
// a column's values, what they say about the mark and its reading are reused while the column is unchanged
// and the document says the same, so an edit in a 10,000-row table re-reads one column, not ten.
import { columnHeading } from "../documentText";
import { readColumn, type ColumnReading, type MarkEvidence, type NumberCulture } from "../numbers/cellValues";
import { evidenceOf, type EvidenceSaid } from "../numbers/evidenceSaid";
import { columnEvidence, evidenceTogether, pairsEvidence } from "../numbers/markEvidence";
import { ReadingMemo } from "../numbers/readingMemo";
import { cellText, groupRows, overridesOf, sameDeps, tableGroups } from "./tables";
import type { ReviewDoc, TableState } from "./types";

type TablesDoc = Extract<ReviewDoc, { kind: "tables" }>;

interface ColumnData {
  deps: readonly unknown[];
  signature: string;
  values: string[];
  evidence: MarkEvidence;
  /** Its reading, with what it was read with. */
  reading: { culture: NumberCulture; document: MarkEvidence; value: ColumnReading } | null;
  memo: ReadingMemo;
}

/** The reading depends on the document's mark and the values that said it, not on its counts. */
const sameSay = (a: MarkEvidence, b: MarkEvidence): boolean => a.mark === b.mark && a.example === b.example && a.beside === b.beside;

export class ReviewEvidence {
  /** The kept rows by the table's place in the join (an edit makes new table objects; the rows stay). */
  private readonly rows = new Map<string, { deps: readonly unknown[]; refs: { at: number; row: number }[] }>();
  private readonly columns = new Map<string, ColumnData>();
  /** How each column's values read, kept across edits (readingMemo.ts). */
  private readonly memos = new Map<string, ReadingMemo>();

  /** Per table shown (by its head's id), the columns the evidence decided against the workbook; empty without a workbook. */
  read(doc: TablesDoc, culture: NumberCulture | null): Map<string, EvidenceSaid[]> {
    const said = new Map<string, EvidenceSaid[]>();
    if (!culture) return said;
    const { groups, document } = this.documentOf(doc, culture);
    for (const group of groups)
      said.set(
        group.head,
        evidenceOf(
          group.columns.map((c) => this.readingOf(c, culture, document)),
          group.headings,
        ),
      );
    return said;
  }

  /** The first reading of a large table in steps, a column at a time; `read` afterwards reuses what they read. */
  *steps(doc: TablesDoc, culture: NumberCulture | null): Generator<void, void, undefined> {
    if (!culture) return;
    for (const group of tableGroups(doc.tables).filter((g) => g[0]!.chosen)) {
      const head = group[0]!;
      const deps = this.depsOf(group, culture);
      for (let c = 0; c < head.source.columnCount; c++) {
        if (head.deletedColumns.has(c)) continue;
        this.column(group, c, deps, culture.group);
        yield;
      }
    }
    const { groups, document } = this.documentOf(doc, culture);
    for (const group of groups)
      for (const c of group.columns) {
        this.readingOf(c, culture, document);
        yield;
      }
  }

  /** The chosen tables' columns and what the document says with them and the chosen pairs. */
  private documentOf(
    doc: TablesDoc,
    culture: NumberCulture,
  ): { groups: ReturnType<ReviewEvidence["columnsOf"]>[]; document: MarkEvidence } {
    const groups = tableGroups(doc.tables)
      .filter((group) => group[0]!.chosen)
      .map((group) => this.columnsOf(group, culture));
    const pairs = doc.pairs.filter((p) => p.chosen).map((p) => p.value);
    const document = evidenceTogether([
      ...groups.flatMap((g) => g.columns.map((c) => c.evidence)),
      ...(pairs.length > 0 ? [pairsEvidence(pairs, culture.group)] : []),
    ]);
    return { groups, document };
  }

  private readingOf(c: ColumnData, culture: NumberCulture, document: MarkEvidence): ColumnReading {
    if (!c.reading || c.reading.culture !== culture || !sameSay(c.reading.document, document))
      c.reading = { culture, document, value: readColumn(c.values, { culture, documentEvidence: document, memo: c.memo }) };
    return c.reading.value;
  }

  private depsOf(group: readonly TableState[], culture: NumberCulture): unknown[] {
    return [...group.flatMap((t): unknown[] => [t.source, t.deletedRows, t.joined]), group[0]!.hasHeaderRow, culture.group];
  }

  private columnsOf(group: readonly TableState[], culture: NumberCulture): { head: string; headings: string[]; columns: ColumnData[] } {
    const head = group[0]!;
    const deps = this.depsOf(group, culture);
    const headings: string[] = [];
    const columns: ColumnData[] = [];
    for (let c = 0; c < head.source.columnCount; c++) {
      if (head.deletedColumns.has(c)) continue;
      headings.push(head.hasHeaderRow ? cellText(head, 0, c) : columnHeading(c + 1));
      columns.push(this.column(group, c, deps, culture.group));
    }
    return { head: head.id, headings, columns };
  }

  /** A column's values below the header (kept rows), reused while its rows and corrections stay as they are. */
  private column(group: readonly TableState[], column: number, deps: readonly unknown[], mark: string): ColumnData {
    const head = group[0]!;
    const key = `${head.id}:${column}`;
    const signature = group.map((t) => overridesOf(t, column)).join("\u0002");
    const cached = this.columns.get(key);
    if (cached && cached.signature === signature && sameDeps(cached.deps, deps)) return cached;
    let rows = this.rows.get(head.id);
    if (!rows || !sameDeps(rows.deps, deps)) {
      const refs = groupRows(group)
        .filter((ref, i) => !(i === 0 && head.hasHeaderRow) && !ref.table.deletedRows.has(ref.row))
        .map((ref) => ({ at: group.indexOf(ref.table), row: ref.row }));
      rows = { deps, refs };
      this.rows.set(head.id, rows);
    }
    const values = rows.refs.map((ref) => cellText(group[ref.at]!, ref.row, column));
    let memo = this.memos.get(key);
    if (!memo) this.memos.set(key, (memo = new ReadingMemo()));
    const data: ColumnData = { deps, signature, values, evidence: columnEvidence(values, mark, memo), reading: null, memo };
    this.columns.set(key, data);
    return data;
  }
}

/** The evidence of a review at once (for callers that read it once). */
export function reviewEvidence(doc: TablesDoc, culture: NumberCulture | null): Map<string, EvidenceSaid[]> {
  return new ReviewEvidence().read(doc, culture);
}

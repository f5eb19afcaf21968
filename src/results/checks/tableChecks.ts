// The checks of the tables under review, column by column, with the same reading as Excel typing: each
// column is read only again when something it depends on changed (its cells, rows, header, joins), so an edit
// in a 10,000-row table re-reads one column, not the table. Totals rows and columns are checked against the
// sums of what they total (totalsFlags.ts).
import { markEvidence, readColumn, type ColumnReading, type DateOrder, type DecimalMark } from "../numbers/cellValues";
import { dateOrderEvidence } from "../numbers/localDates";
import { pairsEvidence } from "../numbers/markEvidence";
import { ReadingMemo } from "../numbers/readingMemo";
import { cellText, groupRows, joinSuggestions, overridesOf, sameDeps, tableGroups } from "../review/tables";
import type { ReviewDoc, TableState } from "../review/types";
import { readingFlags } from "./cellFlags";
import { totalsColumnFlags, totalsRowFlags } from "./totalsFlags";
import type { CheckContext, Flag, FlagPlace } from "./types";

type TablesDoc = Extract<ReviewDoc, { kind: "tables" }>;

/** A column's values below the header (kept rows only), where each is, and what they say about the mark. */
interface ColumnData {
  deps: readonly unknown[];
  signature: string;
  values: string[];
  /** Where the i-th value is. */
  placeOf: (i: number) => FlagPlace;
  dots: number;
  commas: number;
  /** Which values label a total (read when the column is text, once). */
  labels: boolean[] | null;
  /** How many of its dates settle day first, month first. */
  dates: { dmy: number; mdy: number };
  reading: {
    documentMark: DecimalMark | null;
    documentDateOrder: DateOrder | null;
    context: CheckContext;
    value: ColumnReading;
    flags: Flag[];
  } | null;
  memo: ReadingMemo;
}

/** The kept rows below the header of a joined table (by the table's place in the join), read once for all its columns. */
interface RowsData {
  deps: readonly unknown[];
  refs: { at: number; row: number }[];
}

export class TableChecks {
  private readonly columns = new Map<string, ColumnData>();
  /** How each column's values read, kept across edits: an edit's new reading reads only the new value. */
  private readonly memos = new Map<string, ReadingMemo>();
  private readonly rows = new Map<string, RowsData>();

  /** The kept data rows of a group, reused while its rows, header and joins stay as they are. */
  private dataRows(group: readonly TableState[], deps: readonly unknown[]): RowsData["refs"] {
    const head = group[0]!;
    const cached = this.rows.get(head.id);
    if (cached && sameDeps(cached.deps, deps)) return cached.refs;
    const refs = groupRows(group)
      .filter((ref, i) => !(i === 0 && head.hasHeaderRow) && !ref.table.deletedRows.has(ref.row))
      .map((ref) => ({ at: group.indexOf(ref.table), row: ref.row }));
    this.rows.set(head.id, { deps, refs });
    return refs;
  }

  /** The data of a group's column, reused when nothing it depends on changed. */
  private column(group: readonly TableState[], column: number, group0: string): ColumnData {
    const head = group[0]!;
    const deps: unknown[] = [...group.flatMap((t): unknown[] => [t.source, t.deletedRows, t.joined]), head.hasHeaderRow];
    const signature = group.map((t) => overridesOf(t, column)).join("\u0002");
    const key = `${head.id}:${column}`;
    const cached = this.columns.get(key);
    if (cached && cached.signature === signature && sameDeps(cached.deps, deps)) return cached;
    const refs = this.dataRows(group, deps);
    const values = new Array<string>(refs.length);
    // The group's tables as they are now (the rows' list may come from before this edit).
    refs.forEach((ref, i) => {
      const table = group[ref.at]!;
      values[i] = table.cells.size === 0 ? (table.source.rows[ref.row]?.[column] ?? "") : cellText(table, ref.row, column);
    });
    const ids = group.map((t) => t.id);
    const placeOf = (i: number): FlagPlace => ({ kind: "cell", table: ids[refs[i]!.at]!, row: refs[i]!.row, column });
    let memo = this.memos.get(key);
    if (!memo) this.memos.set(key, (memo = new ReadingMemo()));
    const { dots, commas } = markEvidence(values, group0 === "" ? null : group0, memo);
    const dates = dateOrderEvidence(values);
    const data: ColumnData = { deps, signature, values, placeOf, dots, commas, dates, labels: null, reading: null, memo };
    this.columns.set(key, data);
    return data;
  }

  /** Every chosen table's kept columns, each read (or taken from what was kept). */
  private columnsOf(doc: TablesDoc, group0: string): { group: TableState[]; kept: number[]; data: ColumnData[] }[] {
    return tableGroups(doc.tables)
      .filter((g) => g[0]!.chosen)
      .map((group) => {
        const kept = keptColumns(group[0]!);
        return { group, kept, data: kept.map((c) => this.column(group, c, group0)) };
      });
  }

  /** A column's reading with the document's say, kept while the column and the say are the same. */
  private readingOf(d: ColumnData, documentMark: DecimalMark | null, documentDateOrder: DateOrder | null, context: CheckContext) {
    let r = d.reading;
    if (!r || r.documentMark !== documentMark || r.documentDateOrder !== documentDateOrder || r.context !== context) {
      const value = readColumn(d.values, {
        culture: context.culture,
        documentMark,
        documentDateOrder,
        readAs: context.readAs ?? null,
        memo: d.memo,
      });
      r = { documentMark, documentDateOrder, context, value, flags: readingFlags(value, d.placeOf) };
      d.reading = r;
    }
    return r;
  }

  /**
   * The first check of a large review in steps, a column at a time (each step a few milliseconds of a 10,000-row
   * table): what each step reads is kept, so `check` afterwards only puts it together. Stops early when the
   * caller stops asking; what was read stays valid for the state it was read from.
   */
  *steps(doc: TablesDoc, context: CheckContext, pairValues: readonly string[]): Generator<void, void, undefined> {
    const group0 = context.culture?.group ?? "";
    for (const group of tableGroups(doc.tables).filter((g) => g[0]!.chosen))
      for (const c of keptColumns(group[0]!)) {
        this.column(group, c, group0);
        yield;
      }
    const read = this.columnsOf(doc, group0);
    const { documentMark, documentDateOrder } = documentSays(read, pairValues, group0);
    for (const { data } of read)
      for (const d of data) {
        this.readingOf(d, documentMark, documentDateOrder, context);
        yield;
      }
  }

  check(
    doc: TablesDoc,
    context: CheckContext,
    pairValues: readonly string[],
  ): { flags: Flag[]; documentMark: DecimalMark | null; documentDateOrder: DateOrder | null } {
    const group0 = context.culture?.group ?? "";
    const read = this.columnsOf(doc, group0);
    const { documentMark, documentDateOrder } = documentSays(read, pairValues, group0);
    const flags: Flag[] = [];
    const continuing = new Set(joinSuggestions(doc.tables));
    for (const { group, kept, data } of read) {
      const head = group[0]!;
      const readings = data.map((d) => {
        const r = this.readingOf(d, documentMark, documentDateOrder, context);
        flags.push(...r.flags);
        return r.value;
      });
      // Before a likely join, the rows of one page are not what its total adds.
      const continued = continuing.has(head.id);
      const heading = (column: number): string => (head.hasHeaderRow ? cellText(head, 0, column) : "");
      flags.push(...totalsRowFlags(data, readings, continued), ...totalsColumnFlags(heading, kept, data, readings));
    }
    return { flags, documentMark, documentDateOrder };
  }
}

function keptColumns(head: TableState): number[] {
  const kept: number[] = [];
  for (let c = 0; c < head.source.columnCount; c++) if (!head.deletedColumns.has(c)) kept.push(c);
  return kept;
}

/** The document's mark and order of dates, as the writers take them: every value of the tables and of the pairs. */
function documentSays(
  read: readonly { data: readonly ColumnData[] }[],
  pairValues: readonly string[],
  group0: string,
): { documentMark: DecimalMark | null; documentDateOrder: DateOrder | null } {
  const pairs = pairsEvidence(pairValues, group0 === "" ? null : group0);
  const pairsDates = dateOrderEvidence(pairValues);
  let dots = pairs.dots;
  let commas = pairs.commas;
  let dmy = pairsDates.dmy;
  let mdy = pairsDates.mdy;
  for (const { data } of read)
    for (const d of data) {
      dots += d.dots;
      commas += d.commas;
      dmy += d.dates.dmy;
      mdy += d.dates.mdy;
    }
  return {
    documentMark: dots > commas ? "." : commas > dots ? "," : null,
    documentDateOrder: dmy > mdy ? "dmy" : mdy > dmy ? "mdy" : null,
  };
}

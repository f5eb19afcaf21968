// What the review hands the writers: the result model as reviewed (corrected cells, fields and pages; only the
// chosen tables, pairs, records and pages; joined tables as one; deleted rows and columns left out), and how
// many values the user corrected (the insert's outcome says so).
import type { ResultModel } from "../model";
import type { ExtractedRecord } from "../records";
import { splitLines } from "../text";
import type { GridTable } from "../tables";
import type { TranscriptPageModel } from "../transcript";
import { cellText, groupRows, tableGroups } from "./tables";
import type { ReviewDoc, TableState } from "./types";

function groupTable(group: readonly TableState[]): GridTable | null {
  const head = group[0]!;
  const columns: number[] = [];
  for (let c = 0; c < head.source.columnCount; c++) if (!head.deletedColumns.has(c)) columns.push(c);
  const rows: string[][] = [];
  const rowPages: number[] = [];
  for (const { table, row } of groupRows(group)) {
    if (table.deletedRows.has(row)) continue;
    rows.push(columns.map((c) => cellText(table, row, c)));
    rowPages.push(table.source.pageNumber);
  }
  if (columns.length === 0 || rows.length === 0) return null;
  const hasHeaderRow = head.hasHeaderRow && !head.deletedRows.has(0);
  // A joined table keeps the page of each row (the source records where every row came from).
  const joined = group.length > 1 ? { rowPages } : {};
  return { ...head.source, hasHeaderRow, rows, columnCount: columns.length, ...joined };
}

function page(state: ReviewDoc & { kind: "transcript" }, index: number): TranscriptPageModel {
  const p = state.pages[index]!;
  const lines = p.text === null ? p.source.lines : splitLines(p.text);
  const translation = p.source.translation
    ? { ...p.source.translation, lines: p.translation === null ? p.source.translation.lines : splitLines(p.translation) }
    : undefined;
  return { pageNumber: p.source.pageNumber, lines, ...(translation ? { translation } : {}) };
}

/** The result as reviewed: what Insert writes. */
export function reviewedModel(doc: ReviewDoc): ResultModel {
  if (doc.kind === "tables") {
    const tables = tableGroups(doc.tables).flatMap((group) => {
      if (!group[0]!.chosen) return [];
      const table = groupTable(group);
      return table ? [table] : [];
    });
    const keyValuePairs = doc.pairs.filter((p) => p.chosen).map((p) => ({ pageNumber: p.source.pageNumber, key: p.key, value: p.value }));
    return { kind: "tables", tables: { ...doc.base, tables, keyValuePairs } };
  }
  if (doc.kind === "records") {
    const records = doc.records.flatMap((r): ExtractedRecord[] =>
      r.skipped ? [] : [{ pageNumber: r.source.pageNumber, values: { ...r.source.values, ...Object.fromEntries(r.values) } }],
    );
    return { kind: "records", records: { ...doc.base, records } };
  }
  const pages = doc.pages.flatMap((p, i) => (p.chosen ? [page(doc, i)] : []));
  return { kind: "transcript", transcript: { ...doc.base, pages } };
}

/**
 * How many values the user corrected: cells, keys and values of pairs, fields; for a transcript, the pages whose
 * text or translation was edited (a page edited in both is one page edited).
 */
export function correctionCount(doc: ReviewDoc): number {
  if (doc.kind === "tables")
    return (
      doc.tables.reduce((n, t) => n + t.cells.size, 0) +
      doc.pairs.reduce((n, p) => n + (p.key !== p.source.key ? 1 : 0) + (p.value !== p.source.value ? 1 : 0), 0)
    );
  if (doc.kind === "records") return doc.records.reduce((n, r) => n + r.values.size, 0);
  return doc.pages.reduce((n, p) => n + (p.text === null && p.translation === null ? 0 : 1), 0);
}

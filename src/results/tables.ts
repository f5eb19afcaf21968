// Pure shaping of a `tables` result: every table of every page as a grid of clean strings with its header
// flag, numbered through the document, and the key/value pairs of all pages.
import type { DocumentDetail } from "../api/types";
import { keyValueHeader, recordLeadColumns } from "./documentText";
import { cleanText } from "./text";

export interface GridTable {
  pageNumber: number;
  /** The service's number of the table on its page. */
  tableNumber: number;
  /** 1-based position of the table in the whole document (names sheets and captions). */
  index: number;
  /** True when the first row holds the column headings. */
  hasHeaderRow: boolean;
  /** Every row has `columnCount` cells. */
  rows: string[][];
  columnCount: number;
  /**
   * The page of each row, for a table joined from tables on several pages (the review's join); absent when
   * every row is on `pageNumber`. Lets the document keep the page of every row it was given.
   */
  rowPages?: number[];
}

export interface KeyValueEntry {
  pageNumber: number;
  key: string;
  value: string;
}

export interface TablesModel {
  documentId: string;
  fileName: string;
  tables: GridTable[];
  keyValuePairs: KeyValueEntry[];
}

export function tablesFromDetail(detail: DocumentDetail): TablesModel {
  let index = 0;
  const tables: GridTable[] = [];
  const keyValuePairs: KeyValueEntry[] = [];
  for (const page of detail.tablesPages) {
    for (const table of page.tables) {
      // A loop, not Math.max(...rows): spreading 125,000 rows exceeds the engine's argument limit.
      let columnCount = Math.max(table.columnCount, 0);
      for (const row of table.rows) if (row.length > columnCount) columnCount = row.length;
      const rows = table.rows.map((row) => Array.from({ length: columnCount }, (_, c) => cleanText(row[c] ?? "")));
      if (rows.length === 0 || columnCount === 0) continue; // nothing a document could show
      index += 1;
      tables.push({
        pageNumber: page.pageNumber,
        tableNumber: table.tableNumber,
        index,
        hasHeaderRow: table.hasHeaderRow,
        rows,
        columnCount,
      });
    }
    for (const pair of page.keyValuePairs)
      keyValuePairs.push({ pageNumber: page.pageNumber, key: cleanText(pair.key), value: cleanText(pair.value) });
  }
  return { documentId: detail.id, fileName: detail.fileName, tables, keyValuePairs };
}

/** The header row (null when the table has none) and the data rows. */
export function headerAndBody(table: GridTable): { header: string[] | null; body: string[][] } {
  return table.hasHeaderRow ? { header: table.rows[0] ?? [], body: table.rows.slice(1) } : { header: null, body: table.rows };
}

/** Key/value pairs as a two-column grid with a header row (Key, Value in the UI's language). */
export function keyValueGrid(pairs: readonly KeyValueEntry[]): string[][] {
  return [keyValueHeader(), ...pairs.map((p) => [p.key, p.value])];
}

const pageColumnHeading = (): string => recordLeadColumns()[1];

/** The Key-Value sheet's grid: Key, Value and the page each pair is on (as records have a Page column). */
export function keyValueSheetGrid(pairs: readonly KeyValueEntry[]): string[][] {
  return [[...keyValueHeader(), pageColumnHeading()], ...pairs.map((p) => [p.key, p.value, String(p.pageNumber)])];
}

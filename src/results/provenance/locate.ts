// What a selection maps to: the record, document and page behind a selected cell (Excel) or the passage the
// cursor is in (Word), and whether a new selection is still the same source (then the pane asks for nothing).
// Pure.
import { pageAt, pagesOf } from "./pageRuns";
import type { ExcelArea, SourceDocument, SourceRecord, WordArea } from "./sourceRecord";

/** Where a selection's content came from. */
export interface FoundSource {
  source: SourceDocument;
  insertedAt: string;
  /** The page of the selected row or passage; null when the selection is a header row of a many-page area. */
  page: number | null;
  /** Every page the area came from (a header row belongs to all of them). */
  pages: number[];
  table: number | null;
  /** Identifies the area (a new selection within it is the same source when the page is the same). */
  areaKey: string;
}

/** A selected cell: its sheet and its 0-based row and column (the top-left cell of the selection). */
export interface CellSelection {
  sheet: string;
  row: number;
  column: number;
}

/** Latest first: where two writes cover one cell, the later one wrote it. */
const latestFirst = (records: readonly SourceRecord[]): SourceRecord[] =>
  [...records].sort((a, b) => Date.parse(b.insertedAt) - Date.parse(a.insertedAt));

function found(record: SourceRecord, area: ExcelArea | WordArea, index: number | null, key: string): FoundSource | null {
  const source = record.sources[area.source];
  if (!source) return null;
  const pages = pagesOf(area.runs);
  const page = index === null ? (pages.length === 1 ? pages[0]! : null) : pageAt(area.runs, index);
  const table = area.kind === "excel" ? area.table : null;
  return { source, insertedAt: record.insertedAt, page: page ?? (pages.length === 1 ? pages[0]! : null), pages, table, areaKey: key };
}

const contains = (a: ExcelArea, cell: CellSelection): boolean =>
  a.sheet === cell.sheet && cell.row >= a.top && cell.row < a.top + a.rows && cell.column >= a.left && cell.column < a.left + a.columns;

/** The source of a selected cell, or null outside everything the add-in inserted. */
export function sourceOfCell(records: readonly SourceRecord[], cell: CellSelection): FoundSource | null {
  for (const record of latestFirst(records))
    for (const area of record.areas) {
      if (area.kind !== "excel" || !contains(area, cell)) continue;
      const body = cell.row - area.top - area.headerRows;
      const key = `${area.sheet}!${area.top},${area.left}@${record.insertedAt}`;
      return found(record, area, body < 0 ? null : body, key);
    }
  return null;
}

/**
 * The source of a Word passage: the insertion's content control (by tag) and, when known, the passage's
 * place in it (paragraphs outside tables and whole tables counted from the control's start, 0-based).
 */
export function sourceOfPassage(records: readonly SourceRecord[], tag: string, passage: number | null): FoundSource | null {
  for (const record of latestFirst(records))
    for (const area of record.areas) {
      if (area.kind !== "word" || area.tag !== tag) continue;
      return found(record, area, passage, `w:${tag}`);
    }
  return null;
}

/** True when a new selection shows what the last one showed: no request, no new render. */
export function sameSource(before: FoundSource | null, after: FoundSource | null): boolean {
  if (before === null || after === null) return before === after;
  return before.areaKey === after.areaKey && before.page === after.page;
}

/** A cell left to check, found in the records: the record's key, and the record without it (Mark as checked). */
export interface DoubtFound {
  key: string;
  without: SourceRecord;
}

/** Whether a selected cell is one left to check (kept in its record), and the record once it is checked. */
export function doubtAt(records: ReadonlyMap<string, SourceRecord>, cell: CellSelection): DoubtFound | null {
  for (const [key, record] of records)
    for (const [i, area] of record.areas.entries()) {
      if (area.kind !== "excel" || !contains(area, cell)) continue;
      const at = area.doubts.findIndex(([r, c]) => area.top + r === cell.row && area.left + c === cell.column);
      if (at < 0) continue;
      const doubts = area.doubts.filter((_, j) => j !== at);
      const areas = record.areas.map((a, j) => (j === i ? { ...area, doubts } : a));
      return { key, without: { ...record, areas } };
    }
  return null;
}

/** Every cell left to check, sheet by sheet in the order given, row by row. */
export function doubtsOf(records: Iterable<SourceRecord>, sheetOrder: readonly string[]): CellSelection[] {
  const cells: CellSelection[] = [];
  for (const record of records)
    for (const area of record.areas)
      if (area.kind === "excel")
        for (const [r, c] of area.doubts) cells.push({ sheet: area.sheet, row: area.top + r, column: area.left + c });
  const order = (s: string): number => {
    const i = sheetOrder.indexOf(s);
    return i < 0 ? sheetOrder.length : i;
  };
  return cells.sort((a, b) => order(a.sheet) - order(b.sheet) || a.row - b.row || a.column - b.column);
}

// Parsing of the per-page `results` of a document detail, for each action. The spec leaves the elements of
// a table's `rows` open, so any reasonable shape is normalised to a grid of strings: arrays of strings,
// arrays of cell objects ({text|value|content}, optionally with a column index), objects with a `cells`
// array, or objects keyed by column. Nothing here throws on odd input: odd parts are skipped or emptied.
import { t } from "../i18n/messages";
import { ServiceError } from "./errors";
import { integer, text } from "./jsonValues";
import type { ExtractedField, ExtractorPage, KeyValuePair, TableResult, TablesPage, TranscriptPage, TranslationPage } from "./types";

type Json = Record<string, unknown>;

/**
 * What a task pane can hold of one result. Columns and rows: the largest sheet Excel has (16,384 columns,
 * 1,048,576 rows), since nothing bigger can be written anywhere. Cells: 2,000,000 per document (tables
 * padded to their width), about 20 times the 10,000 x 10 table the add-in is measured with and far below
 * what a webview's memory allows; a declared width is never padded beyond it (5e7 columns would take a
 * minute of CPU, 2^31-1 all the memory).
 */
export const RESULT_LIMITS = { columns: 16_384, rows: 1_048_576, cells: 2_000_000 } as const;

/** A result too big or too strange to hold: reported as such, and not worth fetching again. */
export function unreadableResult(why: UnreadableWhy, cause?: unknown): ServiceError {
  return new ServiceError(
    "bad_response",
    t("errors.parse.unreadableResult", { reason: why.reason, count: why.count ?? 0 }),
    cause === undefined ? { code: UNREADABLE_RESULT } : { code: UNREADABLE_RESULT, cause },
  );
}

/** Why a result cannot be held: a size over RESULT_LIMITS (`count` is that size), or anything else. */
export type UnreadableWhy =
  { reason: "rows" | "declaredColumns" | "columns" | "cells"; count: number } | { reason: "malformed"; count?: never };

/** The `code` of unreadableResult's error: fetching the same result again would fail the same way. */
export const UNREADABLE_RESULT = "unreadable_result";

/** Counts the cells of one document's tables against RESULT_LIMITS.cells. */
export interface CellBudget {
  left: number;
}

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

function cellText(cell: unknown): string {
  if (isObject(cell)) return text(cell.text ?? cell.value ?? cell.content ?? cell.transcript);
  return text(cell);
}

function cellColumn(cell: unknown): number | null {
  if (!isObject(cell)) return null;
  return integer(cell.columnIndex ?? cell.column_index ?? cell.column ?? cell.col);
}

/** One row of any supported shape -> its cells in column order. */
function rowCells(row: unknown, headers: readonly string[] | null): string[] {
  const cells = Array.isArray(row) ? row : isObject(row) && Array.isArray(row.cells) ? (row.cells as unknown[]) : null;
  if (cells) {
    const placed: string[] = [];
    let next = 0;
    for (const cell of cells) {
      const column = cellColumn(cell) ?? next;
      if (column < 0 || column >= RESULT_LIMITS.columns) continue;
      placed[column] = cellText(cell);
      next = column + 1;
    }
    return Array.from(placed, (value) => value ?? "");
  }
  if (isObject(row)) {
    // A record keyed by column name: follow the header order when known.
    const keys = headers && headers.length > 0 ? headers : Object.keys(row);
    return keys.map((key) => cellText(row[key]));
  }
  return [cellText(row)];
}

export function normaliseRows(rows: unknown, header: unknown): { rows: string[][]; headerFromRecords: string[] | null } {
  const list = Array.isArray(rows) ? rows : [];
  const headers = Array.isArray(header) ? header.map(cellText) : null;
  const keyed = list.length > 0 && list.every((r) => isObject(r) && !Array.isArray(r.cells));
  const recordHeaders = keyed ? (headers ?? Object.keys(list[0] as Json)) : null;
  return { rows: list.map((row) => rowCells(row, recordHeaders)), headerFromRecords: keyed ? recordHeaders : null };
}

export function parseTable(value: unknown, index: number, budget: CellBudget = { left: RESULT_LIMITS.cells }): TableResult | null {
  if (!isObject(value)) return null;
  if (Array.isArray(value.rows) && value.rows.length > RESULT_LIMITS.rows)
    throw unreadableResult({ reason: "rows", count: value.rows.length });
  const declared = integer(value.columnCount) ?? 0;
  if (declared > RESULT_LIMITS.columns) throw unreadableResult({ reason: "declaredColumns", count: declared });
  const { rows, headerFromRecords } = normaliseRows(value.rows, value.headerContent);
  // Rows given as records carry their header in the keys; put it back as the first row.
  const grid = headerFromRecords ? [headerFromRecords, ...rows] : rows;
  // A loop, not Math.max(...rows): spreading 125,000 rows exceeds the engine's argument limit.
  let columnCount = Math.max(declared, 0);
  for (const row of grid) if (row.length > columnCount) columnCount = row.length;
  if (columnCount > RESULT_LIMITS.columns) throw unreadableResult({ reason: "columns", count: columnCount });
  budget.left -= grid.length * columnCount;
  if (budget.left < 0) throw unreadableResult({ reason: "cells", count: RESULT_LIMITS.cells });
  const padded = grid.map((r) => (r.length < columnCount ? [...r, ...Array<string>(columnCount - r.length).fill("")] : r));
  return {
    tableNumber: integer(value.tableNumber) ?? index + 1,
    hasHeaderRow: headerFromRecords !== null || value.hasHeaderRow === true,
    rows: padded,
    columnCount,
  };
}

function parseKeyValuePairs(value: unknown): KeyValuePair[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((pair): KeyValuePair[] => (isObject(pair) ? [{ key: text(pair.key), value: cellText(pair.value) }] : []));
}

function parseField(value: unknown): ExtractedField | null {
  if (!isObject(value)) return null;
  const raw = value.value;
  const isArray = value.array === true || Array.isArray(raw);
  return {
    key: text(value.key),
    name: text(value.name, text(value.key)),
    type: text(value.type, "text"),
    value: isArray ? (Array.isArray(raw) ? raw.map(cellText) : raw === undefined || raw === null ? [] : [cellText(raw)]) : cellText(raw),
  };
}

const pageNumberOf = (item: Json, index: number): number => integer(item.page_number) ?? index + 1;

export function parseTranscriptPages(results: readonly unknown[]): TranscriptPage[] {
  return results
    .flatMap((item, index): TranscriptPage[] =>
      isObject(item) && item.transcript !== undefined ? [{ pageNumber: pageNumberOf(item, index), transcript: text(item.transcript) }] : [],
    )
    .sort((a, b) => a.pageNumber - b.pageNumber);
}

export function parseTablesPages(results: readonly unknown[]): TablesPage[] {
  const budget: CellBudget = { left: RESULT_LIMITS.cells };
  return results
    .flatMap((item, index): TablesPage[] => {
      if (!isObject(item) || (item.tables === undefined && item.key_value_pairs === undefined)) return [];
      const tables = Array.isArray(item.tables) ? item.tables.flatMap((t, i) => parseTable(t, i, budget) ?? []) : [];
      return [{ pageNumber: pageNumberOf(item, index), tables, keyValuePairs: parseKeyValuePairs(item.key_value_pairs) }];
    })
    .sort((a, b) => a.pageNumber - b.pageNumber);
}

export function parseExtractorPages(results: readonly unknown[]): ExtractorPage[] {
  return results
    .flatMap((item, index): ExtractorPage[] => {
      if (!isObject(item) || !Array.isArray(item.extractions)) return [];
      const extractions = item.extractions.map((record) => (Array.isArray(record) ? record.flatMap((f) => parseField(f) ?? []) : []));
      return [{ pageNumber: pageNumberOf(item, index), extractions }];
    })
    .sort((a, b) => a.pageNumber - b.pageNumber);
}

/**
 * Translated pages. The spec does not show their shape; the text is read from `translation`, else `text`,
 * else `transcript`, and the language from `language` when present.
 */
export function parseTranslationPages(results: readonly unknown[]): TranslationPage[] {
  return results
    .flatMap((item, index): TranslationPage[] => {
      if (!isObject(item)) return [];
      const body = item.translation ?? item.text ?? item.transcript;
      if (body === undefined) return [];
      return [{ pageNumber: pageNumberOf(item, index), language: text(item.language), text: text(body) }];
    })
    .sort((a, b) => a.pageNumber - b.pageNumber);
}

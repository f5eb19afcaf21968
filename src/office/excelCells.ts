// Pure rules of the Excel writers: sheet and table names within Excel's naming rules, addresses, and the
// cutting of big writes into blocks whose requests stay under Excel on the web's 5 MB limit. No Office calls
// here, so every rule is tested on its own. (Fitting text to cells is shaping: src/results/cellText.ts.)
//
// Literal text: Excel parses `Range.values` as if typed, so "=SUM(A1)", "+1", "-A1", "@x" become formulas and
// "0012", "2026-03-31", "62%", "TRUE" become numbers, dates and booleans. Writers set the cells' number format
// to Text ("@") before the values, in the same request: a cell formatted as Text keeps any entry as the text
// it is. No apostrophe is added, so the stored text is exactly the service's.
import { t } from "../i18n/messages";

/** Number format that makes Excel keep an entry as text. */
export const TEXT_FORMAT = "@";

/** First characters that make Excel (or a CSV import) read an entry as a formula. */
export const FORMULA_TRIGGERS: readonly string[] = ["=", "+", "-", "@", "\t", "\r"];

export function startsLikeFormula(text: string): boolean {
  return FORMULA_TRIGGERS.some((c) => text.startsWith(c));
}

/** Excel on the web refuses requests over 5 MB; blocks are cut well under it (JSON framing varies by platform). */
export const REQUEST_BUDGET_BYTES = 4_000_000;

export function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A sheet name as an address prefix: quoted unless it is a plain identifier. */
export function quoteSheetName(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

export function cellAddress(row: number, column: number): string {
  return `${columnName(column)}${row + 1}`;
}

/** "B2:D5" (or "B2") from 0-based corners and a size. */
export function localAddress(top: number, left: number, rowCount: number, columnCount: number): string {
  const from = cellAddress(top, left);
  const to = cellAddress(top + Math.max(1, rowCount) - 1, left + Math.max(1, columnCount) - 1);
  return from === to ? from : `${from}:${to}`;
}

/** "'Sheet 1'!B2:D5" from 0-based corners and a size. */
export function rangeAddress(sheet: string, top: number, left: number, rowCount: number, columnCount: number): string {
  return `${quoteSheetName(sheet)}!${localAddress(top, left, rowCount, columnCount)}`;
}

/** 0-based corners of an A1-style address ("Sheet1!B2:C3", "'My sheet'!A1"). */
export function parseRangeAddress(address: string): { top: number; left: number; bottom: number; right: number } {
  const local = address.slice(address.lastIndexOf("!") + 1).replace(/\$/g, "");
  const [from = "A1", to = from] = local.split(":");
  const cell = (ref: string): [number, number] => {
    const m = /^([A-Z]+)(\d+)$/i.exec(ref);
    if (!m) return [0, 0];
    let column = 0;
    for (const ch of (m[1] ?? "A").toUpperCase()) column = column * 26 + (ch.charCodeAt(0) - 64);
    return [Number(m[2]) - 1, column - 1];
  };
  const [top, left] = cell(from);
  const [bottom, right] = cell(to);
  return { top, left, bottom, right };
}

const SHEET_FORBIDDEN = /[:\\/?*[\]]/g;

/**
 * A sheet name within Excel's rules: at most 31 characters, none of : \ / ? * [ ], not starting or ending
 * with an apostrophe, not "History", not blank, and unique (case-insensitive) among `taken`. The suffix
 * ("T1", "Key-Value") is kept whole up to 20 characters; the file part is shortened, and " (2)", " (3)"... added
 * on a collision.
 */
export function sheetNameFor(fileBase: string, suffix: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((n) => n.toLowerCase()));
  const clean = (s: string): string =>
    s
      .replace(SHEET_FORBIDDEN, " ")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/^'+|'+$/g, "")
      .trim();
  // At most 20 characters (a translation's suffix may be long), so " (n)" always fits and names stay unique.
  const tail = clean(suffix).slice(0, 20).trim().replace(/'+$/, "");
  // A file part that is nothing but forbidden characters: the writer's own name for a result's sheet.
  const base = clean(fileBase) || clean(t("results.document.resultSheet")) || "Result";
  const compose = (extra: string): string => {
    const end = [tail, extra].filter((s) => s !== "").join(" ");
    const room = 31 - (end === "" ? 0 : end.length + 1);
    const head = base.slice(0, Math.max(1, room)).trim().replace(/'+$/, "");
    return (end === "" ? head : `${head} ${end}`).slice(0, 31);
  };
  let name = compose("");
  for (let n = 2; used.has(name.toLowerCase()) || name.toLowerCase() === "history"; n++) name = compose(`(${n})`);
  return name;
}

/**
 * A table name within Excel's rules: letters, digits, underscores and periods, starting with a letter or
 * underscore, not like a cell reference (A1, R1C1), at most 255 characters, unique among `taken`.
 */
export function tableNameFor(wanted: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((n) => n.toLowerCase()));
  let base = wanted
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9_.]+/g, "_")
    .replace(/^_+|_+$/g, "");
  if (!/^[A-Za-z_]/.test(base)) base = `T_${base}`;
  if (/^[A-Za-z]{1,3}\d+$/.test(base) || /^[Rr]\d*[Cc]\d*$/.test(base)) base = `T_${base}`;
  base = base.slice(0, 240) || "Results";
  let name = base;
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base}_${n}`;
  return name;
}

const encoder = new TextEncoder();

/**
 * Bytes a row costs in a request: its values as JSON (as text, which is never shorter than the number read
 * from it by more than a few bytes) plus a number format for each cell (Text when none is given).
 */
export function rowRequestBytes(row: readonly string[], formats?: readonly string[]): number {
  let bytes = 2 + row.length * 4; // brackets, and '"@",' per cell in the formats
  for (const cell of row) bytes += encoder.encode(JSON.stringify(cell)).length + 1;
  if (formats) for (const format of formats) bytes += format.length - 1; // '"@"' was counted: the longer format's rest
  return bytes;
}

export interface RowSlice {
  /** First row (0-based, within the grid) and how many. */
  row: number;
  rowCount: number;
  /** First column and how many (a whole row unless one row alone is over the budget). */
  column: number;
  columnCount: number;
  bytes: number;
}

/** Cuts a grid into slices of whole rows (or, for a row over the budget alone, parts of it) each under `budget`. */
export function sliceGrid(
  rows: readonly (readonly string[])[],
  budget = REQUEST_BUDGET_BYTES,
  formats?: readonly (readonly string[])[],
): RowSlice[] {
  const slices: RowSlice[] = [];
  const width = rows[0]?.length ?? 0;
  let current: RowSlice | null = null;
  rows.forEach((row, r) => {
    const rowFormats = formats?.[r];
    const bytes = rowRequestBytes(row, rowFormats);
    if (bytes > budget) {
      if (current) slices.push(current);
      current = null;
      let part: RowSlice | null = null;
      row.forEach((cell, c) => {
        const cellBytes = rowRequestBytes([cell], rowFormats ? [rowFormats[c] ?? TEXT_FORMAT] : undefined);
        if (part && part.bytes + cellBytes > budget) {
          slices.push(part);
          part = null;
        }
        part ??= { row: r, rowCount: 1, column: c, columnCount: 0, bytes: 0 };
        part.columnCount += 1;
        part.bytes += cellBytes;
      });
      if (part) slices.push(part);
      return;
    }
    if (current && current.bytes + bytes > budget) {
      slices.push(current);
      current = null;
    }
    current ??= { row: r, rowCount: 0, column: 0, columnCount: width, bytes: 0 };
    current.rowCount += 1;
    current.bytes += bytes;
  });
  if (current) slices.push(current);
  return slices;
}

// Reads a cell's text as Excel data: a number (with the number format that shows it as written) only when
// the whole text is unambiguously one, text otherwise. Pure: the writers decide how to send the result.
//
// Numbers: integers and decimals with the column's decimal mark ("." or ","; `columnMark` reads it from the
// column's other values, then the document's language), a leading minus or parentheses for negatives,
// percentages ("62%" -> 0.62), currency amounts with a symbol, ISO dates and the service's
// "YYYY-MM-DD HH:MM:SS". Leading zeros, more than 15 digits, exponents, booleans and everything else stay text.
import { TEXT_FORMAT } from "./excelCells";

export type CellValue = { kind: "text"; text: string } | { kind: "number"; value: number; format: string };
export type DecimalMark = "." | ",";
/** A column's reading of separators: a mark, "conflict" (its values disagree: no separator is read), or null (unknown). */
export type ColumnMark = DecimalMark | "conflict" | null;

/** Excel keeps 15 significant digits: a longer digit string (an id, a card number) would lose its end. */
const MAX_DIGITS = 15;
const CURRENCY = ["$", "€", "£", "¥", "₹", "₩", "₽", "₺", "₪", "₫", "₱", "₦", "₴", "฿"];
/** Languages that write 1.234,5 (the rest of the known ones write 1,234.5). */
const COMMA_LANGUAGES = new Set(
  "de fr es it pt nl ru pl cs sk sl sv da nb nn no fi tr id ro hu el uk bg hr sr lt lv et vi ca gl eu is az kk be mk sq".split(" "),
);
const DOT_LANGUAGES = new Set("en ja zh ko he th hi ms ta te bn ur mt ga cy fil tl sw".split(" "));

const text = (value: string): CellValue => ({ kind: "text", text: value });

/** The decimal mark a document in this language uses, or null when unknown. */
export function languageMark(language: string | null | undefined): DecimalMark | null {
  const code = (language ?? "").toLowerCase().split(/[-_]/)[0] ?? "";
  return COMMA_LANGUAGES.has(code) ? "," : DOT_LANGUAGES.has(code) ? "." : null;
}

/** How the digits of a number body can be read. */
type Body =
  | { kind: "decided"; mark: DecimalMark | null; int: string; frac: string; grouped: boolean }
  | { kind: "ambiguous"; sep: DecimalMark; head: string; tail: string };

const GROUPS = /^[1-9]\d{0,2}(?:x\d{3})+$/;

function groupsValid(int: string, sep: string): boolean {
  return GROUPS.test(int.split(sep).join("x"));
}

/** Reads "1,234.50", "1.240,50", "12,400", "0012"... (digits and separators only); null when not a number. */
function readBody(body: string): Body | null {
  if (!/^\d[\d.,]*$/.test(body) || !/\d$/.test(body)) return null;
  const dots = body.split(".").length - 1;
  const commas = body.split(",").length - 1;
  if (dots === 0 && commas === 0) return { kind: "decided", mark: null, int: body, frac: "", grouped: false };
  if (dots > 0 && commas > 0) {
    const mark: DecimalMark = body.lastIndexOf(".") > body.lastIndexOf(",") ? "." : ",";
    const group = mark === "." ? "," : ".";
    if ((mark === "." ? dots : commas) !== 1) return null;
    const [int = "", frac = ""] = body.split(mark);
    if (!groupsValid(int, group)) return null;
    return { kind: "decided", mark, int: int.split(group).join(""), frac, grouped: true };
  }
  const sep: DecimalMark = dots > 0 ? "." : ",";
  const parts = body.split(sep);
  if (parts.length > 2) {
    // Several of one separator: they group thousands, so the decimal mark is the other one.
    if (!groupsValid(body, sep)) return null;
    return { kind: "decided", mark: sep === "." ? "," : ".", int: parts.join(""), frac: "", grouped: true };
  }
  const [head = "", tail = ""] = parts;
  // One separator: with exactly three digits after it, it may group thousands or mark decimals.
  if (tail.length === 3 && head !== "0" && head.length <= 3 && !head.startsWith("0")) return { kind: "ambiguous", sep, head, tail };
  return { kind: "decided", mark: sep, int: head, frac: tail, grouped: false };
}

interface Parts {
  negative: boolean;
  percent: boolean;
  currency: { symbol: string; after: boolean } | null;
  body: string;
}

function stripSymbols(value: string): Parts | null {
  let s = value.replace(/^ +| +$/g, "");
  let negative = false;
  const paren = /^\((.*)\)$/.exec(s);
  if (paren) {
    negative = true;
    s = (paren[1] ?? "").trim();
  }
  const sign = (): void => {
    if (!negative && s.startsWith("-")) {
      negative = true;
      s = s.slice(1);
    }
  };
  sign();
  let currency: Parts["currency"] = null;
  const before = CURRENCY.find((c) => s.startsWith(c));
  if (before) {
    currency = { symbol: before, after: false };
    s = s.slice(before.length).replace(/^[ \u00a0]/, "");
    sign();
  }
  let percent = false;
  if (s.endsWith("%")) {
    percent = true;
    s = s.slice(0, -1);
  } else if (!currency) {
    const after = CURRENCY.find((c) => s.endsWith(c));
    if (after) {
      currency = { symbol: after, after: true };
      s = s.slice(0, -after.length).replace(/[ \u00a0]$/, "");
    }
  }
  if (percent && currency) return null;
  return { negative, percent, currency, body: s };
}

/** What a cell says about the column's decimal mark: "." or ",", or null when it says nothing. */
function evidence(value: string): DecimalMark | null {
  const parts = stripSymbols(value);
  const body = parts ? readBody(parts.body) : null;
  return body?.kind === "decided" ? body.mark : null;
}

/** What a column's values say about its decimal mark: one mark, "conflict" when they disagree, null when silent. */
export function markEvidence(values: readonly string[]): DecimalMark | "conflict" | null {
  let seen: DecimalMark | null = null;
  for (const value of values) {
    const mark = evidence(value);
    if (mark === null) continue;
    if (seen !== null && seen !== mark) return "conflict";
    seen = mark;
  }
  return seen;
}

/**
 * The decimal mark of a column: the one its values agree on; when they say nothing, the one the rest of the
 * document agrees on (`fallback`), else the document's language's; null when they disagree or nothing tells
 * (then "12,400" stays text).
 */
export function columnMark(values: readonly string[], language?: string | null, fallback?: DecimalMark | null): ColumnMark {
  const seen = markEvidence(values);
  return seen ?? fallback ?? languageMark(language);
}

const fractionCode = (digits: number): string => (digits > 0 ? `.${"0".repeat(digits)}` : "");
const quoted = (symbol: string): string => `"${symbol}"`;

function numberFormat(parts: Parts, grouped: boolean, decimals: number): string {
  if (parts.percent) return `${grouped ? "#,##0" : "0"}${fractionCode(decimals)}%`;
  if (parts.currency) {
    const digits = `#,##0${fractionCode(decimals)}`;
    const positive = parts.currency.after ? `${digits} ${quoted(parts.currency.symbol)}` : `${quoted(parts.currency.symbol)}${digits}`;
    return `${positive};-${positive}`;
  }
  return `${grouped ? "#,##0" : "0"}${fractionCode(decimals)}`;
}

/** A number from the text alone, given the column's decimal mark; null when it is not unambiguously one. */
export function readNumber(value: string, columnMark: ColumnMark, options: { leadingZeros?: boolean } = {}): CellValue | null {
  const parts = stripSymbols(value);
  if (!parts) return null;
  const body = readBody(parts.body);
  if (!body) return null;
  // A column whose values disagree on the decimal mark cannot be read consistently: separators stay text.
  if (columnMark === "conflict" && /[.,]/.test(parts.body)) return null;
  const mark = columnMark === "conflict" ? null : columnMark;
  let int: string;
  let frac: string;
  let grouped: boolean;
  if (body.kind === "ambiguous") {
    if (mark === null) return null;
    grouped = body.sep !== mark;
    int = grouped ? body.head + body.tail : body.head;
    frac = grouped ? "" : body.tail;
  } else {
    if (body.mark !== null && mark !== null && body.mark !== mark) return null;
    ({ int, frac, grouped } = body);
  }
  if (int === "" || (int.length > 1 && int.startsWith("0") && !options.leadingZeros)) return null;
  if (int.length + frac.length > MAX_DIGITS) return null;
  let number = Number(`${int}.${frac || "0"}`);
  if (parts.percent) number = Number((number / 100).toPrecision(MAX_DIGITS));
  if (parts.negative) number = -number;
  if (!Number.isFinite(number)) return null;
  return { kind: "number", value: number === 0 ? 0 : number, format: numberFormat(parts, grouped, frac.length) };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?Z?)?$/;
const DAY_MS = 86_400_000;
/** Excel's day 0 (its serial numbers count days from 1899-12-30 for every date from 1900-03-01). */
const EPOCH = Date.UTC(1899, 11, 30);
const FIRST_SAFE_DAY = Date.UTC(1900, 2, 1);

/** An ISO date (or the service's "YYYY-MM-DD HH:MM:SS") as Excel's serial number with a date format. */
export function readDate(value: string): CellValue | null {
  const m = DATE.exec(value.replace(/^ +| +$/g, ""));
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hours, minutes, seconds] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  const at = Date.UTC(year, month - 1, day);
  const real = new Date(at);
  if (real.getUTCFullYear() !== year || real.getUTCMonth() !== month - 1 || real.getUTCDate() !== day) return null;
  if (at < FIRST_SAFE_DAY || hours > 23 || minutes > 59 || seconds > 59) return null;
  const serial = (at - EPOCH) / DAY_MS + (hours * 3600 + minutes * 60 + seconds) / 86_400;
  const format = m[4] === undefined ? "yyyy-mm-dd" : m[6] === undefined ? "yyyy-mm-dd hh:mm" : "yyyy-mm-dd hh:mm:ss";
  return { kind: "number", value: Number(serial.toPrecision(MAX_DIGITS)), format };
}

const TEXT_TYPES = new Set(["text", "string", "boolean", "bool"]);
const DATE_TYPES = new Set(["date", "datetime", "date-time", "time"]);
const NUMBER_TYPES = new Set(["number", "integer", "int", "decimal", "float", "currency", "money", "amount", "percent", "percentage"]);

/**
 * One cell's value. `declaredType` (an extractor field's `type`) takes precedence over guessing: text fields
 * stay text, date fields are read only as dates, number fields only as numbers (leading zeros allowed).
 */
export function readCell(value: string, mark: ColumnMark, declaredType?: string | null): CellValue {
  const type = (declaredType ?? "").toLowerCase();
  if (value === "" || TEXT_TYPES.has(type)) return text(value);
  if (DATE_TYPES.has(type)) return readDate(value) ?? text(value);
  if (NUMBER_TYPES.has(type)) {
    const number = readNumber(value, mark, { leadingZeros: true });
    // A currency field without a symbol still shows as money: two decimals, thousands grouped.
    if (number?.kind === "number" && (type === "currency" || type === "money") && !/["%]/.test(number.format))
      return { ...number, format: "#,##0.00" };
    return number ?? text(value);
  }
  return readDate(value) ?? readNumber(value, mark) ?? text(value);
}

export interface ColumnHints {
  declaredType?: string | null;
  language?: string | null;
  /** The decimal mark the rest of the document agrees on, for a column whose own values do not tell. */
  documentMark?: DecimalMark | null;
}

/** Every value of one column, read with the column's own decimal mark. */
export function readColumn(values: readonly string[], hints: ColumnHints = {}): CellValue[] {
  const mark = columnMark(values, hints.language, hints.documentMark);
  return values.map((v) => readCell(v, mark, hints.declaredType));
}

/** The number format a cell gets before its value: its number format, or Text. */
export function formatOf(cell: CellValue): string {
  return cell.kind === "number" ? cell.format : TEXT_FORMAT;
}

/** What is written into the cell: a JavaScript number, or the text itself (into a Text-formatted cell). */
export function valueOf(cell: CellValue): string | number {
  return cell.kind === "number" ? cell.value : cell.text;
}

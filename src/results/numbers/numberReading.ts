// How one cell's text reads as a number or a date, given the decimal mark its column uses: the value and the
// number format that shows it as written, or why it does not read (the reason the review and the insert's
// outcome give). Pure, and free of Office: cellValues.ts reads whole columns with it.
//
// Numbers: integers and decimals with thousands separators ("12,400", "1.240,50"; spaces or apostrophes too
// where the workbook groups digits with them, as Excel reads "12 400" in a French workbook), a leading minus
// or parentheses or a trailing minus for negatives, percentages ("62%", "12,5 %"), currency amounts with a
// symbol or an ISO code (currencySigns.ts), ISO dates and the service's "YYYY-MM-DD HH:MM:SS". Leading zeros, more than 15 digits, exponents, booleans, times and
// everything else stay text.
import { CURRENCY_SYMBOLS, currencyAfter, currencyBefore, withoutCode, type Currency } from "./currencySigns";
import { GROUPED, ungroup } from "./digitGroups";
import { digitLookalikeFix } from "./misreads";

export { isDate, readDate } from "./dates";

export type CellValue = { kind: "text"; text: string } | { kind: "number"; value: number; format: string };
export type NumberValue = Extract<CellValue, { kind: "number" }>;
export type DecimalMark = "." | ",";
/** The mark a column is read with: one of the two, "conflict" (its values disagree and nothing settles it), or null (unknown). */
export type ColumnMark = DecimalMark | "conflict" | null;

/**
 * Why a value stayed text: nothing there; the field is declared text; it is no number at all; it is a number
 * with letters where digits belong ("1O5", see `suggestion`); digits and separators that form no number
 * ("1,23.4"); written with the decimal mark the column does not use; "12,400" with nothing to tell the mark;
 * leading zeros or more than 15 digits (ids, codes: kept exactly); a declared date that is not one, or a date
 * that is no day of the calendar ("31/09/2026"); a date in a column of numbers, a number in a column of dates;
 * a number in a column of text (written as text so the column stays whole).
 */
export type TextReason =
  | "empty"
  | "declaredText"
  | "notNumber"
  | "misread"
  | "malformed"
  | "otherMark"
  | "ambiguous"
  | "leadingZeros"
  | "tooManyDigits"
  | "notDate"
  | "dateAmongNumbers"
  | "numberAmongDates"
  | "minority";

/** What one value reads as: a number (with the other reading when its separator could be either), or why not. */
export type NumberParse =
  { ok: true; value: NumberValue; other: NumberValue | null } | { ok: false; reason: TextReason; suggestion: string | null };

/** Excel keeps 15 significant digits: a longer digit string (an id, a card number) would lose its end. */
const MAX_DIGITS = 15;

/** How the digits of a number body can be read. */
type Body =
  | { kind: "decided"; mark: DecimalMark | null; int: string; frac: string; grouped: boolean }
  | { kind: "ambiguous"; sep: DecimalMark; head: string; tail: string };

const BODY = /^\d(?:[\d.,]*\d)?$/;

function count(text: string, ch: string): number {
  let n = 0;
  for (let at = text.indexOf(ch); at !== -1; at = text.indexOf(ch, at + 1)) n += 1;
  return n;
}

/**
 * Reads "1,234.50", "1.240,50", "12,400", "0012"... (digits and separators only); null when not a number.
 * Written without splitting: it runs for every cell of tables with 100,000 of them.
 */
function readBody(body: string): Body | null {
  if (!BODY.test(body)) return null;
  const dots = count(body, ".");
  const commas = count(body, ",");
  if (dots === 0 && commas === 0) return { kind: "decided", mark: null, int: body, frac: "", grouped: false };
  if (dots > 0 && commas > 0) {
    const mark: DecimalMark = body.lastIndexOf(".") > body.lastIndexOf(",") ? "." : ",";
    const group: DecimalMark = mark === "." ? "," : ".";
    if ((mark === "." ? dots : commas) !== 1) return null;
    const at = body.indexOf(mark);
    const int = body.slice(0, at);
    if (!GROUPED[group].test(int)) return null;
    return { kind: "decided", mark, int: int.replaceAll(group, ""), frac: body.slice(at + 1), grouped: true };
  }
  const sep: DecimalMark = dots > 0 ? "." : ",";
  if (dots + commas > 1) {
    // Several of one separator: they group thousands, so the decimal mark is the other one.
    if (!GROUPED[sep].test(body)) return null;
    return { kind: "decided", mark: sep === "." ? "," : ".", int: body.replaceAll(sep, ""), frac: "", grouped: true };
  }
  const at = body.indexOf(sep);
  const head = body.slice(0, at);
  const tail = body.slice(at + 1);
  // One separator: with exactly three digits after it, it may group thousands or mark decimals.
  if (tail.length === 3 && head.length <= 3 && !head.startsWith("0")) return { kind: "ambiguous", sep, head, tail };
  return { kind: "decided", mark: sep, int: head, frac: tail, grouped: false };
}

interface Parts {
  negative: boolean;
  percent: boolean;
  currency: Currency | null;
  body: string;
}

const PLAIN = /^\d[\d.,]*$/;

function stripSymbols(value: string): Parts | null {
  // Most numbers have no sign, bracket, currency or percent.
  if (PLAIN.test(value)) return { negative: false, percent: false, currency: null, body: value };
  let s = value.replace(/^ +| +$/g, "");
  let negative = false;
  // "(1,234.50)", and after a currency as accounting writes it: "$(1,234.50)".
  const bracket = (): void => {
    const paren = negative ? null : /^\((.*)\)$/.exec(s);
    if (!paren) return;
    negative = true;
    s = (paren[1] ?? "").trim();
  };
  bracket();
  // "-", or the typographic minus "−" (U+2212) of typeset documents.
  const sign = (): void => {
    if (!negative && (s.startsWith("-") || s.startsWith("\u2212"))) {
      negative = true;
      s = s.slice(1);
    }
  };
  sign();
  // A trailing minus ("1.234,50-"): how accounting exports write negatives.
  const trailing = (): void => {
    if (!negative && /\d-$/.test(s)) {
      negative = true;
      s = s.slice(0, -1);
    }
  };
  // "12,-", "1'250.–": a whole amount, its decimals written as a dash (price lists): two zeros.
  const wholeDash = (): void => {
    s = s.replace(/(\d[.,])[-\u2013\u2014]{1,2}$/, "$100");
  };
  let currency: Parts["currency"] = null;
  const before = currencyBefore(s);
  if (before) {
    currency = before.currency;
    s = before.rest;
    sign();
    bracket();
  }
  wholeDash();
  trailing();
  let percent = false;
  if (s.endsWith("%")) {
    percent = true;
    // "12,5 %": French and German typography put a space before the sign.
    s = s.slice(0, -1).replace(/[ \u00a0\u202f]$/, "");
  } else if (!currency) {
    const after = currencyAfter(s);
    if (after) {
      currency = after.currency;
      s = after.rest;
    }
  }
  wholeDash();
  trailing();
  if (percent && currency) return null;
  return { negative, percent, currency, body: s };
}

/** The digits of a value, or null when it is no number at all (before any decimal mark is applied). */
function bodyOf(value: string, group: string | null): { parts: Parts; body: Body; spaced: boolean } | null {
  const parts = stripSymbols(value);
  if (!parts) return null;
  const plain = ungroup(parts.body, group);
  const body = readBody(plain.body);
  return body ? { parts: { ...parts, body: plain.body }, body, spaced: plain.grouped } : null;
}

/**
 * What a value says about the decimal mark on its own: a mark it settles ("7.25", "3,410.00", "1.240.000"), a
 * separator it leaves open ("12,400"), an integer written without one and how many digits it has ("310"), or
 * nothing (not a number). markEvidence.ts weighs a column's and a document's values with it.
 */
export type ValueShape =
  { kind: "mark"; mark: DecimalMark } | { kind: "open"; sep: DecimalMark } | { kind: "integer"; digits: number } | null;

export function shapeOf(value: string, group: string | null = null): ValueShape {
  if (!numberish(value)) return null;
  const read = bodyOf(value, group);
  if (!read) return null;
  const { body } = read;
  if (body.kind === "ambiguous") return { kind: "open", sep: body.sep };
  if (body.mark !== null) return { kind: "mark", mark: body.mark };
  return read.spaced || (body.int.length > 1 && body.int.startsWith("0")) ? null : { kind: "integer", digits: body.int.length };
}

/** What a value says about its column's decimal mark: "." or ",", or null when it says nothing. */
export function markOf(value: string, group: string | null = null): DecimalMark | null {
  const shape = /[.,]/.test(value) ? shapeOf(value, group) : null;
  return shape?.kind === "mark" ? shape.mark : null;
}

/** The separator of a value that reads either way ("12,400": "," as a thousands group or a decimal mark), else null. */
export function ambiguousSeparator(value: string, group: string | null = null): DecimalMark | null {
  const shape = /[.,]/.test(value) ? shapeOf(value, group) : null;
  return shape?.kind === "open" ? shape.sep : null;
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

interface Digits {
  int: string;
  frac: string;
  grouped: boolean;
}

function toNumber(parts: Parts, digits: Digits, leadingZeros: boolean): NumberValue | TextReason {
  const { int, frac, grouped } = digits;
  if (int === "") return "malformed";
  if (int.length > 1 && int.startsWith("0") && !leadingZeros) return "leadingZeros";
  if (int.length + frac.length > MAX_DIGITS) return "tooManyDigits";
  let number = Number(`${int}.${frac || "0"}`);
  if (parts.percent) number = Number((number / 100).toPrecision(MAX_DIGITS));
  if (parts.negative) number = -number;
  if (!Number.isFinite(number)) return "notNumber";
  return { kind: "number", value: number === 0 ? 0 : number, format: numberFormat(parts, grouped, frac.length) };
}

export interface NumberOptions {
  /** Leading zeros allowed ("0012" -> 12): a field declared as a number. */
  leadingZeros?: boolean;
  /** The workbook's group separator, when it is neither "." nor ",": digits grouped with it are read too. */
  group?: string | null;
}

/** Why a value that is not a number as it stands is no number: a letter/digit confusion it may be, or not one at all. */
function notANumber(value: string, mark: ColumnMark, options: NumberOptions): NumberParse {
  const fix = digitLookalikeFix(value);
  const fixed = fix === null ? null : parseNumber(fix, mark, options);
  if (fix !== null && fixed?.ok) return { ok: false, reason: "misread", suggestion: fix };
  // Digits and separators only (with a sign, a currency or a percent): meant as a number, written wrong. A date
  // written the local way ("12.03.2026") is no misread number: it stays text as it is.
  const parts = stripSymbols(value);
  const localDate = /^\d{1,2}([./])\d{1,2}\1\d{2,4}$/.test(value.trim());
  const malformed = parts !== null && !localDate && /^\d[\d.,]*$/.test(parts.body);
  return { ok: false, reason: malformed ? "malformed" : "notNumber", suggestion: null };
}

/**
 * What a number (or a number with look-alike letters) can hold: digits, separators, spaces, signs, brackets,
 * percent and currency signs, and the letters taken for digits. Anything else is text at once (most text
 * cells: this keeps a 100,000-cell table fast).
 */
const NUMBERISH_CHARS = new RegExp(`^[\\d.,\\s'\u2019()%\\-\u2212\u2013\u2014OoIlSBZ|${CURRENCY_SYMBOLS.join("")}]*$`);
const numberish = (value: string): boolean => NUMBERISH_CHARS.test(withoutCode(value)) && /\d/.test(value);

/** A number from the text alone, given the column's decimal mark, or why it is not one. */
export function parseNumber(value: string, mark: ColumnMark, options: NumberOptions = {}): NumberParse {
  if (!numberish(value)) return { ok: false, reason: "notNumber", suggestion: null };
  const read = bodyOf(value, options.group ?? null);
  if (!read) return notANumber(value, mark, options);
  const { parts, body, spaced } = read;
  const leadingZeros = options.leadingZeros === true;
  const done = (result: NumberValue | TextReason, other: NumberValue | null = null): NumberParse =>
    typeof result === "string" ? { ok: false, reason: result, suggestion: null } : { ok: true, value: result, other };
  // A column whose values disagree on the decimal mark, with nothing to settle it: separators stay text.
  if (mark === "conflict" && /[.,]/.test(parts.body)) return done("otherMark");
  const columnMark = mark === "conflict" ? null : mark;
  if (body.kind === "ambiguous") {
    const as = (m: DecimalMark): NumberValue | TextReason => {
      const grouped = body.sep !== m;
      return toNumber(parts, { int: grouped ? body.head + body.tail : body.head, frac: grouped ? "" : body.tail, grouped }, leadingZeros);
    };
    if (columnMark === null) return done("ambiguous");
    const other = as(columnMark === "." ? "," : ".");
    return done(as(columnMark), typeof other === "string" ? null : other);
  }
  if (body.mark !== null && columnMark !== null && body.mark !== columnMark) return done("otherMark");
  return done(toNumber(parts, { int: body.int, frac: body.frac, grouped: body.grouped || spaced }, leadingZeros));
}

/** A number from the text alone, given the column's decimal mark; null when it is not unambiguously one. */
export function readNumber(value: string, mark: ColumnMark, options: NumberOptions = {}): CellValue | null {
  const parsed = parseNumber(value, mark, options);
  return parsed.ok ? parsed.value : null;
}

// Reads a column of texts as Excel data, the way the workbook itself would read them typed in: for each cell a
// number (with the number format that shows it as written) or text, with why it stayed text, whether it could
// have been read the other way ("12,400": 12400 or 12.4), and whether it is flagged (text in a column of
// numbers: a likely misread, named in the insert's outcome). Pure: the writers (excelTyping.ts) send what it
// decides, and the review before insert can show exactly the same reading.
//
// The decimal mark of a column, from the strongest evidence down (a value that writes both marks, "3,410.00",
// reads on its own whatever its column says): the user's choice for this insert when there is one; else what
// the column's own values say ("1.240,50" says ","; the majority when they disagree; "1,240" beside "310"
// says "." by markEvidence.ts); else what the rest of the document says; else the workbook's number settings
// (or Office's language where Excel cannot tell them). Which values decided is kept (`evidence`): the review
// and the insert's outcome name them where they overrode the workbook.
//
// A column is never half numbers, half text: when most of its values are numbers, the readable ones become
// numbers and the others are flagged; when most are text, its few numbers stay text with it. Key/value values
// are each their own thing (no majority), flagged when they look like a number that does not read.
import { columnGroup } from "./digitGroups";
import { dateOrderEvidence, readLocalDate, type DateOrder } from "./localDates";
import { columnEvidence, pairsEvidence, type MarkEvidence, type ShapeMemo } from "./markEvidence";
import type { NumberCulture } from "./numberCulture";
import {
  isDate,
  parseNumber,
  readDate,
  type CellValue,
  type ColumnMark,
  type DecimalMark,
  type NumberValue,
  type TextReason,
} from "./numberReading";

export type { CellValue, ColumnMark, DecimalMark, NumberValue, TextReason } from "./numberReading";
export type { NumberCulture } from "./numberCulture";
export type { MarkEvidence } from "./markEvidence";
export type { DateOrder } from "./localDates";

/** What is known about a column besides its values. */
export interface ReadingContext {
  /** How the workbook reads numbers (null: unknown, "12,400" then stays text unless the document tells). */
  culture?: NumberCulture | null;
  /** The decimal mark the rest of the document's values agree on. */
  documentMark?: DecimalMark | null;
  /** The order of day and month most of the document's dates settle ("31/03/2026": day first). */
  documentDateOrder?: DateOrder | null;
  /** What the document's columns say, with the values that say it (wins over `documentMark`). */
  documentEvidence?: MarkEvidence | null;
  /** An extractor field's declared type: it wins over guessing. */
  declaredType?: string | null;
  /** The user's "Read numbers as" choice for this insert: it wins over everything. */
  readAs?: DecimalMark | null;
  /** Each value stands alone (key/value values): no column majority. */
  independent?: boolean;
  /** Readings of values already read (readingMemo.ts): the same answers, without reading them again. */
  memo?: ReadingMemo;
}

/** What readingMemo.ts remembers: each value's shape, and its reading with a given mark, type, group and dates. */
export interface ReadingMemo extends ShapeMemo {
  read(text: string, mark: ColumnMark, declaredType: string, group: string | null, dates: DateReading): Omit<CellReading, "flagged">;
}

export interface CellReading {
  /** The text as the service gave it. */
  text: string;
  /** What the cell receives. */
  value: CellValue;
  /** Why it stayed text (null for a number or a date). */
  reason: TextReason | null;
  /** Text among numbers: a likely misread, named in the insert's outcome and flagged in review. */
  flagged: boolean;
  /** The reading not taken, when the text reads either way ("12,400" as 12.4 where 12400 was taken). */
  other: NumberValue | null;
  /** For a letter/digit confusion, the corrected text that reads as a number ("1O5" -> "105"). */
  suggestion: string | null;
}

/** Where a column's decimal mark came from. */
export type MarkSource = "choice" | "column" | "document" | "workbook" | "language" | null;

export interface ColumnReading {
  cells: CellReading[];
  /** What the column holds once written. */
  kind: "number" | "date" | "text";
  mark: ColumnMark;
  markFrom: MarkSource;
  /** The column's or document's own values use another decimal mark than the workbook: they won, flag it in review. */
  againstCulture: boolean;
  /** The values that decided the mark, when the column or the document did ("3,410.00"; "1,240" beside "310"). */
  evidence: { example: string; beside: string | null } | null;
}

const TEXT_TYPES = new Set(["text", "string", "boolean", "bool"]);
const DATE_TYPES = new Set(["date", "datetime", "date-time", "time"]);
const NUMBER_TYPES = new Set(["number", "integer", "int", "decimal", "float", "currency", "money", "amount", "percent", "percentage"]);
/** Reasons that mean "meant as a number, read wrong": what a key/value value is flagged for, and counted with the numbers. */
const NUMBER_LIKE = new Set<TextReason>(["misread", "malformed", "otherMark", "notDate", "dateAmongNumbers", "numberAmongDates"]);

/** What one column's values say about the decimal mark: the one most of them use (null when none or as many each way). */
export function markEvidence(values: readonly string[], group: string | null = null, memo?: ShapeMemo): MarkEvidence {
  return columnEvidence(values, group, memo);
}

/**
 * The cell reads either way and took the decimal reading ("12,400" as 12.4, where 12400 was as likely). The two
 * readings of one separator followed by three digits differ by a factor of 1000: the decimal one is the smaller.
 */
export function readAsDecimals(cell: CellReading): boolean {
  return cell.value.kind === "number" && cell.other !== null && Math.abs(cell.value.value) < Math.abs(cell.other.value);
}

/**
 * The cells of a column that read either way and were read as decimals because this workbook reads numbers so:
 * its mark came from the workbook (nothing in the document told), or the user chose the workbook's mark.
 */
export function workbookDecimals(reading: ColumnReading, culture: NumberCulture | null): CellReading[] {
  if (!culture || reading.mark !== culture.decimal) return [];
  const byWorkbook = reading.markFrom === "workbook" || reading.markFrom === "language" || reading.markFrom === "choice";
  return byWorkbook ? reading.cells.filter(readAsDecimals) : [];
}

/** The decimal mark a column is read with, where it came from, and the values that decided it. */
export function columnMark(
  values: readonly string[],
  context: ReadingContext = {},
): { mark: ColumnMark; from: MarkSource; evidence: ColumnReading["evidence"] } {
  if (context.readAs) return { mark: context.readAs, from: "choice", evidence: null };
  const culture = context.culture ?? null;
  const said = (e: MarkEvidence): ColumnReading["evidence"] => (e.example === null ? null : { example: e.example, beside: e.beside });
  // Values that each stand alone (key/value values) say only what each settles on its own.
  const column = (context.independent ? pairsEvidence : markEvidence)(values, culture?.group ?? null, context.memo);
  if (column.mark) return { mark: column.mark, from: "column", evidence: said(column) };
  // The column's values say nothing, or as many each way: the document, then the workbook settles it.
  const document = context.documentEvidence ?? null;
  if (document?.mark) return { mark: document.mark, from: "document", evidence: said(document) };
  if (!document && context.documentMark) return { mark: context.documentMark, from: "document", evidence: null };
  if (culture) return { mark: culture.decimal, from: culture.source, evidence: null };
  // Without a workbook, a column split both ways keeps its separators as text.
  return column.dots > 0 ? { mark: "conflict", from: "column", evidence: null } : { mark: null, from: null, evidence: null };
}

type Read = Omit<CellReading, "flagged">;

const textRead = (text: string, reason: TextReason, suggestion: string | null = null): Read => ({
  text,
  value: { kind: "text", text },
  reason,
  other: null,
  suggestion,
});

/** How a column reads dates written with separators: the order of day and month (null: unknown), the format to write. */
export interface DateReading {
  order: DateOrder | null;
  format: string | null;
}

/** An ISO date, or one written the local way read in `dates`' order; "notDate" for no day of the calendar. */
function dateOf(text: string, dates: DateReading | null): NumberValue | "notDate" | null {
  const iso = readDate(text);
  if (iso) return iso;
  if (text.length < 8 || text.length > 12) return null;
  const local = readLocalDate(text, dates?.order ?? null, dates?.format ?? null);
  if (local?.kind === "date") return { kind: "number", value: local.value, format: local.format };
  return local?.kind === "impossible" ? "notDate" : null;
}

/** One cell with its column's mark. `declaredType` (an extractor field's `type`) wins over guessing. */
export function readCellDetail(
  text: string,
  mark: ColumnMark,
  declaredType?: string | null,
  group: string | null = null,
  dates: DateReading | null = null,
): Read {
  const type = (declaredType ?? "").toLowerCase();
  if (text === "") return textRead(text, "empty");
  if (TEXT_TYPES.has(type)) return textRead(text, "declaredText");
  const found = dateOf(text, dates);
  if (found === "notDate") return textRead(text, "notDate");
  const date = found;
  if (DATE_TYPES.has(type)) return date ? { text, value: date, reason: null, other: null, suggestion: null } : textRead(text, "notDate");
  const isNumberType = NUMBER_TYPES.has(type);
  if (date && !isNumberType) return { text, value: date, reason: null, other: null, suggestion: null };
  const parsed = parseNumber(text, mark, { leadingZeros: isNumberType, group });
  if (!parsed.ok) {
    // "2026-02-30": meant as a date, and no day of the calendar.
    const reason = parsed.reason === "notNumber" && /^\s*\d{4}-\d{1,2}-\d{1,2}/.test(text) ? "notDate" : parsed.reason;
    return textRead(text, reason, parsed.suggestion);
  }
  let value = parsed.value;
  // A currency field without a symbol still shows as money: two decimals, thousands grouped.
  if ((type === "currency" || type === "money") && !/["%]/.test(value.format)) value = { ...value, format: "#,##0.00" };
  return { text, value, reason: null, other: parsed.other, suggestion: null };
}

/** One cell's value with its column's mark (the reading without its reasons). */
export function readCell(value: string, mark: ColumnMark, declaredType?: string | null): CellValue {
  return readCellDetail(value, mark, declaredType).value;
}

/** A column of dates when its dates outnumber its other numbers. */
function kindOf(reads: readonly Read[]): "number" | "date" {
  let dates = 0;
  let numbers = 0;
  for (const r of reads) {
    if (r.value.kind !== "number") continue;
    if (isDate(r.value)) dates += 1;
    else numbers += 1;
  }
  return dates > numbers ? "date" : "number";
}

/** The column's odd ones out stay text, to be flagged: a date among numbers (hours worked), a number among dates. */
function keepKind(reads: readonly Read[], kind: "number" | "date"): Read[] {
  return reads.map((r) => {
    if (r.value.kind !== "number" || isDate(r.value) === (kind === "date")) return r;
    return textRead(r.text, kind === "date" ? "numberAmongDates" : "dateAmongNumbers");
  });
}

/**
 * The order a column reads day and month in: its own dates, then the document's, then how the document writes
 * numbers, then the workbook's. A document writing decimal commas ("1 234,50 €") writes the day first: no
 * culture that writes decimal commas puts the month first, so "03/04/2025" there is 3 April in any workbook.
 */
export function columnDates(values: readonly string[], context: ReadingContext = {}): DateReading {
  const dates = context.culture?.dates ?? null;
  const decimal = context.documentEvidence ? context.documentEvidence.mark : (context.documentMark ?? null);
  const byNumbers: DateOrder | null = decimal === "," ? "dmy" : null;
  const order = dateOrderEvidence(values).order ?? context.documentDateOrder ?? byNumbers ?? dates?.order ?? null;
  return { order, format: dates?.format ?? null };
}

/** Every value of one column, read with the column's decimal mark, with what is known about each. */
export function readColumn(values: readonly string[], context: ReadingContext = {}): ColumnReading {
  const culture = context.culture ?? null;
  const { mark, from, evidence } = columnMark(values, context);
  const type = (context.declaredType ?? "").toLowerCase();
  const group = columnGroup(values, culture?.group ?? null);
  const memo = context.memo;
  const dates = columnDates(values, context);
  const reads = values.map((v) => (memo ? memo.read(v, mark, type, group, dates) : readCellDetail(v, mark, type, group, dates)));
  const againstCulture = culture !== null && (from === "column" || from === "document") && mark !== culture.decimal;
  const column = (kind: ColumnReading["kind"], flag: (r: Read) => boolean, cells = reads): ColumnReading => ({
    cells: cells.map((r) => ({ ...r, flagged: r.value.kind === "text" && r.text !== "" && flag(r) })),
    kind,
    mark,
    markFrom: from,
    againstCulture,
    evidence,
  });
  if (TEXT_TYPES.has(type)) return column("text", () => false);
  if (DATE_TYPES.has(type)) return column("date", () => true);
  if (NUMBER_TYPES.has(type)) return column("number", () => true);
  const numberLike = (r: Read): boolean => r.reason !== null && NUMBER_LIKE.has(r.reason);
  const numbers = reads.filter((r) => r.value.kind === "number").length;
  const meant = reads.filter(numberLike).length;
  const texts = reads.filter((r) => r.value.kind === "text" && r.text !== "" && !numberLike(r)).length;
  if (context.independent) return column(numbers > texts ? kindOf(reads) : "text", numberLike);
  // Numbers and values meant as numbers ("1O5", "1,23.4") as many as the rest or more: a column of numbers.
  // Real numbers must be at least as many as those (unless the user chose how to read them), so that a column
  // of "1.2.3" section numbers stays text.
  const enoughNumbers = numbers > 0 ? numbers >= meant : Boolean(context.readAs) && meant > 0;
  if (enoughNumbers && numbers + meant >= texts) {
    const kind = kindOf(reads);
    return column(kind, () => true, keepKind(reads, kind));
  }
  // Mostly text: its few numbers go in as text too, so the column sorts and filters as one.
  const asText = reads.map((r) => (r.value.kind === "number" ? textRead(r.text, "minority") : r));
  return column("text", () => false, asText);
}

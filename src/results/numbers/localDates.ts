// Dates written the local way ("12.03.2026", "31/09/2026", "3/14/2026", "2026/03/12") as Excel's serial numbers,
// read by the same evidence order as figures (cellValues.ts): the value itself (a day over 12, a year first, or
// dots, which only day.month.year writes), then its column's other dates, then the document's, then the
// workbook's short date order. Pure.
import { excelSerial } from "./dates";

/** The order of day, month and year in a date written with separators. */
export type DateOrder = "dmy" | "mdy" | "ymd";

/** How the workbook writes dates: the order of its short date and the Excel format code that shows it. */
export interface DateCulture {
  order: DateOrder;
  /** An Excel number format code ("dd.mm.yyyy", "m/d/yyyy"). */
  format: string;
}

/** Day and month before a four-digit year (either order), or a four-digit year first, with one separator. */
const FIRST_TWO = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4})$/;
const YEAR_FIRST = /^(\d{4})([./])(\d{1,2})\2(\d{1,2})$/;

/** A date's numbers as written, before an order is known. */
export interface DateShape {
  first: number;
  second: number;
  year: number;
  /** The order the value settles on its own, or null (both first numbers 12 or under). */
  said: DateOrder | null;
}

/** What a value writes as a date with separators ("2026-03-12", the ISO form, is dates.ts's), or null. */
export function dateShape(text: string): DateShape | null {
  const value = text.trim();
  const y = YEAR_FIRST.exec(value);
  if (y) return { first: Number(y[3]), second: Number(y[4]), year: Number(y[1]), said: "ymd" };
  const m = FIRST_TWO.exec(value);
  if (!m) return null;
  const [first, second] = [Number(m[1]), Number(m[3])];
  // Dots are day.month.year wherever they are written; else a number over 12 cannot be the month.
  const said: DateOrder | null = m[2] === "." || (first > 12 && second <= 12) ? "dmy" : second > 12 && first <= 12 ? "mdy" : null;
  return { first, second, year: Number(m[4]), said };
}

/** A figure grouped in lakhs and crores ("1,23,456.00"): written the Indian way, where dates put the day first. */
const LAKHS = /(?:^|[^\d,.])[1-9]\d?(?:,\d{2})+,\d{3}(?:\.\d+)?(?![\d,])/;

/**
 * The order most of these values settle on their own (dotted and day-over-12 dates; a figure grouped in lakhs
 * says day first too), or null (none, or as many each way).
 */
export function dateOrderEvidence(values: readonly string[]): { dmy: number; mdy: number; order: DateOrder | null } {
  let dmy = 0;
  let mdy = 0;
  for (const value of values) {
    if (value.includes(",") && LAKHS.test(value)) dmy += 1;
    if (value.length < 8 || value.length > 12) continue;
    const said = dateShape(value)?.said;
    if (said === "dmy") dmy += 1;
    else if (said === "mdy") mdy += 1;
  }
  return { dmy, mdy, order: dmy > mdy ? "dmy" : mdy > dmy ? "mdy" : null };
}

/** The Excel format that writes dates in this order, when the workbook's own is not known. */
export function formatOfOrder(order: DateOrder): string {
  return order === "dmy" ? "dd/mm/yyyy" : order === "mdy" ? "mm/dd/yyyy" : "yyyy-mm-dd";
}

export type LocalDate =
  | { kind: "date"; value: number; format: string }
  /** Written as a date, and no day of the calendar ("31/09/2026", "13/13/2026"). */
  | { kind: "impossible" }
  /** Day and month could be either, and nothing tells the order. */
  | { kind: "ambiguous" };

/**
 * A value written as a local date, read with `order` where the value does not settle its own (null: unknown),
 * written with `format` (the workbook's date format); null when it is not written as such a date.
 */
export function readLocalDate(text: string, order: DateOrder | null, format: string | null): LocalDate | null {
  const shape = dateShape(text);
  if (!shape) return null;
  const { first, second, year } = shape;
  if (shape.said === null && first > 12 && second > 12) return { kind: "impossible" };
  const taken = shape.said ?? (order === "ymd" ? null : order);
  if (taken === null) return { kind: "ambiguous" };
  const [month, day] = taken === "dmy" ? [second, first] : [first, second];
  const serial = excelSerial(year, month, day);
  if (serial === null) return { kind: "impossible" };
  return { kind: "date", value: serial, format: format ?? formatOfOrder(taken) };
}

/** A short date pattern as .NET and Office write it ("M/d/yyyy", "dd.MM.yyyy") as the date culture it gives. */
export function dateCultureOfPattern(pattern: string | null | undefined): DateCulture | null {
  const p = (pattern ?? "").trim();
  const at = (ch: string): number => p.search(new RegExp(ch, "i"));
  const [d, m, y] = [at("d"), at("M"), at("y")];
  if (d < 0 || m < 0 || y < 0 || /[^dMy./\- ]/.test(p)) return null;
  const order: DateOrder = y < m && m < d ? "ymd" : m < d ? "mdy" : "dmy";
  return { order, format: p.replace(/M/g, "m") };
}

/** The short date of a language ("de-DE" -> dd.mm.yyyy), or null for an unknown one. */
export function dateCultureOfLanguage(tag: string): DateCulture | null {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat(tag, { year: "numeric", month: "2-digit", day: "2-digit", numberingSystem: "latn" }).formatToParts(
      new Date(Date.UTC(2026, 2, 14)),
    );
  } catch {
    return null;
  }
  const code = { day: "dd", month: "mm", year: "yyyy" } as const;
  const pattern = parts
    .map((part) => (part.type === "day" || part.type === "month" || part.type === "year" ? code[part.type] : part.value))
    .join("");
  return dateCultureOfPattern(pattern.replace(/mm/g, "MM"));
}

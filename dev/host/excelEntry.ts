// How Excel types what is entered into a cell (`Range.values`, as if typed): text, number, date, time,
// boolean, error value or formula, read with the workbook's separators. Kept apart from the workbook model so
// the rules that catch an unguarded writer ("=1+1" becomes a formula, "0012" the number 12) are in one place.
import { ExcelModelError, type CellModel, type CellType } from "./excelModelTypes";
import { separatorsInEffect, type WorkbookCulture } from "./workbookCulture";

/** Excel's limit on the characters in one cell. */
export const CELL_CHARACTER_LIMIT = 32_767;

/**
 * An entry into a cell, parsed as Excel parses `Range.values` (as if typed):
 * - in a cell formatted as Text ("@") the entry is kept exactly as it is (a leading apostrophe included);
 * - otherwise a leading quote (') makes the rest text, and is not kept in the value;
 * - "=", "+", "-" or "@" start a formula (a sign followed by a number is a number); the double is stricter
 *   than Excel and also treats tab, CR or LF before them as a formula, as CSV injection filters do;
 * - numbers (with thousands separators, decimals, exponent, %), ISO dates, times, TRUE/FALSE and error
 *   values become what they look like;
 * - anything longer than 32,767 characters is refused, as Excel does.
 */
export function enterInto(cell: CellModel, input: unknown, culture: WorkbookCulture): void {
  cell.quotePrefix = false;
  if (input === null || input === undefined || input === "") {
    cell.type = "String";
    cell.value = "";
    return;
  }
  if (typeof input === "number") {
    cell.type = "Double";
    cell.value = String(input);
    return;
  }
  if (typeof input === "boolean") {
    cell.type = "Boolean";
    cell.value = input ? "TRUE" : "FALSE";
    return;
  }
  const text = String(input);
  if (text.length > CELL_CHARACTER_LIMIT + (text.startsWith("'") ? 1 : 0))
    throw new ExcelModelError("InvalidArgument", `A cell can hold ${CELL_CHARACTER_LIMIT} characters; this value has ${text.length}.`);
  if (cell.numberFormat === "@") {
    // A cell formatted as Text keeps the entry exactly as typed, a leading apostrophe included.
    cell.type = "String";
    cell.value = text;
    return;
  }
  if (text.startsWith("'")) {
    cell.type = "String";
    cell.value = text.slice(1);
    cell.quotePrefix = true;
    return;
  }
  const parsed = parseEntry(text, separatorsInEffect(culture));
  cell.type = parsed.type;
  cell.value = parsed.value;
  if (parsed.numberFormat) cell.numberFormat = parsed.numberFormat;
}

const ERRORS = ["#NULL!", "#DIV/0!", "#VALUE!", "#REF!", "#NAME?", "#NUM!", "#N/A"];

const escape = (s: string): string => (/^[ \u00a0\u202f]$/.test(s) ? "[ \\u00a0\\u202f]" : s.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&"));

/** How Excel reads a typed entry that is not forced to text, with the decimal and group separators in effect. */
export function parseEntry(
  text: string,
  separators: { decimal: string; group: string } = { decimal: ".", group: "," },
): { type: CellType; value: string; numberFormat?: string } {
  if (/^[\t\r\n ]*[=@]/.test(text) || /^[\t\r\n]+[+-]/.test(text)) return { type: "Formula", value: text };
  const group = escape(separators.group);
  const decimal = escape(separators.decimal);
  const number = new RegExp(`^([+-]?)(\\d{1,3}(?:${group}\\d{3})+|\\d+)(${decimal}\\d+)?(?:[eE]([+-]?\\d+))?(%?)$`).exec(text.trim());
  if (number) {
    const digits = (number[2] ?? "").replace(new RegExp(group, "g"), "");
    const fraction = number[3] ? `.${number[3].slice(1)}` : "";
    const value = Number(`${number[1]}${digits}${fraction}${number[4] ? `e${number[4]}` : ""}`);
    return number[5] ? { type: "Double", value: String(value / 100), numberFormat: "0%" } : { type: "Double", value: String(value) };
  }
  if (/^[+-]/.test(text)) return { type: "Formula", value: text };
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (date) {
    const serial = (Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])) - Date.UTC(1899, 11, 30)) / 86_400_000;
    if (Number.isFinite(serial)) return { type: "Double", value: String(serial), numberFormat: "yyyy-mm-dd" };
  }
  const time = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (time && Number(time[1]) < 24 && Number(time[2]) < 60)
    return { type: "Double", value: String((Number(time[1]) * 60 + Number(time[2])) / 1440), numberFormat: "h:mm" };
  if (/^(true|false)$/i.test(text)) return { type: "Boolean", value: text.toUpperCase() };
  if (ERRORS.includes(text.toUpperCase())) return { type: "Error", value: text.toUpperCase() };
  return { type: "String", value: text };
}

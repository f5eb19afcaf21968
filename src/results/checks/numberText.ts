// Numbers written back as the document writes them, for what a flag says and suggests: a sum in the total's own
// style ("1,243.50" beside "1,234.50"), a value with its decimal mark swapped, the other reading of an
// ambiguous value. Pure.
import type { DecimalMark } from "../numbers/cellValues";

/** Digits after the decimal mark of a number as written ("1,234.50" with "." -> 2). */
export function decimalsOf(text: string, mark: DecimalMark): number {
  const at = text.lastIndexOf(mark);
  if (at < 0) return 0;
  const digits = /^\d+/.exec(text.slice(at + 1));
  return digits ? digits[0].length : 0;
}

/** True when the number is written with a thousands separator ("1,234.50", "12.400"). */
export function isGrouped(text: string, mark: DecimalMark): boolean {
  const group = mark === "." ? "," : ".";
  return new RegExp(`\\d\\${group}\\d{3}`).test(text);
}

/** `value` written with `mark`, `decimals` digits after it, and thousands grouped when asked. */
export function writeNumber(value: number, style: { mark: DecimalMark; decimals: number; grouped: boolean }): string {
  const fixed = Math.abs(value).toFixed(style.decimals);
  const [int = "0", frac = ""] = fixed.split(".");
  const group = style.mark === "." ? "," : ".";
  const digits = style.grouped ? int.replace(/\B(?=(\d{3})+(?!\d))/g, group) : int;
  return `${value < 0 ? "-" : ""}${digits}${frac ? style.mark + frac : ""}`;
}

/** `template` (the total as written, with its currency or percent) with its number replaced by `value`. */
export function writeLike(template: string, value: number, mark: DecimalMark): string {
  const written = writeNumber(value, { mark, decimals: decimalsOf(template, mark), grouped: isGrouped(template, mark) });
  const body = /-?\d[\d.,\s'\u00a0]*\d|-?\d/.exec(template);
  return body ? template.replace(body[0], written) : written;
}

/** The text with "." and "," swapped ("1.240,50" -> "1,240.50"). */
export function swapMarks(text: string): string {
  return text.replace(/[.,]/g, (ch) => (ch === "." ? "," : "."));
}

/** A value written so that it reads the same whatever the decimal mark: digits, with `mark` for decimals. */
export function plainNumber(value: number, mark: DecimalMark): string {
  if (Number.isInteger(value)) return String(value);
  return String(value).replace(".", mark);
}

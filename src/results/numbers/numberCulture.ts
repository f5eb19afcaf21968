// How a workbook reads numbers typed into it: its decimal mark and digit group separator, from Excel's own
// settings or, where Excel cannot say, from a language. Pure: excelCulture.ts asks Office.
import { dateCultureOfLanguage, type DateCulture } from "./localDates";
import type { DecimalMark } from "./numberReading";

export interface NumberCulture {
  /** The decimal mark ("." in en-US, "," in de-DE). */
  decimal: DecimalMark;
  /** The digit group separator ("," "." a space or an apostrophe). */
  group: string;
  /** Where it was learned: the workbook's settings, or Office's language when this Excel cannot tell. */
  source: "workbook" | "language";
  /** How the workbook writes dates (its short date), when known: it settles "03/04/2026" and formats dates. */
  dates?: DateCulture | null;
}

/** Separators as Excel reports them; null when they are not a decimal mark the reading knows. */
export function cultureFromSeparators(decimal: string, group: string, source: NumberCulture["source"]): NumberCulture | null {
  if (decimal !== "." && decimal !== ",") return null;
  // A group separator equal to the decimal mark cannot be: read groups as the other mark.
  const grouping = group === decimal || group === "" ? (decimal === "." ? "," : ".") : group;
  return { decimal, group: grouping, source };
}

/** The separators a language writes numbers with ("de-DE" -> "," and "."), or null for an unknown language. */
export function cultureOfLanguage(language: string | null | undefined): NumberCulture | null {
  const tag = (language ?? "").trim().replace(/_/g, "-");
  if (tag === "") return null;
  let supported: string[];
  try {
    supported = Intl.NumberFormat.supportedLocalesOf([tag]);
  } catch {
    return null;
  }
  if (supported.length === 0) return null;
  // Latin digits: Excel in Arabic still reads 1,234.5 typed with them.
  const parts = new Intl.NumberFormat(tag, { numberingSystem: "latn" }).formatToParts(1234567.5);
  const decimal = parts.find((p) => p.type === "decimal")?.value ?? ".";
  const group = parts.find((p) => p.type === "group")?.value ?? "";
  const culture = cultureFromSeparators(decimal, group, "language");
  return culture && { ...culture, dates: dateCultureOfLanguage(tag) };
}

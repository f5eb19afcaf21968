// Numbers, dates, sizes and lists in the UI's locale, through Intl (digits, separators and units as the
// user's language writes them; Arabic gets its own digits where its locale says so). No React, no Office.
import { uiLocale } from "./messages";

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  kind: string,
  options: object,
  make: (locale: string) => T,
): T {
  const locale = uiLocale().locale;
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make(locale);
    cache.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached("n", options, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}

export function formatDateTime(
  value: Date | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" },
): string {
  return cached("d", options, (locale) => new Intl.DateTimeFormat(locale, options)).format(value);
}

/** "3.2 MB", "850 kB": one decimal below 10 of a unit; 1024-based, as the service's 20 MB limit counts. */
export function formatFileSize(bytes: number): string {
  const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const options: Intl.NumberFormatOptions = {
    style: "unit",
    unit: units[unit],
    unitDisplay: unit === 0 ? "long" : "short",
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  };
  return formatNumber(value, options);
}

/** "a, b and c" in the UI's language. */
export function formatList(items: readonly string[], type: "conjunction" | "disjunction" = "conjunction"): string {
  return cached("l", { type }, (locale) => new Intl.ListFormat(locale, { type })).format(items);
}

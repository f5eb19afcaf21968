// Times as the user reads them: relative ("2 hours ago", "in 3 days") with the exact date and time beside it
// (for a title or a screen reader). Intl does the wording, in the UI's locale unless a test names another.
import { formatDateTime } from "../i18n/format";
import { uiLocale } from "../i18n/messages";

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600_000],
  ["month", 30 * 24 * 3600_000],
  ["week", 7 * 24 * 3600_000],
  ["day", 24 * 3600_000],
  ["hour", 3600_000],
  ["minute", 60_000],
  ["second", 1000],
];

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    relativeFormats.set(locale, format);
  }
  return format;
}

/** "2 hours ago", "in 3 days", "now": the largest whole unit of the distance between `at` and `now`. */
export function relativeTime(at: number, now: number, locale: string = uiLocale().locale): string {
  const format = relativeFormat(locale);
  const delta = at - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(delta) >= ms || unit === "second") return format.format(Math.trunc(delta / ms), unit);
  }
  return format.format(0, "second");
}

const EXACT: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/** "23 Nov 2026, 14:05" in the user's conventions. */
export function exactTime(at: number, locale?: string): string {
  return locale === undefined ? formatDateTime(at, EXACT) : new Intl.DateTimeFormat(locale, EXACT).format(at);
}

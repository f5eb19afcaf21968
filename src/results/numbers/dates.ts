// ISO dates (and the service's "YYYY-MM-DD HH:MM:SS") as Excel's serial numbers with a date format. Pure:
// numberReading.ts and cellValues.ts read cells with it.
/** A date as Excel holds it: its serial number, and the format that shows it as written. */
type NumberValue = { kind: "number"; value: number; format: string };

/** Excel keeps 15 significant digits. */
const MAX_DIGITS = 15;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?Z?)?$/;
const DAY_MS = 86_400_000;
/** Excel's day 0 (its serial numbers count days from 1899-12-30 for every date from 1900-03-01). */
const EPOCH = Date.UTC(1899, 11, 30);
const FIRST_SAFE_DAY = Date.UTC(1900, 2, 1);

/** A day of the calendar as Excel's serial number; null when there is no such day (or it is before 1900-03-01). */
export function excelSerial(year: number, month: number, day: number): number | null {
  const at = Date.UTC(year, month - 1, day);
  const real = new Date(at);
  if (real.getUTCFullYear() !== year || real.getUTCMonth() !== month - 1 || real.getUTCDate() !== day) return null;
  return at < FIRST_SAFE_DAY ? null : (at - EPOCH) / DAY_MS;
}

/** An ISO date (or the service's "YYYY-MM-DD HH:MM:SS") as Excel's serial number with a date format. */
export function readDate(value: string): NumberValue | null {
  const m = DATE.exec(value.replace(/^ +| +$/g, ""));
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hours, minutes, seconds] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  const day0 = excelSerial(year, month, day);
  if (day0 === null || hours > 23 || minutes > 59 || seconds > 59) return null;
  const serial = day0 + (hours * 3600 + minutes * 60 + seconds) / 86_400;
  const format = m[4] === undefined ? "yyyy-mm-dd" : m[6] === undefined ? "yyyy-mm-dd hh:mm" : "yyyy-mm-dd hh:mm:ss";
  return { kind: "number", value: Number(serial.toPrecision(MAX_DIGITS)), format };
}

/** Whether a number value is a date (its format is one: it shows a day or a year, outside any quoted text). */
export function isDate(value: { kind: string; format?: string }): boolean {
  return value.kind === "number" && /[dy]/i.test((value.format ?? "").replace(/"[^"]*"/g, ""));
}

// The primitives every parser of service responses shares: objects, text, integers and the service's two
// date formats, read tolerantly, with one error for a response that cannot be understood at all.
import { t } from "../i18n/messages";
import { ServiceError } from "./errors";

type Json = Record<string, unknown>;

/** Which response could not be read: selects the wording of errors.parse.badResponse. */
export type Unreadable =
  | "account"
  | "extractors"
  | "languages"
  | "topUp"
  | "document"
  | "documentDetail"
  | "documentWithoutId"
  | "translation"
  | "list"
  | "listWithoutDocuments"
  | "upload"
  | "uploadWithoutId";

export function badResponse(what: Unreadable): ServiceError {
  return new ServiceError("bad_response", t("errors.parse.badResponse", { what }));
}

export function asObject(value: unknown, what: Unreadable): Json {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw badResponse(what);
  return value as Json;
}

export function text(value: unknown, fallback = ""): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return fallback;
}

export function integer(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? Math.trunc(n) : null;
}

/**
 * The service writes dates two ways: ISO 8601 with microseconds and a trailing Z, and (for
 * automatically_deleted_at) `YYYY-MM-DD HH:MM:SS`, which we read as UTC like every other date it sends.
 */
export function parseServiceDate(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const plain = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:?\d{2})?$/.exec(value.trim());
  if (!plain) return null;
  const [, y, mo, d, h, mi, s, frac = "", zone = "Z"] = plain;
  const ms = Number(frac.padEnd(3, "0").slice(0, 3));
  const base = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  if (Number.isNaN(base)) return null;
  // Date.UTC rolls impossible values over (February 31st becomes March 3rd): such a text is not a date.
  const check = new Date(base);
  if (
    check.getUTCFullYear() !== Number(y) ||
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCDate() !== Number(d) ||
    check.getUTCHours() !== Number(h) ||
    check.getUTCMinutes() !== Number(mi) ||
    check.getUTCSeconds() !== Number(s)
  )
    return null;
  if (zone === "Z") return new Date(base);
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  const offsetMinutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return new Date(base - sign * offsetMinutes * 60_000);
}

/**
 * Microseconds since the epoch, keeping the sub-millisecond digits the service writes (Date drops them), so
 * that `updated_at` values can be ordered exactly. Null when the text is not a date.
 */
export function serviceDateMicros(value: unknown): number | null {
  const date = parseServiceDate(value);
  if (date === null || typeof value !== "string") return null;
  const fraction = /[T ]\d{2}:\d{2}:\d{2}\.(\d+)/.exec(value)?.[1] ?? "";
  return date.getTime() * 1000 + Number(fraction.padEnd(6, "0").slice(3, 6));
}

// Reading a non-2xx service answer: its body, its Retry-After, and text from it fit for a user.
// The spec leaves the error body open: we read `code` (or `error`), `message`, `errors` and the top-up fields
// when present and never rely on them; a body that is not JSON (a proxy's HTML page) leaves the status to decide.
import type { MessageValues } from "../i18n/messages";

export interface ErrorBody {
  code?: string;
  message?: string;
  errors?: Record<string, string[]>;
  /** Every top-level field, for the extras of particular errors (authentication_url, min_amount, ...). */
  fields: Record<string, unknown>;
}

export function readErrorBody(raw: string): ErrorBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { fields: {} }; // Not JSON (an HTML error page from a proxy, say): the status alone decides.
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return { fields: {} };
  const o = parsed as Record<string, unknown>;
  const body: ErrorBody = { fields: o };
  const code = typeof o.code === "string" ? o.code : typeof o.error === "string" ? o.error : undefined;
  if (code !== undefined) body.code = code;
  if (typeof o.message === "string") body.message = o.message;
  if (typeof o.errors === "object" && o.errors !== null && !Array.isArray(o.errors)) {
    const fields: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(o.errors as Record<string, unknown>)) {
      const list: unknown[] = Array.isArray(messages) ? messages : [messages];
      fields[field] = list.map((m) => (typeof m === "string" ? m : (JSON.stringify(m) ?? "")));
    }
    body.errors = fields;
  }
  return body;
}

/** Retry-After in seconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === "") return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Text from the service, fit to put in front of a user: plain, short, and with every secret (the bearer
 * token that was sent) removed. Rendering stays the UI's job; this only keeps junk and tokens out.
 */
export function safeDetail(value: string | undefined, secrets: readonly string[] = []): string {
  if (value === undefined) return "";
  // eslint-disable-next-line no-control-regex
  let text = value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  for (const secret of secrets) if (secret.length >= 4) text = text.split(secret).join("[hidden]");
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

/** A wait for messages that say it in seconds or minutes: `{unit, select, second {...} minute {...}}` with `{count, plural}`. */
export function waitValues(seconds: number | undefined): MessageValues {
  if (seconds === undefined) return { unit: "unknown", count: 0 };
  return seconds < 90 ? { unit: "second", count: seconds } : { unit: "minute", count: Math.ceil(seconds / 60) };
}

/** The service's own words for messages that show them when there are any (`{hasDetail, select, yes {...}}`). */
export function detailValues(detail: string): MessageValues {
  return { hasDetail: detail === "" ? "no" : "yes", detail };
}

export const numberOf = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value)
    ? value
    : typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))
      ? Number(value)
      : undefined;

export const stringOf = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value : undefined);

// Tolerant parsing of service responses: unknown fields are ignored, missing optional fields get neutral
// values, unknown enum values are surfaced as { unknown }, and only a response that cannot be understood at
// all (not an object, no id) raises a ServiceError of kind "bad_response". Text stays text: nothing here
// interprets HTML or control characters.
import { ServiceError } from "./errors";
import { parseExtractorPages, parseTablesPages, parseTranscriptPages, parseTranslationPages, unreadableResult } from "./resultParse";
import type {
  Action,
  DocumentDetail,
  DocumentPage,
  DocumentStatus,
  DocumentSummary,
  Thumbnail,
  Translation,
  UploadAccepted,
} from "./types";

export { parseUser } from "./accountParse";

type Json = Record<string, unknown>;

export function badResponse(what: string): ServiceError {
  return new ServiceError(
    "bad_response",
    `The service sent a response the add-in could not read (${what}). Try again; if it keeps happening, the service may be changing.`,
  );
}

export function asObject(value: unknown, what: string): Json {
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

const STATUSES = ["new", "queued", "processing", "processed", "failed"] as const;
export function parseStatus(value: unknown): DocumentStatus {
  const s = text(value);
  return (STATUSES as readonly string[]).includes(s) ? (s as DocumentStatus) : { unknown: s };
}

const ACTIONS = ["transcribe", "tables", "extractor"] as const;
export function parseAction(value: unknown): Action | { unknown: string } {
  const s = text(value);
  return (ACTIONS as readonly string[]).includes(s) ? (s as Action) : { unknown: s };
}

export function parseDocumentSummary(value: unknown): DocumentSummary {
  const o = asObject(value, "document");
  // Version 1 and 2 of the API called these document_id and original_file_name; read them if a server does.
  const id = text(o.id ?? o.document_id);
  if (id === "") throw badResponse("document without an id");
  return {
    id,
    fileName: text(o.file_name ?? o.original_file_name),
    action: parseAction(o.action),
    pageCount: integer(o.page_count),
    status: parseStatus(o.status),
    automaticallyDeletedAt: parseServiceDate(o.automatically_deleted_at),
    createdAt: parseServiceDate(o.created_at),
    updatedAt: parseServiceDate(o.updated_at),
  };
}

function parseThumbnails(value: unknown): Thumbnail[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, index): Thumbnail[] => {
    if (typeof item !== "object" || item === null) return [];
    const t = item as Json;
    const url = text(t.url);
    return url === "" ? [] : [{ pageNumber: integer(t.page_number) ?? index + 1, url }];
  });
}

export function parseDocumentDetail(value: unknown): DocumentDetail {
  const o = asObject(value, "document detail");
  const results = Array.isArray(o.results) ? (o.results as unknown[]) : [];
  const summary = parseDocumentSummary(o);
  try {
    return {
      ...summary,
      transcriptPages: parseTranscriptPages(results),
      tablesPages: parseTablesPages(results),
      extractorPages: parseExtractorPages(results),
      thumbnails: parseThumbnails(o.thumbnails),
      rawResults: results,
    };
  } catch (error: unknown) {
    // Whatever the parser tripped over (a size, an engine limit), it is the result, not the connection.
    if (error instanceof ServiceError) throw error;
    throw unreadableResult("it is too large or malformed", error);
  }
}

/** GET /documents/{id}?action=translate: the detail object whose results are translated pages. */
export function parseTranslation(value: unknown): Translation {
  const o = asObject(value, "translation");
  const results = Array.isArray(o.results) ? (o.results as unknown[]) : [];
  const pages = parseTranslationPages(results);
  const language = pages.find((p) => p.language !== "")?.language ?? (text(o.translate_to ?? o.language) || null);
  return { document: parseDocumentSummary(o), language, pages };
}

/** What a 202 says about the document, when it says anything readable (it need not). */
export function parseProcessingBody(raw: string): DocumentSummary | undefined {
  try {
    return parseDocumentSummary(JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * GET /documents: the pagination envelope. Items that cannot be read (no id) are skipped and counted rather
 * than failing the page; missing numbers are inferred from what is there.
 */
export function parseDocumentPage(value: unknown, requestedPage = 1): DocumentPage {
  const o = asObject(value, "document list");
  const items: unknown = o.documents ?? o.data;
  if (!Array.isArray(items)) throw badResponse("document list without documents");
  let skipped = 0;
  let cursor: string | null = null;
  let cursorMicros = -Infinity;
  const documents = items.flatMap((item): DocumentSummary[] => {
    try {
      const doc = parseDocumentSummary(item);
      const raw = (item as Record<string, unknown>).updated_at;
      const micros = serviceDateMicros(raw);
      if (micros !== null && micros > cursorMicros && typeof raw === "string") {
        cursorMicros = micros;
        cursor = raw;
      }
      return [doc];
    } catch {
      skipped++;
      return [];
    }
  });
  const currentPage = positive(o.current_page) ?? positive(requestedPage) ?? 1;
  const lastPage = Math.max(positive(o.last_page) ?? currentPage, currentPage);
  const perPage = positive(o.per_page) ?? Math.max(items.length, 1);
  const nextUrl = o.next_page_url;
  const prevUrl = o.prev_page_url;
  return {
    documents,
    currentPage,
    from: positive(o.from),
    to: positive(o.to),
    total: Math.max(integer(o.total) ?? 0, documents.length),
    perPage,
    lastPage,
    hasNextPage: nextUrl === undefined ? currentPage < lastPage : typeof nextUrl === "string" && nextUrl !== "",
    hasPreviousPage: prevUrl === undefined ? currentPage > 1 : typeof prevUrl === "string" && prevUrl !== "",
    cursor,
    skipped,
  };
}

function positive(value: unknown): number | null {
  const n = integer(value);
  return n !== null && n >= 1 ? n : null;
}

export function parseUploadAccepted(value: unknown): UploadAccepted {
  const o = asObject(value, "upload response");
  const id = text(o.id ?? o.document_id);
  if (id === "") throw badResponse("upload response without a document id");
  return { id, status: parseStatus(o.status) };
}

// Tolerant parsing of service responses: unknown fields are ignored, missing optional fields get neutral
// values, unknown enum values are surfaced as { unknown }, and only a response that cannot be understood at
// all (not an object, no id) raises a ServiceError of kind "bad_response". Text stays text: nothing here
// interprets HTML or control characters.
import { ServiceError } from "./errors";
import { asObject, badResponse, integer, parseServiceDate, serviceDateMicros, text } from "./jsonValues";
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
export { asObject, badResponse, integer, parseServiceDate, serviceDateMicros, text } from "./jsonValues";

type Json = Record<string, unknown>;

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
  if (id === "") throw badResponse("documentWithoutId");
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
  const o = asObject(value, "documentDetail");
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
    throw unreadableResult({ reason: "malformed" }, error);
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
  const o = asObject(value, "list");
  const items: unknown = o.documents ?? o.data;
  if (!Array.isArray(items)) throw badResponse("listWithoutDocuments");
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
  const o = asObject(value, "upload");
  const id = text(o.id ?? o.document_id);
  if (id === "") throw badResponse("uploadWithoutId");
  return { id, status: parseStatus(o.status) };
}

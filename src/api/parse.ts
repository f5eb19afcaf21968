// Tolerant parsing of service responses: unknown fields are ignored, missing optional fields get neutral
// values, unknown enum values are surfaced as { unknown }, and only a response that cannot be understood at
// all (not an object, no id) raises a ServiceError of kind "bad_response". Text stays text: nothing here
// interprets HTML or control characters.
import { ServiceError } from "./errors";
import { parseExtractorPages, parseTablesPages, parseTranscriptPages } from "./resultParse";
import type { Action, DocumentDetail, DocumentStatus, DocumentSummary, Thumbnail, UploadAccepted, User } from "./types";

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
  if (zone === "Z") return new Date(base);
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  const offsetMinutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return new Date(base - sign * offsetMinutes * 60_000);
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
  const id = text(o.id);
  if (id === "") throw badResponse("document without an id");
  return {
    id,
    fileName: text(o.file_name),
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
  return {
    ...parseDocumentSummary(o),
    transcriptPages: parseTranscriptPages(results),
    tablesPages: parseTablesPages(results),
    extractorPages: parseExtractorPages(results),
    thumbnails: parseThumbnails(o.thumbnails),
    rawResults: results,
  };
}

export function parseUploadAccepted(value: unknown): UploadAccepted {
  const o = asObject(value, "upload response");
  const id = text(o.id);
  if (id === "") throw badResponse("upload response without a document id");
  return { id, status: parseStatus(o.status) };
}

export function parseUser(value: unknown): User {
  const o = asObject(value, "account");
  return {
    id: text(o.id),
    name: text(o.name),
    email: text(o.email),
    verified: o.verified === true,
    type: text(o.type),
    balance: integer(o.balance) ?? 0,
  };
}

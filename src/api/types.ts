// Resource types of the transcription service, API version 3 (../../../shared/service-api-v3.md).
// These are the shapes after parsing (parse.ts): dates are Date objects, unknown values are kept visible.

import type { Priority } from "./scheduler";

export type Action = "transcribe" | "tables" | "extractor";
/** What a result can be asked for: the upload actions, and the follow-up translation of a transcription. */
export type ResultAction = Action | "translate";
/** Result file formats (GET /documents/{id}.{format}). */
export type ResultFormat = "txt" | "docx" | "xlsx" | "csv" | "json";
/** A status the spec names, or any other string a newer service may send (shown, never crashed on). */
export type DocumentStatus = "new" | "queued" | "processing" | "processed" | "failed" | { unknown: string };

export interface DocumentSummary {
  id: string;
  fileName: string;
  action: Action | { unknown: string };
  pageCount: number | null;
  status: DocumentStatus;
  automaticallyDeletedAt: Date | null;
  createdAt: Date | null;
  updatedAt: Date | null;
}

export interface TranscriptPage {
  pageNumber: number;
  transcript: string;
}

/** A table as a grid of strings: every row has `columnCount` cells (short rows are padded with ""). */
export interface TableResult {
  tableNumber: number;
  hasHeaderRow: boolean;
  rows: string[][];
  columnCount: number;
}

export interface KeyValuePair {
  key: string;
  value: string;
}

export interface TablesPage {
  pageNumber: number;
  tables: TableResult[];
  keyValuePairs: KeyValuePair[];
}

export interface ExtractedField {
  key: string;
  name: string;
  type: string;
  /** Array fields carry several values; single fields one. */
  value: string | string[];
}

export interface ExtractorPage {
  pageNumber: number;
  /** One record per extraction on the page. */
  extractions: ExtractedField[][];
}

export interface Thumbnail {
  pageNumber: number;
  url: string;
}

export interface DocumentDetail extends DocumentSummary {
  /** Pages of text when the action is transcribe (empty otherwise). */
  transcriptPages: TranscriptPage[];
  /** Tables and key/value pairs when the action is tables (empty otherwise). */
  tablesPages: TablesPage[];
  /** Extracted records when the action is extractor (empty otherwise). */
  extractorPages: ExtractorPage[];
  thumbnails: Thumbnail[];
  /** The raw `results` array, for result kinds not parsed yet. */
  rawResults: unknown[];
}

export interface UploadAccepted {
  id: string;
  status: DocumentStatus;
}

/**
 * GET /users/me. The record also carries an API token (`token`); the client drops it on purpose, so that a
 * token never travels with account data into the UI, a log or storage.
 */
export interface User {
  id: string;
  name: string;
  email: string;
  verified: boolean;
  /** Account tier; the spec does not list its values. */
  type: string;
  balance: number;
  updatedAt?: Date | null;
}

/** What an upload sends. The file is a Blob so the client runs in browsers and Node alike. */
export interface UploadRequest {
  action: Action;
  /** PDF, JPG, PNG, TIFF, HEIC or GIF, at most 20 MB. */
  file: Blob;
  fileName: string;
  /** Seconds until automatic deletion, 300 to 1209600; overrides the account setting. */
  deleteAfterSeconds?: number;
  /** Required with action "extractor": one of GET /extractors. */
  extractorId?: string;
  /** A code from GET /translation-languages; sent only with action "transcribe" (ignored otherwise). */
  translateTo?: string;
  /** Where the service posts the result; overrides the account-wide webhook address. */
  webhookUrl?: string;
}

/**
 * GET /documents/{id}: 202 (still processing) is an answer, not an error. While processing, `document` holds
 * what the 202 said about the document, when it said anything readable.
 */
export type DocumentPoll = { state: "processing"; document?: DocumentSummary } | { state: "ready"; document: DocumentDetail };

/** Options every call takes. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** Place in the account's request line; default "normal". */
  priority?: Priority | undefined;
  /**
   * Called right before the request leaves (its turn came in the scheduler and the panes' shared pace, the
   * token is at hand), before each attempt. Throwing a ServiceError stops it there: nothing is sent.
   */
  onSend?: (() => void) | undefined;
}

/** GET /documents filters. */
export interface ListDocumentsQuery {
  /** 1..200, default 50 (the service's). */
  perPage?: number;
  /** 1-based, default 1. */
  page?: number;
  status?: "new" | "queued" | "processing" | "processed" | "failed";
  action?: Action;
  /**
   * Only documents updated strictly after this; the order is then most recently updated first. Pass the
   * previous page's `cursor` (the exact text the service sent, microseconds included) or a Date.
   */
  updatedSince?: string | Date;
}

/** One page of GET /documents. */
export interface DocumentPage {
  documents: DocumentSummary[];
  currentPage: number;
  /** 1-based position of the first and last item on the page; null on an empty page. */
  from: number | null;
  to: number | null;
  total: number;
  perPage: number;
  lastPage: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** The newest `updated_at` on the page, verbatim: the `updatedSince` of the next polling round. */
  cursor: string | null;
  /** Items left out because they could not be read (no id). */
  skipped: number;
}

/** The translation of a document uploaded with `translate_to` (GET /documents/{id}?action=translate). */
export interface TranslationPage {
  pageNumber: number;
  /** The language code, when the service said. */
  language: string;
  text: string;
}

export interface Translation {
  /** The document, with the status of its translation step. */
  document: DocumentSummary;
  /** The target language, when the service said. */
  language: string | null;
  pages: TranslationPage[];
}

export type TranslationPoll = { state: "processing"; document?: DocumentSummary } | { state: "ready"; translation: Translation };

/** A downloaded result file or image. */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, else a name made from the document and the format; safe as a file name. */
  fileName: string;
  contentType: string;
}

export interface Extractor {
  /** 10 alphanumeric characters; the `extractorId` of an upload. */
  id: string;
  name: string;
  description: string;
}

export interface TranslationLanguage {
  /** The `translateTo` value of an upload. */
  code: string;
  label: string;
}

/** POST /credits/topup, 200. */
export interface TopUpResult {
  success: boolean;
  creditsPurchased: number;
  newBalance: number;
  /** Formatted by the service, e.g. "$2.50". */
  amountCharged: string;
}

// Resource types of the transcription service, API version 3 (../../../shared/service-api-v3.md).
// These are the shapes after parsing (parse.ts): dates are Date objects, unknown values are kept visible.

export type Action = "transcribe" | "tables" | "extractor";
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

export interface User {
  id: string;
  name: string;
  email: string;
  verified: boolean;
  type: string;
  balance: number;
}

/** What an upload sends. The file is a Blob so the client runs in browsers and Node alike. */
export interface UploadRequest {
  action: Action;
  file: Blob;
  fileName: string;
  deleteAfterSeconds?: number;
  extractorId?: string;
  translateTo?: string;
  webhookUrl?: string;
}

/** GET /documents/{id}: 202 (still processing) is an answer, not an error. */
export type DocumentPoll = { state: "processing" } | { state: "ready"; document: DocumentDetail };

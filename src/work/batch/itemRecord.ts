// The queue's own record of an item (mutable, inside the queue), how a new one starts, and what the UI sees
// of it (an immutable BatchItem). The store (itemStore.ts) keeps the records; the queue's parts change them.
import type { DocumentDetail } from "../../api";
import type {
  BatchItem,
  InsertedMarker,
  NumberReading,
  ItemError,
  ItemOrigin,
  ItemState,
  SentPages,
  Transition,
  WorkOptions,
} from "./types";

/** An upload attempt: when it was handed to the client, and when its outcome turned out unknown. */
export interface Attempt {
  startedAt: number;
  /** Set when the upload failed with an unknown outcome (or the pane closed during it). */
  unknownSince: number | null;
  /**
   * The upload was answered 429: normally nothing happened, but a browser may have sent it again by itself
   * after a dropped connection and the 429 answered that copy. Looked for like an unknown outcome; when it
   * is not there, it is sent again without asking (memory only).
   */
  resendIfAbsent?: boolean;
}

/** The queue's own record of an item. Only this module and the queue's parts change it. */
export interface ItemRecord {
  id: string;
  batchId: string;
  fileName: string;
  origin: ItemOrigin | null;
  /** The pages of the original the file holds, when not all (issue 22); `file` is then the cut. */
  pages: SentPages | null;
  options: WorkOptions;
  state: ItemState;
  reason: string;
  changedAt: number;
  history: Transition[];
  documentId: string | null;
  pageCount: number | null;
  /** The file's bytes: memory only, never stored. Dropped once the service has the document. */
  file: Blob | null;
  needsFile: boolean;
  result: DocumentDetail | null;
  error: ItemError | null;
  /** The current or last upload attempt. */
  attempt: Attempt | null;
  /** Client time the upload was accepted (or the document adopted): the age of the work. */
  acceptedAt: number | null;
  /** The service's created_at of the document, verbatim, once a list showed it. */
  createdAt: string | null;
  /** Client time of the last change the tracker saw (or of acceptance). */
  lastSeenAt: number | null;
  /** The service said processed (or failed): the detail is to be fetched once. */
  needsDetail: boolean;
  cancelling: boolean;
  inserted: InsertedMarker | null;
  /** The answer to "Read numbers as" given in its review (issue 31). */
  numberReading: NumberReading | null;
  /**
   * The kind of pane the item belongs with ("word", "excel": the pane that made it, or the last one whose
   * user acted on it); null when not known (saved before it was kept).
   */
  home: string | null;
  /**
   * Another pane took the item over when its own pane closed and nobody has acted on it since: a pane of
   * the item's home that opens takes it back.
   */
  takenOver: boolean;
  /**
   * Where the item stands in the order the user chose (issue 21): client time its batch was added and its
   * place in that batch. Saved items come back from storage in no particular order; sorted by this instead.
   */
  added: AddedOrder;
}

/** The order in which items were chosen: by batch (when added), then by place in the batch. */
export interface AddedOrder {
  at: number;
  index: number;
}

/** Sorts records (or anything with an id, a batch and an added order) in the order they were chosen. */
export function compareAdded(
  a: { id: string; batchId: string; added: AddedOrder },
  b: { id: string; batchId: string; added: AddedOrder },
): number {
  return (
    a.added.at - b.added.at ||
    (a.batchId < b.batchId ? -1 : a.batchId > b.batchId ? 1 : 0) ||
    a.added.index - b.added.index ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** What the UI sees of a record (`elsewhere`: another pane owns it). */
export function view(r: ItemRecord, elsewhere = false): BatchItem {
  return {
    id: r.id,
    batchId: r.batchId,
    fileName: r.fileName,
    ...(r.origin ? { origin: r.origin } : {}),
    ...(r.pages ? { pages: r.pages } : {}),
    options: { ...r.options },
    state: r.state,
    reason: r.reason,
    changedAt: r.changedAt,
    history: [...r.history],
    documentId: r.documentId,
    pageCount: r.pageCount,
    hasFile: r.file !== null,
    needsFile: r.needsFile,
    result: r.result,
    error: r.error,
    cancelling: r.cancelling,
    inserted: r.inserted,
    ...(r.numberReading ? { numberReading: r.numberReading } : {}),
    ...(elsewhere ? { elsewhere: true } : {}),
  };
}

export function newRecord(fields: {
  id: string;
  batchId: string;
  fileName: string;
  origin?: ItemOrigin | null;
  pages?: SentPages | null;
  options: WorkOptions;
  file: Blob | null;
  state: ItemState;
  reason: string;
  at: number;
  home?: string | null;
  /** Its place in its batch (0 for the first file chosen). */
  index?: number;
}): ItemRecord {
  return {
    id: fields.id,
    batchId: fields.batchId,
    fileName: fields.fileName,
    origin: fields.origin ?? null,
    pages: fields.pages ?? null,
    options: fields.options,
    state: fields.state,
    reason: fields.reason,
    changedAt: fields.at,
    history: [{ from: null, to: fields.state, reason: fields.reason, at: fields.at }],
    documentId: null,
    pageCount: null,
    file: fields.file,
    needsFile: false,
    result: null,
    error: null,
    attempt: null,
    acceptedAt: null,
    createdAt: null,
    lastSeenAt: null,
    needsDetail: false,
    cancelling: false,
    inserted: null,
    numberReading: null,
    home: fields.home ?? null,
    takenOver: false,
    added: { at: fields.at, index: fields.index ?? 0 },
  };
}

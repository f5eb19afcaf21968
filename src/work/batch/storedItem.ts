// The format a queue item is saved in, and reading it back defensively: a damaged or foreign value gives
// null (or a field's default), never an exception. Never the file's bytes, never a result.
import type { ItemRecord } from "./itemStore";
import {
  ITEM_STATES,
  type InsertedMarker,
  type ItemError,
  type ItemOrigin,
  type ItemState,
  type NumberReading,
  type SentPages,
  type Transition,
  type WorkOptions,
} from "./types";

/**
 * An item as written to storage (format v1). Spelled out rather than derived from ItemRecord on purpose: a
 * change to the in-memory record must not silently change what older saved queues are read as.
 */
export interface StoredItem {
  /** The pane that works on the item (format 2). */
  owner?: string;
  id: string;
  batchId: string;
  fileName: string;
  /** Optional (issue 13): absent in queues saved before, and for files from the computer. */
  origin?: ItemOrigin;
  /** Optional (issue 22): absent when every page of the file is sent, and in queues saved before. */
  pages?: SentPages;
  options: WorkOptions;
  state: ItemState;
  reason: string;
  changedAt: number;
  history: Transition[];
  documentId: string | null;
  pageCount: number | null;
  needsFile: boolean;
  error: ItemError | null;
  attemptStartedAt: number | null;
  attemptUnknownSince: number | null;
  acceptedAt: number | null;
  createdAt: string | null;
  lastSeenAt: number | null;
  needsDetail: boolean;
  cancelling: boolean;
  /** Absent in queues saved before the marker existed. */
  inserted?: InsertedMarker | null;
  /** The answer to "Read numbers as" given in its review (issue 31); absent when none, and in queues saved before. */
  numberReading?: NumberReading;
  /** The kind of pane the item belongs with (issue 20); absent in queues saved before. */
  home?: string;
  /** Taken over from a pane that closed, not acted on since (issue 20); absent means false. */
  takenOver?: boolean;
  /** When its batch was added, and its place in it (issue 21); absent in queues saved before. */
  addedAt?: number;
  addedIndex?: number;
}

export function toStored(r: ItemRecord): StoredItem {
  return {
    id: r.id,
    batchId: r.batchId,
    fileName: r.fileName,
    ...(r.origin ? { origin: r.origin } : {}),
    ...(r.pages ? { pages: r.pages } : {}),
    options: r.options,
    state: r.state,
    reason: r.reason,
    changedAt: r.changedAt,
    history: r.history,
    documentId: r.documentId,
    pageCount: r.pageCount,
    needsFile: r.needsFile,
    error: r.error,
    attemptStartedAt: r.attempt?.startedAt ?? null,
    attemptUnknownSince: r.attempt?.unknownSince ?? null,
    acceptedAt: r.acceptedAt,
    createdAt: r.createdAt,
    lastSeenAt: r.lastSeenAt,
    needsDetail: r.needsDetail,
    cancelling: r.cancelling,
    inserted: r.inserted,
    ...(r.numberReading ? { numberReading: r.numberReading } : {}),
    ...(r.home !== null ? { home: r.home } : {}),
    // Always written: a saved item keeps fields it had unless they are written again (persistence.ts).
    takenOver: r.takenOver,
    addedAt: r.added.at,
    addedIndex: r.added.index,
  };
}

type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
export const str = (v: unknown): string | null => (typeof v === "string" ? v : null);
export const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const isState = (v: unknown): v is ItemState => typeof v === "string" && (ITEM_STATES as readonly string[]).includes(v);

function readOptions(v: unknown): WorkOptions | null {
  if (!isObject(v)) return null;
  const action = v.action;
  if (action !== "transcribe" && action !== "tables" && action !== "extractor") return null;
  const options: WorkOptions = { action };
  const extractorId = str(v.extractorId);
  const translateTo = str(v.translateTo);
  const deleteAfter = num(v.deleteAfterSeconds);
  if (extractorId !== null) options.extractorId = extractorId;
  if (translateTo !== null) options.translateTo = translateTo;
  if (deleteAfter !== null) options.deleteAfterSeconds = deleteAfter;
  return options;
}

function readHistory(v: unknown): Transition[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((t): Transition[] => {
    if (!isObject(t) || !isState(t.to)) return [];
    const at = num(t.at);
    if (at === null) return [];
    return [{ from: isState(t.from) ? t.from : null, to: t.to, reason: str(t.reason) ?? "", at }];
  });
}

function readError(v: unknown): ItemError | null {
  if (!isObject(v)) return null;
  const kind = str(v.kind);
  const message = str(v.message);
  return kind !== null && message !== null ? ({ kind, message } as ItemError) : null;
}

function readInserted(v: unknown): InsertedMarker | null {
  if (!isObject(v)) return null;
  const at = num(v.at);
  if (at === null || (v.host !== "word" && v.host !== "excel" && v.host !== "outlook")) return null;
  const marker: InsertedMarker = { at, host: v.host };
  if (v.wordPlacement === "cursor" || v.wordPlacement === "replace" || v.wordPlacement === "end") marker.wordPlacement = v.wordPlacement;
  if (v.outlookPlacement === "reply" || v.outlookPlacement === "cursor") marker.outlookPlacement = v.outlookPlacement;
  if (Array.isArray(v.sheets)) marker.sheets = v.sheets.filter((x): x is string => typeof x === "string");
  return marker;
}

function readOrigin(v: unknown): ItemOrigin | null {
  if (!isObject(v) || !isObject(v.ref)) return null;
  const kind = v.kind;
  const label = str(v.label);
  if ((kind !== "onedrive" && kind !== "sharepoint" && kind !== "mail" && kind !== "outlook") || label === null) return null;
  const scopes = Array.isArray(v.scopes) ? v.scopes.filter((s): s is string => typeof s === "string") : [];
  const { driveId, itemId, messageId, attachmentId, outlookItemId, attachmentName, size, graphMessageId } = v.ref;
  if (kind === "outlook") {
    if (typeof outlookItemId !== "string" || typeof attachmentId !== "string" || typeof attachmentName !== "string") return null;
    const ref = { outlookItemId, attachmentId, attachmentName, size: num(size) ?? 0 };
    return { kind, label, ref: typeof graphMessageId === "string" ? { ...ref, graphMessageId } : ref, scopes };
  }
  if (typeof driveId === "string" && typeof itemId === "string") return { kind, label, ref: { driveId, itemId }, scopes };
  if (typeof messageId === "string" && typeof attachmentId === "string") return { kind, label, ref: { messageId, attachmentId }, scopes };
  return null;
}

/** A saved page choice: whole page numbers within the original's count, ascending, each once; null otherwise. */
function readPages(v: unknown): SentPages | null {
  if (!isObject(v) || !Array.isArray(v.pages)) return null;
  const sourceName = str(v.sourceName);
  const of = num(v.of);
  if (sourceName === null || of === null || !Number.isInteger(of) || of < 1) return null;
  const pages = v.pages.filter((p): p is number => Number.isInteger(p) && (p as number) >= 1 && (p as number) <= of);
  if (pages.length === 0 || pages.length !== v.pages.length || pages.some((p, i) => i > 0 && p <= pages[i - 1]!)) return null;
  return { sourceName, pages, of };
}

export function readItem(v: unknown): ItemRecord | null {
  if (!isObject(v)) return null;
  const id = str(v.id);
  const fileName = str(v.fileName);
  const options = readOptions(v.options);
  if (id === null || fileName === null || options === null || !isState(v.state)) return null;
  const startedAt = num(v.attemptStartedAt);
  const history = readHistory(v.history);
  const changedAt = num(v.changedAt) ?? 0;
  return {
    id,
    batchId: str(v.batchId) ?? id,
    fileName,
    origin: readOrigin(v.origin),
    pages: readPages(v.pages),
    options,
    state: v.state,
    reason: str(v.reason) ?? "",
    changedAt,
    history,
    documentId: str(v.documentId),
    pageCount: num(v.pageCount),
    file: null,
    needsFile: v.needsFile === true,
    result: null,
    error: readError(v.error),
    attempt: startedAt === null ? null : { startedAt, unknownSince: num(v.attemptUnknownSince) },
    acceptedAt: num(v.acceptedAt),
    createdAt: str(v.createdAt),
    lastSeenAt: num(v.lastSeenAt),
    needsDetail: v.needsDetail === true,
    cancelling: v.cancelling === true,
    inserted: readInserted(v.inserted),
    numberReading: v.numberReading === "." || v.numberReading === "," || v.numberReading === "text" ? v.numberReading : null,
    home: str(v.home),
    takenOver: v.takenOver === true,
    // Saved before the order was kept: the item's first recorded change is about when it was added.
    added: { at: num(v.addedAt) ?? history[0]?.at ?? changedAt, index: num(v.addedIndex) ?? 0 },
  };
}

// Saving the queue so that it survives closing the task pane (or the document): the items (ids, actions,
// options, states and their history, document ids), the polling cursor and what was learned about the
// service's clock. Never the files' bytes, never a token, never a result. Keys per service address and
// signed-in account, so two accounts on one computer never see each other's work; under them one key per
// item, marked with the pane that owns it, so that Word and Excel open together merge, never overwrite.
import type { ItemRecord } from "./itemStore";
import {
  ITEM_STATES,
  type InsertedMarker,
  type ItemError,
  type ItemOrigin,
  type ItemState,
  type Transition,
  type WorkOptions,
} from "./types";

/** The part of the Web Storage API the queue uses (window.localStorage in the task pane). */
export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Listing the keys (Web Storage has it) lets panes find each other's items. */
  key?(index: number): string | null;
  readonly length?: number;
}

/**
 * Storage kept in memory only: for tests and benchmarks, and for the pane when the browser refuses
 * localStorage (some locked-down webviews), where the queue then lives as long as the pane.
 */
export class MemoryStorage implements QueueStorage {
  readonly data = new Map<string, string>();
  get length(): number {
    return this.data.size;
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}

/** The meta key of an account's queue on a service; its items are saved under `<key>:item:<id>`. */
export function storageKey(baseUrl: string, accountId: string): string {
  return `transcribe.batch.v2:${baseUrl.replace(/\/+$/, "")}:${accountId}`;
}

/** Where format 1 kept the whole queue under one key (read once, then replaced by per-item keys). */
function legacyKey(key: string): string {
  return key.replace(/^transcribe\.batch\.v2:/, "transcribe.batch.v1:");
}

const itemKey = (key: string, id: string): string => `${key}:item:${id}`;
const INDEX = ":index";

function listKeys(storage: QueueStorage, prefix: string): string[] | null {
  if (typeof storage.key !== "function" || typeof storage.length !== "number") return null;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k !== null && k.startsWith(prefix)) keys.push(k);
  }
  return keys;
}

function keysUnder(storage: QueueStorage, key: string): string[] {
  const listed = listKeys(storage, `${key}:item:`);
  if (listed !== null) return listed;
  // Storage that cannot list its keys: the index the pane keeps (one pane at a time, then).
  try {
    const ids = JSON.parse(storage.getItem(key + INDEX) ?? "[]") as unknown;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string").map((id) => itemKey(key, id)) : [];
  } catch {
    return [];
  }
}

/** Removes an account's saved queue (at sign-out: it names the account's files and documents). */
export function forgetQueue(storage: QueueStorage, baseUrl: string, accountId: string): void {
  const key = storageKey(baseUrl, accountId);
  const keys = [...keysUnder(storage, key), ...(listKeys(storage, `${key}:`) ?? []), key, key + INDEX, legacyKey(key)];
  for (const k of new Set(keys)) storage.removeItem(k);
}

export interface PersistedState {
  cursor: string | null;
  /** Lower bound of (service clock - this computer's clock), in ms, once learned. */
  clockOffsetMs: number | null;
  items: ItemRecord[];
}

/** A saved item with the pane that owns it ("" for one saved before panes had ids). */
export interface SavedItem {
  record: ItemRecord;
  owner: string;
}

/** What every pane saved for an account. */
export interface SavedQueue {
  cursor: string | null;
  clockOffsetMs: number | null;
  items: SavedItem[];
}

/**
 * An item as written to storage (format v1). Spelled out rather than derived from ItemRecord on purpose: a
 * change to the in-memory record must not silently change what older saved queues are read as.
 */
interface StoredItem {
  /** The pane that works on the item (format 2). */
  owner?: string;
  id: string;
  batchId: string;
  fileName: string;
  /** Optional (issue 13): absent in queues saved before, and for files from the computer. */
  origin?: ItemOrigin;
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
}

interface StoredMeta {
  version: 2;
  savedAt: number;
  cursor: string | null;
  clockOffsetMs: number | null;
}

function toStored(r: ItemRecord): StoredItem {
  return {
    id: r.id,
    batchId: r.batchId,
    fileName: r.fileName,
    ...(r.origin ? { origin: r.origin } : {}),
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
  };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === "string" ? v : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
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
  if (at === null || (v.host !== "word" && v.host !== "excel")) return null;
  const marker: InsertedMarker = { at, host: v.host };
  if (v.wordPlacement === "cursor" || v.wordPlacement === "replace" || v.wordPlacement === "end") marker.wordPlacement = v.wordPlacement;
  if (Array.isArray(v.sheets)) marker.sheets = v.sheets.filter((x): x is string => typeof x === "string");
  return marker;
}

function readOrigin(v: unknown): ItemOrigin | null {
  if (!isObject(v) || !isObject(v.ref)) return null;
  const kind = v.kind;
  const label = str(v.label);
  if ((kind !== "onedrive" && kind !== "sharepoint" && kind !== "mail") || label === null) return null;
  const scopes = Array.isArray(v.scopes) ? v.scopes.filter((s): s is string => typeof s === "string") : [];
  const { driveId, itemId, messageId, attachmentId } = v.ref;
  if (typeof driveId === "string" && typeof itemId === "string") return { kind, label, ref: { driveId, itemId }, scopes };
  if (typeof messageId === "string" && typeof attachmentId === "string") return { kind, label, ref: { messageId, attachmentId }, scopes };
  return null;
}

function readItem(v: unknown): ItemRecord | null {
  if (!isObject(v)) return null;
  const id = str(v.id);
  const fileName = str(v.fileName);
  const options = readOptions(v.options);
  if (id === null || fileName === null || options === null || !isState(v.state)) return null;
  const startedAt = num(v.attemptStartedAt);
  return {
    id,
    batchId: str(v.batchId) ?? id,
    fileName,
    origin: readOrigin(v.origin),
    options,
    state: v.state,
    reason: str(v.reason) ?? "",
    changedAt: num(v.changedAt) ?? 0,
    history: readHistory(v.history),
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
  };
}

const STORAGE_PROBLEM =
  "The list of files in progress could not be saved in this browser, so it would not survive closing the task pane. Keep the pane open until the files are processed.";

/**
 * Writes one pane's part of the queue: each of its items under a key of its own (so panes never overwrite
 * each other's), only those that changed since the last write (`written`: item id -> what was written),
 * and removes the keys of its items that left. Fields another version of the add-in stored with an item
 * are kept. Returns null, or a sentence saying why it could not be saved (quota, storage disabled).
 */
export function saveItems(
  storage: QueueStorage,
  key: string,
  state: PersistedState,
  owner: string,
  written: Map<string, string>,
  now: number,
): string | null {
  try {
    const meta: StoredMeta = { version: 2, savedAt: now, cursor: state.cursor, clockOffsetMs: state.clockOffsetMs };
    storage.setItem(key, JSON.stringify(meta));
    const present = new Set<string>();
    for (const record of state.items) {
      present.add(record.id);
      const stored: StoredItem = { ...toStored(record), owner };
      const json = JSON.stringify(stored);
      if (written.get(record.id) === json) continue;
      const previous = readJson(storage, itemKey(key, record.id));
      storage.setItem(itemKey(key, record.id), JSON.stringify({ ...(isObject(previous) ? previous : {}), ...stored }));
      written.set(record.id, json);
    }
    for (const id of [...written.keys()]) {
      if (present.has(id)) continue;
      storage.removeItem(itemKey(key, id));
      written.delete(id);
    }
    if (listKeys(storage, key) === null) storage.setItem(key + INDEX, JSON.stringify([...present]));
    return null;
  } catch {
    return STORAGE_PROBLEM;
  }
}

/** Writes `owner` into a saved item (claiming it for a pane). False when it is gone or storage refused. */
export function claimItem(storage: QueueStorage, key: string, id: string, owner: string): boolean {
  const raw = readJson(storage, itemKey(key, id));
  if (!isObject(raw)) return false;
  try {
    storage.setItem(itemKey(key, id), JSON.stringify({ ...raw, owner }));
    return true;
  } catch {
    return false;
  }
}

/** Removes saved items (pruning). */
export function removeItems(storage: QueueStorage, key: string, ids: readonly string[]): void {
  for (const id of ids) {
    try {
      storage.removeItem(itemKey(key, id));
    } catch {
      // Left for the next pane that prunes.
    }
  }
}

function readJson(storage: QueueStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/**
 * Reads what every pane saved for the account, and a format 1 queue (whose items belong to no pane).
 * Unreadable entries are left out: a damaged or foreign value never stops the pane. Items come back exactly
 * as saved: what a reopened queue makes of them is the queue's business.
 */
export function loadItems(storage: QueueStorage, key: string): SavedQueue {
  const meta = readJson(storage, key);
  const legacy = readJson(storage, legacyKey(key));
  const items: SavedItem[] = [];
  const seen = new Set<string>();
  for (const k of keysUnder(storage, key)) {
    const raw = readJson(storage, k);
    const record = readItem(raw);
    if (record === null || !isObject(raw) || seen.has(record.id)) continue;
    seen.add(record.id);
    items.push({ record, owner: str(raw.owner) ?? "" });
  }
  if (isObject(legacy) && legacy.version === 1 && Array.isArray(legacy.items)) {
    for (const raw of legacy.items) {
      const record = readItem(raw);
      if (record !== null && !seen.has(record.id)) items.push({ record, owner: "" });
    }
  }
  const source = isObject(meta) ? meta : isObject(legacy) ? legacy : {};
  return { cursor: str(source.cursor), clockOffsetMs: num(source.clockOffsetMs), items };
}

/** Drops the format 1 key once its items have been saved per item. */
export function dropLegacy(storage: QueueStorage, key: string): void {
  try {
    storage.removeItem(legacyKey(key));
  } catch {
    // Read again next time: its items keep their ids, so nothing doubles.
  }
}

/** The whole saved queue of an account, every pane's items together (for tools and tests). */
export function loadQueue(storage: QueueStorage, key: string): PersistedState {
  const saved = loadItems(storage, key);
  return { cursor: saved.cursor, clockOffsetMs: saved.clockOffsetMs, items: saved.items.map((i) => i.record) };
}

/** Saves a whole queue as one pane's ("" = no pane: the next queue to open takes it over). */
export function saveQueue(storage: QueueStorage, key: string, state: PersistedState, now: number, owner = ""): string | null {
  const written = new Map<string, string>();
  for (const { record } of loadItems(storage, key).items) written.set(record.id, "");
  const problem = saveItems(storage, key, state, owner, written, now);
  if (problem === null && state.items.length === 0 && state.cursor === null) storage.removeItem(key);
  return problem;
}

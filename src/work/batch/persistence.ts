// Saving the queue so that it survives closing the task pane (or the document): the items (ids, actions,
// options, states and their history, document ids), the polling cursor and what was learned about the
// service's clock. Never the files' bytes, never a token, never a result. Keys per service address and
// signed-in account, so two accounts on one computer never see each other's work; under them one key per
// item, marked with the pane that owns it, so that Word and Excel open together merge, never overwrite.
import { t } from "../../i18n/messages";
import type { ItemRecord } from "./itemStore";
import type { QueueStorage } from "./queueStorage";
import { isObject, num, readItem, str, toStored, type StoredItem } from "./storedItem";

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

interface StoredMeta {
  version: 2;
  savedAt: number;
  cursor: string | null;
  clockOffsetMs: number | null;
}

// A function: the words are the UI language's, whose catalog loads after this module.
const storageProblem = (): string => t("workspace.queue.notSaved");

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
    return storageProblem();
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

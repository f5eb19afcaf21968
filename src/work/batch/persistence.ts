// Saving the queue so that it survives closing the task pane (or the document): the items (ids, actions,
// options, states and their history, document ids), the polling cursor and what was learned about the
// service's clock. Never the files' bytes, never a token, never a result. Keys per service address and
// signed-in account, so two accounts on one computer never see each other's work; under them one key per
// item, marked with the pane that owns it, so that Word and Excel open together merge, never overwrite.
import { t } from "../../i18n/messages";
import type { ItemRecord } from "./itemStore";
import { markGone } from "./panes";
import type { QueueStorage } from "./queueStorage";
import { storageKey } from "./storageKeys";
import { isObject, num, readItem, str, toStored, type StoredItem } from "./storedItem";

export { serviceKeyPrefix, storageKey } from "./storageKeys";

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

/**
 * Removes the saved items that `panes` own, and their presence marks: what a task pane that signs out
 * forgets while another pane of the account is open (that pane's items, and the account's, stay).
 */
export function forgetPaneWork(storage: QueueStorage, baseUrl: string, accountId: string, panes: ReadonlySet<string>): void {
  const key = storageKey(baseUrl, accountId);
  for (const k of keysUnder(storage, key)) {
    const raw = readJson(storage, k);
    if (isObject(raw) && typeof raw.owner === "string" && panes.has(raw.owner)) storage.removeItem(k);
  }
  for (const pane of panes) markGone(storage, key, pane);
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

/** What a pane last wrote for an item: its own fields, and the exact value stored (with other versions' fields). */
export interface Written {
  json: string;
  raw: string;
}

/** What a save came to. */
export interface SaveOutcome {
  /** Null, or a sentence saying why the queue could not be saved (quota, storage disabled). */
  problem: string | null;
  /** Items another pane has claimed since this pane last wrote them: this pane lets them go. */
  released: string[];
}

function ownerOf(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return isObject(value) && typeof value.owner === "string" ? value.owner : "";
  } catch {
    return "";
  }
}

/**
 * Writes one pane's part of the queue: each of its items under a key of its own (so panes never overwrite
 * each other's). An item is written when it changed since this pane last wrote it, or when storage no longer
 * holds what this pane wrote (it vanished, or was damaged: written back); never over an item another pane
 * has claimed since (released instead). Keys of items that left are removed, if still this pane's. Fields
 * another version of the add-in stored with an item are kept.
 */
export function saveItems(
  storage: QueueStorage,
  key: string,
  state: PersistedState,
  owner: string,
  written: Map<string, Written>,
  now: number,
): SaveOutcome {
  const released: string[] = [];
  try {
    const meta: StoredMeta = { version: 2, savedAt: now, cursor: state.cursor, clockOffsetMs: state.clockOffsetMs };
    storage.setItem(key, JSON.stringify(meta));
    const present = new Set<string>();
    for (const record of state.items) {
      const k = itemKey(key, record.id);
      const stored: StoredItem = { ...toStored(record), owner };
      const json = JSON.stringify(stored);
      const last = written.get(record.id);
      const current = storage.getItem(k);
      if (last !== undefined && last.json === json && current === last.raw) {
        present.add(record.id);
        continue;
      }
      const claimedBy = ownerOf(current);
      if (claimedBy !== null && claimedBy !== "" && claimedBy !== owner) {
        released.push(record.id);
        written.delete(record.id);
        continue;
      }
      present.add(record.id);
      const previous = readJson(storage, k);
      const raw = JSON.stringify({ ...(isObject(previous) ? previous : {}), ...stored });
      storage.setItem(k, raw);
      written.set(record.id, { json, raw });
    }
    for (const id of [...written.keys()]) {
      if (present.has(id) || released.includes(id)) continue;
      const k = itemKey(key, id);
      const claimedBy = ownerOf(storage.getItem(k));
      if (claimedBy === null || claimedBy === "" || claimedBy === owner) storage.removeItem(k);
      written.delete(id);
    }
    if (listKeys(storage, key) === null) storage.setItem(key + INDEX, JSON.stringify([...present]));
    return { problem: null, released };
  } catch {
    return { problem: storageProblem(), released };
  }
}

/**
 * Writes `owner` into a saved item (claiming it for a pane), with `fields` (whether it was taken over).
 * False when it is gone or storage refused.
 */
export function claimItem(storage: QueueStorage, key: string, id: string, owner: string, fields: Partial<StoredItem> = {}): boolean {
  const raw = readJson(storage, itemKey(key, id));
  if (!isObject(raw)) return false;
  try {
    storage.setItem(itemKey(key, id), JSON.stringify({ ...raw, ...fields, owner }));
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
  const written = new Map<string, Written>();
  for (const { record } of loadItems(storage, key).items) written.set(record.id, { json: "", raw: "" });
  const { problem } = saveItems(storage, key, state, owner, written, now);
  if (problem === null && state.items.length === 0 && state.cursor === null) storage.removeItem(key);
  return problem;
}

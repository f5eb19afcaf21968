// Where an account's saved queue lives in storage, and forgetting it at sign-out. Apart from the format
// (persistence.ts, storedItem.ts) so that the sign-in screen, which only forgets a queue, does not carry the
// code that reads and writes one.
import type { QueueStorage } from "./queueStorage";

/** The meta key of an account's queue on a service; its items are saved under `<key>:item:<id>`. */
export function storageKey(baseUrl: string, accountId: string): string {
  return `transcribe.batch.v2:${baseUrl.replace(/\/+$/, "")}:${accountId}`;
}

/** Where format 1 kept the whole queue under one key (read once, then replaced by per-item keys). */
export function legacyKey(key: string): string {
  return key.replace(/^transcribe\.batch\.v2:/, "transcribe.batch.v1:");
}

export const itemKey = (key: string, id: string): string => `${key}:item:${id}`;
export const INDEX = ":index";

export function listKeys(storage: QueueStorage, prefix: string): string[] | null {
  if (typeof storage.key !== "function" || typeof storage.length !== "number") return null;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k !== null && k.startsWith(prefix)) keys.push(k);
  }
  return keys;
}

export function keysUnder(storage: QueueStorage, key: string): string[] {
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

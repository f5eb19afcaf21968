// Which task panes of this origin are open: each queue writes a presence mark (`<key>:pane:<id>` with an
// expiry) when it opens, renews it while it runs and removes it when it closes. An item belongs to the pane
// that made it; a pane works only on its own items and shows the others' as they were saved, so two panes
// never send, follow or adopt the same file. Items of a pane that is gone (closed, or its mark expired after
// a crash) are taken over by the next pane that looks.
//
// Why marks and not Web Locks: a mark can be read at any moment, synchronously, in every webview and in
// tests. The expiry is long (3 minutes, renewed every 20 s) because a hidden pane's timers may be throttled
// to once a minute; a pane that closes normally removes its mark at once.
import type { QueueStorage } from "./queueStorage";
import { newLocalId } from "./localId";

export const PANE_TTL_MS = 180_000;
export const PANE_BEAT_MS = 20_000;

const MARK = ":pane:";
const markKey = (key: string, pane: string): string => `${key}${MARK}${pane}`;

/** Every pane id made in this page (one task pane is one page): its queues, however often reopened. */
const panesOfThisPage = new Set<string>();

/** A new pane id, remembered as this page's. */
export function newPaneId(): string {
  const id = newLocalId("pane");
  panesOfThisPage.add(id);
  return id;
}

/** The ids of this page's panes (its queues' items are this task pane's, also after they closed). */
export function thisPagePanes(): ReadonlySet<string> {
  return panesOfThisPage;
}

/**
 * The ids of the panes open now whose marks start with `prefix` (an account's queue key and ":", or a
 * service's prefix for every account), other than those in `except`. Storage that cannot list its keys
 * answers none.
 */
export function openPanes(storage: QueueStorage, prefix: string, now: number, except: ReadonlySet<string> = new Set()): string[] {
  if (typeof storage.key !== "function" || typeof storage.length !== "number") return [];
  const open: string[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i);
      if (k === null || !k.startsWith(prefix)) continue;
      const at = k.lastIndexOf(MARK);
      const pane = at < prefix.length - 1 ? "" : k.slice(at + MARK.length);
      if (pane !== "" && !except.has(pane) && Number(storage.getItem(k) ?? 0) > now) open.push(pane);
    }
  } catch {
    return open;
  }
  return open;
}

export function markPresent(storage: QueueStorage, key: string, pane: string, now: number): void {
  try {
    storage.setItem(markKey(key, pane), String(now + PANE_TTL_MS));
  } catch {
    // Storage refused: other panes will take this one's items over later; never twice sent, see adoption.
  }
}

export function markGone(storage: QueueStorage, key: string, pane: string): void {
  try {
    storage.removeItem(markKey(key, pane));
  } catch {
    // Expires by itself.
  }
}

export function isPresent(storage: QueueStorage, key: string, pane: string, now: number): boolean {
  if (pane === "") return false;
  try {
    return Number(storage.getItem(markKey(key, pane)) ?? 0) > now;
  } catch {
    return false;
  }
}

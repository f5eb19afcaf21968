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

export const PANE_TTL_MS = 180_000;
export const PANE_BEAT_MS = 20_000;

const markKey = (key: string, pane: string): string => `${key}:pane:${pane}`;

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

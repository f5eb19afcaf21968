// Coordination between task panes of one origin (Word and Excel open together share localStorage and
// nothing else). Exclusive named locks, from the browser's Web Locks API where the webview has it:
// WebView2 (Chromium, Office on Windows) and WKWebView from Safari 15.4 (Office on Mac and iPad) do, in
// secure contexts, which an add-in always is. Where it is missing, a lease in localStorage stands in: a
// pane writes its claim with an expiry, reads it back a moment later, and holds the lock while its claim
// stands; weaker (two panes can race within a few milliseconds) but never stuck, since a lease expires.
// In Node (tests, benchmarks) panes of one realm share an in-process lock manager they are given.
import { sleep, systemTimers, type Timers } from "./abort";

export interface PaneLocks {
  /** Runs `fn` while holding the lock `name` in every pane of this origin; releases when it settles. */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

interface WebLockManager {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function webLocks(): WebLockManager | null {
  const nav = (globalThis as { navigator?: { locks?: WebLockManager } }).navigator;
  return nav?.locks && typeof nav.locks.request === "function" ? nav.locks : null;
}

/** Locks within one JavaScript realm: first come, first served per name. */
export function inProcessLocks(): PaneLocks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    exclusive<T>(name: string, fn: () => Promise<T>): Promise<T> {
      const before = tails.get(name) ?? Promise.resolve();
      const run = before.then(fn, fn);
      const tail = run.catch(() => undefined);
      tails.set(name, tail);
      void tail.then(() => tails.get(name) === tail && tails.delete(name));
      return run;
    },
  };
}

/** Minimal storage for the lease (window.localStorage in a pane). */
export interface LeaseStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The localStorage lease described above; `leaseMs` bounds how long a vanished pane can hold a lock. */
export function storageLeaseLocks(storage: LeaseStorage, options: { timers?: Timers; leaseMs?: number; pollMs?: number } = {}): PaneLocks {
  const timers = options.timers ?? systemTimers;
  const leaseMs = options.leaseMs ?? 10_000;
  const pollMs = options.pollMs ?? 25;
  const me = `${Math.random().toString(36).slice(2)}${timers.now().toString(36)}`;
  const local = inProcessLocks();
  const read = (key: string): { owner: string; until: number } | null => {
    try {
      const value = JSON.parse(storage.getItem(key) ?? "null") as { owner?: unknown; until?: unknown } | null;
      return value && typeof value.owner === "string" && typeof value.until === "number"
        ? { owner: value.owner, until: value.until }
        : null;
    } catch {
      return null;
    }
  };
  return {
    exclusive<T>(name: string, fn: () => Promise<T>): Promise<T> {
      const key = `transcribe.lock:${name}`;
      return local.exclusive(name, async () => {
        for (;;) {
          const held = read(key);
          if (held === null || held.until <= timers.now()) {
            try {
              storage.setItem(key, JSON.stringify({ owner: me, until: timers.now() + leaseMs }));
            } catch {
              return fn(); // storage refuses writes: nothing to coordinate through
            }
            await sleep(pollMs, undefined, timers);
            if (read(key)?.owner === me) break;
          } else {
            await sleep(pollMs, undefined, timers);
          }
        }
        try {
          return await fn();
        } finally {
          if (read(key)?.owner === me) storage.removeItem(key);
        }
      });
    },
  };
}

/**
 * The best locks this environment has: Web Locks, else a localStorage lease when `storage` is given, else
 * locks of the caller's own (which coordinate nothing beyond it).
 */
export function paneLocks(storage?: LeaseStorage | null): PaneLocks {
  const web = webLocks();
  if (web) return { exclusive: (name, fn) => web.request(name, fn) };
  if (storage) return storageLeaseLocks(storage);
  return inProcessLocks();
}

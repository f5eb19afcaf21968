// One request pace for every task pane of the account (Word and Excel open together share localStorage and
// nothing else). Each pane's scheduler keeps its own order and pacing; before a request leaves, it also takes
// a slot in the shared record: under an exclusive cross-pane lock (crossPane.ts) it reads when the other
// panes' requests left and arrived, waits until the window allows one more, and writes its own send time.
// When the response comes, it writes its arrival, which frees the window early (as the scheduler does for
// its own requests). The lock is held from the send until the answer (at most the arrival allowance), and a
// window (divided by the burst) beyond, since a localStorage write reaches the other panes' processes a
// moment later, not at once (tens of milliseconds under load); with one request per window (burst 1, the
// default) that costs no speed, since the next request could not leave earlier anyway. A 429's Retry-After is shared the same way, so every pane holds.
//
// The record is kept small: slots leave it once they are out of the window. A pane that vanishes mid-request
// leaves a slot that counts as arrived `arrivalAllowanceMs` after it was sent, so nothing stays blocked.
// Storage that refuses reads or writes makes a pane fall back to its own pace (it cannot coordinate).
import { sleep, systemTimers, type Timers } from "./abort";
import { paneLocks, type LeaseStorage, type PaneLocks } from "./crossPane";
import { arrivalOf, nextFreeAt, type PaceRules, type PaceSlot } from "./paceWindow";

export interface SharedSlot {
  /** The request really left at `at` (it waited for a token after its turn came): it counts from then. */
  leaving(at: number): void;
  /** The response arrived at `at` (local epoch ms). */
  done(at: number): void;
  /** The slot was not used after all (the request was cancelled while it waited). */
  abandon(): void;
}

export interface SharedPace {
  /** Resolves when a request may leave as far as every pane's requests are concerned, holding its slot. */
  acquire(rules: PaceRules): Promise<SharedSlot>;
  /** Holds every pane's requests until `until` (epoch ms), after a 429. */
  pauseUntil(until: number): void;
}

interface Record {
  /** [slot id, sent at, arrived at or null] */
  slots: Array<[string, number, number | null]>;
  pausedUntil: number;
}

export interface SharedPaceOptions {
  locks: PaneLocks;
  storage: LeaseStorage;
  /** The storage key (one per service address; see paceKey). */
  key: string;
  timers?: Timers;
  /**
   * How often a pane waiting behind another pane's request still in flight looks again (its answer may have
   * come, which frees the window early). Default 50 ms.
   */
  pollMs?: number;
}

/** The record's key for a service address: panes talking to one service share one pace. */
export const paceKey = (baseUrl: string): string => `transcribe.pace.v1:${baseUrl.replace(/\/+$/, "")}`;

/** How long past its arrival allowance a slot stays held while its request has not left yet (getting a token). */
const PREPARE_MS = 5_000;

const NOTHING = (): void => undefined;
/** Not this pane's turn yet (internal). */
const WAIT: SharedSlot = { leaving: NOTHING, done: NOTHING, abandon: NOTHING };
/** No coordination possible (storage refused): the request goes at this pane's own pace. */
const UNCOORDINATED: SharedSlot = { leaving: NOTHING, done: NOTHING, abandon: NOTHING };

export function sharedPace(options: SharedPaceOptions): SharedPace {
  const timers = options.timers ?? systemTimers;
  const pollMs = options.pollMs ?? 50;
  const lockName = `${options.key}:lock`;
  let counter = 0;
  const prefix = Math.random().toString(36).slice(2, 8);

  const read = (): Record => {
    const raw = JSON.parse(options.storage.getItem(options.key) ?? "null") as Partial<Record> | null;
    const slots = Array.isArray(raw?.slots)
      ? raw.slots.filter(
          (s): s is [string, number, number | null] =>
            Array.isArray(s) && typeof s[0] === "string" && typeof s[1] === "number" && (s[2] === null || typeof s[2] === "number"),
        )
      : [];
    return { slots, pausedUntil: typeof raw?.pausedUntil === "number" ? raw.pausedUntil : 0 };
  };
  const write = (record: Record): void => options.storage.setItem(options.key, JSON.stringify(record));
  const asSlot = ([, sentAt, doneAt]: [string, number, number | null]): PaceSlot => ({ sentAt, doneAt });
  /** Read, change and write the record under the lock; false when storage refuses (no coordination then). */
  const update = (change: (record: Record) => void): Promise<boolean> =>
    options.locks.exclusive(lockName, async () => {
      try {
        const record = read();
        change(record);
        write(record);
        return true;
      } catch {
        return false;
      }
    });

  return {
    async acquire(rules: PaceRules): Promise<SharedSlot> {
      const id = `${prefix}${(counter++).toString(36)}`;
      const change = (doneAt: number | null) => (record: Record) => {
        if (doneAt === null) record.slots = record.slots.filter((s) => s[0] !== id);
        else for (const slot of record.slots) if (slot[0] === id) slot[2] = doneAt;
      };
      for (;;) {
        let waitMs = 0;
        let inFlight = false;
        let granted: SharedSlot | null = null;
        const ready = new Promise<SharedSlot>((resolve) => {
          void options.locks
            .exclusive(lockName, async () => {
              const now = timers.now();
              const record = read();
              record.slots = record.slots.filter((s) => arrivalOf(asSlot(s), rules) + rules.windowMs > now);
              const readyAt = Math.max(record.pausedUntil, nextFreeAt(record.slots.map(asSlot), now, rules));
              if (readyAt > now) {
                waitMs = readyAt - now;
                inFlight = record.slots.some((s) => s[2] === null);
                return;
              }
              record.slots.push([id, now, null]);
              write(record);
              let written = now;
              // The lock stays held until the answer (or the arrival allowance): localStorage is not at once
              // consistent across processes, so another pane reads the record only well after this write.
              await new Promise<void>((release) => {
                let held = true;
                const finish = (doneAt: number | null, gone: boolean): void => {
                  if (!held) return void (gone || doneAt !== null ? update(change(gone ? null : doneAt)) : undefined);
                  held = false;
                  timers.clearTimeout(timer);
                  try {
                    if (gone || doneAt !== null) {
                      const latest = read();
                      change(gone ? null : doneAt)(latest);
                      write(latest);
                    }
                  } finally {
                    // Held until window/burst after the slot was written (or its request left): a localStorage
                    // write reaches another pane's process late (tens of ms under load), and the next pane must
                    // read this slot. For the default burst of 1 that is when the next request may leave anyway;
                    // a late answer's own write may still be on its way, which only makes the reader wait longer.
                    // A slot given back unused frees the lock at once.
                    if (gone) release();
                    else timers.setTimeout(release, Math.max(0, written + rules.windowMs / rules.burst - timers.now()));
                  }
                };
                // Before it leaves, a request may still be getting its token (a refresh): held up to PREPARE_MS
                // more, so that no pane reads a slot whose time is about to move.
                let timer = timers.setTimeout(() => finish(null, false), rules.arrivalAllowanceMs + PREPARE_MS);
                const left = (at: number) => (record: Record) => {
                  for (const slot of record.slots) if (slot[0] === id) slot[1] = at;
                };
                granted = {
                  leaving: (at) => {
                    if (!held) return void update(left(at));
                    // Held from the real send on: the allowance starts again.
                    written = at;
                    timers.clearTimeout(timer);
                    timer = timers.setTimeout(() => finish(null, false), rules.arrivalAllowanceMs);
                    try {
                      const latest = read();
                      left(at)(latest);
                      write(latest);
                    } catch {
                      // Storage refused: the slot keeps its first time.
                    }
                  },
                  done: (at) => finish(at, false),
                  abandon: () => finish(null, true),
                };
                resolve(granted);
              });
            })
            // Storage or the lock refused: this pane keeps its own pace rather than stopping.
            .catch(() => undefined)
            .then(() => {
              if (granted === null) resolve(waitMs > 0 ? WAIT : UNCOORDINATED);
            });
        });
        const slot = await ready;
        if (slot !== WAIT) return slot;
        await sleep(inFlight ? Math.min(waitMs, pollMs) : waitMs, undefined, timers);
      }
    },
    pauseUntil(until: number): void {
      void update((record) => {
        record.pausedUntil = Math.max(record.pausedUntil, until);
      });
    },
  };
}

/**
 * The pace shared by the task panes of this page's origin: Web Locks (or the localStorage lease) over
 * `storage`, or null when storage is unusable (each pane then keeps its own pace).
 */
export function browserSharedPace(baseUrl: string, storage: LeaseStorage | null): SharedPace | null {
  if (storage === null) return null;
  try {
    storage.getItem(paceKey(baseUrl));
  } catch {
    return null;
  }
  return sharedPace({ locks: paneLocks(storage), storage, key: paceKey(baseUrl) });
}

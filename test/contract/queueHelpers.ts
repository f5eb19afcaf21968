// Harness for the batch queue's contract tests: an in-memory Storage, a queue over the fast emulator with
// polling compressed like the client's pace, a recorder of every state transition seen by a subscriber, and
// checks on what the emulator holds.
import type { ServiceClient } from "../../src/api";
import { BatchQueue, type BatchQueueOptions, type ItemState, type ItemTransition, type QueueStorage } from "../../src/work/batch";

export { MemoryStorage } from "../../src/work/batch";
import { control, png, requestLog, storedDocuments, type Emulator } from "./helpers";

/** Polling for the fast emulator (processing in tens of ms, 500 requests/second): the same shape, scaled. */
export const FAST_POLL: NonNullable<BatchQueueOptions["poll"]> = {
  minIntervalMs: 40,
  maxIntervalMs: 400,
  maxDeferMs: 150,
};

export function openQueue(client: ServiceClient, storage: QueueStorage, options: Partial<BatchQueueOptions> = {}): Promise<BatchQueue> {
  return BatchQueue.open({
    client,
    storage,
    poll: FAST_POLL,
    staleAfterMs: 2000,
    retryDelayMs: 50,
    ...options,
  });
}

/** Every transition a subscriber saw, per item id, in order. */
export class Recorder {
  readonly byItem = new Map<string, ItemTransition[]>();
  readonly unsubscribe: () => void;

  constructor(queue: BatchQueue) {
    this.unsubscribe = queue.subscribe((snapshot, transitions) => {
      // The first call (on subscribe) and restored items: start from what the snapshot says.
      for (const item of snapshot.items) if (!this.byItem.has(item.id)) this.byItem.set(item.id, []);
      for (const t of transitions) {
        const list = this.byItem.get(t.itemId) ?? [];
        list.push(t);
        this.byItem.set(t.itemId, list);
      }
    });
  }

  /** The states an item went through, in order (a new reason in the same state is not a new state). */
  states(id: string): ItemState[] {
    return (this.byItem.get(id) ?? []).map((t) => t.to).filter((state, i, all) => i === 0 || all[i - 1] !== state);
  }

  /** Every state any item went through. */
  allStates(): Set<ItemState> {
    return new Set([...this.byItem.values()].flat().map((t) => t.to));
  }
}

export function files(count: number, prefix = "page", seed = 1): Array<{ file: Blob; name: string }> {
  return Array.from({ length: count }, (_, i) => ({ file: png(seed + i), name: `${prefix}-${i + 1}.png` }));
}

/** File name -> how many documents the emulator holds with it. */
export async function documentsByName(emu: Emulator): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const doc of await storedDocuments(emu)) counts.set(doc.file_name, (counts.get(doc.file_name) ?? 0) + 1);
  return counts;
}

/** Requests the emulator received per route for the dev-token account (dropped connections included). */
export async function routeCounts(emu: Emulator): Promise<Record<string, number>> {
  const { counters } = await requestLog(emu);
  return counters?.byRoute ?? {};
}

/** Upload attempts that reached the emulator (any account, dropped ones included: a drop is logged without one). */
export async function uploadAttempts(emu: Emulator): Promise<number> {
  const log = await control<{ requests: Array<{ route: string }> }>(emu, "/requests");
  return log.requests.filter((r) => r.route === "POST /documents").length;
}

export function waitFor(predicate: () => boolean, timeoutMs = 5000, what = "condition"): Promise<void> {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const tick = (): void => {
      if (predicate()) return resolve();
      if (Date.now() > until) return reject(new Error(`timed out waiting for ${what}`));
      setTimeout(tick, 5);
    };
    tick();
  });
}

export async function setBalance(emu: Emulator, accountId: string, balance: number): Promise<void> {
  await control(emu, `/accounts/${accountId}`, "PATCH", { balance });
}

// The queue's state: its items (mutable records inside, immutable snapshots outside), each change of state
// recorded with its reason and time, and the listeners told about changes. Changes made in one turn of the
// event loop reach listeners together, once (so a polling round that moves 50 items renders once).
import { compareAdded, view, type AddedOrder, type ItemRecord } from "./itemRecord";
import {
  IDLE_STATUS,
  type BatchItem,
  type InsertedMarker,
  type ItemState,
  type ItemTransition,
  type QueueSnapshot,
  type QueueStatus,
  type Transition,
} from "./types";

export { newLocalId } from "./localId";
export { compareAdded, newRecord, view, type AddedOrder, type Attempt, type ItemRecord } from "./itemRecord";

export type Listener = (snapshot: QueueSnapshot, transitions: readonly ItemTransition[]) => void;

const MAX_HISTORY = 50;

export const OPEN_ON_SERVICE: ReadonlySet<ItemState> = new Set<ItemState>(["queued", "processing"]);

export class ItemStore {
  private readonly records: ItemRecord[] = [];
  private readonly listeners = new Set<Listener>();
  private pending: ItemTransition[] = [];
  private scheduled = false;
  private status: QueueStatus = { ...IDLE_STATUS };
  private cached: QueueSnapshot | null = null;
  private persistWanted = false;
  /** Items of other open panes, as they saved them: shown, never worked on here. */
  private foreign: readonly BatchItem[] = [];
  /** Where the other panes' items stand in the order their users chose. */
  private foreignAdded: ReadonlyMap<string, AddedOrder> = new Map();
  /** Where this pane inserted other panes' results (their records are theirs; the rows here say so). */
  private readonly insertedHere = new Map<string, InsertedMarker>();

  constructor(
    private readonly now: () => number,
    /** Called (at most once per turn) after records changed in a way worth saving. */
    private readonly onPersist: () => void = () => undefined,
  ) {}

  get items(): readonly ItemRecord[] {
    return this.records;
  }

  get queueStatus(): QueueStatus {
    return this.status;
  }

  find(id: string): ItemRecord | undefined {
    return this.records.find((r) => r.id === id);
  }

  byDocument(documentId: string): ItemRecord | undefined {
    return this.records.find((r) => r.documentId === documentId);
  }

  /**
   * Adds a record in the order the user chose (restored records come back in storage's order, not theirs);
   * `announce` tells listeners about its first state (not done for restored records).
   */
  add(record: ItemRecord, announce = true): void {
    const after = this.records.findIndex((r) => compareAdded(record, r) < 0);
    this.records.splice(after < 0 ? this.records.length : after, 0, record);
    const first = record.history[record.history.length - 1];
    if (announce && first) this.pending.push({ ...first, itemId: record.id });
    this.changed(true);
  }

  remove(id: string): boolean {
    const index = this.records.findIndex((r) => r.id === id);
    if (index < 0) return false;
    this.records.splice(index, 1);
    this.changed(true);
    return true;
  }

  /**
   * Moves `record` to `to` (recording why and when), and applies `patch` with it. A new reason in the same
   * state is recorded too (from = to): the history says what happened, not only which states were passed.
   */
  transition(record: ItemRecord, to: ItemState, reason: string, patch: Partial<ItemRecord> = {}): void {
    Object.assign(record, patch);
    if (record.state === to && record.reason === reason) return this.changed(true);
    const at = this.now();
    const transition: Transition = { from: record.state === to ? to : record.state, to, reason, at };
    record.state = to;
    record.reason = reason;
    record.changedAt = at;
    record.history.push(transition);
    if (record.history.length > MAX_HISTORY) record.history.splice(0, record.history.length - MAX_HISTORY);
    this.pending.push({ ...transition, itemId: record.id });
    this.changed(true);
  }

  /** Changes fields other than the state. `persist` false for changes that need not be saved (a result). */
  update(record: ItemRecord, patch: Partial<ItemRecord>, persist = true): void {
    Object.assign(record, patch);
    this.changed(persist);
  }

  /** Something outside the items that is saved with them changed (the cursor). */
  requestSave(): void {
    this.persistWanted = true;
    if (!this.scheduled) this.changed(true);
  }

  /** Replaces the other panes' items shown with this pane's (`added`: their order, else after this pane's). */
  setForeign(items: readonly BatchItem[], added: ReadonlyMap<string, AddedOrder> = new Map()): void {
    const same = items.length === this.foreign.length && items.every((item, i) => JSON.stringify(item) === JSON.stringify(this.foreign[i]));
    this.foreignAdded = added;
    if (same) return;
    this.foreign = items;
    this.changed(false);
  }

  get foreignItems(): readonly BatchItem[] {
    return this.foreign;
  }

  /** Another pane's result went into this pane's document (by the user's choice): its row here says so. */
  markForeignInserted(id: string, marker: InsertedMarker): void {
    this.insertedHere.set(id, { ...marker });
    this.changed(false);
  }

  setStatus(patch: Partial<QueueStatus>): void {
    const next = { ...this.status, ...patch };
    const same = (Object.keys(patch) as Array<keyof QueueStatus>).every((k) => next[k] === this.status[k]);
    if (same) return;
    this.status = next;
    this.changed(false);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  snapshot(): QueueSnapshot {
    this.cached ??= {
      // Every pane's items in the one order the user chose them in (this pane's are kept in it already).
      items: [
        ...this.records.map((r) => ({ id: r.id, batchId: r.batchId, added: r.added, item: view(r) })),
        ...this.foreign.map((item) => {
          const here = this.insertedHere.get(item.id);
          const added = this.foreignAdded.get(item.id) ?? { at: Number.MAX_SAFE_INTEGER, index: 0 };
          return { id: item.id, batchId: item.batchId, added, item: here ? { ...item, inserted: here } : item };
        }),
      ]
        .sort(compareAdded)
        .map((entry) => entry.item),
      status: this.status,
    };
    return this.cached;
  }

  /** Delivers pending notifications now (the queue calls it before closing). */
  flush(): void {
    this.scheduled = false;
    const transitions = this.pending;
    this.pending = [];
    const snapshot = this.snapshot();
    for (const listener of [...this.listeners]) {
      try {
        listener(snapshot, transitions);
      } catch {
        // A listener's failure is the UI's business; the queue keeps going.
      }
    }
  }

  private changed(persist: boolean): void {
    this.cached = null;
    if (persist) this.persistWanted = true;
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      if (!this.scheduled) return;
      if (this.persistWanted) {
        this.persistWanted = false;
        this.onPersist();
      }
      this.flush();
    });
  }

  /** Saves now if anything is waiting to be saved (before closing). */
  persistNow(): void {
    if (!this.persistWanted) return;
    this.persistWanted = false;
    this.onPersist();
  }
}

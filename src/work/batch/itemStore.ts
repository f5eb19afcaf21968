// The queue's state: its items (mutable records inside, immutable snapshots outside), each change of state
// recorded with its reason and time, and the listeners told about changes. Changes made in one turn of the
// event loop reach listeners together, once (so a polling round that moves 50 items renders once).
import type { DocumentDetail } from "../../api";
import {
  IDLE_STATUS,
  type BatchItem,
  type ItemError,
  type InsertedMarker,
  type ItemOrigin,
  type ItemState,
  type ItemTransition,
  type QueueSnapshot,
  type QueueStatus,
  type SentPages,
  type Transition,
  type WorkOptions,
} from "./types";

/** An upload attempt: when it was handed to the client, and when its outcome turned out unknown. */
export interface Attempt {
  startedAt: number;
  /** Set when the upload failed with an unknown outcome (or the pane closed during it). */
  unknownSince: number | null;
}

/** The queue's own record of an item. Only this module and the queue's parts change it. */
export interface ItemRecord {
  id: string;
  batchId: string;
  fileName: string;
  origin: ItemOrigin | null;
  /** The pages of the original the file holds, when not all (issue 22); `file` is then the cut. */
  pages: SentPages | null;
  options: WorkOptions;
  state: ItemState;
  reason: string;
  changedAt: number;
  history: Transition[];
  documentId: string | null;
  pageCount: number | null;
  /** The file's bytes: memory only, never stored. Dropped once the service has the document. */
  file: Blob | null;
  needsFile: boolean;
  result: DocumentDetail | null;
  error: ItemError | null;
  /** The current or last upload attempt. */
  attempt: Attempt | null;
  /** Client time the upload was accepted (or the document adopted): the age of the work. */
  acceptedAt: number | null;
  /** The service's created_at of the document, verbatim, once a list showed it. */
  createdAt: string | null;
  /** Client time of the last change the tracker saw (or of acceptance). */
  lastSeenAt: number | null;
  /** The service said processed (or failed): the detail is to be fetched once. */
  needsDetail: boolean;
  cancelling: boolean;
  inserted: InsertedMarker | null;
}

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

  /** Adds a record; `announce` tells listeners about its first state (not done for restored records). */
  add(record: ItemRecord, announce = true): void {
    this.records.push(record);
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

  /** Replaces the other panes' items shown with this pane's. */
  setForeign(items: readonly BatchItem[]): void {
    const same = items.length === this.foreign.length && items.every((item, i) => JSON.stringify(item) === JSON.stringify(this.foreign[i]));
    if (same) return;
    this.foreign = items;
    this.changed(false);
  }

  get foreignItems(): readonly BatchItem[] {
    return this.foreign;
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
    this.cached ??= { items: [...this.records.map((r) => view(r)), ...this.foreign], status: this.status };
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

/** What the UI sees of a record (`elsewhere`: another pane owns it). */
export function view(r: ItemRecord, elsewhere = false): BatchItem {
  return {
    id: r.id,
    batchId: r.batchId,
    fileName: r.fileName,
    ...(r.origin ? { origin: r.origin } : {}),
    ...(r.pages ? { pages: r.pages } : {}),
    options: { ...r.options },
    state: r.state,
    reason: r.reason,
    changedAt: r.changedAt,
    history: [...r.history],
    documentId: r.documentId,
    pageCount: r.pageCount,
    hasFile: r.file !== null,
    needsFile: r.needsFile,
    result: r.result,
    error: r.error,
    cancelling: r.cancelling,
    inserted: r.inserted,
    ...(elsewhere ? { elsewhere: true } : {}),
  };
}

let counter = 0;

/** A local id, unique within this browser profile. */
export function newLocalId(prefix: string): string {
  const random = typeof crypto !== "undefined" && typeof crypto.randomUUID === "function" ? crypto.randomUUID().slice(0, 8) : "";
  counter = (counter + 1) % 1_000_000;
  return `${prefix}-${Date.now().toString(36)}-${counter.toString(36)}${random}`;
}

export function newRecord(fields: {
  id: string;
  batchId: string;
  fileName: string;
  origin?: ItemOrigin | null;
  pages?: SentPages | null;
  options: WorkOptions;
  file: Blob | null;
  state: ItemState;
  reason: string;
  at: number;
}): ItemRecord {
  return {
    id: fields.id,
    batchId: fields.batchId,
    fileName: fields.fileName,
    origin: fields.origin ?? null,
    pages: fields.pages ?? null,
    options: fields.options,
    state: fields.state,
    reason: fields.reason,
    changedAt: fields.at,
    history: [{ from: null, to: fields.state, reason: fields.reason, at: fields.at }],
    documentId: null,
    pageCount: null,
    file: fields.file,
    needsFile: false,
    result: null,
    error: null,
    attempt: null,
    acceptedAt: null,
    createdAt: null,
    lastSeenAt: null,
    needsDetail: false,
    cancelling: false,
    inserted: null,
  };
}

// A stand-in for the batch queue in component tests: the same surface the task pane uses, with items the
// test moves from state to state (or that run through to processed by themselves with `autoProcess`).
import type { DocumentDetail, DocumentSummary } from "../../../src/api/types";
import {
  estimateCost,
  type BatchItem,
  type DocumentWatch,
  type FileInput,
  type ListedListener,
  type InsertedMarker,
  type NumberReading,
  type ItemState,
  type ItemTransition,
  type Listener,
  type QueueSnapshot,
  type QueueStatus,
  type WorkOptions,
} from "../../../src/work/batch";
import type { WorkQueue } from "../../../src/taskpane/useBatchQueue";
import { batchItem, QUIET_STATUS } from "../work/batchItem";

export class FakeQueue implements WorkQueue {
  items: BatchItem[] = [];
  status: QueueStatus = QUIET_STATUS;
  readonly calls: string[] = [];
  readonly added: Array<{ names: string[]; options: WorkOptions }> = [];
  /** The files of each `add`, as given (bytes, origin, chosen pages). */
  readonly inputs: FileInput[][] = [];
  /** The bytes given to `attachFile`, by item id. */
  readonly attached = new Map<string, Blob>();
  closed = false;
  /** The balance `estimate` uses when the pane gives none. */
  balance = 100;
  private readonly listeners = new Set<Listener>();
  private batches = 0;

  constructor(
    /** The detail an item's processing produces (null: items stay where the test puts them). */
    private readonly autoProcess: ((item: BatchItem) => DocumentDetail) | null = null,
  ) {}

  snapshot(): QueueSnapshot {
    return { items: this.items, status: this.status };
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    listener(this.snapshot(), []);
    return () => this.listeners.delete(listener);
  }

  /** Tells the listeners (as the queue does once per turn). */
  emit(transitions: ItemTransition[] = []): void {
    for (const listener of this.listeners) listener(this.snapshot(), transitions);
  }

  /** Moves an item to `state` with a reason and tells the listeners. */
  move(id: string, state: ItemState, patch: Partial<BatchItem> = {}, reason = `Now ${state}.`): BatchItem {
    const before = this.items.find((i) => i.id === id);
    if (!before) throw new Error(`no item ${id}`);
    const after: BatchItem = { ...before, ...patch, state, reason };
    this.items = this.items.map((i) => (i.id === id ? after : i));
    this.emit([{ itemId: id, from: before.state, to: state, reason, at: Date.now() }]);
    return after;
  }

  setStatus(patch: Partial<QueueStatus>): void {
    this.status = { ...this.status, ...patch };
    this.emit();
  }

  /** Puts items in the list as a reopened queue would (no transitions). */
  restore(items: BatchItem[]): void {
    this.items = [...this.items, ...items];
    this.emit();
  }

  estimate(files: readonly FileInput[], balance?: number): ReturnType<WorkQueue["estimate"]> {
    this.calls.push(`estimate ${files.length}`);
    return estimateCost(files, balance ?? this.balance);
  }

  add(files: readonly FileInput[], options: WorkOptions): BatchItem[] {
    const batchId = `batch${++this.batches}`;
    const added = files.map((f) =>
      batchItem({
        batchId,
        fileName: f.name,
        options,
        state: "waiting",
        reason: "Waiting for its turn to be sent.",
        ...(f.pages ? { pages: f.pages } : {}),
      }),
    );
    this.added.push({ names: files.map((f) => f.name), options });
    this.inputs.push([...files]);
    this.items = [...this.items, ...added];
    this.emit(added.map((i) => ({ itemId: i.id, from: null, to: "waiting", reason: i.reason, at: Date.now() })));
    const process = this.autoProcess;
    if (process)
      for (const item of added)
        setTimeout(() => {
          this.move(item.id, "uploading");
          this.move(item.id, "queued", { documentId: `doc-${item.id}`, hasFile: false });
          this.move(item.id, "processed", { result: process(item) }, "Processed: the result is ready.");
        }, 0);
    return added;
  }

  async cancel(id: string): Promise<void> {
    this.calls.push(`cancel ${id}`);
    this.move(id, "cancelled", {}, "Cancelled: deleted on the service.");
  }

  resubmit(id: string, file?: Blob): void {
    this.calls.push(`resubmit ${id}${file ? " with file" : ""}`);
    this.move(id, "waiting", { hasFile: true }, "Sent again at your request.");
  }

  attachFile(id: string, file: Blob): void {
    this.calls.push(`attach ${id}`);
    this.attached.set(id, file);
    this.move(id, "waiting", { needsFile: false, hasFile: true }, "Waiting for its turn to be sent.");
  }

  resumeUploads(): void {
    this.calls.push("resume");
    this.setStatus({ uploadHold: null });
  }

  dismiss(id: string): void {
    this.calls.push(`dismiss ${id}`);
    this.items = this.items.filter((i) => i.id !== id);
    this.emit();
  }

  markInserted(id: string, marker: InsertedMarker): void {
    this.calls.push(`inserted ${id}`);
    this.items = this.items.map((i) => (i.id === id ? { ...i, inserted: marker } : i));
    this.emit();
  }

  setNumberReading(id: string, reading: NumberReading | null): void {
    this.calls.push(`numbers ${id} ${reading ?? "none"}`);
    this.items = this.items.map((i) => (i.id === id ? { ...i, numberReading: reading } : i));
    this.emit();
  }

  documentsDeleted(deleted: readonly { id: string }[]): void {
    this.calls.push(`deleted ${deleted.map((d) => d.id).join(",")}`);
  }

  /** The detail `loadResult` gives (after a reopen). */
  reloaded: DocumentDetail | null = null;

  async loadResult(id: string): Promise<BatchItem> {
    this.calls.push(`load ${id}`);
    const item = this.items.find((i) => i.id === id);
    if (!item) throw new Error("This file is no longer in the list.");
    return { ...item, result: this.reloaded };
  }

  /** The documents views asked to follow (the last `follow` of each watch), and their listeners. */
  readonly watches: Array<{ followed: string[]; listener: ListedListener; stopped: boolean }> = [];

  watchDocuments(listener: ListedListener): DocumentWatch {
    const watch = { followed: [] as string[], listener, stopped: false };
    this.watches.push(watch);
    return {
      follow: (documents) => void (watch.followed = documents.map((d) => d.id)),
      stop: () => void (watch.stopped = true),
    };
  }

  /** A polling round that listed `documents`: every live watch hears it. */
  listed(documents: DocumentSummary[]): void {
    for (const watch of this.watches) if (!watch.stopped) watch.listener(documents);
  }

  close(): void {
    this.closed = true;
  }
}

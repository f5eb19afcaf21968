// The batch queue: turns "these 30 files" into processed results, cheaply and safely. It composes the parts:
//   itemStore.ts    items, their states with reason and time, subscriptions
//   uploader.ts     sends waiting files through the account's scheduler
//   tracker.ts      follows accepted documents with the document list (polling rounds)
//   resultFetcher.ts fetches each processed document's result once
//   documentStatus.ts what a document's status at the service means for its item
//   adoption.ts     finds uploads whose outcome is unknown, so nothing is sent (and charged) twice
//   persistence.ts  saves the queue per account, so that it survives closing the task pane
//   otherPanes.ts   this pane among the account's other task panes: their items, takeovers, claims
//   historyDeletions.ts documents deleted from the History (in any pane): their items say so at once
//   reopen.ts       what a reopened queue makes of a saved item
//   itemActions.ts  what the user does to one item: cancel, send again, add its file again, dismiss
//   cancellation.ts deleting a cancelled document on the service, and waiting for a cancelled upload
//   costEstimate.ts what a batch will cost, before it is sent
//   idleWaiters.ts  when the queue has nothing left to do on its own (whenIdle)
//   queueParts.ts   how the parts are made and wired to each other
// No React, no Office: the task pane renders snapshots and calls the methods below.
import { t } from "../../i18n/messages";
import { systemTimers, type Timers } from "../../api/abort";
import type { ServiceClock } from "./adoption";
import { estimateCost, type CostEstimate } from "./costEstimate";
import type { DeletedDocument } from "./deletions";
import type { DocumentWatch, DocumentWatches, ListedListener } from "./documentWatch";
import type { HistoryDeletions } from "./historyDeletions";
import { IdleWaiters } from "./idleWaiters";
import type { ItemActions } from "./itemActions";
import { newLocalId, newRecord, type ItemRecord, type ItemStore, type Listener } from "./itemStore";
import type { OtherPanes } from "./otherPanes";
import { dropLegacy, loadItems, saveItems, storageKey } from "./persistence";
import { assembleQueue } from "./queueParts";
import type { BatchQueueOptions } from "./queueOptions";
import { reopenRecord } from "./reopen";
import type { Tracker } from "./tracker";
import type { Uploader } from "./uploader";
import type { BatchItem, FileInput, InsertedMarker, NumberReading, QueueSnapshot, WorkOptions } from "./types";

export type { BatchQueueOptions };

export class BatchQueue {
  private readonly store: ItemStore;
  private readonly tracker: Tracker;
  private readonly uploader: Uploader;
  private readonly clock: ServiceClock;
  private readonly timers: Timers;
  private readonly watches: DocumentWatches;
  private readonly panes: OtherPanes;
  private readonly actions: ItemActions;
  private readonly deletions: HistoryDeletions;
  private readonly idle: IdleWaiters;
  private closed = false;

  /** Opens the signed-in account's queue: restores what was saved and carries on with it. */
  static async open(options: BatchQueueOptions): Promise<BatchQueue> {
    const accountId = options.accountId ?? (await options.client.getCurrentUser({ priority: "interactive" })).id;
    return new BatchQueue(options, storageKey(options.client.baseUrl, accountId));
  }

  private constructor(
    private readonly options: BatchQueueOptions,
    /** The storage key: the service address and the signed-in account. */
    readonly key: string,
  ) {
    this.timers = options.timers ?? systemTimers;
    const saved = loadItems(options.storage, key);
    ({
      store: this.store,
      clock: this.clock,
      actions: this.actions,
      panes: this.panes,
      uploader: this.uploader,
      tracker: this.tracker,
      deletions: this.deletions,
      watches: this.watches,
    } = assembleQueue(options, key, saved, this.timers, {
      save: () => this.save(),
      reopen: (record) => this.reopen(record),
      accepted: (record) => this.afterAcceptance(record),
      closed: () => this.closed,
    }));
    this.idle = new IdleWaiters(this.store, () => this.uploader.onHold !== null);
    this.store.subscribe(() => this.idle.check());
    this.panes.merge(saved.items);
    this.deletions.look();
    dropLegacy(options.storage, key);
    this.uploader.pump();
    this.tracker.kick();
    this.panes.wake();
  }

  /** This pane's id: its items are saved with it, and its presence mark tells other panes it is open. */
  get paneId(): string {
    return this.panes.paneId;
  }

  /** What a reopened queue makes of a saved item. */
  private reopen(record: ItemRecord): void {
    reopenRecord(this.store, record, this.timers.now(), {
      refetch: this.options.refetch ? (id) => void this.refetchFile(id) : null,
      deleteDocument: (r) => void this.actions.deleteDocument(r).catch(() => undefined),
    });
  }

  // ---- observing -------------------------------------------------------------------------------------

  /** Calls `listener` now and after every change (changes of one moment together, with their transitions). */
  subscribe(listener: Listener): () => void {
    const unsubscribe = this.store.subscribe(listener);
    listener(this.store.snapshot(), []);
    return unsubscribe;
  }

  snapshot(): QueueSnapshot {
    return this.store.snapshot();
  }

  item(id: string): BatchItem | undefined {
    return this.store.snapshot().items.find((i) => i.id === id);
  }

  /** Resolves when the queue has nothing left to do on its own (every item settled or waiting for the user). */
  whenIdle(): Promise<QueueSnapshot> {
    return this.idle.whenIdle();
  }

  // ---- before sending --------------------------------------------------------------------------------

  /** What `files` will cost (pages, where they can be told) against the account's balance. One request. */
  async estimate(files: readonly FileInput[], balance?: number): Promise<CostEstimate> {
    const current = balance ?? (await this.options.client.getCurrentUser({ priority: "interactive" })).balance;
    return estimateCost(files, current);
  }

  // ---- user actions ----------------------------------------------------------------------------------

  /** Adds files (one batch) with the same options; they are sent in order as the pace allows. */
  add(files: readonly FileInput[], options: WorkOptions): BatchItem[] {
    this.assertOpen();
    const batchId = newLocalId("batch");
    const now = this.timers.now();
    const ids = files.map((f, index) => {
      const record = newRecord({
        index,
        id: newLocalId("item"),
        batchId,
        fileName: f.name,
        origin: f.origin ?? null,
        pages: f.pages ?? null,
        options: { ...options },
        file: f.file,
        state: "waiting",
        home: this.options.home ?? null,
        reason: this.uploader.onHold
          ? t("workspace.queue.waitingHold", { problem: this.uploader.onHold.message })
          : t("workspace.queue.waitingTurn"),
        at: now,
      });
      this.store.add(record);
      return record.id;
    });
    this.uploader.pump();
    this.panes.wake();
    const snapshot = this.store.snapshot();
    return ids.flatMap((id) => snapshot.items.filter((i) => i.id === id));
  }

  /**
   * Cancels an item: before it is sent, it is dropped; once the service has it, it is deleted there (ask
   * the user first). During an upload, the cancellation waits for its outcome. Resolves when done; rejects
   * with the client's error when the deletion failed (the item then stays as it was).
   */
  cancel(id: string): Promise<void> {
    return this.actions.cancel(id);
  }

  /** Sends a failed, cancelled or unknown item again, as the user's explicit decision (itemActions.ts). */
  resubmit(id: string, file?: Blob): void {
    this.actions.resubmit(id, file);
  }

  /** Gives a waiting item its file again (it was waiting when the pane closed). */
  attachFile(id: string, file: Blob): void {
    this.actions.attachFile(id, file);
  }

  /** Fetches a waiting item's file again from Microsoft 365 (the `refetch` option) and sends it. */
  refetchFile(id: string): Promise<void> {
    return this.actions.refetchFile(id);
  }

  /** Carries on with uploads after a hold (credits bought, signed in again). */
  resumeUploads(): void {
    this.assertOpen();
    for (const record of this.store.items) {
      if (record.state === "waiting" && record.error !== null && !record.needsFile) {
        this.store.transition(record, "waiting", t("workspace.queue.waitingTurn"), { error: null });
      }
    }
    this.uploader.resume();
  }

  /**
   * Follows documents that are not the queue's items (the history's unfinished rows) in the queue's own
   * polling rounds, and hands `listener` every document those rounds list. No request of its own.
   */
  watchDocuments(listener: ListedListener): DocumentWatch {
    return this.watches.add(listener);
  }

  /** Removes a settled item (or one waiting for a file the user will not add) from the list. Never deletes anything on the service. */
  dismiss(id: string): void {
    this.actions.dismiss(id);
  }

  /**
   * Records where a processed item's result went (the row says so, also after a reopen). Another pane's
   * result inserted here (the user's choice) is said on its row here; that pane's record stays its own.
   */
  markInserted(id: string, marker: InsertedMarker): void {
    this.actions.markInserted(id, marker);
  }

  /** Keeps the answer to "Read numbers as" given in an item's review, for Insert all (null: none). */
  setNumberReading(id: string, reading: NumberReading | null): void {
    this.actions.setNumberReading(id, reading);
  }

  /**
   * The History deleted these documents (in this pane): this pane's items of them, and every other open
   * pane's, read "Deleted from History" at once (historyDeletions.ts).
   */
  documentsDeleted(deleted: readonly DeletedDocument[]): void {
    this.deletions.announce(deleted);
  }

  /**
   * Fetches a processed item's result again (results are not kept across a reopen). One request. Another
   * pane's processed result can be loaded too, to be inserted here by the user's choice (not into its record).
   */
  async loadResult(id: string): Promise<BatchItem> {
    const foreign = this.store.find(id) === undefined ? this.store.foreignItems.find((i) => i.id === id) : undefined;
    if (foreign !== undefined && foreign.state === "processed" && foreign.documentId !== null) {
      return { ...foreign, result: await this.tracker.fetchResult(foreign.documentId, foreign.fileName) };
    }
    const record = this.require(id);
    if (record.result === null) await this.tracker.loadResult(record);
    this.store.flush();
    const view = this.item(id);
    if (view === undefined) throw new Error(t("workspace.queue.notInList"));
    return view;
  }

  /** Stops everything (the pane is closing): nothing more is sent or saved. Reopen with BatchQueue.open. */
  close(): void {
    if (this.closed) return;
    this.store.persistNow();
    this.closed = true;
    this.panes.close();
    this.deletions.close();
    this.uploader.close();
    this.tracker.close();
    this.watches.clear();
  }

  // ---- inside ----------------------------------------------------------------------------------------

  private afterAcceptance(record: ItemRecord): void {
    if (record.cancelling) void this.actions.deleteDocument(record).catch(() => undefined);
    this.tracker.kick();
  }

  private save(): void {
    if (this.closed) return;
    const { problem, released } = saveItems(
      this.options.storage,
      this.key,
      { cursor: this.tracker.cursor, clockOffsetMs: this.clock.offsetMs, items: [...this.store.items] },
      this.panes.paneId,
      this.panes.written,
      this.timers.now(),
    );
    // Another pane claimed these since this pane wrote them (they went home): they show as that pane's.
    if (released.length > 0) this.panes.release(released);
    this.store.setStatus({ storageProblem: problem });
  }

  private require(id: string): ItemRecord {
    return this.actions.require(id);
  }

  private assertOpen(): void {
    if (this.closed) throw new Error("The batch queue is closed; open it again.");
  }
}

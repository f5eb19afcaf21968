// The batch queue: turns "these 30 files" into processed results, cheaply and safely. It composes the parts:
//   itemStore.ts    items, their states with reason and time, subscriptions
//   uploader.ts     sends waiting files through the account's scheduler
//   tracker.ts      follows accepted documents with the document list (polling rounds)
//   resultFetcher.ts fetches each processed document's result once
//   documentStatus.ts what a document's status at the service means for its item
//   adoption.ts     finds uploads whose outcome is unknown, so nothing is sent (and charged) twice
//   persistence.ts  saves the queue per account, so that it survives closing the task pane
//   costEstimate.ts what a batch will cost, before it is sent
// No React, no Office: the task pane renders snapshots and calls the methods below.
import { systemTimers, type Timers } from "../../api/abort";
import { isServiceError, ServiceError, type ServiceClient } from "../../api";
import { ServiceClock } from "./adoption";
import { estimateCost, type CostEstimate } from "./costEstimate";
import { DocumentWatches, type DocumentWatch, type ListedListener } from "./documentWatch";
import { ItemStore, newLocalId, newRecord, view, type ItemRecord, type Listener } from "./itemStore";
import { isPresent, markGone, markPresent, PANE_BEAT_MS } from "./panes";
import { claimItem, dropLegacy, loadItems, removeItems, saveItems, storageKey, type QueueStorage, type SavedItem } from "./persistence";
import { DEFAULT_POLL_POLICY, type PollPolicy } from "./pollInterval";
import { Tracker } from "./tracker";
import { Uploader } from "./uploader";
import { checkFile } from "../../input/fileCheck";
import {
  SETTLED_STATES,
  type BatchItem,
  type FileInput,
  type InsertedMarker,
  type QueueSnapshot,
  type Refetcher,
  type WorkOptions,
} from "./types";

export interface BatchQueueOptions {
  /** The signed-in account's client: its scheduler paces the queue together with the rest of the pane. */
  client: ServiceClient;
  /** Where the queue is saved: window.localStorage in the task pane. */
  storage: QueueStorage;
  /** The signed-in account's id (`User.id`); fetched with GET /users/me when not given. */
  accountId?: string;
  /** Clock and timers (tests pass fakes; the defaults follow jest's fake timers). */
  timers?: Timers;
  /** Polling rhythm (pollInterval.ts). */
  poll?: Partial<PollPolicy>;
  /** Page size of the list requests. Default 100. */
  perPage?: number;
  /** Uploads in the scheduler at once. Default 2. */
  uploadConcurrency?: number;
  /** Result fetches in the scheduler at once. Default 2. */
  fetchConcurrency?: number;
  /** Clock difference allowed between this computer and the service before one is learned. Default 5 minutes. */
  lookbackMs?: number;
  /** A document with no change seen for this long is checked by a reconciliation round. Default 60 s. */
  staleAfterMs?: number;
  /** First wait before retrying an upload that could not be sent at all. Default 2 s, doubling up to 30 s. */
  retryDelayMs?: number;
  /**
   * Fetches the bytes of a file that came from elsewhere (OneDrive, SharePoint, mail) again: a reopened queue
   * asks it for its waiting items with an `origin`, instead of asking the user to add the file again.
   */
  refetch?: Refetcher;
  /** How often the other panes' saved items are looked at. Default 2 s. */
  panesScanMs?: number;
  /** Settled items leave the saved list this long after they settled. Default 7 days. */
  keepSettledMs?: number;
}

/** Settled items leave the saved queue a week after they settled, so storage does not fill. */
export const KEEP_SETTLED_MS = 7 * 24 * 3_600_000;

const CLOSED_BEFORE_SENDING = "The task pane was closed before this file was sent. Add the file again to send it.";
const CLOSED_WHILE_SENDING =
  "The task pane was closed while this file was being sent, so it is not known whether it arrived. Looking for it in your documents (it is never sent twice automatically).";

function cancelFailed(record: ItemRecord): string {
  return `"${record.fileName}" arrived at the service before it could be cancelled and is still there, because deleting it failed. Select Cancel again to delete it.`;
}

export class BatchQueue {
  private readonly store: ItemStore;
  private readonly tracker: Tracker;
  private readonly uploader: Uploader;
  private readonly clock: ServiceClock;
  private readonly timers: Timers;
  private readonly watches = new DocumentWatches(() => this.tracker.kick());
  private closed = false;
  /** This pane's id: its items are saved with it, and its presence mark tells other panes it is open. */
  readonly paneId = newLocalId("pane");
  /** What this pane last wrote per item (only changed items are written again). */
  private readonly written = new Map<string, string>();
  private scanTimer: unknown = undefined;
  /** The scan stopped for want of items; `add` starts it again. */
  private scanIdle = false;
  private lastBeat = 0;
  private idleWaiters: Array<(snapshot: QueueSnapshot) => void> = [];

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
    markPresent(options.storage, key, this.paneId, this.timers.now());
    this.lastBeat = this.timers.now();
    this.clock = new ServiceClock(saved.clockOffsetMs);
    this.store = new ItemStore(
      () => this.timers.now(),
      () => this.save(),
    );
    const policy = { ...DEFAULT_POLL_POLICY, ...options.poll };
    this.uploader = new Uploader(
      options.client,
      this.store,
      this.timers,
      { concurrency: options.uploadConcurrency ?? 2, retryDelayMs: options.retryDelayMs ?? 2000, maxRetryDelayMs: 30_000 },
      {
        accepted: (record) => this.afterAcceptance(record),
        unknown: () => this.tracker.kick(),
      },
    );
    this.tracker = new Tracker(
      options.client,
      this.store,
      this.clock,
      this.timers,
      {
        policy,
        perPage: options.perPage ?? 100,
        lookbackMs: options.lookbackMs ?? 5 * 60_000,
        staleAfterMs: options.staleAfterMs ?? 60_000,
        fetchConcurrency: options.fetchConcurrency ?? 2,
      },
      {
        pendingUploads: () => this.uploader.pending(),
        adopted: (record) => this.afterAcceptance(record),
        progressed: () => this.store.requestSave(),
        claimedElsewhere: (documentId) => this.store.foreignItems.some((i) => i.documentId === documentId),
        sendingElsewhere: (fileName, action) =>
          this.store.foreignItems.some(
            (i) => i.state === "uploading" && i.documentId === null && i.fileName === fileName && i.options.action === action,
          ),
        watched: (now) => this.watches.wanted(now),
        listed: (documents) => this.watches.deliver(documents),
      },
      saved.cursor,
      saved.items.length > 0,
    );
    this.store.subscribe(() => this.checkIdle());
    this.merge(saved.items);
    dropLegacy(options.storage, key);
    this.uploader.pump();
    this.tracker.kick();
    this.scheduleScan();
  }

  /**
   * Sorts what the panes saved: items of open panes are shown as theirs; items of no open pane (closed,
   * crashed, or saved before panes had ids) are taken over and carried on here; settled ones older than
   * `keepSettledMs` are dropped. An item of this pane that another open pane has taken is let go.
   */
  private merge(saved: readonly SavedItem[]): void {
    const now = this.timers.now();
    const keep = this.options.keepSettledMs ?? KEEP_SETTLED_MS;
    const foreign: ReturnType<typeof view>[] = [];
    const expired: string[] = [];
    for (const { record, owner } of saved) {
      const mine = this.store.find(record.id);
      if (owner !== this.paneId && isPresent(this.options.storage, this.key, owner, now)) {
        if (mine) {
          this.written.delete(record.id);
          this.store.remove(record.id);
        }
        foreign.push(view(record, true));
        continue;
      }
      if (mine) continue;
      if (SETTLED_STATES.has(record.state) && record.changedAt < now - keep) {
        expired.push(record.id);
        continue;
      }
      if (owner !== "" && !claimItem(this.options.storage, this.key, record.id, this.paneId)) continue;
      this.store.add(record, false);
      this.reopen(record);
    }
    removeItems(this.options.storage, this.key, expired);
    this.store.setForeign(foreign);
  }

  /** Looks at the other panes' items now and then, and renews this pane's presence mark. */
  private scheduleScan(): void {
    if (this.closed) return;
    this.scanTimer = this.timers.setTimeout(() => {
      this.scanTimer = undefined;
      if (this.closed) return;
      const now = this.timers.now();
      if (now - this.lastBeat >= PANE_BEAT_MS / 2) {
        markPresent(this.options.storage, this.key, this.paneId, now);
        this.lastBeat = now;
      }
      this.merge(loadItems(this.options.storage, this.key).items);
      this.uploader.pump();
      this.tracker.kick();
      if (this.store.items.length > 0 || this.store.foreignItems.length > 0) this.scheduleScan();
      else this.scanIdle = true;
    }, this.options.panesScanMs ?? 2000);
  }

  /** What a reopened queue makes of a saved item. */
  private reopen(record: ItemRecord): void {
    const now = this.timers.now();
    if (record.state === "waiting") {
      if (record.cancelling) this.store.transition(record, "cancelled", "Cancelled before it was sent.", { cancelling: false });
      else if (!record.needsFile) this.store.transition(record, "waiting", CLOSED_BEFORE_SENDING, { needsFile: true });
      if (record.needsFile && record.origin !== null && this.options.refetch) void this.refetchFile(record.id);
    } else if (record.state === "uploading" && record.documentId === null) {
      const attempt = record.attempt ?? { startedAt: record.changedAt, unknownSince: null };
      this.store.transition(record, "uploading", CLOSED_WHILE_SENDING, {
        attempt: { startedAt: attempt.startedAt, unknownSince: attempt.unknownSince ?? now },
      });
    } else if (record.cancelling && record.documentId !== null && !SETTLED_STATES.has(record.state)) {
      void this.deleteDocument(record).catch(() => undefined);
    }
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
    if (this.isIdle()) return Promise.resolve(this.store.snapshot());
    return new Promise((resolve) => this.idleWaiters.push(resolve));
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
    const ids = files.map((f) => {
      const record = newRecord({
        id: newLocalId("item"),
        batchId,
        fileName: f.name,
        origin: f.origin ?? null,
        options: { ...options },
        file: f.file,
        state: "waiting",
        reason: this.uploader.onHold ? `Waiting: ${this.uploader.onHold.message}` : "Waiting for its turn to be sent.",
        at: now,
      });
      this.store.add(record);
      return record.id;
    });
    this.uploader.pump();
    if (this.scanIdle) {
      this.scanIdle = false;
      this.scheduleScan();
    }
    const snapshot = this.store.snapshot();
    return ids.flatMap((id) => snapshot.items.filter((i) => i.id === id));
  }

  /**
   * Cancels an item: before it is sent, it is dropped; once the service has it, it is deleted there (ask
   * the user first). During an upload, the cancellation waits for its outcome. Resolves when done; rejects
   * with the client's error when the deletion failed (the item then stays as it was).
   */
  async cancel(id: string): Promise<void> {
    const record = this.require(id);
    switch (record.state) {
      case "waiting":
        this.store.transition(record, "cancelled", "Cancelled before it was sent.", { file: null, needsFile: false });
        return;
      case "unknown-outcome":
        this.store.transition(
          record,
          "cancelled",
          "Cancelled. The upload was not found in your documents, so there is nothing to delete.",
          {
            file: null,
          },
        );
        return;
      case "uploading":
        this.store.update(record, { cancelling: true });
        return this.settled(record);
      case "queued":
      case "processing":
      case "processed":
        return this.deleteDocument(record);
      default:
        return;
    }
  }

  /**
   * Sends an item again, as the user's explicit decision: after it failed, after an unknown outcome (which
   * may be charged twice: say so first), or after it was cancelled. `file` is needed when the item's bytes
   * are not in memory (`hasFile` false, for example after a reopen).
   */
  resubmit(id: string, file?: Blob): void {
    const record = this.require(id);
    if (!(record.state === "failed" || record.state === "unknown-outcome" || record.state === "cancelled")) {
      throw new Error(`"${record.fileName}" is ${record.state}; only a failed, cancelled or unknown upload can be sent again.`);
    }
    const bytes = file ?? record.file;
    if (bytes === null) throw new Error(`Add "${record.fileName}" again: its contents are no longer in memory.`);
    this.store.transition(record, "waiting", "Sent again at your request.", {
      file: bytes,
      needsFile: false,
      documentId: null,
      attempt: null,
      acceptedAt: null,
      createdAt: null,
      lastSeenAt: null,
      needsDetail: false,
      result: null,
      error: null,
      pageCount: null,
      cancelling: false,
    });
    this.uploader.pump();
  }

  /** Gives a waiting item its file again (it was waiting when the pane closed). */
  attachFile(id: string, file: Blob): void {
    const record = this.require(id);
    if (record.state !== "waiting") throw new Error(`"${record.fileName}" is ${record.state}; only a waiting item takes its file again.`);
    this.store.transition(record, "waiting", "Waiting for its turn to be sent.", { file, needsFile: false });
    this.uploader.pump();
  }

  /**
   * Fetches a waiting item's file again from its origin (the `refetch` option) and sends it. Resolves when the
   * item has its file again, or stays waiting with a reason saying why not (then the user adds it by hand).
   */
  async refetchFile(id: string): Promise<void> {
    const record = this.require(id);
    const refetch = this.options.refetch;
    if (record.state !== "waiting" || !record.needsFile || record.origin === null || !refetch) return;
    this.store.transition(record, "waiting", "Fetching the file again from Microsoft 365.");
    try {
      const blob = await refetch(record.origin);
      const check = await checkFile(blob);
      if (!check.ok) throw new Error(check.reason);
      if (this.closed || record.state !== "waiting" || !record.needsFile) return;
      this.attachFile(id, blob);
    } catch (error: unknown) {
      if (this.closed || record.state !== "waiting") return;
      const why = error instanceof Error && error.message ? error.message : "It could not be fetched again.";
      this.store.transition(record, "waiting", `${why} Add the file again to send it.`);
    }
  }

  /** Carries on with uploads after a hold (credits bought, signed in again). */
  resumeUploads(): void {
    this.assertOpen();
    for (const record of this.store.items) {
      if (record.state === "waiting" && record.error !== null && !record.needsFile) {
        this.store.transition(record, "waiting", "Waiting for its turn to be sent.", { error: null });
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
    const record = this.require(id);
    if (!SETTLED_STATES.has(record.state) && !(record.state === "waiting" && record.needsFile)) {
      throw new Error(`"${record.fileName}" is still ${record.state}: cancel it instead.`);
    }
    this.store.remove(id);
  }

  /** Records where a processed item's result went (the row says so, also after a reopen). */
  markInserted(id: string, marker: InsertedMarker): void {
    this.store.update(this.require(id), { inserted: { ...marker } });
  }

  /** Fetches a processed item's result again (results are not kept across a reopen). One request. */
  async loadResult(id: string): Promise<BatchItem> {
    const record = this.require(id);
    if (record.result === null) await this.tracker.loadResult(record);
    this.store.flush();
    const view = this.item(id);
    if (view === undefined) throw new Error("This file is no longer in the list.");
    return view;
  }

  /** Stops everything (the pane is closing): nothing more is sent or saved. Reopen with BatchQueue.open. */
  close(): void {
    if (this.closed) return;
    this.store.persistNow();
    this.closed = true;
    if (this.scanTimer !== undefined) this.timers.clearTimeout(this.scanTimer);
    markGone(this.options.storage, this.key, this.paneId);
    this.uploader.close();
    this.tracker.close();
    this.watches.clear();
  }

  // ---- inside ----------------------------------------------------------------------------------------

  private afterAcceptance(record: ItemRecord): void {
    if (record.cancelling) void this.deleteDocument(record).catch(() => undefined);
    this.tracker.kick();
  }

  private async deleteDocument(record: ItemRecord): Promise<void> {
    const documentId = record.documentId;
    if (documentId === null) return;
    this.store.update(record, { cancelling: true });
    try {
      await this.options.client.deleteDocument(documentId, { priority: "interactive" });
      this.store.transition(record, "cancelled", "Cancelled: deleted on the service.", {
        cancelling: false,
        needsDetail: false,
        file: null,
      });
    } catch (error: unknown) {
      if (isServiceError(error) && error.kind === "not_found") {
        this.store.transition(record, "cancelled", "Cancelled (the service no longer had it).", { cancelling: false, needsDetail: false });
        return;
      }
      const message = isServiceError(error) ? error.message : "The document could not be deleted. Try again in a moment.";
      this.store.update(record, { cancelling: false, error: { kind: isServiceError(error) ? error.kind : "network", message } });
      this.tracker.kick();
      throw error;
    }
  }

  /**
   * Resolves when `record` has settled after a cancellation during its upload; rejects when the upload
   * arrived and deleting it failed (the document is still on the service, so that is no success).
   */
  private settled(record: ItemRecord): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = (): boolean => {
        if (!SETTLED_STATES.has(record.state) && record.cancelling) return false;
        if (SETTLED_STATES.has(record.state)) resolve();
        else reject(new ServiceError(record.error?.kind === "network" ? "network" : "server_error", cancelFailed(record)));
        return true;
      };
      if (check()) return;
      const unsubscribe = this.store.subscribe(() => {
        if (check()) unsubscribe();
      });
    });
  }

  private isIdle(): boolean {
    const hold = this.uploader.onHold !== null;
    return this.store.items.every((r) => {
      if (r.state === "waiting") return hold || r.needsFile || r.file === null;
      if (r.cancelling) return false;
      return SETTLED_STATES.has(r.state);
    });
  }

  private checkIdle(): void {
    if (this.idleWaiters.length === 0 || !this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    const snapshot = this.store.snapshot();
    for (const resolve of waiters) resolve(snapshot);
  }

  private save(): void {
    if (this.closed) return;
    const problem = saveItems(
      this.options.storage,
      this.key,
      { cursor: this.tracker.cursor, clockOffsetMs: this.clock.offsetMs, items: [...this.store.items] },
      this.paneId,
      this.written,
      this.timers.now(),
    );
    this.store.setStatus({ storageProblem: problem });
  }

  private require(id: string): ItemRecord {
    const record = this.store.find(id);
    if (record === undefined && this.store.foreignItems.some((i) => i.id === id))
      throw new Error("This file is being handled in your other task pane (Word or Excel). Use that pane for it.");
    if (record === undefined) throw new Error("This file is no longer in the list.");
    return record;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error("The batch queue is closed; open it again.");
  }
}

// How a batch queue's parts (queue.ts lists them) are made and wired to each other: each part reaches the
// others through the hooks below, never directly, and the queue keeps what the user calls (its methods).
import type { Timers } from "../../api/abort";
import { ServiceClock } from "./adoption";
import { broadcastNotices } from "./deletions";
import { DocumentWatches } from "./documentWatch";
import { HistoryDeletions } from "./historyDeletions";
import { ItemActions } from "./itemActions";
import { ItemStore, type ItemRecord } from "./itemStore";
import { KEEP_SETTLED_MS, OtherPanes } from "./otherPanes";
import type { SavedQueue } from "./persistence";
import { DEFAULT_POLL_POLICY } from "./pollInterval";
import type { BatchQueueOptions } from "./queueOptions";
import { Tracker } from "./tracker";
import { Uploader } from "./uploader";

export interface QueueParts {
  store: ItemStore;
  clock: ServiceClock;
  actions: ItemActions;
  panes: OtherPanes;
  uploader: Uploader;
  tracker: Tracker;
  deletions: HistoryDeletions;
  watches: DocumentWatches;
}

/** What the queue itself does for its parts. */
export interface QueueHooks {
  /** Saves the queue (the store asks, at most once per turn). */
  save(): void;
  /** An item taken over from a pane that is gone (or restored): what a reopened queue makes of it. */
  reopen(record: ItemRecord): void;
  /** An upload was accepted or a document adopted. */
  accepted(record: ItemRecord): void;
  closed(): boolean;
}

export function assembleQueue(options: BatchQueueOptions, key: string, saved: SavedQueue, timers: Timers, hooks: QueueHooks): QueueParts {
  // Parts made later are reached through this object, once it is complete.
  const parts = {} as QueueParts;
  const home = options.home ?? null;
  const keepSettledMs = options.keepSettledMs ?? KEEP_SETTLED_MS;
  parts.watches = new DocumentWatches(() => parts.tracker.kick());
  parts.clock = new ServiceClock(saved.clockOffsetMs, () => options.client.serviceTime.offsetLowMs);
  parts.store = new ItemStore(
    () => timers.now(),
    () => hooks.save(),
  );
  parts.actions = new ItemActions({
    client: options.client,
    store: parts.store,
    home,
    refetch: options.refetch,
    pump: () => parts.uploader.pump(),
    kick: () => parts.tracker.kick(),
    closed: () => hooks.closed(),
  });
  parts.panes = new OtherPanes(parts.store, {
    storage: options.storage,
    key,
    timers,
    scanMs: options.panesScanMs ?? 2000,
    keepSettledMs,
    home,
    takeOver: (record) => hooks.reopen(record),
    look: () => parts.deletions.look(),
    scanned: () => {
      parts.uploader.pump();
      parts.tracker.kick();
    },
  });
  parts.uploader = new Uploader(
    options.client,
    parts.store,
    timers,
    { concurrency: options.uploadConcurrency ?? 2, retryDelayMs: options.retryDelayMs ?? 2000, maxRetryDelayMs: 30_000 },
    {
      accepted: (record) => hooks.accepted(record),
      unknown: () => parts.tracker.kick(),
    },
  );
  parts.tracker = new Tracker(
    options.client,
    parts.store,
    parts.clock,
    timers,
    {
      policy: { ...DEFAULT_POLL_POLICY, ...options.poll },
      perPage: options.perPage ?? 100,
      lookbackMs: options.lookbackMs ?? 5 * 60_000,
      staleAfterMs: options.staleAfterMs ?? 60_000,
      fetchConcurrency: options.fetchConcurrency ?? 2,
    },
    {
      pendingUploads: () => parts.uploader.pending(),
      adopted: (record) => hooks.accepted(record),
      progressed: () => parts.store.requestSave(),
      claimedElsewhere: (documentId) => parts.panes.claimedElsewhere(documentId),
      sendingElsewhere: (fileName, action) => parts.panes.sendingElsewhere(fileName, action),
      resend: () => parts.uploader.pump(),
      watched: (now) => parts.watches.wanted(now),
      listed: (documents) => parts.watches.deliver(documents),
    },
    saved.cursor,
    saved.items.length > 0,
  );
  parts.deletions = new HistoryDeletions({
    store: parts.store,
    storage: options.storage,
    key,
    timers,
    notices: options.notices === undefined ? broadcastNotices(key) : options.notices,
    keepMs: keepSettledMs,
    remember: (doc, at) => parts.tracker.deletedDocument(doc, at),
  });
  return parts;
}

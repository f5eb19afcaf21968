// Batch items and transitions as the queue's snapshots hold them, for tests of what renders them.
import {
  IDLE_STATUS,
  type BatchItem,
  type ItemState,
  type ItemTransition,
  type QueueSnapshot,
  type QueueStatus,
} from "../../../src/work/batch";

let next = 1;

export function batchItem(patch: Partial<BatchItem> = {}): BatchItem {
  const id = patch.id ?? `item${next++}`;
  const state = patch.state ?? "waiting";
  return {
    id,
    batchId: "batch1",
    fileName: "scan.png",
    options: { action: "transcribe" },
    state,
    reason: "Waiting for its turn to be sent.",
    changedAt: 0,
    history: [],
    documentId: null,
    pageCount: null,
    hasFile: true,
    needsFile: false,
    result: null,
    error: null,
    cancelling: false,
    inserted: null,
    ...patch,
  };
}

export function moved(item: BatchItem, from: ItemState | null, reason = "A reason."): ItemTransition {
  return { itemId: item.id, from, to: item.state, reason, at: 0 };
}

export const QUIET_STATUS: QueueStatus = IDLE_STATUS;

export function snapshotOf(items: BatchItem[], status: Partial<QueueStatus> = {}): QueueSnapshot {
  return { items, status: { ...QUIET_STATUS, ...status } };
}

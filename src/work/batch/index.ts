// The batch queue's public surface (issue 7). The task pane imports from here.
export { BatchQueue, type BatchQueueOptions } from "./queue";
export type { DocumentWatch, ListedListener } from "./documentWatch";
export { estimateCost, type CostEstimate, type FileCost } from "./costEstimate";
export { countPages } from "./pageCount";
export { forgetQueue, storageKey } from "./persistence";
export { MemoryStorage, type QueueStorage } from "./queueStorage";
export { DEFAULT_POLL_POLICY, nextRoundDelay, type PollPolicy, type RoundInputs } from "./pollInterval";
export type { Listener } from "./itemStore";
export {
  IDLE_STATUS,
  ITEM_STATES,
  SETTLED_STATES,
  type BatchItem,
  type FileInput,
  type InsertedMarker,
  type NumberReading,
  type InsertPlace,
  type ItemError,
  type ItemOrigin,
  type Refetcher,
  type ItemState,
  type ItemTransition,
  type QueueSnapshot,
  type QueueStatus,
  type Transition,
  type UploadHold,
  type WorkOptions,
} from "./types";

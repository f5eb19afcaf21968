// The signed-in account's batch queue for as long as the work views are shown: opened on mount (restoring
// what was saved, so work survives closing the pane), closed on unmount, its snapshots as React state.
import { useEffect, useRef, useState } from "react";
import type { ServiceClient } from "../api/client";
import { pageStorage } from "../auth/pageStorage";
import { BatchQueue, type ItemTransition, type QueueSnapshot } from "../work/batch";
import { errorMessage } from "./errorMessage";

/** What the task pane uses of the queue (tests pass a fake). */
export type WorkQueue = Pick<
  BatchQueue,
  "subscribe" | "estimate" | "add" | "cancel" | "resubmit" | "attachFile" | "resumeUploads" | "dismiss" | "loadResult" | "close"
>;

/** Opens the queue of an account (`accountId` undefined: the queue asks the service who is signed in). */
export type OpenQueue = (client: ServiceClient, accountId: string | undefined) => Promise<WorkQueue>;

export const openBatchQueue: OpenQueue = (client, accountId) =>
  BatchQueue.open({ client, storage: pageStorage(), ...(accountId === undefined ? {} : { accountId }) });

export interface BatchQueueState {
  queue: WorkQueue | null;
  snapshot: QueueSnapshot | null;
  /** The queue could not be opened. */
  problem: string | null;
}

/** Called with every snapshot of the queue, the transitions that led to it, and the queue. */
export type QueueListener = (snapshot: QueueSnapshot, transitions: readonly ItemTransition[], queue: WorkQueue) => void;

/** `onChange` is called with every snapshot (the latest function given is used). */
export function useBatchQueue(
  client: ServiceClient,
  accountId: string | undefined,
  openQueue: OpenQueue,
  onChange: QueueListener,
): BatchQueueState {
  const [state, setState] = useState<BatchQueueState>({ queue: null, snapshot: null, problem: null });
  const listener = useRef(onChange);
  useEffect(() => {
    listener.current = onChange;
  });

  useEffect(() => {
    let live = true;
    let opened: WorkQueue | null = null;
    let unsubscribe = (): void => undefined;
    openQueue(client, accountId).then(
      (queue) => {
        if (!live) return queue.close();
        opened = queue;
        unsubscribe = queue.subscribe((snapshot, transitions) => {
          setState({ queue, snapshot, problem: null });
          listener.current(snapshot, transitions, queue);
        });
      },
      (error: unknown) => live && setState({ queue: null, snapshot: null, problem: errorMessage(error) }),
    );
    return () => {
      live = false;
      unsubscribe();
      opened?.close();
      setState({ queue: null, snapshot: null, problem: null });
    };
  }, [client, accountId, openQueue]);

  return state;
}

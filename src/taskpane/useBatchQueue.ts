// The signed-in account's batch queue for as long as the work views are shown: opened on mount (restoring
// what was saved, so work survives closing the pane), closed on unmount, its snapshots as React state. The
// shell opens it once; every view that needs it (the workspace, the history) listens to the same queue, so
// there is one polling round for the whole account.
import { useCallback, useEffect, useRef, useState } from "react";
import { appConfig } from "../config";
import type { ServiceClient } from "../api/client";
import { pageStorage } from "../auth/pageStorage";
import { BatchQueue, type ItemTransition, type QueueSnapshot } from "../work/batch";
import type { Refetcher } from "../work/batch/types";
import { t } from "../i18n/messages";
import { microsoft365Allowed } from "../work/policy/access";
import { pagePolicy } from "../work/policy/pagePolicy";
import { errorMessage } from "./errorMessage";
import { policyNote } from "../work/policy/fallback";

/** What the task pane uses of the queue (tests pass a fake). */
export type WorkQueue = Pick<
  BatchQueue,
  | "subscribe"
  | "estimate"
  | "add"
  | "cancel"
  | "resubmit"
  | "attachFile"
  | "resumeUploads"
  | "dismiss"
  | "loadResult"
  | "markInserted"
  | "setNumberReading"
  | "watchDocuments"
  | "documentsDeleted"
  | "close"
>;

/**
 * Opens the queue of an account (`accountId` undefined: the queue asks the service who is signed in). `home`:
 * the Office application of this pane, where its items come back to after another pane took them over.
 */
export type OpenQueue = (client: ServiceClient, accountId: string | undefined, home?: string) => Promise<WorkQueue>;

/**
 * Fetches a waiting file's bytes again after a reopen: files from Microsoft 365 through Graph (msal and Graph
 * load only then), unless the organisation's policy no longer allows them (the page's policy, as the pane
 * applies it); attachments of Outlook items from Outlook or Graph (src/taskpane/outlook).
 */
const refetch: Refetcher = (origin, signal) => {
  const policy = pagePolicy(window.location.href, pageStorage()).current();
  const allowed = microsoft365Allowed(policy.settings);
  if (origin.kind === "outlook")
    return import("./outlook/refetchAttachment").then((m) => m.refetchOutlookAttachment(origin, allowed, signal));
  if (!appConfig.msClientId) return Promise.reject(new Error(t("microsoft.signIn.notConfigured")));
  if (!allowed) return Promise.reject(new Error(policyNote(policy, "microsoft365Sources", t("policy.microsoft365NotAllowed"))));
  return import("../microsoft/instance").then((m) => m.refetch(origin, signal));
};

export const openBatchQueue: OpenQueue = (client, accountId, home) =>
  BatchQueue.open({
    client,
    storage: pageStorage(),
    ...(accountId === undefined ? {} : { accountId }),
    ...(home === undefined ? {} : { home }),
    refetch,
  });

export interface BatchQueueState {
  queue: WorkQueue | null;
  snapshot: QueueSnapshot | null;
  /** The queue could not be opened. */
  problem: string | null;
}

/** Called with every snapshot of the queue, the transitions that led to it, and the queue. */
export type QueueListener = (snapshot: QueueSnapshot, transitions: readonly ItemTransition[], queue: WorkQueue) => void;

/** The queue as the shell hands it to its views: its state, and a way to hear every change. */
export interface SharedQueue extends BatchQueueState {
  /** Adds a listener for every later snapshot; returns its removal. */
  listen(listener: QueueListener): () => void;
}

export function useBatchQueue(client: ServiceClient, accountId: string | undefined, openQueue: OpenQueue, home?: string): SharedQueue {
  const [state, setState] = useState<BatchQueueState>({ queue: null, snapshot: null, problem: null });
  const listeners = useRef(new Set<QueueListener>());
  const listen = useCallback((listener: QueueListener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);

  useEffect(() => {
    let live = true;
    let opened: WorkQueue | null = null;
    let unsubscribe = (): void => undefined;
    openQueue(client, accountId, home).then(
      (queue) => {
        if (!live) return queue.close();
        opened = queue;
        unsubscribe = queue.subscribe((snapshot, transitions) => {
          setState({ queue, snapshot, problem: null });
          for (const listener of [...listeners.current]) listener(snapshot, transitions, queue);
        });
      },
      (error: unknown) => live && setState({ queue: null, snapshot: null, problem: errorMessage(error) }),
    );
    // Closing or reloading the pane unloads the page without unmounting React: close the queue then, so its
    // work is saved and its presence mark goes at once (otherwise the reopened pane would see its own files as
    // another pane's for minutes). A page restored from the back/forward cache starts again from storage.
    const onHide = (): void => opened?.close();
    const onShow = (event: PageTransitionEvent): void => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener("pagehide", onHide);
    window.addEventListener("pageshow", onShow);
    return () => {
      live = false;
      window.removeEventListener("pagehide", onHide);
      window.removeEventListener("pageshow", onShow);
      unsubscribe();
      opened?.close();
      setState({ queue: null, snapshot: null, problem: null });
    };
  }, [client, accountId, openQueue, home]);

  return { ...state, listen };
}

/** Hears every change of the shared queue while mounted (the latest `onChange` given is called). */
export function useQueueListener(work: SharedQueue, onChange: QueueListener): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const { listen } = work;
  useEffect(() => listen((snapshot, transitions, queue) => latest.current(snapshot, transitions, queue)), [listen]);
}

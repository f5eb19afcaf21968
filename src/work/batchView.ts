// How the task pane presents the batch queue: a label per state, the actions that fit an item, what to
// announce to screen readers after a change, which item to open by itself, and the batch's progress.
// Plain functions of the queue's snapshots: no React, no Office.
import { SETTLED_STATES, type BatchItem, type ItemState, type ItemTransition } from "./batch";
import { elsewhereSentence } from "./itemLabels";
import { formatList } from "../i18n/format";
import { t } from "../i18n/messages";

/** The state as an ICU select keyword (the messages' `state` argument). */
function stateKey(state: ItemState): string {
  return state === "unknown-outcome" ? "unknown" : state;
}

/**
 * An item's state badge: "Waiting", "Processed", "Outcome unknown"; "File needed" for a file the pane closed
 * before sending (it is not waiting for its turn: it waits for the user to add it again).
 */
export function stateLabel(item: Pick<BatchItem, "state" | "needsFile">): string {
  return t("workspace.state.label", { state: item.state === "waiting" && item.needsFile ? "needsFile" : stateKey(item.state) });
}

/** A yes/no question for the user, as the task pane's confirmation dialog shows it. */
export interface Question {
  title: string;
  message: string;
  /** Optional details, one per line. */
  details?: readonly string[];
  /** The answer that goes ahead, and the one that does not. */
  confirm: string;
  cancel: string;
  /** A third way out (for example "Buy credits" when credits are short). */
  alternative?: string;
}

/** How a question was answered. */
export type Answer = "confirm" | "cancel" | "alternative";

/** Said next to an item whose upload may have arrived: sending it again is the user's call, and may cost twice. */
export function mayChargeTwice(): string {
  return t("workspace.state.mayChargeTwice");
}

export interface ItemActions {
  /** Show the result (processed items). */
  open: boolean;
  /** Cancel: "now" drops a file not sent yet; "confirm" may delete a document on the service (ask first). */
  cancel: "now" | "confirm" | null;
  /** Send again: "confirm" when a first upload may have arrived (it may be charged twice). */
  resend: "now" | "confirm" | null;
  /** Sending again needs the file chosen again (its bytes are no longer in memory). */
  resendNeedsFile: boolean;
  /** The file must be added again before it can be sent (it was waiting when the pane closed). */
  attach: boolean;
  /** Take it off the list (deletes nothing). */
  dismiss: boolean;
}

const NONE: ItemActions = { open: false, cancel: null, resend: null, resendNeedsFile: false, attach: false, dismiss: false };

/**
 * The actions that fit an item's state. Another pane's item is that pane's to act on; only its processed
 * result can be opened here (and inserted into this document, by the user's choice).
 */
export function itemActions(item: BatchItem): ItemActions {
  if (item.elsewhere) return item.state === "processed" ? { ...NONE, open: true } : NONE;
  if (item.cancelling) return NONE;
  switch (item.state) {
    case "waiting":
      return item.needsFile ? { ...NONE, attach: true, dismiss: true } : { ...NONE, cancel: "now" };
    case "uploading":
    case "queued":
    case "processing":
      return { ...NONE, cancel: "confirm" };
    case "processed":
      return { ...NONE, open: true, dismiss: true };
    case "failed":
      return { ...NONE, resend: "now", resendNeedsFile: !item.hasFile, dismiss: true };
    case "unknown-outcome":
      return { ...NONE, resend: "confirm", resendNeedsFile: !item.hasFile, dismiss: true };
    case "cancelled":
      return { ...NONE, dismiss: true };
  }
}

/** The sentence under a row's name: why it is in its state, or that another pane handles it. */
export function rowReason(item: BatchItem): string | null {
  if (item.elsewhere) return elsewhereSentence(item);
  if (item.cancelling) return t("workspace.state.cancelling");
  // A processed file's badge says "Processed" and its Open button (or "Shown below") what comes next: the
  // queue's "Processed: the result is ready." beside them only repeated it on every row (issue 21).
  return item.state === "processed" ? null : item.reason;
}

/** Asked before cancelling an item the service may already have: cancelling deletes it there. */
export function cancelQuestion(item: BatchItem): Question {
  const onService = item.documentId !== null;
  return {
    title: t("workspace.cancel.title", { name: item.fileName }),
    // Deleting does not give back what the pages cost: said before the user decides (issue 21).
    message: onService
      ? `${t("workspace.cancel.onService")} ${
          item.pageCount === null ? t("workspace.cancel.spent") : t("workspace.cancel.spentCounted", { count: item.pageCount })
        }`
      : `${t("workspace.cancel.sending")} ${t("workspace.cancel.mayBeSpent")}`,
    confirm: t("workspace.cancel.confirm"),
    cancel: t("workspace.cancel.keep"),
  };
}

/** Asked before sending again a file whose first upload may have arrived. */
export function resendQuestion(item: BatchItem): Question {
  return {
    title: t("workspace.resend.title", { name: item.fileName }),
    message: t("workspace.resend.message"),
    confirm: t("workspace.resend.confirm"),
    cancel: t("workspace.resend.cancel"),
  };
}

/** The item the user should see by itself: the newest that became processed in these transitions. */
export function newlyProcessed(transitions: readonly ItemTransition[]): string | null {
  for (let i = transitions.length - 1; i >= 0; i--) {
    const change = transitions[i];
    if (change && change.to === "processed" && change.from !== "processed") return change.itemId;
  }
  return null;
}

/** At most this many items are named in one announcement; more are counted by state. */
const NAMED_CHANGES = 3;

/**
 * One short sentence for a screen reader about what changed (only changes of state, not every new reason),
 * or null when nothing is worth saying. Many changes at once are counted rather than read out one by one.
 */
export function announcement(transitions: readonly ItemTransition[], items: readonly BatchItem[]): string | null {
  const added = transitions.filter((change) => change.from === null).length;
  const last = new Map<string, ItemTransition>();
  for (const change of transitions) if (change.from !== null && change.from !== change.to) last.set(change.itemId, change);
  const parts: string[] = [];
  if (added > 0) parts.push(t("workspace.announce.added", { count: added }));
  const changes = [...last.values()];
  if (changes.length > NAMED_CHANGES) {
    const byState = new Map<ItemState, number>();
    for (const change of changes) byState.set(change.to, (byState.get(change.to) ?? 0) + 1);
    const counts = [...byState].map(([state, n]) => t("workspace.announce.stateCount", { state: stateKey(state), count: n }));
    parts.push(t("workspace.announce.counts", { list: formatList(counts) }));
  } else {
    for (const change of changes) {
      const item = items.find((i) => i.id === change.itemId);
      const name = item?.fileName ?? t("workspace.announce.aFile");
      const state = stateKey(change.to);
      parts.push(
        change.to === "failed" || change.to === "unknown-outcome"
          ? t("workspace.announce.changedWhy", { name, state, reason: change.reason })
          : t("workspace.announce.changed", { name, state }),
      );
    }
  }
  return parts.length > 0 ? parts.join(" ") : null;
}

/** The list's order: the newest batch first, the files of a batch in the order they were chosen. */
export function displayOrder(items: readonly BatchItem[]): BatchItem[] {
  const batches = new Map<string, BatchItem[]>();
  for (const item of items) {
    const batch = batches.get(item.batchId);
    if (batch) batch.push(item);
    else batches.set(item.batchId, [item]);
  }
  return [...batches.values()].reverse().flat();
}

export interface BatchProgress {
  /** Items counted (cancelled ones are not part of the work). */
  total: number;
  /** Items that need nothing more from the service (processed, failed, unknown outcome). */
  finished: number;
  processed: number;
  /** Something is still under way (or waiting to be sent). */
  active: boolean;
}

export function batchProgress(items: readonly BatchItem[]): BatchProgress {
  const counted = items.filter((i) => i.state !== "cancelled");
  const finished = counted.filter((i) => SETTLED_STATES.has(i.state)).length;
  return {
    total: counted.length,
    finished,
    processed: counted.filter((i) => i.state === "processed").length,
    active: counted.some((i) => !SETTLED_STATES.has(i.state) && !(i.state === "waiting" && i.needsFile)),
  };
}

/** "2 of 5 files finished (2 processed)." */
export function progressSentence(progress: BatchProgress): string {
  const { total, finished, processed } = progress;
  const failedOrUnknown = finished - processed;
  return failedOrUnknown > 0
    ? t("workspace.progress.finishedSome", { finished, total, processed, notProcessed: failedOrUnknown })
    : t("workspace.progress.finished", { finished, total });
}

// Whether signing out needs a warning first (issue 21, item 2): this pane's files that were not sent yet are
// not sent after a sign-out and leave the list (queued ones, and those chosen but not yet handed to the queue),
// so the user is told which, before deciding. Files the service
// already has stay findable in History. Plain logic: the task pane only asks the question.
import { t } from "../i18n/messages";
import type { BatchItem } from "./batch/types";
import type { Question } from "./batchView";

/** At most this many file names are listed; the rest are counted ("and 3 more files"). */
export const NAMED_AT_MOST = 5;

export interface Unsent {
  /** Not sent yet (their turn had not come, uploads were paused, or their file must be added again). */
  waiting: readonly BatchItem[];
  /** Being sent, no answer yet: they may arrive (and then are in History) or not. */
  sending: readonly BatchItem[];
  /**
   * Sent, but the answer was lost: the service may or may not have them, and the row asks the user to decide
   * (check History, or send again). A sign-out takes that row away, so they are named too.
   */
  unsure: readonly BatchItem[];
}

/** This pane's items that a sign-out leaves unsent (other panes' items are theirs: they go on there). */
export function unsentItems(items: readonly BatchItem[]): Unsent {
  const own = items.filter((i) => i.elsewhere !== true && !i.cancelling);
  const unsent = own.filter((i) => i.state === "uploading" && i.documentId === null);
  const lost = (i: BatchItem): boolean => i.error?.kind === "unknown_outcome";
  return {
    waiting: own.filter((i) => i.state === "waiting"),
    sending: unsent.filter((i) => !lost(i)),
    unsure: unsent.filter(lost),
  };
}

/**
 * The question to ask before signing out, or null when nothing waits to be sent (sign out at once). `chosen`:
 * the names of files chosen in the workspace and not sent yet (the list a sign-out clears).
 */
export function signOutQuestion(items: readonly BatchItem[], chosen: readonly string[] = []): Question | null {
  const { waiting, sending, unsure } = unsentItems(items);
  if (waiting.length === 0 && unsure.length === 0 && chosen.length === 0) return null;
  const named = [...waiting.map((i) => i.fileName), ...chosen, ...unsure.map((i) => i.fileName)];
  const names = named.slice(0, NAMED_AT_MOST);
  const rest = named.length - names.length;
  const notSent = waiting.length + chosen.length;
  const sentences: string[] = [];
  if (waiting.length > 0) sentences.push(t("workspace.signOut.message", { count: waiting.length }));
  if (chosen.length > 0) sentences.push(t("workspace.signOut.chosen", { count: chosen.length }));
  if (unsure.length > 0) sentences.push(t("workspace.signOut.unsure", { count: unsure.length }));
  if (sending.length > 0) sentences.push(t("workspace.signOut.sending", { count: sending.length }));
  sentences.push(t("workspace.signOut.sentStay"));
  return {
    title: notSent > 0 ? t("workspace.signOut.title", { count: notSent }) : t("workspace.signOut.unsureTitle", { count: unsure.length }),
    message: sentences.join(" "),
    details: rest > 0 ? [...names, t("workspace.signOut.more", { count: rest })] : names,
    confirm: t("workspace.signOut.confirm"),
    cancel: t("workspace.signOut.cancel"),
  };
}

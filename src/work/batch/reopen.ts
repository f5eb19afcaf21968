// What a reopened queue (or a pane taking over a closed pane's items) makes of a saved item: a file that
// was waiting needs its bytes again; an upload that was under way has an unknown outcome and is looked for
// in the document list, never sent again; a cancellation that was under way is finished.
import { t } from "../../i18n/messages";
import { formatPageRanges } from "../../pages/range";
import type { ItemRecord, ItemStore } from "./itemStore";
import { SETTLED_STATES } from "./types";

export interface ReopenActions {
  /** Fetches a waiting file again from where it came from (Microsoft 365), when the queue can. */
  refetch: ((id: string) => void) | null;
  deleteDocument(record: ItemRecord): void;
}

export function reopenRecord(store: ItemStore, record: ItemRecord, now: number, actions: ReopenActions): void {
  if (record.state === "waiting") {
    if (record.cancelling) store.transition(record, "cancelled", t("workspace.queue.cancelledBeforeSending"), { cancelling: false });
    else if (!record.needsFile) store.transition(record, "waiting", closedBeforeSending(record), { needsFile: true });
    if (record.needsFile && record.origin !== null && actions.refetch) actions.refetch(record.id);
  } else if (record.state === "uploading" && record.documentId === null) {
    const attempt = record.attempt ?? { startedAt: record.changedAt, unknownSince: null };
    store.transition(record, "uploading", t("workspace.queue.closedWhileSending"), {
      attempt: { startedAt: attempt.startedAt, unknownSince: attempt.unknownSince ?? now },
    });
  } else if (record.cancelling && record.documentId !== null && !SETTLED_STATES.has(record.state)) {
    actions.deleteDocument(record);
  }
}

/** Why a waiting item needs its file again; with chosen pages, which file to add and that the same pages are cut from it. */
function closedBeforeSending(record: ItemRecord): string {
  if (record.pages === null) return t("workspace.queue.closedBeforeSending");
  return t("pages.row.closedBeforeSending", { name: record.pages.sourceName, range: formatPageRanges(record.pages.pages) });
}

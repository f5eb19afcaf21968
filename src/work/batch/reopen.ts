// What a reopened queue (or a pane taking over a closed pane's items) makes of a saved item: a file that
// was waiting needs its bytes again; an upload that was under way has an unknown outcome and is looked for
// in the document list, never sent again; a cancellation that was under way is finished.
import type { ItemRecord, ItemStore } from "./itemStore";
import { SETTLED_STATES } from "./types";

const CLOSED_BEFORE_SENDING = "The task pane was closed before this file was sent. Add the file again to send it.";
const CLOSED_WHILE_SENDING =
  "The task pane was closed while this file was being sent, so it is not known whether it arrived. Looking for it in your documents (it is never sent twice automatically).";

export interface ReopenActions {
  /** Fetches a waiting file again from where it came from (Microsoft 365), when the queue can. */
  refetch: ((id: string) => void) | null;
  deleteDocument(record: ItemRecord): void;
}

export function reopenRecord(store: ItemStore, record: ItemRecord, now: number, actions: ReopenActions): void {
  if (record.state === "waiting") {
    if (record.cancelling) store.transition(record, "cancelled", "Cancelled before it was sent.", { cancelling: false });
    else if (!record.needsFile) store.transition(record, "waiting", CLOSED_BEFORE_SENDING, { needsFile: true });
    if (record.needsFile && record.origin !== null && actions.refetch) actions.refetch(record.id);
  } else if (record.state === "uploading" && record.documentId === null) {
    const attempt = record.attempt ?? { startedAt: record.changedAt, unknownSince: null };
    store.transition(record, "uploading", CLOSED_WHILE_SENDING, {
      attempt: { startedAt: attempt.startedAt, unknownSince: attempt.unknownSince ?? now },
    });
  } else if (record.cancelling && record.documentId !== null && !SETTLED_STATES.has(record.state)) {
    actions.deleteDocument(record);
  }
}

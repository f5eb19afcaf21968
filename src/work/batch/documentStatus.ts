// What a document's status at the service means for its item. Shared by the polling rounds (tracker.ts) and
// the result fetches (resultFetcher.ts), so both say the same thing in the same words.
import { t } from "../../i18n/messages";
import type { DocumentSummary } from "../../api";
import type { ItemRecord, ItemStore } from "./itemStore";

// Functions, not constants: the words are the UI language's, whose catalog loads after this module.
export const gone = (): string => t("workspace.queue.gone");
/** An item whose document the user deleted from the History (in this pane or another). */
export const deletedFromHistory = (): string => t("workspace.queue.deletedFromHistory");
const notProcessed = (): string => t("workspace.queue.notProcessed");

/** Moves an item to what its document's status says; `processed` asks for the result to be fetched. */
export function applyDocumentStatus(store: ItemStore, record: ItemRecord, doc: DocumentSummary): void {
  const status = doc.status;
  if (status === "new" || status === "queued") {
    store.transition(record, "queued", t("workspace.queue.queued"));
  } else if (status === "processing") {
    store.transition(record, "processing", t("workspace.queue.reading"));
  } else if (status === "processed") {
    store.transition(record, "processing", t("workspace.queue.fetching"), { needsDetail: true });
  } else if (status === "failed") {
    const why = notProcessed();
    store.transition(record, "failed", why, { error: { kind: "failed", message: why } });
  }
  // An unknown status (a newer service): the item stays as it is until a known one arrives.
}

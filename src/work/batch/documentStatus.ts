// What a document's status at the service means for its item. Shared by the polling rounds (tracker.ts) and
// the result fetches (resultFetcher.ts), so both say the same thing in the same words.
import type { DocumentSummary } from "../../api";
import type { ItemRecord, ItemStore } from "./itemStore";

export const GONE =
  "The service no longer has this document (it was deleted, or the service lost it). Send the file again if you still need it.";
export const FAILED =
  "The service could not process this file. Check that it is a legible, undamaged scan, then try it again or try another file.";

/** Moves an item to what its document's status says; `processed` asks for the result to be fetched. */
export function applyDocumentStatus(store: ItemStore, record: ItemRecord, doc: DocumentSummary): void {
  const status = doc.status;
  if (status === "new" || status === "queued") {
    store.transition(record, "queued", "Waiting for its turn at the service.");
  } else if (status === "processing") {
    store.transition(record, "processing", "The service is reading the file.");
  } else if (status === "processed") {
    store.transition(record, "processing", "Nearly done: the result is being fetched from the service.", { needsDetail: true });
  } else if (status === "failed") {
    store.transition(record, "failed", FAILED, { error: { kind: "failed", message: FAILED } });
  }
  // An unknown status (a newer service): the item stays as it is until a known one arrives.
}

// Cancelling work the service already has: the document is deleted there (DELETE /documents/{id}); during
// an upload, the cancellation waits for the upload's outcome and reports a failed deletion as a failure
// (the document is still on the service, so that is no success).
import { t } from "../../i18n/messages";
import { isServiceError, ServiceError, type ServiceClient } from "../../api";
import type { ItemRecord, ItemStore } from "./itemStore";
import { SETTLED_STATES } from "./types";

function cancelFailed(record: ItemRecord): string {
  return t("workspace.queue.cancelFailed", { name: record.fileName });
}

/** Deletes `record`'s document; rejects with the client's error when that failed (the item stays as it was). */
export async function deleteOnService(client: ServiceClient, store: ItemStore, record: ItemRecord, failed: () => void): Promise<void> {
  const documentId = record.documentId;
  if (documentId === null) return;
  store.update(record, { cancelling: true });
  try {
    await client.deleteDocument(documentId, { priority: "interactive" });
    store.transition(record, "cancelled", t("workspace.queue.cancelledDeleted"), {
      cancelling: false,
      needsDetail: false,
      file: null,
    });
  } catch (error: unknown) {
    if (isServiceError(error) && error.kind === "not_found") {
      store.transition(record, "cancelled", t("workspace.queue.cancelledGone"), { cancelling: false, needsDetail: false });
      return;
    }
    const message = isServiceError(error) ? error.message : t("workspace.queue.deleteFailed");
    store.update(record, { cancelling: false, error: { kind: isServiceError(error) ? error.kind : "network", message } });
    failed();
    throw error;
  }
}

/**
 * Resolves when `record` has settled after a cancellation during its upload; rejects when the upload
 * arrived and deleting it failed.
 */
export function whenCancelSettled(store: ItemStore, record: ItemRecord): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      if (!SETTLED_STATES.has(record.state) && record.cancelling) return false;
      if (SETTLED_STATES.has(record.state)) resolve();
      else reject(new ServiceError(record.error?.kind === "network" ? "network" : "server_error", cancelFailed(record)));
      return true;
    };
    if (check()) return;
    const unsubscribe = store.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}

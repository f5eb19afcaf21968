// What the user does to one item of the queue (BatchQueue delegates here): cancel it, send it again, give
// it its file again (by hand or fetched again from Microsoft 365), take it off the list, mark where its
// result went. An item another pane owns is that pane's business: each action says to use that pane.
import { t } from "../../i18n/messages";
import type { ServiceClient } from "../../api";
import { checkFile } from "../../input/fileCheck";
import { reapplyPages } from "../../pages/prepare";
import { deleteOnService, whenCancelSettled } from "./cancellation";
import type { ItemRecord, ItemStore } from "./itemStore";
import { SETTLED_STATES, type InsertedMarker, type NumberReading, type Refetcher } from "./types";

export interface ItemActionsDeps {
  client: ServiceClient;
  store: ItemStore;
  refetch: Refetcher | undefined;
  /** This pane's kind ("word", "excel"): an item the user acts on here becomes this pane's for good. */
  home: string | null;
  /** Let the uploader look for work. */
  pump(): void;
  /** Let the tracker look again (a deletion failed: the document is still followed). */
  kick(): void;
  closed(): boolean;
}

export class ItemActions {
  constructor(private readonly deps: ItemActionsDeps) {}

  private get store(): ItemStore {
    return this.deps.store;
  }

  /**
   * Cancels an item: before it is sent, it is dropped; once the service has it, it is deleted there (ask
   * the user first). During an upload, the cancellation waits for its outcome. Resolves when done; rejects
   * with the client's error when the deletion failed (the item then stays as it was).
   */
  async cancel(id: string): Promise<void> {
    const record = this.require(id);
    this.acted(record);
    switch (record.state) {
      case "waiting":
        this.store.transition(record, "cancelled", t("workspace.queue.cancelledBeforeSending"), { file: null, needsFile: false });
        return;
      case "unknown-outcome":
        this.store.transition(record, "cancelled", t("workspace.queue.cancelledNotFound"), {
          file: null,
        });
        return;
      case "uploading":
        this.store.update(record, { cancelling: true });
        return whenCancelSettled(this.store, record);
      case "queued":
      case "processing":
      case "processed":
        return this.deleteDocument(record);
      default:
        return;
    }
  }

  /**
   * Sends an item again, as the user's explicit decision: after it failed, after an unknown outcome (which
   * may be charged twice: say so first), or after it was cancelled. `file` is needed when the item's bytes
   * are not in memory (`hasFile` false, for example after a reopen).
   */
  resubmit(id: string, file?: Blob): void {
    const record = this.require(id);
    this.acted(record);
    if (!(record.state === "failed" || record.state === "unknown-outcome" || record.state === "cancelled")) {
      throw new Error(`"${record.fileName}" is ${record.state}; only a failed, cancelled or unknown upload can be sent again.`);
    }
    const bytes = file ?? record.file;
    if (bytes === null) throw new Error(t("workspace.queue.addAgainContents", { name: record.fileName }));
    this.store.transition(record, "waiting", t("workspace.queue.sentAgain"), {
      file: bytes,
      needsFile: false,
      documentId: null,
      attempt: null,
      acceptedAt: null,
      createdAt: null,
      lastSeenAt: null,
      needsDetail: false,
      result: null,
      error: null,
      pageCount: null,
      cancelling: false,
    });
    this.deps.pump();
  }

  /** Gives a waiting item its file again (it was waiting when the pane closed). */
  attachFile(id: string, file: Blob): void {
    const record = this.require(id);
    this.acted(record);
    if (record.state !== "waiting") throw new Error(`"${record.fileName}" is ${record.state}; only a waiting item takes its file again.`);
    this.store.transition(record, "waiting", t("workspace.queue.waitingTurn"), { file, needsFile: false });
    this.deps.pump();
  }

  /**
   * Fetches a waiting item's file again from its origin (the `refetch` option) and sends it. Resolves when the
   * item has its file again, or stays waiting with a reason saying why not (then the user adds it by hand).
   */
  async refetchFile(id: string): Promise<void> {
    const record = this.require(id);
    const refetch = this.deps.refetch;
    if (record.state !== "waiting" || !record.needsFile || record.origin === null || !refetch) return;
    this.acted(record);
    this.store.transition(record, "waiting", t("workspace.queue.refetching"));
    try {
      const fetched = await refetch(record.origin);
      // The original is fetched again; with chosen pages (issue 22), the same pages are cut from it again.
      const blob = record.pages ? await reapplyPages(fetched, record.pages) : fetched;
      const check = await checkFile(blob);
      if (!check.ok) throw new Error(check.reason);
      if (this.deps.closed() || record.state !== "waiting" || !record.needsFile) return;
      this.attachFile(id, blob);
    } catch (error: unknown) {
      if (this.deps.closed() || record.state !== "waiting") return;
      const why = error instanceof Error && error.message ? error.message : t("workspace.queue.refetchFailed");
      this.store.transition(record, "waiting", t("workspace.queue.addAgainAfter", { problem: why }));
    }
  }

  /** Removes a settled item (or one waiting for a file the user will not add) from the list. Never deletes anything on the service. */
  dismiss(id: string): void {
    const record = this.require(id);
    if (!SETTLED_STATES.has(record.state) && !(record.state === "waiting" && record.needsFile)) {
      throw new Error(`"${record.fileName}" is still ${record.state}: cancel it instead.`);
    }
    this.store.remove(id);
  }

  /**
   * Records where a processed item's result went (the row says so, also after a reopen). Another pane's
   * result inserted here is said on its row in this pane only: its record is that pane's.
   */
  markInserted(id: string, marker: InsertedMarker): void {
    if (this.store.find(id) === undefined && this.store.foreignItems.some((i) => i.id === id)) {
      this.store.markForeignInserted(id, marker);
      return;
    }
    const record = this.require(id);
    this.acted(record);
    this.store.update(record, { inserted: { ...marker } });
  }

  /**
   * Keeps the answer to "Read numbers as" given in an item's review (null: none), for Insert all to apply. Not
   * for another pane's items: their records are theirs, and Insert all here never writes them.
   */
  setNumberReading(id: string, reading: NumberReading | null): void {
    const record = this.store.find(id);
    if (record === undefined || record.numberReading === reading) return;
    this.store.update(record, { numberReading: reading });
  }

  /** Deletes an accepted item's document on the service. */
  deleteDocument(record: ItemRecord): Promise<void> {
    return deleteOnService(this.deps.client, this.store, record, () => this.deps.kick());
  }

  /** The user acted on an item here: it stays this pane's (it no longer goes back to the pane that made it). */
  private acted(record: ItemRecord): void {
    if (!record.takenOver && (this.deps.home === null || record.home === this.deps.home)) return;
    this.store.update(record, { takenOver: false, home: this.deps.home ?? record.home });
  }

  /** The item of this pane with `id`, or an error saying why there is none. */
  require(id: string): ItemRecord {
    const record = this.store.find(id);
    if (record === undefined && this.store.foreignItems.some((i) => i.id === id)) throw new Error(t("workspace.queue.otherPane"));
    if (record === undefined) throw new Error(t("workspace.queue.notInList"));
    return record;
  }
}

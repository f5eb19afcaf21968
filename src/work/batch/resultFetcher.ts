// Fetches the detail (the results) of each processed document once, a few at a time, through the account's
// scheduler where it takes turns with uploads and polling. The same request confirms a document that a
// reconciliation round did not list: 202 means it is still being processed, 404 that the service no
// longer has it. A fetch that fails for a passing reason is tried again after a growing wait; a result that
// cannot be read is not (it would fail the same way forever): its item fails, saying so.
import { t } from "../../i18n/messages";
import { isServiceError, type ServiceClient } from "../../api";
import type { Timers } from "../../api/abort";
import { UNREADABLE_RESULT } from "../../api/resultParse";
import { applyDocumentStatus, gone as goneReason } from "./documentStatus";
import type { ItemRecord, ItemStore } from "./itemStore";

export interface FetcherSettings {
  /** Fetches in the scheduler at once. */
  concurrency: number;
  /** First wait before trying a failed fetch again; doubles up to `maxRetryDelayMs`. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
}

/** Unreadable answers (not JSON, say, from a proxy in the way) are tried this often before the item fails. */
const UNREADABLE_TRIES = 3;

function message(error: unknown): string {
  return isServiceError(error) ? error.message : t("workspace.queue.resultFailed");
}

export class ResultFetcher {
  private readonly fetching = new Set<string>();
  private readonly retryAt = new Map<string, number>();
  private readonly tries = new Map<string, number>();
  private timer: unknown = undefined;
  private closed = false;

  constructor(
    private readonly client: ServiceClient,
    private readonly store: ItemStore,
    private readonly timers: Timers,
    private readonly settings: FetcherSettings,
    private readonly signal: AbortSignal,
    /** A fetch ended (the polling plan may change). */
    private readonly ended: () => void,
  ) {}

  /** Fetches waiting to go or under way. */
  pending(): number {
    return this.store.items.filter((r) => r.needsDetail).length;
  }

  close(): void {
    this.closed = true;
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Starts the fetches that are due. */
  dispatch(): void {
    if (this.closed) return;
    const now = this.timers.now();
    let nextRetry = Infinity;
    for (const record of this.store.items) {
      if (this.fetching.size >= this.settings.concurrency) break;
      if (!record.needsDetail || record.cancelling || this.fetching.has(record.id) || record.documentId === null) continue;
      const at = this.retryAt.get(record.id) ?? 0;
      if (at > now) {
        nextRetry = Math.min(nextRetry, at);
        continue;
      }
      void this.fetch(record, record.documentId);
    }
    if (Number.isFinite(nextRetry) && this.timer === undefined) {
      this.timer = this.timers.setTimeout(() => {
        this.timer = undefined;
        this.dispatch();
      }, nextRetry - now);
    }
  }

  private async fetch(record: ItemRecord, documentId: string): Promise<void> {
    this.fetching.add(record.id);
    try {
      const poll = await this.client.getDocument(documentId, { signal: this.signal, priority: "normal" });
      // Cancelled meanwhile (deleted from the History): the answer no longer concerns the item.
      if (this.closed || record.documentId !== documentId || record.cancelling || record.state === "cancelled") return;
      this.retryAt.delete(record.id);
      this.tries.delete(record.id);
      const now = this.timers.now();
      if (poll.state === "processing") {
        this.store.update(record, { needsDetail: false, lastSeenAt: now });
        if (poll.document) applyDocumentStatus(this.store, record, poll.document);
        return;
      }
      const doc = poll.document;
      if (doc.status === "processed") {
        this.store.transition(record, "processed", t("workspace.queue.processed"), {
          needsDetail: false,
          result: doc,
          pageCount: doc.pageCount ?? record.pageCount,
          file: null,
          error: null,
          lastSeenAt: now,
        });
      } else {
        this.store.update(record, { needsDetail: false, lastSeenAt: now });
        applyDocumentStatus(this.store, record, doc);
      }
    } catch (error: unknown) {
      if (this.closed || record.cancelling || record.state === "cancelled") return;
      if (isServiceError(error) && (error.kind === "not_found" || error.kind === "forbidden")) {
        this.retryAt.delete(record.id);
        const gone = error.kind === "not_found";
        const why = gone ? goneReason() : error.message;
        this.store.transition(record, "failed", why, {
          needsDetail: false,
          error: gone ? { kind: "gone", message: why } : { kind: error.kind, message: error.message },
        });
        return;
      }
      const tries = (this.tries.get(record.id) ?? 0) + 1;
      this.tries.set(record.id, tries);
      if (isServiceError(error) && error.kind === "bad_response" && (error.code === UNREADABLE_RESULT || tries >= UNREADABLE_TRIES)) {
        this.retryAt.delete(record.id);
        this.tries.delete(record.id);
        this.store.transition(record, "failed", error.message, {
          needsDetail: false,
          error: { kind: "bad_response", message: error.message },
        });
        return;
      }
      const wait = Math.min(this.settings.maxRetryDelayMs, this.settings.retryDelayMs * 2 ** tries);
      this.retryAt.set(record.id, this.timers.now() + wait);
      this.store.update(record, { error: { kind: isServiceError(error) ? error.kind : "network", message: message(error) } });
    } finally {
      this.fetching.delete(record.id);
      if (!this.closed) {
        this.dispatch();
        this.ended();
      }
    }
  }

  /** Fetches a processed item's result again (after a reopen, where results are not kept). */
  async reload(record: ItemRecord): Promise<void> {
    if (record.documentId === null || record.state !== "processed") return;
    const poll = await this.client.getDocument(record.documentId, { signal: this.signal, priority: "interactive" });
    if (poll.state === "ready") this.store.update(record, { result: poll.document }, false);
  }
}

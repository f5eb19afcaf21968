// Follows the documents of the queue's items with the document list, not one request per document.
//
// A polling round is one GET /documents with `updated_since` = the cursor (the newest `updated_at` seen),
// plus the following pages when more changed than fit on one. Every document that changed since the last
// round is in it, whichever item it belongs to, so one round serves the whole batch. When a document is
// `processed`, resultFetcher.ts fetches its detail (with the results) once. The next round is planned by
// pollInterval.ts. What a round covers is roundWindow.ts; what it listed is applied by listedDocuments.ts.
//
// Some rounds look further back than the cursor:
// - reconciliation (the first round after a reopen or an outage, and when a document has been silent for
//   `staleAfterMs`): back to the creation of the oldest open document, so that every open document must
//   appear. One that does not is checked with its detail: a 404 means the service no longer has it (it was
//   deleted, or the service lost it) and the item fails, saying so. A round that read several pages may
//   miss a document that merely changed between two page requests (it moved to the top, into a page already
//   read); such a document is certain to be in the next round (it changed after the cursor), so it is asked
//   for only if that round does not list it either (issue 20, defect 10);
// - adoption: back to the start of an upload whose outcome is unknown, so that the document it may have
//   created must appear (adoption.ts).
import { t } from "../../i18n/messages";
import type { DocumentSummary, RequestScheduler, ServiceClient } from "../../api";
import { isServiceError, ServiceError, type DocumentDetail } from "../../api";
import type { Timers } from "../../api/abort";
import { serviceDateMicros } from "../../api/parse";
import type { ServiceClock } from "./adoption";
import type { DeletedDocument } from "./deletions";
import { OPEN_ON_SERVICE, type ItemRecord, type ItemStore } from "./itemStore";
import { ListedDocuments, type AdoptionHooks } from "./listedDocuments";
import { nextRoundDelay, type PollPolicy } from "./pollInterval";
import { ResultFetcher } from "./resultFetcher";
import { RoundScope } from "./roundWindow";

export interface TrackerSettings {
  policy: PollPolicy;
  /** Page size of the list requests (the service allows up to 200). */
  perPage: number;
  /** Clock difference allowed before one has been learned (adoption.ts). */
  lookbackMs: number;
  /** A document with no observed change for this long triggers a reconciliation round. */
  staleAfterMs: number;
  /** Result fetches in the scheduler at once. */
  fetchConcurrency: number;
}

export interface TrackerHooks extends AdoptionHooks {
  /** Requests of the queue waiting to go besides the tracker's own (uploads). */
  pendingUploads(): number;
  /** The cursor or the learned clock changed (worth saving). */
  progressed(): void;
  /** Documents views want followed besides the items (documentWatch.ts): rounds run while there are any. */
  watched?(now: number): { count: number; youngestAgeMs: number | null };
  /** Every page a round listed, for those views. */
  listed?(documents: readonly DocumentSummary[]): void;
}

function message(error: unknown): string {
  return isServiceError(error) ? error.message : t("workspace.queue.trackingFailed");
}

export class Tracker {
  cursor: string | null;
  private reconcileWanted: boolean;
  private readonly scope: RoundScope;
  private readonly listedDocuments: ListedDocuments;
  private timer: unknown = undefined;
  private timerAt = Infinity;
  private roundRunning = false;
  private lastRoundEndedAt: number | null = null;
  private failures = 0;
  private closed = false;
  private readonly abort = new AbortController();
  private readonly fetcher: ResultFetcher;
  private rounds = 0;
  private listRequests = 0;
  /** Items a several-page reconciliation did not list, and the round: checked only if the next round misses them too. */
  private readonly missedBetweenPages = new Map<string, number>();

  constructor(
    private readonly client: ServiceClient,
    private readonly store: ItemStore,
    clock: ServiceClock,
    private readonly timers: Timers,
    private readonly settings: TrackerSettings,
    private readonly hooks: TrackerHooks,
    cursor: string | null,
    /** Start with a reconciliation round (a reopened queue). */
    reconcile: boolean,
  ) {
    this.cursor = cursor;
    this.reconcileWanted = reconcile;
    this.scope = new RoundScope(store, clock, timers, settings.lookbackMs);
    this.listedDocuments = new ListedDocuments(store, clock, timers, this.scope, settings.lookbackMs, hooks);
    this.fetcher = new ResultFetcher(
      client,
      store,
      timers,
      {
        concurrency: settings.fetchConcurrency,
        retryDelayMs: settings.policy.minIntervalMs,
        maxRetryDelayMs: settings.policy.maxIntervalMs,
      },
      this.abort.signal,
      () => this.plan(false),
    );
  }

  private get scheduler(): RequestScheduler {
    return this.client.scheduler;
  }

  /** Something changed (an upload accepted, an outcome unknown): plan the next round, and fetch what is due. */
  kick(): void {
    if (this.closed) return;
    this.fetcher.dispatch();
    this.plan(false);
  }

  close(): void {
    this.closed = true;
    this.abort.abort();
    this.disarm();
    this.fetcher.close();
    this.store.setStatus({ nextRoundAt: null });
  }

  /** Fetches a processed item's result again (after a reopen, where results are not kept). */
  loadResult(record: ItemRecord): Promise<void> {
    return this.fetcher.reload(record);
  }

  /** A processed document's result that belongs to no item here (another pane's). */
  async fetchResult(documentId: string, fileName: string): Promise<DocumentDetail> {
    const poll = await this.client.getDocument(documentId, { signal: this.abort.signal, priority: "interactive" });
    if (poll.state !== "ready") throw new ServiceError("still_processing", t("results.open.notProcessed", { fileName }));
    return poll.document;
  }

  /** A document deleted from the History: adoption may find that an unknown upload made it. */
  deletedDocument(doc: DeletedDocument, at: number): void {
    this.listedDocuments.rememberDeleted(doc, at);
  }

  private needsRound(now: number): { needed: boolean; urgent: boolean } {
    const followed = this.scope.followed();
    const stale = followed.some((r) => (r.lastSeenAt ?? r.acceptedAt ?? now) < now - this.settings.staleAfterMs);
    if (stale) this.reconcileWanted = true;
    const urgent = this.scope.unresolved().length > 0 || (this.reconcileWanted && followed.length > 0);
    const watched = this.hooks.watched?.(now).count ?? 0;
    return { needed: followed.length > 0 || urgent || watched > 0, urgent };
  }

  /** Sets the round timer. `fresh`: right after a round (may move later); otherwise only ever earlier. */
  private plan(fresh: boolean): void {
    if (this.closed || this.roundRunning) return;
    const now = this.timers.now();
    const { needed, urgent } = this.needsRound(now);
    if (!needed) {
      this.disarm();
      this.store.setStatus({ nextRoundAt: null });
      return;
    }
    const followed = this.scope.followed();
    const youngest = followed.reduce<number | null>(
      (min, r) => {
        const age = now - (r.acceptedAt ?? now);
        return min === null ? age : Math.min(min, age);
      },
      this.hooks.watched?.(now).youngestAgeMs ?? null,
    );
    const stats = this.scheduler.stats();
    const pending = this.hooks.pendingUploads() + this.fetcher.pending();
    const failureWait =
      this.failures > 0 ? Math.min(this.settings.policy.maxIntervalMs, this.settings.policy.minIntervalMs * 2 ** (this.failures - 1)) : 0;
    const delay = nextRoundDelay(
      {
        now,
        requestsPerSecond: this.scheduler.pacing.requestsPerSecond,
        pausedUntil: stats.pausedUntil,
        youngestOpenAgeMs: youngest ?? 0,
        pendingRequests: pending,
        urgent: urgent && this.failures === 0,
      },
      this.settings.policy,
    );
    if (delay === null) return;
    const from = this.lastRoundEndedAt ?? now;
    const at = Math.max(now, from + delay, now + failureWait, stats.pausedUntil);
    if (!fresh && this.timer !== undefined && this.timerAt <= at) return;
    this.arm(at, now);
  }

  private arm(at: number, now: number): void {
    this.disarm();
    this.timerAt = at;
    this.store.setStatus({ nextRoundAt: at });
    this.timer = this.timers.setTimeout(() => {
      this.timer = undefined;
      this.timerAt = Infinity;
      void this.round();
    }, at - now);
  }

  private disarm(): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = Infinity;
  }

  private async round(): Promise<void> {
    if (this.closed || this.roundRunning) return;
    this.roundRunning = true;
    const startedAt = this.timers.now();
    const { since, sinceMicros, reconciles } = this.scope.window(this.cursor, this.reconcileWanted);
    // Only documents followed when the request left can be missing from its answer.
    const expected = new Set(this.scope.followed().map((r) => r.id));
    const seen = new Set<string>();
    let firstCursor: string | null = null;
    let first = true;
    let ok = false;
    let pages = 0;
    try {
      for await (const page of this.client.documentPages(
        { updatedSince: since, perPage: this.settings.perPage },
        { signal: this.abort.signal, priority: "normal" },
      )) {
        this.listRequests++;
        pages++;
        const receivedAt = this.timers.now();
        if (first) firstCursor = page.cursor;
        first = false;
        for (const doc of page.documents) {
          seen.add(doc.id);
          this.listedDocuments.observe(doc, receivedAt);
        }
        this.hooks.listed?.(page.documents);
        this.store.setStatus({ listRequests: this.listRequests });
      }
      ok = true;
    } catch (error: unknown) {
      if (this.closed) return;
      this.failures++;
      // After an outage the service may have restarted and lost documents: check them all next time.
      this.reconcileWanted = true;
      this.store.setStatus({ trackingProblem: message(error) });
    } finally {
      this.roundRunning = false;
    }
    if (this.closed) return;
    this.rounds++;
    this.lastRoundEndedAt = this.timers.now();
    if (ok) {
      this.failures = 0;
      this.settle(startedAt, sinceMicros, reconciles ? expected : null, seen, pages);
      if (firstCursor !== null && (this.cursor === null || (serviceDateMicros(firstCursor) ?? 0) > (serviceDateMicros(this.cursor) ?? 0)))
        this.cursor = firstCursor;
      this.hooks.progressed();
      this.store.setStatus({ trackingProblem: null });
    }
    this.store.setStatus({ rounds: this.rounds });
    this.fetcher.dispatch();
    this.plan(true);
  }

  /** After a complete round: adoption of unknown uploads, and reconciliation of documents that were not listed. */
  private settle(
    startedAt: number,
    sinceMicros: number,
    expected: ReadonlySet<string> | null,
    seen: ReadonlySet<string>,
    pages: number,
  ): void {
    this.listedDocuments.settleUploads(startedAt, sinceMicros);

    // Missed between the pages of an earlier round: listed now (it had moved), or missed again (ask for it).
    for (const [id, round] of [...this.missedBetweenPages]) {
      const record = this.store.find(id);
      const followed = record !== undefined && record.documentId !== null && OPEN_ON_SERVICE.has(record.state) && !record.needsDetail;
      if (!followed || seen.has(record.documentId ?? "")) this.missedBetweenPages.delete(id);
      else if (round < this.rounds) {
        this.missedBetweenPages.delete(id);
        this.store.update(record, { needsDetail: true });
      }
    }

    if (expected !== null) {
      this.reconcileWanted = false;
      for (const record of this.scope.followed()) {
        if (!expected.has(record.id) || record.documentId === null || seen.has(record.documentId)) continue;
        if (sinceMicros > this.scope.createdBoundMicros(record)) continue;
        if (this.missedBetweenPages.has(record.id)) continue;
        // It may have moved between two pages: the next round lists it if so.
        if (pages > 1) {
          this.missedBetweenPages.set(record.id, this.rounds);
          continue;
        }
        // Not listed although it must have been: ask for it directly (a 404 means it is gone).
        this.store.update(record, { needsDetail: true });
      }
    }
  }
}

// Follows the documents of the queue's items with the document list, not one request per document.
//
// A polling round is one GET /documents with `updated_since` = the cursor (the newest `updated_at` seen),
// plus the following pages when more changed than fit on one. Every document that changed since the last
// round is in it, whichever item it belongs to, so one round serves the whole batch. When a document is
// `processed`, resultFetcher.ts fetches its detail (with the results) once. The next round is planned by
// pollInterval.ts.
//
// Some rounds look further back than the cursor:
// - reconciliation (the first round after a reopen or an outage, and when a document has been silent for
//   `staleAfterMs`): back to the creation of the oldest open document, so that every open document must
//   appear. One that does not is checked with its detail: a 404 means the service no longer has it (it was
//   deleted, or the service lost it) and the item fails, saying so;
// - adoption: back to the start of an upload whose outcome is unknown, so that the document it may have
//   created must appear (adoption.ts).
import type { DocumentSummary, RequestScheduler, ServiceClient } from "../../api";
import { isServiceError } from "../../api";
import type { Timers } from "../../api/abort";
import { serviceDateMicros } from "../../api/parse";
import { matchUnknownUploads, type ServiceClock, type UnclaimedDocument, type UnknownUpload } from "./adoption";
import { applyDocumentStatus } from "./documentStatus";
import { OPEN_ON_SERVICE, type ItemRecord, type ItemStore } from "./itemStore";
import { nextRoundDelay, type PollPolicy } from "./pollInterval";
import { ResultFetcher } from "./resultFetcher";

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

export interface TrackerHooks {
  /** Requests of the queue waiting to go besides the tracker's own (uploads). */
  pendingUploads(): number;
  /** A document was adopted for an item (the queue deletes it again if the item was being cancelled). */
  adopted(record: ItemRecord): void;
  /** The cursor or the learned clock changed (worth saving). */
  progressed(): void;
  /** Another pane's item has this document (uploaded or adopted there): never adopt it here. */
  claimedElsewhere?(documentId: string): boolean;
  /** Another pane is sending a file of this name and action right now: its document may be that one. */
  sendingElsewhere?(fileName: string, action: string): boolean;
  /** Documents views want followed besides the items (documentWatch.ts): rounds run while there are any. */
  watched?(now: number): { count: number; youngestAgeMs: number | null };
  /** Every page a round listed, for those views. */
  listed?(documents: readonly DocumentSummary[]): void;
}

interface Seen extends UnclaimedDocument {
  summary: DocumentSummary;
  createdAtRaw: string | null;
}

const MAX_UNCLAIMED = 2000;

function message(error: unknown): string {
  return isServiceError(error) ? error.message : "Something went wrong while checking on the files. The add-in keeps trying.";
}

export class Tracker {
  cursor: string | null;
  private reconcileWanted: boolean;
  private readonly unclaimed = new Map<string, Seen>();
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

  constructor(
    private readonly client: ServiceClient,
    private readonly store: ItemStore,
    private readonly clock: ServiceClock,
    private readonly timers: Timers,
    private readonly settings: TrackerSettings,
    private readonly hooks: TrackerHooks,
    cursor: string | null,
    /** Start with a reconciliation round (a reopened queue). */
    reconcile: boolean,
  ) {
    this.cursor = cursor;
    this.reconcileWanted = reconcile;
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

  /** Items whose documents the rounds follow. */
  private followed(): ItemRecord[] {
    return this.store.items.filter((r) => r.documentId !== null && OPEN_ON_SERVICE.has(r.state) && !r.needsDetail);
  }

  /** Uploads whose outcome is unknown and that no round has settled yet. */
  private unresolved(): ItemRecord[] {
    return this.store.items.filter((r) => r.state === "uploading" && unknownSince(r) !== null && r.documentId === null);
  }

  private needsRound(now: number): { needed: boolean; urgent: boolean } {
    const followed = this.followed();
    const stale = followed.some((r) => (r.lastSeenAt ?? r.acceptedAt ?? now) < now - this.settings.staleAfterMs);
    if (stale) this.reconcileWanted = true;
    const urgent = this.unresolved().length > 0 || (this.reconcileWanted && followed.length > 0);
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
    const followed = this.followed();
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

  /** Lower bound (µs, service time) of when an item's document can have been created. */
  private createdBoundMicros(r: ItemRecord): number {
    const created = r.createdAt === null ? null : serviceDateMicros(r.createdAt);
    if (created !== null) return created - 1000;
    const local = r.attempt?.startedAt ?? r.acceptedAt ?? this.timers.now();
    return this.clock.earliestServiceTime(local, this.settings.lookbackMs) * 1000;
  }

  /** The round's `updated_since`, and what it covers. */
  private window(): { since: string; sinceMicros: number; reconciles: boolean } {
    const cursorMicros = this.cursor === null ? null : serviceDateMicros(this.cursor);
    let sinceMicros = cursorMicros ?? Infinity;
    let reconciles = false;
    const bounds: number[] = this.unresolved().map((r) => this.createdBoundMicros(r));
    if (this.reconcileWanted || cursorMicros === null) {
      bounds.push(...this.followed().map((r) => this.createdBoundMicros(r)));
      reconciles = true;
    }
    for (const bound of bounds) sinceMicros = Math.min(sinceMicros, bound);
    if (!Number.isFinite(sinceMicros)) sinceMicros = (this.timers.now() - this.settings.lookbackMs) * 1000;
    const since = cursorMicros !== null && sinceMicros === cursorMicros && this.cursor !== null ? this.cursor : isoMicros(sinceMicros);
    return { since, sinceMicros, reconciles };
  }

  private async round(): Promise<void> {
    if (this.closed || this.roundRunning) return;
    this.roundRunning = true;
    const startedAt = this.timers.now();
    const { since, sinceMicros, reconciles } = this.window();
    // Only documents followed when the request left can be missing from its answer.
    const expected = new Set(this.followed().map((r) => r.id));
    const seen = new Set<string>();
    let firstCursor: string | null = null;
    let first = true;
    let ok = false;
    try {
      for await (const page of this.client.documentPages(
        { updatedSince: since, perPage: this.settings.perPage },
        { signal: this.abort.signal, priority: "normal" },
      )) {
        this.listRequests++;
        const receivedAt = this.timers.now();
        if (first) firstCursor = page.cursor;
        first = false;
        for (const doc of page.documents) {
          seen.add(doc.id);
          this.observe(doc, receivedAt);
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
      this.settle(startedAt, sinceMicros, reconciles ? expected : null, seen);
      if (firstCursor !== null && (this.cursor === null || (serviceDateMicros(firstCursor) ?? 0) > (serviceDateMicros(this.cursor) ?? 0)))
        this.cursor = firstCursor;
      this.hooks.progressed();
      this.store.setStatus({ trackingProblem: null });
    }
    this.store.setStatus({ rounds: this.rounds });
    this.fetcher.dispatch();
    this.plan(true);
  }

  /** One document from a list page. */
  private observe(doc: DocumentSummary, receivedAt: number): void {
    const record = this.store.byDocument(doc.id);
    if (record === undefined) {
      this.remember(doc, receivedAt);
      return;
    }
    if (!OPEN_ON_SERVICE.has(record.state) || record.needsDetail || record.cancelling) return;
    const createdAtRaw = createdRaw(doc);
    if (record.createdAt === null && createdAtRaw !== null && doc.createdAt !== null && record.acceptedAt !== null) {
      this.clock.observe(doc.createdAt.getTime(), record.acceptedAt);
    }
    this.store.update(record, {
      lastSeenAt: receivedAt,
      createdAt: record.createdAt ?? createdAtRaw,
      pageCount: doc.pageCount ?? record.pageCount,
    });
    applyDocumentStatus(this.store, record, doc);
  }

  private remember(doc: DocumentSummary, receivedAt: number): void {
    const known = this.unclaimed.get(doc.id);
    const entry: Seen = {
      id: doc.id,
      fileName: doc.fileName,
      action: doc.action,
      createdAtMs: doc.createdAt?.getTime() ?? null,
      firstSeenAt: known?.firstSeenAt ?? receivedAt,
      summary: doc,
      createdAtRaw: createdRaw(doc),
    };
    this.unclaimed.delete(doc.id);
    this.unclaimed.set(doc.id, entry);
    if (this.unclaimed.size > MAX_UNCLAIMED) {
      const oldest = this.unclaimed.keys().next().value;
      if (oldest !== undefined) this.unclaimed.delete(oldest);
    }
  }

  /** After a complete round: adoption of unknown uploads, and reconciliation of documents that were not listed. */
  private settle(startedAt: number, sinceMicros: number, expected: ReadonlySet<string> | null, seen: ReadonlySet<string>): void {
    // A document listed before its upload's answer arrived is no longer unclaimed.
    for (const id of [...this.unclaimed.keys()]) if (this.store.byDocument(id)) this.unclaimed.delete(id);
    const uploads: UnknownUpload[] = this.store.items
      .filter((r) => r.documentId === null && r.attempt !== null && (r.state === "uploading" || r.state === "unknown-outcome"))
      .filter((r) => unknownSince(r) !== null)
      .map((r) => ({ itemId: r.id, fileName: r.fileName, action: r.options.action, startedAt: r.attempt?.startedAt ?? 0 }));
    // Never another pane's document, and no decision while another pane sends a file of the same name: the
    // document could be its (adoption waits for that upload's answer).
    const candidates = [...this.unclaimed.values()].filter((d) => !this.hooks.claimedElsewhere?.(d.id));
    const open = uploads.filter((u) => !this.hooks.sendingElsewhere?.(u.fileName, u.action));
    const matches = matchUnknownUploads(open, candidates, this.clock, this.settings.lookbackMs);
    for (const [itemId, documentId] of matches) this.adopt(itemId, documentId);

    for (const record of this.unresolved()) {
      if (this.hooks.sendingElsewhere?.(record.fileName, record.options.action)) continue;
      const attempt = record.attempt;
      if (attempt === null || attempt.unknownSince === null) continue;
      // Settled only by a round that started after the outcome became unknown and looked back far enough.
      if (attempt.unknownSince > startedAt || sinceMicros > this.createdBoundMicros(record)) continue;
      if (record.cancelling) {
        this.store.transition(record, "cancelled", "Cancelled. The upload had not arrived at the service, so there is nothing to delete.", {
          cancelling: false,
          file: null,
        });
        continue;
      }
      const why =
        "The upload was interrupted and the file is not in your documents, so it probably did not arrive. Send it again if you want; if it did arrive after all, it would be charged twice.";
      this.store.transition(record, "unknown-outcome", why, { error: { kind: "unknown_outcome", message: why } });
    }

    if (expected !== null) {
      this.reconcileWanted = false;
      for (const record of this.followed()) {
        if (!expected.has(record.id) || record.documentId === null || seen.has(record.documentId)) continue;
        if (sinceMicros > this.createdBoundMicros(record)) continue;
        // Not listed although it must have been: ask for it directly (a 404 means it is gone).
        this.store.update(record, { needsDetail: true });
      }
    }
  }

  private adopt(itemId: string, documentId: string): void {
    const record = this.store.find(itemId);
    const seen = this.unclaimed.get(documentId);
    if (record === undefined || seen === undefined) return;
    this.unclaimed.delete(documentId);
    const now = this.timers.now();
    this.store.transition(record, "queued", "The upload had arrived after all: found in your documents, so it was not sent again.", {
      documentId,
      acceptedAt: now,
      lastSeenAt: now,
      createdAt: seen.createdAtRaw,
      pageCount: seen.summary.pageCount,
      error: null,
    });
    this.hooks.adopted(record);
    if (!record.cancelling) applyDocumentStatus(this.store, record, seen.summary);
  }
}

function unknownSince(r: ItemRecord): number | null {
  return r.attempt?.unknownSince ?? null;
}

function createdRaw(doc: DocumentSummary): string | null {
  return doc.createdAt === null ? null : isoMicros(doc.createdAt.getTime() * 1000);
}

/** ISO 8601 with microseconds and Z, the way the service writes dates. */
export function isoMicros(micros: number): string {
  const ms = Math.floor(micros / 1000);
  const rest = Math.max(0, Math.round(micros - ms * 1000));
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, (_, m: string) => `.${m}${String(rest).padStart(3, "0")}Z`);
}

// Applies what a polling round listed (tracker.ts): each document to its item, the documents no item has
// remembered for adoption (adoption.ts), and, once the round is complete, settles the uploads whose outcome
// was unknown.
import { t } from "../../i18n/messages";
import type { DocumentSummary } from "../../api";
import type { Timers } from "../../api/abort";
import { matchUnknownUploads, type ServiceClock, type UnclaimedDocument, type UnknownUpload } from "./adoption";
import type { DeletedDocument } from "./deletions";
import { applyDocumentStatus, deletedFromHistory } from "./documentStatus";
import { OPEN_ON_SERVICE, type ItemRecord, type ItemStore } from "./itemStore";
import { isoMicros, unknownSince, type RoundScope } from "./roundWindow";

export interface AdoptionHooks {
  /** A document was adopted for an item (the queue deletes it again if the item was being cancelled). */
  adopted(record: ItemRecord): void;
  /** Another pane's item has this document (uploaded or adopted there): never adopt it here. */
  claimedElsewhere?(documentId: string): boolean;
  /** Another pane is sending a file of this name and action right now: its document may be that one. */
  sendingElsewhere?(fileName: string, action: string): boolean;
  /** An upload answered 429 was not there: the uploader sends it again. */
  resend?(): void;
}

interface Seen extends UnclaimedDocument {
  /** As a list showed it; null for a document known only from its deletion (the History's, issue 20). */
  summary: DocumentSummary | null;
  createdAtRaw: string | null;
}

const MAX_UNCLAIMED = 2000;

export class ListedDocuments {
  private readonly unclaimed = new Map<string, Seen>();

  constructor(
    private readonly store: ItemStore,
    private readonly clock: ServiceClock,
    private readonly timers: Timers,
    private readonly scope: RoundScope,
    private readonly lookbackMs: number,
    private readonly hooks: AdoptionHooks,
  ) {}

  /** One document from a list page. */
  observe(doc: DocumentSummary, receivedAt: number): void {
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

  /**
   * A document the History deleted (in any pane) that no item has: an upload whose outcome was unknown may
   * have made it, and must then read "Deleted from History", not "probably did not arrive".
   */
  rememberDeleted(doc: DeletedDocument, at: number): void {
    if (this.store.byDocument(doc.id) || this.unclaimed.get(doc.id)?.summary === null) return;
    this.unclaimed.set(doc.id, {
      id: doc.id,
      fileName: doc.fileName,
      action: doc.action,
      createdAtMs: doc.createdAt?.getTime() ?? null,
      firstSeenAt: this.unclaimed.get(doc.id)?.firstSeenAt ?? at,
      summary: null,
      createdAtRaw: doc.createdAt === null ? null : isoMicros(doc.createdAt.getTime() * 1000),
    });
  }

  /** After a complete round: adoption of unknown uploads (reconciliation of unlisted documents is the tracker's). */
  settleUploads(startedAt: number, sinceMicros: number): void {
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
    const matches = matchUnknownUploads(open, candidates, this.clock, this.lookbackMs);
    for (const [itemId, documentId] of matches) this.adopt(itemId, documentId);

    for (const record of this.scope.unresolved()) {
      if (this.hooks.sendingElsewhere?.(record.fileName, record.options.action)) continue;
      const attempt = record.attempt;
      if (attempt === null || attempt.unknownSince === null) continue;
      // Settled only by a round that started after the outcome became unknown and looked back far enough.
      if (attempt.unknownSince > startedAt || sinceMicros > this.scope.createdBoundMicros(record)) continue;
      if (record.cancelling) {
        this.store.transition(record, "cancelled", t("workspace.queue.cancelledNotArrived"), {
          cancelling: false,
          file: null,
        });
        continue;
      }
      // Answered 429 and not there: it did not arrive after all, and goes again by itself.
      if (attempt.resendIfAbsent && record.file !== null) {
        this.store.transition(record, "waiting", t("workspace.queue.waitingTurn"), { attempt: null, error: null });
        this.hooks.resend?.();
        continue;
      }
      const why = t("workspace.queue.probablyNotArrived");
      this.store.transition(record, "unknown-outcome", why, { error: { kind: "unknown_outcome", message: why } });
    }
  }

  private adopt(itemId: string, documentId: string): void {
    const record = this.store.find(itemId);
    const seen = this.unclaimed.get(documentId);
    if (record === undefined || seen === undefined) return;
    this.unclaimed.delete(documentId);
    const now = this.timers.now();
    if (seen.summary === null) {
      // It arrived, and the user has deleted it since: nothing to follow, and nothing to send again.
      this.store.transition(record, "cancelled", deletedFromHistory(), {
        documentId,
        createdAt: seen.createdAtRaw,
        cancelling: false,
        file: null,
        error: null,
      });
      return;
    }
    this.store.transition(record, "queued", t("workspace.queue.arrivedAfterAll"), {
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

function createdRaw(doc: DocumentSummary): string | null {
  return doc.createdAt === null ? null : isoMicros(doc.createdAt.getTime() * 1000);
}

// No double charge: an upload whose outcome is unknown (connection lost, 5xx, the pane closed while sending)
// is never sent again by the queue. Instead the queue looks for the document it may have created in the
// document list: same file name and action, created after the attempt started, seen for the first time
// after it, and not already some other item's document. Found: the item adopts it. Not found in a list
// that must have shown it: the outcome stays unknown and the user decides.
//
// "Created after the attempt" compares the service's clock with this computer's, which may differ by any
// amount. The queue uses a lower bound of the difference learned in this session before it compares: from
// the `Date` header of the first response (the client's ServiceTime), and from its own accepted uploads (the
// service created the document before its answer arrived here). A bound saved by an earlier session is used
// only until then (this computer's clock may have been set since). Only with none of these does it fall
// back to allowing `lookbackMs` of difference.
import type { Action } from "../../api";

export class ServiceClock {
  /** Lower bound of (service time - local time) in ms, learned from uploads in this session. */
  private learnedMs: number | null = null;

  constructor(
    /** The bound an earlier session saved. */
    private readonly savedMs: number | null = null,
    /** The bound from the responses' Date headers (ServiceClient.serviceTime), when there is one. */
    private readonly fromResponses: () => number | null = () => null,
  ) {}

  /** The best lower bound of (service time - local time) known now, or null. */
  get offsetMs(): number | null {
    const session = [this.learnedMs, this.fromResponses()].filter((b): b is number => b !== null);
    return session.length > 0 ? Math.max(...session) : this.savedMs;
  }

  /** A document the service created at `serviceCreatedMs` was acknowledged here at `localReceivedMs`. */
  observe(serviceCreatedMs: number, localReceivedMs: number): void {
    const bound = serviceCreatedMs - localReceivedMs;
    if (!Number.isFinite(bound)) return;
    this.learnedMs = this.learnedMs === null ? bound : Math.max(this.learnedMs, bound);
  }

  /** The earliest service time at which something sent here at `localMs` can have happened there. */
  earliestServiceTime(localMs: number, lookbackMs: number): number {
    const offset = this.offsetMs;
    // 1 s of slack for the service's clock granularity and a bound learned from a slightly slow answer.
    return offset === null ? localMs - lookbackMs : localMs + offset - 1000;
  }
}

/** An upload to look for. */
export interface UnknownUpload {
  itemId: string;
  fileName: string;
  action: Action;
  /** Local time the attempt was handed to the client. */
  startedAt: number;
}

/** A document from the list that belongs to no item. */
export interface UnclaimedDocument {
  id: string;
  fileName: string;
  action: Action | { unknown: string };
  /** The service's created_at (ms), when readable. */
  createdAtMs: number | null;
  /** Local time the list that first showed it arrived. */
  firstSeenAt: number;
}

const sameName = (a: string, b: string): boolean => a.normalize("NFC").trim() === b.normalize("NFC").trim();

/**
 * Pairs unknown uploads with documents that can only have come from them. Earlier attempts are served
 * first, each taking the earliest-created document that fits. Returns item id -> document id.
 */
export function matchUnknownUploads(
  uploads: readonly UnknownUpload[],
  documents: readonly UnclaimedDocument[],
  clock: ServiceClock,
  lookbackMs: number,
): Map<string, string> {
  const matches = new Map<string, string>();
  const taken = new Set<string>();
  const byCreation = [...documents].sort((a, b) => (a.createdAtMs ?? Infinity) - (b.createdAtMs ?? Infinity));
  for (const upload of [...uploads].sort((a, b) => a.startedAt - b.startedAt)) {
    const earliest = clock.earliestServiceTime(upload.startedAt, lookbackMs);
    const found = byCreation.find(
      (doc) =>
        !taken.has(doc.id) &&
        doc.action === upload.action &&
        sameName(doc.fileName, upload.fileName) &&
        doc.createdAtMs !== null &&
        doc.createdAtMs >= earliest &&
        // A document listed before the attempt started existed before it.
        doc.firstSeenAt >= upload.startedAt,
    );
    if (found) {
      taken.add(found.id);
      matches.set(upload.itemId, found.id);
    }
  }
  return matches;
}

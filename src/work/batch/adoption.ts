// No double charge: an upload whose outcome is unknown (connection lost, 5xx, the pane closed while sending)
// is never sent again by the queue. Instead the queue looks for the document it may have created in the
// document list: same file name and action, created after the attempt started, seen for the first time
// after it, and not already some other item's document. Found: the item adopts it. Not found in a list
// that must have shown it: the outcome stays unknown and the user decides.
//
// "Created after the attempt" compares the service's clock with this computer's, which may differ. The
// queue learns a lower bound of the difference from its own accepted uploads (the service created the
// document before its answer arrived here); until it has one, it allows `lookbackMs` of difference.
import type { Action } from "../../api";

export class ServiceClock {
  /** Lower bound of (service time - local time) in ms, once learned. */
  private offsetLowMs: number | null;

  constructor(initial: number | null = null) {
    this.offsetLowMs = initial;
  }

  get offsetMs(): number | null {
    return this.offsetLowMs;
  }

  /** A document the service created at `serviceCreatedMs` was acknowledged here at `localReceivedMs`. */
  observe(serviceCreatedMs: number, localReceivedMs: number): void {
    const bound = serviceCreatedMs - localReceivedMs;
    if (!Number.isFinite(bound)) return;
    this.offsetLowMs = this.offsetLowMs === null ? bound : Math.max(this.offsetLowMs, bound);
  }

  /** The earliest service time at which something sent here at `localMs` can have happened there. */
  earliestServiceTime(localMs: number, lookbackMs: number): number {
    // 1 s of slack for the service's clock granularity and a bound learned from a slightly slow answer.
    return this.offsetLowMs === null ? localMs - lookbackMs : localMs + this.offsetLowMs - 1000;
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

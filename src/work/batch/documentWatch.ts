// Documents a view wants followed besides the queue's own items (the history's unfinished rows), followed by
// the queue's polling rounds: a round is one list request for the whole account, so a view hears every
// document summary it returned instead of running a second poller beside the queue.
import type { DocumentSummary } from "../../api";

/** Called with the documents of each page a polling round listed (any document of the account that changed). */
export type ListedListener = (documents: readonly DocumentSummary[]) => void;

export interface DocumentWatch {
  /** Replaces the documents this watch wants followed (rounds run while any is wanted). */
  follow(documents: readonly DocumentSummary[]): void;
  /** Ends the watch (the view went away). */
  stop(): void;
}

interface Entry {
  /** Document id -> creation time (epoch ms, null when unknown), for the rounds' rhythm. */
  documents: Map<string, number | null>;
  listener: ListedListener;
}

export class DocumentWatches {
  private readonly entries = new Set<Entry>();

  /** `changed`: the set of followed documents changed (the tracker plans its next round again). */
  constructor(private readonly changed: () => void) {}

  add(listener: ListedListener): DocumentWatch {
    const entry: Entry = { documents: new Map(), listener };
    this.entries.add(entry);
    return {
      follow: (documents) => {
        if (!this.entries.has(entry)) return;
        entry.documents = new Map(documents.map((d) => [d.id, d.createdAt?.getTime() ?? null]));
        this.changed();
      },
      stop: () => {
        if (this.entries.delete(entry)) this.changed();
      },
    };
  }

  /** How many documents are wanted, and the age of the youngest (the rounds come faster while work is young). */
  wanted(now: number): { count: number; youngestAgeMs: number | null } {
    let count = 0;
    let youngest: number | null = null;
    for (const entry of this.entries) {
      for (const created of entry.documents.values()) {
        count++;
        const age = Math.max(0, now - (created ?? now));
        youngest = youngest === null ? age : Math.min(youngest, age);
      }
    }
    return { count, youngestAgeMs: youngest };
  }

  /** Hands a listed page to every watch (a failing listener does not stop the round). */
  deliver(documents: readonly DocumentSummary[]): void {
    if (documents.length === 0) return;
    for (const entry of [...this.entries]) {
      try {
        entry.listener(documents);
      } catch {
        // A view's problem is its own; the queue's round carries on.
      }
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

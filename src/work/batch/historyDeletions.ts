// Deletions from the History reaching every pane's queue (deletions.ts carries them): the pane that deleted
// applies them at once, records them in storage and tells the panes open now; the others apply what they
// hear, and what is recorded when they open and at each look. Applying one: this pane's item of the document
// becomes "Deleted from History" (cancelled: nothing more is fetched, nothing is offered to send again), and
// the document is remembered for adoption, so that an upload whose outcome was unknown and that made it
// reads the same rather than "probably did not arrive".
import type { Timers } from "../../api/abort";
import { recordDeletions, readDeletions, type DeletedDocument, type PaneNotices } from "./deletions";
import { deletedFromHistory } from "./documentStatus";
import type { ItemStore } from "./itemStore";

export interface HistoryDeletionsOptions {
  store: ItemStore;
  storage: Parameters<typeof recordDeletions>[0];
  key: string;
  timers: Timers;
  notices: PaneNotices | null;
  /** Records older than this are dropped. */
  keepMs: number;
  /** A deleted document for adoption (tracker.ts). */
  remember(doc: DeletedDocument, at: number): void;
}

export class HistoryDeletions {
  private readonly unlisten: () => void;

  constructor(private readonly options: HistoryDeletionsOptions) {
    this.unlisten = options.notices?.listen((deleted) => this.apply(deleted)) ?? (() => undefined);
  }

  /** This pane's History deleted these documents. */
  announce(deleted: readonly DeletedDocument[]): void {
    const { storage, key, timers, notices } = this.options;
    this.apply(deleted);
    recordDeletions(storage, key, deleted, timers.now());
    notices?.send(deleted);
  }

  /** Applies what other panes recorded (at open, and at each look at the other panes). */
  look(): void {
    const { storage, key, timers, keepMs } = this.options;
    this.apply(readDeletions(storage, key, timers.now() - keepMs));
  }

  close(): void {
    this.unlisten();
    this.options.notices?.close();
  }

  private apply(deleted: readonly DeletedDocument[]): void {
    const { store, timers } = this.options;
    const now = timers.now();
    for (const doc of deleted) {
      const record = store.byDocument(doc.id);
      if (record !== undefined && record.state !== "cancelled") {
        store.transition(record, "cancelled", deletedFromHistory(), { cancelling: false, needsDetail: false, file: null, error: null });
      }
      this.options.remember(doc, now);
    }
  }
}

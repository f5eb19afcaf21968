// This pane among the account's other task panes (Word and Excel open together, F16): sorts what the panes
// saved (merge), looks at it again now and then (scan), keeps this pane's presence mark (panes.ts) and
// answers the adoption's questions from what is saved right now, never from the last scan: a document
// another pane's item owns is never adopted, and no decision is taken while another pane sends a file of
// the same name (its document could be that one).
import type { Timers } from "../../api/abort";
import { ItemStore, newLocalId, view, type ItemRecord } from "./itemStore";
import { isPresent, markGone, markPresent, PANE_BEAT_MS } from "./panes";
import { claimItem, loadItems, removeItems, type SavedItem } from "./persistence";
import type { QueueStorage } from "./queueStorage";
import { SETTLED_STATES, type BatchItem } from "./types";

/** Settled items leave the saved queue a week after they settled, so storage does not fill. */
export const KEEP_SETTLED_MS = 7 * 24 * 3_600_000;

export interface OtherPanesOptions {
  storage: QueueStorage;
  key: string;
  timers: Timers;
  /** How often the other panes' saved items are looked at. */
  scanMs: number;
  /** Settled items leave the saved list this long after they settled. */
  keepSettledMs: number;
  /** An item of no open pane was taken over by this one: carry on with it. */
  takeOver(record: ItemRecord): void;
  /** After each scan (the queue pumps its uploads and rounds). */
  scanned(): void;
}

export class OtherPanes {
  /** This pane's id: its items are saved with it, and its presence mark tells other panes it is open. */
  readonly paneId = newLocalId("pane");
  /** What this pane last wrote per item (only changed items are written again). */
  readonly written = new Map<string, string>();
  private scanTimer: unknown = undefined;
  private closed = false;
  private lastBeat: number;
  private fresh: { at: number; items: readonly SavedItem[] } | null = null;

  constructor(
    private readonly store: ItemStore,
    private readonly options: OtherPanesOptions,
  ) {
    this.lastBeat = options.timers.now();
    markPresent(options.storage, options.key, this.paneId, this.lastBeat);
  }

  /**
   * Sorts what the panes saved: items of open panes are shown as theirs; items of no open pane (closed,
   * crashed, or saved before panes had ids) are taken over and carried on here; settled ones older than
   * `keepSettledMs` are dropped. An item of this pane that another open pane has taken is let go.
   */
  merge(saved: readonly SavedItem[]): void {
    const { storage, key, timers } = this.options;
    const now = timers.now();
    const foreign: BatchItem[] = [];
    const expired: string[] = [];
    for (const { record, owner } of saved) {
      const mine = this.store.find(record.id);
      if (owner !== this.paneId && isPresent(storage, key, owner, now)) {
        if (mine) {
          this.written.delete(record.id);
          this.store.remove(record.id);
        }
        foreign.push(view(record, true));
        continue;
      }
      if (mine) continue;
      if (SETTLED_STATES.has(record.state) && record.changedAt < now - this.options.keepSettledMs) {
        expired.push(record.id);
        continue;
      }
      if (owner !== "" && !claimItem(storage, key, record.id, this.paneId)) continue;
      this.store.add(record, false);
      this.options.takeOver(record);
    }
    removeItems(storage, key, expired);
    this.store.setForeign(foreign);
  }

  /** Starts the scan, or restarts it after it stopped for want of items (`add`). */
  wake(): void {
    if (this.closed || this.scanTimer !== undefined) return;
    this.scanTimer = this.options.timers.setTimeout(() => this.scan(), this.options.scanMs);
  }

  /** Another pane's saved item owns `documentId` (read from storage now). */
  claimedElsewhere(documentId: string): boolean {
    return this.others().some(({ record }) => record.documentId === documentId);
  }

  /** Another pane is sending a file of this name and action whose answer has not come (read now). */
  sendingElsewhere(fileName: string, action: string): boolean {
    const now = this.options.timers.now();
    return this.others().some(
      ({ record, owner }) =>
        record.state === "uploading" &&
        record.documentId === null &&
        record.fileName === fileName &&
        record.options.action === action &&
        isPresent(this.options.storage, this.options.key, owner, now),
    );
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.scanTimer !== undefined) this.options.timers.clearTimeout(this.scanTimer);
    this.scanTimer = undefined;
    markGone(this.options.storage, this.options.key, this.paneId);
  }

  /** Looks at the other panes' items, and renews this pane's presence mark. */
  private scan(): void {
    this.scanTimer = undefined;
    if (this.closed) return;
    const { storage, key, timers } = this.options;
    const now = timers.now();
    if (now - this.lastBeat >= PANE_BEAT_MS / 2) {
      markPresent(storage, key, this.paneId, now);
      this.lastBeat = now;
    }
    this.merge(loadItems(storage, key).items);
    this.options.scanned();
    // With nothing to look after, the scan stops until `wake` (new files).
    if (this.store.items.length > 0 || this.store.foreignItems.length > 0) this.wake();
  }

  /** Every saved item not this pane's, read once per moment (adoption asks for many documents at once). */
  private others(): readonly SavedItem[] {
    const now = this.options.timers.now();
    if (this.fresh?.at !== now) {
      const items = loadItems(this.options.storage, this.options.key).items.filter(
        (i) => i.owner !== this.paneId && !this.store.find(i.record.id),
      );
      this.fresh = { at: now, items };
    }
    return this.fresh.items;
  }
}

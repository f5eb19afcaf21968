// This pane among the account's other task panes (Word and Excel open together, F16): sorts what the panes
// saved (merge), looks at it again every couple of seconds for as long as it is open (scan; also with no
// items of its own, so that another pane's work shows as soon as it starts), keeps this pane's presence mark
// (panes.ts) and answers the adoption's questions from what is saved right now, never from the last scan:
// a document another pane's item owns is never adopted, and no decision is taken while another pane sends a
// file of the same name (its document could be that one).
//
// Items go back home: a pane that closes leaves its items to the next pane that looks; when a pane of the
// items' home (the same Office application) opens again, it takes back those that pane has not acted on.
// A pane's own items that vanished from storage (another pane's sign-out before issue 20, storage cleared
// by hand) are written back at the next look, since the pane still shows them.
import type { Timers } from "../../api/abort";
import { ItemStore, view, type AddedOrder, type ItemRecord } from "./itemStore";
import { isPresent, markGone, markPresent, newPaneId, PANE_BEAT_MS } from "./panes";
import { claimItem, loadItems, removeItems, type SavedItem, type Written } from "./persistence";
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
  /** The kind of pane this is ("word", "excel"): items of its home that another pane took over come back. */
  home: string | null;
  /** An item of no open pane was taken over by this one: carry on with it. */
  takeOver(record: ItemRecord): void;
  /** After each scan (the queue pumps its uploads and rounds). */
  scanned(): void;
  /** Asked at each scan: deletions recorded by other panes (the queue applies them to its items). */
  look?(): void;
}

export class OtherPanes {
  /** This pane's id: its items are saved with it, and its presence mark tells other panes it is open. */
  readonly paneId = newPaneId();
  /** What this pane last wrote per item (only changed items are written again). */
  readonly written = new Map<string, Written>();
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
   * Sorts what the panes saved: items of open panes are shown as theirs, except those of this pane's home
   * that another pane took over and has not acted on (taken back); items of no open pane (closed, crashed,
   * or saved before panes had ids) are taken over and carried on here; settled ones older than
   * `keepSettledMs` are dropped. An item of this pane that another open pane has taken is let go; one that
   * is no longer saved at all is written again.
   */
  merge(saved: readonly SavedItem[]): void {
    const { storage, key, timers, home } = this.options;
    const now = timers.now();
    const foreign: BatchItem[] = [];
    const foreignAdded = new Map<string, AddedOrder>();
    const expired: string[] = [];
    const listed = new Set<string>();
    for (const { record, owner } of saved) {
      listed.add(record.id);
      const mine = this.store.find(record.id);
      if (owner !== this.paneId && isPresent(storage, key, owner, now)) {
        const goesHome = !mine && home !== null && record.takenOver && record.home === home;
        if (goesHome && claimItem(storage, key, record.id, this.paneId, { takenOver: false })) {
          this.adopt({ ...record, takenOver: false });
          continue;
        }
        if (mine) this.release([record.id]);
        foreign.push(view(record, true));
        foreignAdded.set(record.id, record.added);
        continue;
      }
      if (mine) continue;
      if (SETTLED_STATES.has(record.state) && record.changedAt < now - this.options.keepSettledMs) {
        expired.push(record.id);
        continue;
      }
      // Kept for its home, unless this pane is of that home (or the home is not known).
      const takenOver = record.home !== null && home !== null && record.home !== home;
      if (owner !== "" && !claimItem(storage, key, record.id, this.paneId, { takenOver })) continue;
      this.adopt({ ...record, takenOver });
    }
    // Written back: this pane's items that storage no longer holds (the next save writes them).
    const vanished = this.store.items.filter((r) => !listed.has(r.id));
    for (const record of vanished) this.written.delete(record.id);
    if (vanished.length > 0) this.store.requestSave();
    removeItems(storage, key, expired);
    this.store.setForeign(foreign, foreignAdded);
  }

  /** Lets items go that another pane has claimed (they show as that pane's from the next look). */
  release(ids: readonly string[]): void {
    for (const id of ids) {
      this.written.delete(id);
      this.store.remove(id);
    }
  }

  private adopt(record: ItemRecord): void {
    this.store.add(record, false);
    this.options.takeOver(record);
  }

  /** Starts the scan (when it is not already planned). */
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

  /** Looks at the other panes' items, and renews this pane's presence mark (also when it vanished). */
  private scan(): void {
    this.scanTimer = undefined;
    if (this.closed) return;
    const { storage, key, timers } = this.options;
    const now = timers.now();
    if (now - this.lastBeat >= PANE_BEAT_MS / 2 || !isPresent(storage, key, this.paneId, now)) {
      markPresent(storage, key, this.paneId, now);
      this.lastBeat = now;
    }
    this.merge(loadItems(storage, key).items);
    this.options.look?.();
    this.options.scanned();
    // Always looking again: another pane's work may start at any moment, and the presence mark must stay.
    this.wake();
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

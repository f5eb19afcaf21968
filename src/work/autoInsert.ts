// "Insert as they finish": which results finished since the option was turned on, and one insertion at a
// time (results that finish while one is being written wait for it, then go in together). No React, no Office.
import type { BatchItem } from "./batch";

/**
 * This pane's processed items not seen before: those already processed when watching began are left to
 * "Insert all"; another pane's results are that pane's to insert.
 */
export class FinishWatcher {
  private readonly seen = new Set<string>();
  constructor(items: readonly BatchItem[]) {
    for (const item of items) if (item.state === "processed") this.seen.add(item.id);
  }
  /** The newly processed items, each returned once. */
  take(items: readonly BatchItem[]): BatchItem[] {
    const fresh = items.filter((item) => item.state === "processed" && !item.elsewhere && !this.seen.has(item.id));
    for (const item of fresh) this.seen.add(item.id);
    return fresh;
  }
}

/** Runs tasks one after the other; tasks asked for during a run are gathered and run as one after it. */
export class SerialBatches<T> {
  private waiting: T[] = [];
  private running: Promise<void> | null = null;
  constructor(private readonly run: (batch: T[]) => Promise<void>) {}
  /** A run is under way (set in the same tick as the push that started it). */
  get busy(): boolean {
    return this.running !== null;
  }
  push(items: readonly T[]): Promise<void> {
    this.waiting.push(...items);
    this.running ??= this.drain();
    return this.running;
  }
  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting;
        this.waiting = [];
        await this.run(batch);
      }
    } finally {
      this.running = null;
    }
  }
}

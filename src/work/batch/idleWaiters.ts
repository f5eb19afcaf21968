// When the queue has nothing left to do on its own: every item settled, or waiting for the user (a file to
// add again, a hold to lift) — what `BatchQueue.whenIdle` resolves on. Checked after every change of the
// items; the waiters are resolved together with that moment's snapshot.
import type { ItemStore } from "./itemStore";
import { SETTLED_STATES, type QueueSnapshot } from "./types";

export class IdleWaiters {
  private waiters: Array<(snapshot: QueueSnapshot) => void> = [];

  constructor(
    private readonly store: ItemStore,
    /** Uploads are held (credits, sign-in): waiting items wait for the user, not for the queue. */
    private readonly onHold: () => boolean,
  ) {}

  /** Resolves at once when idle, else at the first change after which it is. */
  whenIdle(): Promise<QueueSnapshot> {
    if (this.isIdle()) return Promise.resolve(this.store.snapshot());
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** After a change of the items: resolves the waiters if the queue is now idle. */
  check(): void {
    if (this.waiters.length === 0 || !this.isIdle()) return;
    const waiters = this.waiters;
    this.waiters = [];
    const snapshot = this.store.snapshot();
    for (const resolve of waiters) resolve(snapshot);
  }

  private isIdle(): boolean {
    const hold = this.onHold();
    return this.store.items.every((r) => {
      if (r.state === "waiting") return hold || r.needsFile || r.file === null;
      if (r.cancelling) return false;
      return SETTLED_STATES.has(r.state);
    });
  }
}

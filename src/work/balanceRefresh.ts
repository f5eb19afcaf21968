// When to show the new balance after uploads (F2): credits are charged when the service accepts a file, so
// the balance is fetched again once a burst of uploads is over (nothing more being sent, or uploads on hold),
// not once per file: one request for a batch of 30, and the account's rate limit stays for the batch.
// No React, no Office.
import type { ItemTransition, QueueSnapshot } from "./batch";

/** Something is being sent, or will be as soon as its turn comes. */
export function sending(snapshot: QueueSnapshot): boolean {
  const held = snapshot.status.uploadHold !== null;
  return snapshot.items.some((item) => {
    if (item.state === "uploading") return item.error?.kind !== "unknown_outcome";
    return !held && item.state === "waiting" && item.hasFile && !item.needsFile && !item.cancelling;
  });
}

export class BalanceRefresh {
  private charged = false;

  constructor(private readonly refresh: () => void) {}

  /** Feed every snapshot of the queue (with its transitions); calls `refresh` when a burst of uploads ended. */
  observe(snapshot: QueueSnapshot, transitions: readonly ItemTransition[]): void {
    if (transitions.some((t) => t.from === "uploading" && (t.to === "queued" || t.to === "processing" || t.to === "processed")))
      this.charged = true;
    if (this.charged && !sending(snapshot)) {
      this.charged = false;
      this.refresh();
    }
  }
}

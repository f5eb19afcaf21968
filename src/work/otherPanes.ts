// Whether another task pane is open on the service (F16: Word and Excel open on one account share
// localStorage), read from the queues' presence marks (src/work/batch/panes.ts). This pane's own earlier
// queues never count. Light on purpose: sign-in and sign-out ask it on the first screen, which does not carry
// the queue's storage code (src/work/signOut.ts forgets, from a chunk loaded at sign-out).
import { openPanes, thisPagePanes } from "./batch/panes";
import type { QueueStorage } from "./batch/queueStorage";
import { serviceKeyPrefix, storageKey } from "./batch/storageKeys";

/** Another task pane is open on the service: of the account when given, of any account otherwise. */
export function anotherPaneOpen(storage: QueueStorage, serviceUrl: string, accountId?: string, now = Date.now()): boolean {
  const prefix = accountId === undefined ? serviceKeyPrefix(serviceUrl) : `${storageKey(serviceUrl, accountId)}:`;
  return openPanes(storage, prefix, now, thisPagePanes()).length > 0;
}

/** What a sign-out forgets: this pane's items only ("pane"), or everything of the account ("account"). */
export type SignOutScope = "pane" | "account";

/**
 * "pane" while another pane of the account is open, "account" when this pane is the last one out. Asked after
 * this pane's queue closed (its presence mark is gone then).
 */
export function signOutScope(storage: QueueStorage, serviceUrl: string, accountId: string): SignOutScope {
  return anotherPaneOpen(storage, serviceUrl, accountId) ? "pane" : "account";
}

// What signing out forgets (F16: Word and Excel open on one account share localStorage). The last task pane of
// the account to sign out forgets everything of the account, as a sign-out always did: its saved work, its
// settings and its remembered sign-ins. A pane that signs out while another pane of the account is open
// forgets only its own items: the other pane's work, settings and sign-in are that pane's, and it goes on.
// Which panes are open is read from the queues' presence marks (src/work/batch/panes.ts), after this pane's
// queue closed (its mark is gone then); this page's own earlier queues never count as another pane.
import { forgetPaneWork, forgetQueue, serviceKeyPrefix, storageKey } from "./batch/persistence";
import { openPanes, thisPagePanes } from "./batch/panes";
import type { QueueStorage } from "./batch/queueStorage";
import { forgetSettings } from "./settings/settingsStore";

/** Another task pane is open on the service: of the account when given, of any account otherwise. */
export function anotherPaneOpen(storage: QueueStorage, serviceUrl: string, accountId?: string, now = Date.now()): boolean {
  const prefix = accountId === undefined ? serviceKeyPrefix(serviceUrl) : `${storageKey(serviceUrl, accountId)}:`;
  return openPanes(storage, prefix, now, thisPagePanes()).length > 0;
}

/**
 * Forgets what this pane's sign-out of `accountId` should: "pane" when another pane of the account is open
 * (this pane's items only), "account" otherwise (everything, `forgetSignIns` included).
 */
export function forgetAfterSignOut(
  storage: QueueStorage & { removeItem(key: string): void },
  serviceUrl: string,
  accountId: string,
  forgetSignIns: () => void,
): "pane" | "account" {
  if (anotherPaneOpen(storage, serviceUrl, accountId)) {
    forgetPaneWork(storage, serviceUrl, accountId, thisPagePanes());
    return "pane";
  }
  forgetQueue(storage, serviceUrl, accountId);
  forgetSettings(storage, serviceUrl, accountId);
  forgetSignIns();
  return "account";
}

// What signing out forgets of the account's saved state (F16: Word and Excel open on one account share
// localStorage). The last task pane of the account to sign out forgets everything of the account, as a sign-out
// always did: its saved work, its settings, what it learnt about buying credits and its last balance told to other panes (its remembered sign-ins go too, which the first screen forgets
// itself). A pane that signs out while another pane of the account is open forgets only its own items: the
// other pane's work, settings and sign-in are that pane's, and it goes on. Which it is: signOutScope
// (otherPanes.ts). Loaded in a chunk of its own at sign-out (src/taskpane/forgetAccount.ts).
import { forgetPaneWork, forgetQueue } from "./batch/persistence";
import { thisPagePanes } from "./batch/panes";
import type { QueueStorage } from "./batch/queueStorage";
import type { SignOutScope } from "./otherPanes";
import { forgetPurchaseMemory } from "./credits/purchaseMemory";
import { forgetSettings } from "./settings/settingsStore";
import { forgetAccountNews } from "./accountNews";

export function forgetAfterSignOut(storage: QueueStorage, serviceUrl: string, accountId: string, scope: SignOutScope): void {
  if (scope === "pane") {
    forgetPaneWork(storage, serviceUrl, accountId, thisPagePanes());
    return;
  }
  forgetQueue(storage, serviceUrl, accountId);
  forgetSettings(storage, serviceUrl, accountId);
  forgetPurchaseMemory(storage, serviceUrl, accountId);
  forgetAccountNews(storage, serviceUrl, accountId);
}

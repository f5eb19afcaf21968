// What sign-out forgets of an account on this computer: its saved list of work, its remembered choices and
// what it learnt about buying credits (the plan's minimum, the last purchase's price).
// A chunk of its own, loaded at sign-out: the first screen does not carry the queue's and the settings'
// storage code for it (when the pane was in use, those modules are loaded already and this is immediate).
import { forgetQueue } from "../work/batch/persistence";
import { forgetSettings } from "../work/settings/settingsStore";
import { forgetPurchaseMemory } from "../work/credits/purchaseMemory";

export function forgetAccount(storage: Storage, serviceUrl: string, accountId: string): void {
  forgetQueue(storage, serviceUrl, accountId);
  forgetSettings(storage, serviceUrl, accountId);
  forgetPurchaseMemory(storage, serviceUrl, accountId);
}

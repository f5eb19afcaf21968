// The organisation's policy on the dialog pages: they may run in a browser instance of their own (no storage
// shared with the pane), so they read policy.json themselves, and go on only where it allows (a pane that
// offered nothing the policy forbids never opens them otherwise; this is the second lock).
import { pageStorage } from "../auth/pageStorage";
import { isFallback } from "../work/policy/fallback";
import { pagePolicy } from "../work/policy/pagePolicy";
import type { PolicyKey, PolicySettings } from "../work/policy/types";

/** The settings that apply once policy.json was fetched (or could not be: the last good copy, or none). */
export async function dialogPolicy(): Promise<PolicySettings> {
  return (await pagePolicy(window.location.href, pageStorage()).ready()).settings;
}

/** Whether `key` is the safe fallback of a policy that could not be read (then the page says so, not "your organisation does not allow"). */
export async function dialogPolicyUnread(key: PolicyKey): Promise<boolean> {
  return isFallback(await pagePolicy(window.location.href, pageStorage()).ready(), key);
}

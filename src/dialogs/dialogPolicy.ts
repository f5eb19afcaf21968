// The organisation's policy on the dialog pages: they may run in a browser instance of their own (no storage
// shared with the pane), so they read policy.json themselves, and go on only where it allows (a pane that
// offered nothing the policy forbids never opens them otherwise; this is the second lock).
import { pageStorage } from "../auth/pageStorage";
import { pagePolicy } from "../work/policy/pagePolicy";
import type { PolicySettings } from "../work/policy/types";

/** The settings that apply once policy.json was fetched (or could not be: the last good copy, or none). */
export async function dialogPolicy(): Promise<PolicySettings> {
  return (await pagePolicy(window.location.href, pageStorage()).ready()).settings;
}

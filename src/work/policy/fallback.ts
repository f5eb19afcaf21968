// Where the policy's safe fallback applies rather than the organisation's choice (issue 35 item 7, issue 32
// item 5), and what the user is told there: that the policy could not be read (a file that is not JSON, a key
// the schema refuses, or a policy server that errs with no earlier copy) and to ask the administrator, after
// whom the policy's own help contact follows when that part could be read (the "ask your administrator"
// messages carry it: supportMessages.ts). Never "Set by your organisation": the organisation did not choose
// it. Not on the first screen: the sign-in screen asks App.tsx's one-line check. No React, no Office.
import { t } from "../../i18n/messages";
import type { PolicyState } from "./policyState";
import type { PolicyKey } from "./types";

/** Whether `key`'s value is the fallback: the policy could not be read (or fetched: the security keys), or this key was refused. */
export function isFallback(state: PolicyState, key: PolicyKey): boolean {
  // The policy's code did not load (pagePolicy.ts): every key it set is the fallback, unmarked to keep the first screen small.
  return state.settings[key]?.fallback === true || (state.problem === "unchecked" && key in state.settings);
}

/** What is said where a fallback applies: the policy could not be read, and whom to ask. */
export function unreadNote(): string {
  return `${t("session.policy.unread.setting")} ${t("session.policy.unread.askAdmin")}`;
}

/** Where results are opened while the deletion time is the fallback's 5 minutes: that, and whom to ask; else null. */
export function unreadDeletionNote(state: PolicyState): string | null {
  return isFallback(state, "deleteAfter") ? `${t("session.policy.unread.deletion")} ${t("session.policy.unread.askAdmin")}` : null;
}

/** The sentence at a control the policy fixes: `chosen` (the organisation's choice), or that the policy could not be read. */
export function policyNote(state: PolicyState, key: PolicyKey, chosen: string): string {
  return isFallback(state, key) ? unreadNote() : chosen;
}

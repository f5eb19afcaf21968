// The most restrictive choice for each key of a policy, applied when the file gives the key a value the
// schema refuses (or the whole file cannot be read): a broken policy never opens up what it meant to close.
// creditsMessage and help are texts, not permissions: theirs is "not shown". docs/deployment.md lists these.
// The policy's loader marks each it applies `fallback` (policySource.ts, readPolicy.ts), so that the pane says
// the policy could not be read there (fallback.ts).
import { POLICY_KEYS, type PolicyKey, type PolicySettings } from "./types";

/** The shortest auto-deletion the service accepts (5 minutes). */
export const SHORTEST_DELETE_AFTER = 300;

export const MOST_RESTRICTIVE: { readonly [K in PolicyKey]: PolicySettings[K] } = {
  // OAuth is always built in (the build requires OAUTH_CLIENT_ID); pasted tokens are the method security teams restrict.
  signInMethods: { value: ["oauth"], locked: true },
  // The least work that is still of use; every action sends the same document.
  actions: { value: ["transcribe"], locked: true },
  translation: { value: false, locked: true },
  translationLanguages: { value: [], locked: true },
  deleteAfter: { value: SHORTEST_DELETE_AFTER, locked: true },
  deleteAfterMax: { value: SHORTEST_DELETE_AFTER, locked: true },
  topUp: { value: false, locked: true },
  creditsMessage: undefined,
  microsoft365Sources: { value: false, locked: true },
  spendingQuestionAbove: { value: 0, locked: true },
  insertAsTheyFinish: { value: false, locked: true },
  // Nothing the service wrote is reinterpreted as a number or a date.
  keepText: { value: true, locked: true },
  help: undefined,
};

/** Every key at its most restrictive: for a file that exists but cannot be read, with no earlier copy to fall back on. */
export function mostRestrictivePolicy(): PolicySettings {
  const settings: Record<string, unknown> = {};
  for (const key of POLICY_KEYS) if (MOST_RESTRICTIVE[key] !== undefined) settings[key] = MOST_RESTRICTIVE[key];
  return settings as PolicySettings;
}

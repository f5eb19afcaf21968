// The sentence at a control the organisation's policy fixes: its choice ("Set by your organisation: …"), or,
// where the safe fallback applies because the policy could not be read, that and whom to ask
// (src/work/policy/fallback.ts). Its own module: the views that fix controls load it, not the first screen.
import { policyNote } from "../work/policy/fallback";
import type { PolicyKey } from "../work/policy/types";
import { usePolicy } from "./usePolicy";

export function usePolicyNote(): (key: PolicyKey, chosen: string) => string {
  const state = usePolicy();
  return (key, chosen) => policyNote(state, key, chosen);
}

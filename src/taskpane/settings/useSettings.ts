// The signed-in account's remembered settings for this host, shared by every view through a context (the
// shell provides it); a view rendered alone (tests) gets a store of its own, kept in memory. What the views
// see is already merged with the organisation's policy (locked values win, defaults fill what the user has
// not chosen): src/work/policy/applyPolicy.ts.
import { createContext, useContext, useMemo, useState, useSyncExternalStore } from "react";
import { MemoryStorage } from "../../work/batch";
import { applyPolicy, policyLocks, type PolicyLocks } from "../../work/policy/applyPolicy";
import { SettingsStore, type RememberedSettings } from "../../work/settings/settingsStore";
import { usePolicy } from "../usePolicy";

export const SettingsContext = createContext<SettingsStore | null>(null);

export function useSettingsStore(): SettingsStore {
  const shared = useContext(SettingsContext);
  const [own] = useState(() => new SettingsStore(new MemoryStorage(), "local"));
  return shared ?? own;
}

/** The current settings under the organisation's policy (re-rendering on every change) and the store to change them. */
export function useSettings(): [RememberedSettings, SettingsStore] {
  const store = useSettingsStore();
  const remembered = useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.get(),
  );
  const { settings: policy } = usePolicy();
  const effective = useMemo(() => applyPolicy(remembered, policy), [remembered, policy]);
  return [effective, store];
}

/** Which controls the organisation's policy fixes. */
export function usePolicyLocks(): PolicyLocks {
  const { settings } = usePolicy();
  return useMemo(() => policyLocks(settings), [settings]);
}

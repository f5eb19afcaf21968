// The signed-in account's remembered settings for this host, shared by every view through a context (the
// shell provides it); a view rendered alone (tests) gets a store of its own, kept in memory.
import { createContext, useContext, useState, useSyncExternalStore } from "react";
import { MemoryStorage } from "../../work/batch";
import { SettingsStore, type RememberedSettings } from "../../work/settings/settingsStore";

export const SettingsContext = createContext<SettingsStore | null>(null);

export function useSettingsStore(): SettingsStore {
  const shared = useContext(SettingsContext);
  const [own] = useState(() => new SettingsStore(new MemoryStorage(), "local"));
  return shared ?? own;
}

/** The current settings (re-rendering on every change) and the store to change them. */
export function useSettings(): [RememberedSettings, SettingsStore] {
  const store = useSettingsStore();
  const settings = useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.get(),
  );
  return [settings, store];
}

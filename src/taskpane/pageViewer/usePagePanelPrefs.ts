// The page panel's remembered choices (shown, height) in the origin's storage, shared by every pane: read when
// the panel mounts, written as the user changes them, and followed when another pane changes them.
import { useCallback, useEffect, useState } from "react";
import { pageStorage } from "../../auth/pageStorage";
import { PAGE_PANEL_KEY, readPagePanel, writePagePanel, type PagePanelPrefs } from "../../work/review/pagePanelPrefs";

export function usePagePanelPrefs(): [PagePanelPrefs, (change: Partial<PagePanelPrefs>) => void] {
  const [prefs, setPrefs] = useState(() => readPagePanel(pageStorage()));
  useEffect(() => {
    const onStorage = (event: StorageEvent): void => {
      if (event.key === PAGE_PANEL_KEY) setPrefs(readPagePanel(pageStorage()));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
  const change = useCallback((part: Partial<PagePanelPrefs>) => {
    setPrefs((old) => {
      const next = { ...old, ...part };
      writePagePanel(pageStorage(), next);
      return next;
    });
  }, []);
  return [prefs, change];
}

// The page panel's choices in a narrow pane (issue 36): shown or hidden, and its height. Kept in the origin's
// storage, so every pane (and a reload) opens the panel as the user left it; no account data, so it is not
// forgotten at sign-out. A value from another version or hand-edited is read as the default.

export interface PagePanelPrefs {
  shown: boolean;
  /** The panel's height in CSS pixels, above the review in a narrow pane. */
  height: number;
}

export const PAGE_PANEL_KEY = "transcribe.pagePanel.v1";
export const MIN_PANEL_HEIGHT = 120;
export const MAX_PANEL_HEIGHT = 900;
export const DEFAULT_PAGE_PANEL: PagePanelPrefs = { shown: true, height: 260 };

export function clampHeight(height: number): number {
  return Math.round(Math.min(MAX_PANEL_HEIGHT, Math.max(MIN_PANEL_HEIGHT, height)));
}

export function readPagePanel(storage: Storage): PagePanelPrefs {
  try {
    const raw: unknown = JSON.parse(storage.getItem(PAGE_PANEL_KEY) ?? "null");
    if (typeof raw !== "object" || raw === null) return DEFAULT_PAGE_PANEL;
    const { shown, height } = raw as Record<string, unknown>;
    return {
      shown: typeof shown === "boolean" ? shown : DEFAULT_PAGE_PANEL.shown,
      height: typeof height === "number" && Number.isFinite(height) ? clampHeight(height) : DEFAULT_PAGE_PANEL.height,
    };
  } catch {
    return DEFAULT_PAGE_PANEL;
  }
}

export function writePagePanel(storage: Storage, prefs: PagePanelPrefs): void {
  try {
    storage.setItem(PAGE_PANEL_KEY, JSON.stringify({ shown: prefs.shown, height: clampHeight(prefs.height) }));
  } catch {
    // Storage full or refused: the choice lasts as long as the pane.
  }
}

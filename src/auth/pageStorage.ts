// The pane's storage: this origin's localStorage, or, where the webview refuses it (reading
// window.localStorage throws in some locked-down webviews and with storage blocked), storage in memory, so
// that the pane still works: sign-in and work then last as long as the pane, which is said where it matters.
import { MemoryStorage } from "../storage/memoryStorage";

let fallback: MemoryStorage | null = null;

/** window.localStorage when it can be read, else one in-memory storage for the page. */
export function pageStorage(win: { localStorage: Storage } | undefined = typeof window === "undefined" ? undefined : window): Storage {
  try {
    const storage = win?.localStorage;
    if (storage) {
      storage.getItem("transcribe.probe"); // throws where storage is refused
      return storage;
    }
  } catch {
    // Refused: fall through to memory.
  }
  fallback ??= new MemoryStorage();
  return fallback;
}

/** This pane's sessionStorage (it lives as long as the pane, across reloads), or null where it is refused. */
export function pageSessionStorage(
  win: { sessionStorage: Storage } | undefined = typeof window === "undefined" ? undefined : window,
): Storage | null {
  try {
    const storage = win?.sessionStorage;
    if (!storage) return null;
    storage.getItem("transcribe.probe");
    return storage;
  } catch {
    return null;
  }
}

// The "Insert all" options, remembered per account and Office application in localStorage under
// "transcribe.insertAll.v1:<account>:<host>". Kept apart so a settings store can take them over.

export interface InsertAllPrefs {
  /** Insert each result as soon as it is processed. */
  asTheyFinish: boolean;
  /** Excel: every value as text (no numbers or dates). */
  keepText: boolean;
  /** Word: a heading with the file's name above each document. */
  fileHeadings: boolean;
}

export const DEFAULT_INSERT_ALL_PREFS: InsertAllPrefs = { asTheyFinish: false, keepText: false, fileHeadings: true };

export function insertAllPrefsKey(accountId: string, host: string): string {
  return `transcribe.insertAll.v1:${accountId}:${host}`;
}

export function loadInsertAllPrefs(storage: Pick<Storage, "getItem"> | null, accountId: string, host: string): InsertAllPrefs {
  try {
    const raw = storage?.getItem(insertAllPrefsKey(accountId, host));
    const saved: unknown = raw ? JSON.parse(raw) : null;
    if (typeof saved !== "object" || saved === null) return { ...DEFAULT_INSERT_ALL_PREFS };
    const read = (key: keyof InsertAllPrefs): boolean => {
      const value = (saved as Record<string, unknown>)[key];
      return typeof value === "boolean" ? value : DEFAULT_INSERT_ALL_PREFS[key];
    };
    return { asTheyFinish: read("asTheyFinish"), keepText: read("keepText"), fileHeadings: read("fileHeadings") };
  } catch {
    return { ...DEFAULT_INSERT_ALL_PREFS };
  }
}

/** Saves the options; a storage that refuses (private mode, full) only means they are not remembered. */
export function saveInsertAllPrefs(storage: Pick<Storage, "setItem"> | null, accountId: string, host: string, prefs: InsertAllPrefs): void {
  try {
    storage?.setItem(insertAllPrefsKey(accountId, host), JSON.stringify(prefs));
  } catch {
    // Not remembered this time; the options still apply now.
  }
}

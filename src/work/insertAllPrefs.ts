// The "Insert all" options, remembered with the other insert choices in the settings store (per account and
// Office application, forgotten at sign-out). "Keep every value as text" is one choice for every insert, the
// single result's and the whole batch's.
import type { InsertChoices } from "./settings/settingsStore";

export interface InsertAllPrefs {
  /** Insert each result as soon as it is processed. */
  asTheyFinish: boolean;
  /** Excel: every value as text (no numbers or dates). */
  keepText: boolean;
  /** Word: a heading with the file's name above each document. */
  fileHeadings: boolean;
  /** Excel: tables and key/value pairs one under the other from the selected cell, not each on a new sheet. */
  atSelection: boolean;
}

export const DEFAULT_INSERT_ALL_PREFS: InsertAllPrefs = { asTheyFinish: false, keepText: false, fileHeadings: true, atSelection: false };

const KEYS = ["asTheyFinish", "keepText", "fileHeadings", "atSelection"] as const;

/** The options from the remembered insert choices (a value of another type is ignored for the default). */
export function insertAllPrefsFrom(choices: InsertChoices): InsertAllPrefs {
  const prefs = { ...DEFAULT_INSERT_ALL_PREFS };
  for (const key of KEYS) {
    const value = choices[key];
    if (typeof value === "boolean") prefs[key] = value;
  }
  return prefs;
}

/** The options as insert choices, to remember. */
export function insertAllChoices(prefs: Partial<InsertAllPrefs>): InsertChoices {
  const out: Record<string, boolean> = {};
  for (const key of KEYS) if (typeof prefs[key] === "boolean") out[key] = prefs[key];
  return out;
}

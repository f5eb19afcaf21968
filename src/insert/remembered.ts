// Which insert options are remembered (F4), and reading them back: a stored value that is not one of the
// option's values (an older version, a hand edit) is ignored for that option's default. Plain functions.
import type { InsertChoices } from "../work/settings/settingsStore";
import { DEFAULT_INSERT_SETTINGS, type InsertSettings } from "./settings";

const ALLOWED = {
  wordPlacement: ["cursor", "replace", "end"],
  excelPlacement: ["newSheet", "selection"],
  translation: ["after", "instead", "none"],
  tablesPart: ["all", "tables", "keyValues"],
} as const;

// keepText is shared with "Insert all" ("Keep every value as text", src/work/insertAllPrefs.ts).
const FLAGS = ["headings", "pageBreaks", "keepText"] as const;

export type RememberedInsertKey = keyof typeof ALLOWED | (typeof FLAGS)[number];

export function isRememberedInsertKey(key: keyof InsertSettings): key is RememberedInsertKey {
  return key in ALLOWED || (FLAGS as readonly string[]).includes(key);
}

export function insertSettingsFrom(choices: InsertChoices): InsertSettings {
  const settings: InsertSettings = { ...DEFAULT_INSERT_SETTINGS };
  for (const key of Object.keys(ALLOWED) as Array<keyof typeof ALLOWED>) {
    const value = choices[key];
    if (typeof value === "string" && (ALLOWED[key] as readonly string[]).includes(value)) Object.assign(settings, { [key]: value });
  }
  for (const key of FLAGS) {
    const value = choices[key];
    if (typeof value === "boolean") settings[key] = value;
  }
  return settings;
}

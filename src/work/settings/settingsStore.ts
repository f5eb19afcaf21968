// Remembered choices (F4), per account and per host (Word, Excel and Outlook are used for different work), in
// localStorage: the work (action, extractor, translation language, auto-deletion time) and the insert
// options. Read back defensively (a stored value may come from an older version or be edited by hand), and
// forgotten at sign-out. No React, no Office.
import type { Action } from "../../api/types";
import { t } from "../../i18n/messages";

/** The auto-deletion presets (seconds); null = the account's own setting (nothing sent). */
export const DELETE_AFTER_PRESETS: readonly number[] = [300, 3600, 86_400, 7 * 86_400, 14 * 86_400];
export const DELETE_AFTER_MIN = 300;
export const DELETE_AFTER_MAX = 1_209_600;

export interface WorkChoice {
  action: Action;
  extractor: { id: string; name: string } | null;
  /** null: no translation; "" = translation wanted, language not chosen yet. */
  translateTo: string | null;
  /** Seconds until the service deletes the upload; null = the account's default. */
  deleteAfterSeconds: number | null;
}

export const DEFAULT_WORK_CHOICE: WorkChoice = { action: "transcribe", extractor: null, translateTo: null, deleteAfterSeconds: null };
const WORK_FIELDS = Object.keys(DEFAULT_WORK_CHOICE) as (keyof WorkChoice)[];

/** Insert options are the task pane's business: kept here as plain strings and booleans, checked by their reader. */
export type InsertChoices = Readonly<Record<string, string | boolean>>;

export interface RememberedSettings {
  work: WorkChoice;
  insert: InsertChoices;
  /** The work fields the user chose (stored), as opposed to defaults: an organisation's default yields only to these. */
  chosen: readonly (keyof WorkChoice)[];
}

export type SettingsHost = "word" | "excel" | "outlook" | "none";
const HOSTS: readonly SettingsHost[] = ["word", "excel", "outlook", "none"];

/** The part of the Web Storage API the store uses (window.localStorage in the task pane). */
export interface SettingsStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = "transcribe.settings.v1";

export function settingsKey(serviceUrl: string, accountId: string, host: SettingsHost): string {
  return `${PREFIX}:${serviceUrl.replace(/\/+$/, "")}:${accountId}:${host}`;
}

const ACTIONS: readonly Action[] = ["transcribe", "tables", "extractor"];

function parseWork(value: unknown): WorkChoice {
  if (typeof value !== "object" || value === null) return DEFAULT_WORK_CHOICE;
  const v = value as Record<string, unknown>;
  const action = ACTIONS.includes(v.action as Action) ? (v.action as Action) : DEFAULT_WORK_CHOICE.action;
  const e = v.extractor as Record<string, unknown> | null | undefined;
  const extractor =
    e && typeof e === "object" && typeof e.id === "string" && typeof e.name === "string" ? { id: e.id, name: e.name } : null;
  const translateTo = typeof v.translateTo === "string" ? v.translateTo : null;
  const after = v.deleteAfterSeconds;
  const deleteAfterSeconds =
    typeof after === "number" && Number.isInteger(after) && after >= DELETE_AFTER_MIN && after <= DELETE_AFTER_MAX ? after : null;
  return { action, extractor, translateTo, deleteAfterSeconds };
}

function parseInsert(value: unknown): InsertChoices {
  if (typeof value !== "object" || value === null) return {};
  const out: Record<string, string | boolean> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === "string" || typeof v === "boolean") out[k] = v;
  return out;
}

function chosenFields(value: unknown): (keyof WorkChoice)[] {
  return typeof value === "object" && value !== null ? WORK_FIELDS.filter((field) => field in value) : [];
}

export function parseSettings(raw: string | null): RememberedSettings {
  if (raw === null) return { work: DEFAULT_WORK_CHOICE, insert: {}, chosen: [] };
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    return { work: parseWork(value?.work), insert: parseInsert(value?.insert), chosen: chosenFields(value?.work) };
  } catch {
    return { work: DEFAULT_WORK_CHOICE, insert: {}, chosen: [] };
  }
}

/** One account's settings on one host; listeners hear every change (two views may show the same setting). */
export class SettingsStore {
  private current: RememberedSettings;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storage: SettingsStorage,
    private readonly key: string,
  ) {
    this.current = parseSettings(this.read());
  }

  static for(storage: SettingsStorage, serviceUrl: string, accountId: string, host: SettingsHost): SettingsStore {
    return new SettingsStore(storage, settingsKey(serviceUrl, accountId, host));
  }

  get(): RememberedSettings {
    return this.current;
  }

  setWork(patch: Partial<WorkChoice>): void {
    const chosen = [...new Set([...this.current.chosen, ...chosenFields(patch)])];
    this.save({ ...this.current, work: { ...this.current.work, ...patch }, chosen });
  }

  setInsert(patch: InsertChoices): void {
    this.save({ ...this.current, insert: { ...this.current.insert, ...patch } });
  }

  /** Back to the defaults (the user asked to forget). */
  reset(): void {
    this.save({ work: DEFAULT_WORK_CHOICE, insert: {}, chosen: [] });
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private read(): string | null {
    try {
      return this.storage.getItem(this.key);
    } catch {
      return null;
    }
  }

  private save(next: RememberedSettings): void {
    this.current = next;
    try {
      // Only the fields chosen are stored: the others keep following their defaults (an organisation's included).
      const work = Object.fromEntries(next.chosen.map((field) => [field, next.work[field]]));
      this.storage.setItem(this.key, JSON.stringify({ work, insert: next.insert }));
    } catch {
      // Storage full or blocked: the choice still holds for this session.
    }
    for (const listener of this.listeners) listener();
  }
}

/** Forgets every host's settings of an account (sign-out). */
export function forgetSettings(storage: SettingsStorage, serviceUrl: string, accountId: string): void {
  for (const host of HOSTS) storage.removeItem(settingsKey(serviceUrl, accountId, host));
}

export interface Fallback<T> {
  value: T;
  /** Said to the user when the remembered value had to be dropped. */
  note: string | null;
}

/** A remembered extractor that is no longer among the user's extractors falls back to none, with a note. */
export function reconcileExtractor(
  remembered: WorkChoice["extractor"],
  available: ReadonlyArray<{ id: string; name: string }>,
): Fallback<WorkChoice["extractor"]> {
  if (remembered === null) return { value: null, note: null };
  const hit = available.find((e) => e.id === remembered.id);
  if (hit) return { value: { id: hit.id, name: hit.name }, note: null };
  return { value: null, note: t("settings.fallback.extractor", { name: remembered.name }) };
}

/** A remembered translation language the service no longer offers falls back to "choose a language", with a note. */
export function reconcileLanguage(remembered: string | null, available: ReadonlyArray<{ code: string }>): Fallback<string | null> {
  if (remembered === null || remembered === "") return { value: remembered, note: null };
  if (available.some((l) => l.code === remembered)) return { value: remembered, note: null };
  return {
    value: "",
    note: t("settings.fallback.language", { language: remembered }),
  };
}

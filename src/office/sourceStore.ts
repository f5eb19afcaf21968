// Where Word and Excel keep the source records of insertions (src/results/provenance): the document's own
// settings, under the add-in's namespace "transcribe.source.v1:" (other parts of the add-in keep theirs under
// other names). Workbook.settings (ExcelApi 1.4) and Document.settings (WordApi 1.4) take the write into the
// insert's own last request, so recording costs no sync; an older Word or Excel keeps them through the Common
// API's document settings (every version since 2013), saved once the insert has succeeded.
import { parseRecord, serialiseRecord } from "../results/provenance/serialise";
import { recordKey, type SourceRecord } from "../results/provenance/sourceRecord";
import { isSetSupported } from "./requirements";

/** The namespace of every source record's setting. */
export const SOURCE_SETTING_PREFIX = "transcribe.source.v1:";

type Route = "api" | "common" | "none";

/** The part of Office.Settings this module uses. */
interface CommonSettings {
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  remove(name: string): void;
  saveAsync(callback: (result: { status: string; error?: { message: string } }) => void): void;
}

function commonSettings(): CommonSettings | null {
  if (typeof Office === "undefined") return null;
  const document = (Office.context as Office.Context | undefined)?.document as { settings?: CommonSettings } | undefined;
  return document?.settings ?? null;
}

function route(host: "excel" | "word"): Route {
  if (isSetSupported(host === "excel" ? "ExcelApi" : "WordApi", "1.4")) return "api";
  return commonSettings() ? "common" : "none";
}

const settingName = (key: string): string => `${SOURCE_SETTING_PREFIX}${key}`;

/** What is left to do once the insert's run has succeeded: saving the Common API's settings (else nothing). */
export interface PendingSources {
  save(): Promise<void>;
}

const nothing: PendingSources = { save: () => Promise.resolve() };

/**
 * The Common API cannot list its settings, so there every record sits in one setting, a map from key to record,
 * read, changed and saved whole.
 */
const COMMON_SETTING = `${SOURCE_SETTING_PREFIX}all`;

function commonMap(): Record<string, unknown> {
  const value = commonSettings()?.get(COMMON_SETTING);
  return value !== null && typeof value === "object" && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
}

function saveCommon(entries: readonly [string, string | null][]): PendingSources {
  return {
    save: () =>
      new Promise((resolve, reject) => {
        const settings = commonSettings();
        if (!settings || entries.length === 0) return resolve();
        const all = commonMap();
        for (const [name, value] of entries) {
          if (value === null) delete all[name];
          else all[name] = value;
        }
        settings.set(COMMON_SETTING, all);
        settings.saveAsync((result) => (result.status === "failed" ? reject(new Error(result.error?.message ?? "")) : resolve()));
      }),
  };
}

type SettingsProxy = Excel.SettingCollection | Word.SettingCollection;

/**
 * Queues the records into the current request (no sync of its own): each under its place's key, so writing a
 * place again (Replace) replaces its record. Call `save()` on the result after the run succeeded.
 */
function queueRecords(host: "excel" | "word", settings: () => SettingsProxy, records: readonly SourceRecord[]): PendingSources {
  const entries = records.flatMap((record): [string, string][] => {
    const key = recordKey(record);
    return key === null ? [] : [[settingName(key), serialiseRecord(record)]];
  });
  if (entries.length === 0) return nothing;
  const how = route(host);
  if (how === "api") {
    const collection = settings();
    for (const [name, value] of entries) collection.add(name, value);
    return nothing;
  }
  return how === "common" ? saveCommon(entries) : nothing;
}

export function queueExcelSources(context: Excel.RequestContext, records: readonly SourceRecord[]): PendingSources {
  return queueRecords("excel", () => context.workbook.settings, records);
}

export function queueWordSources(context: Word.RequestContext, records: readonly SourceRecord[]): PendingSources {
  return queueRecords("word", () => context.document.settings, records);
}

/** Every kept record, by its key (no prefix), once the request that loads them has been synced. */
/** A record as the stores keep it (made by src/results/provenance; writers pass it through unread). */
export type { SourceRecord };

export type SourcesRead = () => Map<string, SourceRecord>;

function fromEntries(entries: Iterable<[string, unknown]>): Map<string, SourceRecord> {
  const out = new Map<string, SourceRecord>();
  for (const [name, value] of entries) {
    if (!name.startsWith(SOURCE_SETTING_PREFIX)) continue;
    const record = parseRecord(value);
    if (record) out.set(name.slice(SOURCE_SETTING_PREFIX.length), record);
  }
  return out;
}

const commonEntries = (): [string, unknown][] => Object.entries(commonMap());

/** Queues the read of every record into the current request; read the result after its sync. */
function queueRead(host: "excel" | "word", settings: () => SettingsProxy): SourcesRead {
  const how = route(host);
  if (how !== "api") return () => fromEntries(how === "common" ? commonEntries() : []);
  const collection = settings();
  collection.load("items/key,items/value");
  return () => fromEntries((collection.items as { key: string; value: unknown }[]).map((s) => [s.key, s.value]));
}

export function queueExcelSourcesRead(context: Excel.RequestContext): SourcesRead {
  return queueRead("excel", () => context.workbook.settings);
}

export function queueWordSourcesRead(context: Word.RequestContext): SourcesRead {
  return queueRead("word", () => context.document.settings);
}

/** Forgets records (by key, as read: each must be there): queued into the current request, or saved through the Common API after it. */
function queueForget(host: "excel" | "word", settings: () => SettingsProxy, keys: readonly string[]): PendingSources {
  if (keys.length === 0) return nothing;
  const how = route(host);
  if (how === "api") {
    const collection = settings();
    for (const key of keys) collection.getItem(settingName(key)).delete();
    return nothing;
  }
  return how === "common" ? saveCommon(keys.map((key) => [settingName(key), null])) : nothing;
}

export function queueExcelSourcesForget(context: Excel.RequestContext, keys: readonly string[]): PendingSources {
  return queueForget("excel", () => context.workbook.settings, keys);
}

export function queueWordSourcesForget(context: Word.RequestContext, keys: readonly string[]): PendingSources {
  return queueForget("word", () => context.document.settings, keys);
}

/** Puts a record back under its key (Mark as checked changes its cells to check). */
export function queueExcelSourceReplace(context: Excel.RequestContext, key: string, record: SourceRecord): PendingSources {
  const how = route("excel");
  if (how === "api") {
    context.workbook.settings.add(settingName(key), serialiseRecord(record));
    return nothing;
  }
  return how === "common" ? saveCommon([[settingName(key), serialiseRecord(record)]]) : nothing;
}

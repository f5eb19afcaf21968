// The settings a document keeps for an add-in, as Word and Excel keep them: name/value pairs stored in the
// file (per add-in, per document), reached three ways that this double all gives over one store:
// Workbook.settings (ExcelApi 1.4) and Document.settings (WordApi 1.4), queued and synced like every proxy,
// and the Common API's Office.context.document.settings (every Word and Excel since 2013), an in-memory copy
// written to the file by saveAsync. What real Office refuses, this refuses: names that are not non-empty
// strings, values JSON cannot carry, and a store over the settings' size limit (2 MB of JSON).
import { ClientObjectDouble, CollectionDouble, RichApiErrorDouble, type RequestContextDouble } from "./requestContext";

/** The settings' size limit: every name and value as JSON. */
export const SETTINGS_LIMIT_BYTES = 2 * 1024 * 1024;

const encoder = new TextEncoder();

/** A setting's value as JSON text, or an error for what a setting cannot hold (functions, undefined, cycles). */
function jsonOf(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  if (text === undefined) throw new RichApiErrorDouble("InvalidArgument", "The setting's value is not one a document can keep.");
  return text;
}

function checkName(key: unknown): string {
  if (typeof key !== "string" || key === "")
    throw new RichApiErrorDouble("InvalidArgument", "The setting's key must be a non-empty string.");
  return key;
}

/** The settings kept in the file (what a reopened document reads). */
export class DocumentSettingsModel {
  private readonly kept = new Map<string, string>();

  /** Every setting, names and values as Office hands them back (values parsed from their JSON). */
  entries(): [string, unknown][] {
    return [...this.kept].map(([k, v]) => [k, JSON.parse(v) as unknown]);
  }
  get(key: string): unknown {
    const text = this.kept.get(key);
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  }
  has(key: string): boolean {
    return this.kept.has(key);
  }
  /** Sets many at once, or none when the store would outgrow its limit. */
  write(changes: ReadonlyMap<string, unknown | undefined>): void {
    const next = new Map(this.kept);
    for (const [key, value] of changes) {
      if (value === undefined) next.delete(checkName(key));
      else next.set(checkName(key), jsonOf(value));
    }
    let size = 0;
    for (const [k, v] of next) size += encoder.encode(k).length + encoder.encode(v).length;
    if (size > SETTINGS_LIMIT_BYTES) throw new RichApiErrorDouble("GeneralException", "The document's settings are over their size limit.");
    this.kept.clear();
    for (const [k, v] of next) this.kept.set(k, v);
  }
  set(key: string, value: unknown): void {
    this.write(new Map([[key, value]]));
  }
  delete(key: string): void {
    this.write(new Map([[key, undefined]]));
  }
  clear(): void {
    this.kept.clear();
  }
}

/** Excel.Setting / Word.Setting. */
export class SettingDouble extends ClientObjectDouble {
  protected readonly scalarProperties = ["key", "value"] as const;
  constructor(
    ctx: RequestContextDouble,
    private readonly store: DocumentSettingsModel,
    private readonly name: string,
  ) {
    super(ctx);
  }
  protected snapshot(property: string): unknown {
    return property === "key" ? this.name : this.store.get(this.name);
  }
  protected override isNull(): boolean {
    return !this.store.has(this.name);
  }
  get key(): string {
    return this.loaded("key");
  }
  get value(): unknown {
    return this.loaded("value");
  }
  delete(): void {
    this.context.enqueue({ method: "delete", key: this.name }, () => this.store.delete(this.name));
  }
}

/** Excel.SettingCollection (ExcelApi 1.4) / Word.SettingCollection (WordApi 1.4). */
export class SettingCollectionDouble extends CollectionDouble<SettingDouble> {
  constructor(
    private readonly ctx: RequestContextDouble,
    private readonly store: DocumentSettingsModel,
  ) {
    super(ctx);
  }
  protected currentItems(): SettingDouble[] {
    return this.store.entries().map(([key]) => new SettingDouble(this.ctx, this.store, key));
  }
  add(key: string, value: unknown): SettingDouble {
    // Checked when queued, as Office checks arguments when the call is made.
    checkName(key);
    const json = jsonOf(value);
    this.ctx.enqueue({ method: "add", key, value: json }, () => this.store.set(key, value));
    return new SettingDouble(this.ctx, this.store, key);
  }
  /** The setting, or Office's ItemNotFound at the sync when there is none. */
  getItem(key: string): SettingDouble {
    const item = new SettingDouble(this.ctx, this.store, key);
    this.ctx.enqueue({ method: "getItem", key }, () => {
      if (!this.store.has(key)) throw new RichApiErrorDouble("ItemNotFound", "The requested resource doesn't exist.");
    });
    return item;
  }
  getItemOrNullObject(key: string): SettingDouble {
    return new SettingDouble(this.ctx, this.store, key).trackNull();
  }
}

interface AsyncResult {
  status: "succeeded" | "failed";
  error?: { message: string };
}

/**
 * Office.context.document.settings (the Common API): an in-memory copy read when the add-in starts, changed by
 * set and remove, written to the document only by saveAsync.
 */
export function commonSettingsDouble(store: DocumentSettingsModel) {
  const copy = new Map<string, unknown>(store.entries());
  const changed = new Map<string, unknown | undefined>();
  return {
    get: (name: string): unknown => (copy.has(name) ? copy.get(name) : null),
    set: (name: string, value: unknown): void => {
      checkName(name);
      jsonOf(value);
      copy.set(name, value);
      changed.set(name, value);
    },
    remove: (name: string): void => {
      copy.delete(name);
      changed.set(name, undefined);
    },
    saveAsync: (first?: unknown, second?: (result: AsyncResult) => void): void => {
      const callback = typeof first === "function" ? (first as (result: AsyncResult) => void) : second;
      queueMicrotask(() => {
        try {
          store.write(changed);
          changed.clear();
          callback?.({ status: "succeeded" });
        } catch (error) {
          callback?.({ status: "failed", error: { message: error instanceof Error ? error.message : String(error) } });
        }
      });
    },
    /** Reads the document again, as a new pane does when it starts (the double's own way to reopen). */
    refresh: (): void => {
      copy.clear();
      changed.clear();
      for (const [k, v] of store.entries()) copy.set(k, v);
    },
  };
}

export type CommonSettingsDouble = ReturnType<typeof commonSettingsDouble>;

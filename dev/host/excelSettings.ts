// The workbook's add-in settings in the Excel double (context.workbook.settings, ExcelApi 1.4): key/value pairs
// kept in the workbook itself, so whoever opens the workbook with the add-in reads them too. Values are
// JSON-serialisable and copied in and out, as Excel keeps them serialised; Excel's refusals: an empty key, a
// value that is not JSON, and more than Excel's 2 MB for all of an add-in's settings.
import type { ExcelRequestContextDouble } from "./excelApi";
import { ExcelModelError, notFound } from "./excelModelTypes";
import { ClientObjectDouble, Ref } from "./requestContext";

/** Excel keeps at most 2 MB of settings per add-in in a workbook. */
export const SETTINGS_LIMIT_BYTES = 2 * 1024 * 1024;

const encoder = new TextEncoder();

function serialised(value: unknown): string {
  const json = value === undefined ? undefined : JSON.stringify(value);
  if (json === undefined) throw new ExcelModelError("InvalidArgument", "The argument is invalid or missing or has an incorrect format.");
  return json;
}

export class SettingCollectionDouble extends ClientObjectDouble {
  protected readonly scalarProperties = [] as const;
  constructor(private readonly ctx: ExcelRequestContextDouble) {
    super(ctx);
  }
  protected snapshot(): unknown {
    return undefined;
  }
  /** Sets a setting (adds it, or replaces its value). */
  add(key: string, value: unknown): SettingDouble {
    this.ctx.enqueue({ method: "addSetting", key }, () => {
      if (typeof key !== "string" || key.trim() === "")
        throw new ExcelModelError("InvalidArgument", "The argument is invalid or missing or has an incorrect format.");
      const settings = this.ctx.model.settings;
      const next = new Map(settings);
      next.set(key, serialised(value));
      let bytes = 0;
      for (const [k, v] of next) bytes += encoder.encode(k).length + encoder.encode(v).length;
      if (bytes > SETTINGS_LIMIT_BYTES)
        throw new ExcelModelError("InvalidArgument", "The settings exceed the size Excel keeps in a workbook.");
      settings.set(key, serialised(value));
    });
    return new SettingDouble(this.ctx, key);
  }
  getItemOrNullObject(key: string): SettingDouble {
    return new SettingDouble(this.ctx, key).trackNull();
  }
  getItem(key: string): SettingDouble {
    return new SettingDouble(this.ctx, key);
  }
}

export class SettingDouble extends ClientObjectDouble {
  protected readonly scalarProperties = ["key", "value"] as const;
  constructor(
    private readonly ctx: ExcelRequestContextDouble,
    readonly settingKey: string,
  ) {
    super(ctx);
  }
  protected override isNull(): boolean {
    return !this.ctx.model.settings.has(this.settingKey);
  }
  protected snapshot(property: string): unknown {
    const json = this.ctx.model.settings.get(this.settingKey);
    if (json === undefined) throw notFound(`setting '${this.settingKey}'`);
    return property === "key" ? this.settingKey : (JSON.parse(json) as unknown);
  }
  get value(): unknown {
    return this.loaded("value");
  }
  get key(): string {
    return this.loaded("key");
  }
  delete(): void {
    const ref = new Ref<boolean>();
    this.ctx.enqueue({ method: "deleteSetting", key: this.settingKey }, () => ref.set(this.ctx.model.settings.delete(this.settingKey)));
  }
}

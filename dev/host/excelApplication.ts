// Workbook.application of the Excel double: the number settings Excel reports (ExcelApi 1.11), read from the
// workbook model's culture (workbookCulture.ts) with Office's load/sync rules.
import type { ExcelWorkbookModel } from "./excelModel";
import { ClientObjectDouble, type RequestContextDouble } from "./requestContext";
import { separatorsInEffect, shortDatePattern } from "./workbookCulture";

class NumberFormatInfoDouble extends ClientObjectDouble {
  protected readonly scalarProperties = ["numberDecimalSeparator", "numberGroupSeparator"] as const;
  constructor(
    ctx: RequestContextDouble,
    private readonly model: ExcelWorkbookModel,
  ) {
    super(ctx);
  }
  protected snapshot(property: string): unknown {
    return property === "numberDecimalSeparator" ? this.model.culture.decimal : this.model.culture.group;
  }
  get numberDecimalSeparator(): string {
    return this.loaded("numberDecimalSeparator");
  }
  get numberGroupSeparator(): string {
    return this.loaded("numberGroupSeparator");
  }
}

/** CultureInfo.datetimeFormat (ExcelApi 1.12): the system culture's short date. */
class DatetimeFormatInfoDouble extends ClientObjectDouble {
  protected readonly scalarProperties = ["shortDatePattern"] as const;
  constructor(
    ctx: RequestContextDouble,
    private readonly model: ExcelWorkbookModel,
  ) {
    super(ctx);
  }
  protected snapshot(): unknown {
    return shortDatePattern(this.model.culture.name);
  }
  get shortDatePattern(): string {
    return this.loaded("shortDatePattern");
  }
}

class CultureInfoDouble extends ClientObjectDouble {
  protected readonly scalarProperties = ["name"] as const;
  readonly numberFormat: NumberFormatInfoDouble;
  readonly datetimeFormat: DatetimeFormatInfoDouble;
  constructor(
    ctx: RequestContextDouble,
    private readonly model: ExcelWorkbookModel,
  ) {
    super(ctx);
    this.numberFormat = new NumberFormatInfoDouble(ctx, model);
    this.datetimeFormat = new DatetimeFormatInfoDouble(ctx, model);
  }
  protected snapshot(): unknown {
    return this.model.culture.name;
  }
  get name(): string {
    return this.loaded("name");
  }
}

export class ApplicationDouble extends ClientObjectDouble {
  protected readonly scalarProperties = ["decimalSeparator", "thousandsSeparator", "useSystemSeparators", "calculationMode"] as const;
  readonly cultureInfo: CultureInfoDouble;
  constructor(
    ctx: RequestContextDouble,
    private readonly model: ExcelWorkbookModel,
  ) {
    super(ctx);
    this.cultureInfo = new CultureInfoDouble(ctx, model);
  }
  protected snapshot(property: string): unknown {
    const culture = this.model.culture;
    if (property === "useSystemSeparators") return culture.excel === null;
    if (property === "calculationMode") return "Automatic";
    const inEffect = separatorsInEffect(culture);
    return property === "decimalSeparator" ? inEffect.decimal : inEffect.group;
  }
  get decimalSeparator(): string {
    return this.loaded("decimalSeparator");
  }
  get thousandsSeparator(): string {
    return this.loaded("thousandsSeparator");
  }
  get useSystemSeparators(): boolean {
    return this.loaded("useSystemSeparators");
  }
}

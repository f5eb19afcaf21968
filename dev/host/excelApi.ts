// A double of the part of the Excel JavaScript API the add-in calls, over ExcelWorkbookModel, with
// Office's load/sync rules. It starts small (the walking skeleton writes nothing to Excel yet) and grows
// with src/office's Excel writers.
import { columnName, parseAddress, type ExcelWorkbookModel, type SheetModel } from "./excelModel";
import { ClientObjectDouble, RequestContextDouble, type SyncStats } from "./requestContext";

export class ExcelRequestContextDouble extends RequestContextDouble {
  readonly workbook: WorkbookDouble;
  constructor(
    readonly model: ExcelWorkbookModel,
    stats: SyncStats,
  ) {
    super(stats, () => model.notify());
    this.workbook = new WorkbookDouble(this);
  }
}

class WorkbookDouble extends ClientObjectDouble {
  protected readonly scalarProperties = [] as const;
  readonly worksheets: WorksheetCollectionDouble;
  constructor(ctx: ExcelRequestContextDouble) {
    super(ctx);
    this.worksheets = new WorksheetCollectionDouble(ctx);
  }
  protected snapshot(): unknown {
    return undefined;
  }
}

class WorksheetCollectionDouble extends ClientObjectDouble {
  protected readonly scalarProperties = [] as const;
  constructor(private readonly ctx: ExcelRequestContextDouble) {
    super(ctx);
  }
  protected snapshot(): unknown {
    return undefined;
  }
  getActiveWorksheet(): WorksheetDouble {
    return new WorksheetDouble(this.ctx, () => {
      const sheet = this.ctx.model.sheets[this.ctx.model.activeSheet];
      if (!sheet) throw new Error("The workbook has no sheet.");
      return sheet;
    });
  }
}

class WorksheetDouble extends ClientObjectDouble {
  protected readonly scalarProperties = ["name"] as const;
  constructor(
    private readonly ctx: ExcelRequestContextDouble,
    private readonly resolve: () => SheetModel,
  ) {
    super(ctx);
  }
  protected snapshot(): unknown {
    return this.resolve().name;
  }
  get name(): string {
    return this.loaded("name");
  }
  getRange(address: string): RangeDouble {
    return new RangeDouble(this.ctx, this.resolve, address);
  }
}

class RangeDouble extends ClientObjectDouble {
  protected readonly scalarProperties = ["values", "address", "rowCount", "columnCount"] as const;
  constructor(
    private readonly ctx: ExcelRequestContextDouble,
    private readonly sheet: () => SheetModel,
    private readonly localAddress: string,
  ) {
    super(ctx);
  }
  protected snapshot(property: string): unknown {
    const { top, left, bottom, right } = parseAddress(this.localAddress);
    const sheet = this.sheet();
    if (property === "address") return `${sheet.name}!${columnName(left)}${top + 1}:${columnName(right)}${bottom + 1}`;
    if (property === "rowCount") return bottom - top + 1;
    if (property === "columnCount") return right - left + 1;
    const rows: string[][] = [];
    for (let r = top; r <= bottom; r++) {
      const row: string[] = [];
      for (let c = left; c <= right; c++) row.push(sheet.cells[r]?.[c] ?? "");
      rows.push(row);
    }
    return rows;
  }
  get values(): string[][] {
    return this.loaded("values");
  }
  set values(values: string[][]) {
    this.write("values", values, () => {
      const { top, left } = parseAddress(this.localAddress);
      const sheet = this.sheet();
      values.forEach((row, r) => row.forEach((value, c) => this.ctx.model.setCell(sheet, top + r, left + c, String(value))));
    });
  }
}

export interface ExcelNamespaceDouble {
  run<T>(batch: (context: ExcelRequestContextDouble) => Promise<T>): Promise<T>;
}

export function createExcelNamespace(model: ExcelWorkbookModel, stats: SyncStats): ExcelNamespaceDouble {
  return { run: async (batch) => batch(new ExcelRequestContextDouble(model, stats)) };
}

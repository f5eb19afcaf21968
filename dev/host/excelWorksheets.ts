// Worksheets of the Excel double: the collection (active sheet, by name or id, add) and one worksheet (its
// name under Excel's rules, ranges and cells, the used range, activate, its tables and pictures).
import type { ExcelRequestContextDouble } from "./excelApi";
import { parseAddress } from "./excelAddress";
import { notFound, type SheetModel } from "./excelModelTypes";
import { RangeDouble } from "./excelRange";
import { ShapeCollectionDouble } from "./excelShapes";
import { TableCollectionDouble } from "./excelTables";
import { ClientObjectDouble, CollectionDouble, Ref } from "./requestContext";

export class WorksheetCollectionDouble extends CollectionDouble<WorksheetDouble> {
  constructor(private readonly ctx: ExcelRequestContextDouble) {
    super(ctx);
  }
  protected currentItems(): WorksheetDouble[] {
    return this.ctx.model.sheets.map((s) => new WorksheetDouble(this.ctx, () => s));
  }
  getActiveWorksheet(): WorksheetDouble {
    return new WorksheetDouble(this.ctx, () => this.ctx.model.active());
  }
  getItem(key: string): WorksheetDouble {
    return new WorksheetDouble(this.ctx, () => {
      const sheet = this.ctx.model.sheet(key) ?? this.ctx.model.sheetById(key);
      if (!sheet) throw notFound(`worksheet '${key}'`);
      return sheet;
    });
  }
  getItemOrNullObject(key: string): WorksheetDouble {
    return new WorksheetDouble(this.ctx, () => this.ctx.model.sheet(key) ?? this.ctx.model.sheetById(key) ?? null).trackNull();
  }
  add(name?: string): WorksheetDouble {
    const ref = new Ref<SheetModel>();
    this.ctx.enqueue({ method: "addWorksheet", name }, () => ref.set(this.ctx.model.addSheet(name)));
    return new WorksheetDouble(this.ctx, () => ref.get());
  }
}

export class WorksheetDouble extends ClientObjectDouble {
  protected readonly scalarProperties = ["name", "id", "position"] as const;
  constructor(
    private readonly ctx: ExcelRequestContextDouble,
    private readonly find: () => SheetModel | null,
  ) {
    super(ctx);
  }
  resolve(): SheetModel {
    const sheet = this.find();
    if (!sheet) throw notFound("worksheet");
    return sheet;
  }
  protected override isNull(): boolean {
    return this.find() === null;
  }
  protected snapshot(property: string): unknown {
    const sheet = this.resolve();
    if (property === "name") return sheet.name;
    if (property === "id") return sheet.id;
    return this.ctx.model.sheets.indexOf(sheet);
  }
  get name(): string {
    return this.loaded("name");
  }
  set name(name: string) {
    this.write("name", name, () => {
      const sheet = this.resolve();
      this.ctx.model.checkSheetName(name, sheet);
      sheet.name = name;
    });
  }
  get id(): string {
    return this.loaded("id");
  }
  getRange(address?: string): RangeDouble {
    return new RangeDouble(
      this.ctx,
      () => this.resolve(),
      () => {
        if (address === undefined) return { top: 0, left: 0, bottom: 1_048_575, right: 16_383 };
        const parsed = parseAddress(address);
        return { top: parsed.top, left: parsed.left, bottom: parsed.bottom, right: parsed.right };
      },
    );
  }
  getCell(row: number, column: number): RangeDouble {
    return new RangeDouble(
      this.ctx,
      () => this.resolve(),
      () => ({ top: row, left: column, bottom: row, right: column }),
    );
  }
  getUsedRangeOrNullObject(_valuesOnly?: boolean): RangeDouble {
    return new RangeDouble(
      this.ctx,
      () => this.resolve(),
      () => this.ctx.model.usedBounds(this.resolve()),
    ).trackNull();
  }
  activate(): void {
    this.ctx.enqueue({ method: "activate" }, () => {
      const model = this.ctx.model;
      model.activeSheet = model.sheets.indexOf(this.resolve());
      model.selection = { top: 0, left: 0, bottom: 0, right: 0 };
      model.activeShapeId = null;
    });
  }
  get tables(): TableCollectionDouble {
    return new TableCollectionDouble(this.ctx, () => this.resolve());
  }
  get shapes(): ShapeCollectionDouble {
    return new ShapeCollectionDouble(this.ctx, () => this.resolve());
  }
}

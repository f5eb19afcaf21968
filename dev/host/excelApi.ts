// A double of the part of the Excel JavaScript API the add-in calls, over ExcelWorkbookModel, with Office's
// load/sync rules (requestContext.ts), the 5 MB request limit of Excel on the web when installed with it, and
// Excel's own checks (sheet and table names, value dimensions, overlapping tables, 32,767 characters a cell).
import { base64ToBytes, readXlsx } from "./officeFiles";
import { formatAddress, parseAddress } from "./excelAddress";
import type { ExcelWorkbookModel } from "./excelModel";
import { ExcelModelError, type Bounds, type CellModel, type ExcelTableModel, type ShapeModel, type SheetModel } from "./excelModelTypes";
import { ApplicationDouble } from "./excelApplication";
import { displayText } from "./numberFormat";
import { separatorsInEffect } from "./workbookCulture";
import { ClientObjectDouble, ClientResultDouble, CollectionDouble, Ref, RequestContextDouble, type SyncStats } from "./requestContext";

type Scalar = string | number | boolean;

export class ExcelRequestContextDouble extends RequestContextDouble {
  readonly workbook: WorkbookDouble;
  constructor(
    readonly model: ExcelWorkbookModel,
    stats: SyncStats,
    requestLimitBytes: number | null,
  ) {
    super(stats, () => model.notify(), requestLimitBytes);
    this.workbook = new WorkbookDouble(this);
  }
}

function notFound(what: string): ExcelModelError {
  return new ExcelModelError("ItemNotFound", `The requested resource doesn't exist (${what}).`);
}

export class WorkbookDouble extends ClientObjectDouble {
  protected readonly scalarProperties = [] as const;
  readonly worksheets: WorksheetCollectionDouble;
  readonly tables: TableCollectionDouble;
  /** Excel's settings: its number separators and the system's culture. */
  readonly application: ApplicationDouble;
  constructor(private readonly ctx: ExcelRequestContextDouble) {
    super(ctx);
    this.worksheets = new WorksheetCollectionDouble(ctx);
    this.tables = new TableCollectionDouble(ctx, null);
    this.application = new ApplicationDouble(ctx, ctx.model);
  }
  protected snapshot(): unknown {
    return undefined;
  }

  getSelectedRange(): RangeDouble {
    const model = this.ctx.model;
    return new RangeDouble(
      this.ctx,
      () => model.active(),
      () => model.selection,
    );
  }

  getActiveShapeOrNullObject(): ShapeDouble {
    const ref = new Ref<string | null>();
    this.ctx.enqueue({ method: "getActiveShapeOrNullObject" }, () => ref.set(this.ctx.model.activeShapeId));
    return new ShapeDouble(this.ctx, ref).trackNull();
  }

  insertWorksheetsFromBase64(
    base64File: string,
    options?: { positionType?: string; sheetNamesToInsert?: string[] },
  ): ClientResultDouble<string[]> {
    const result = new ClientResultDouble<string[]>();
    this.ctx.enqueue({ method: "insertWorksheetsFromBase64", base64File, options }, async () => {
      let sheets;
      try {
        sheets = await readXlsx(base64ToBytes(base64File));
      } catch {
        throw new ExcelModelError("InvalidArgument", "The file is not a valid Excel workbook.");
      }
      const model = this.ctx.model;
      const wanted = options?.sheetNamesToInsert;
      const ids: string[] = [];
      for (const data of sheets) {
        if (wanted && !wanted.includes(data.name)) continue;
        // Excel renames a sheet whose name is taken: "Sheet1 (2)".
        let name = data.name;
        for (let n = 2; model.sheet(name); n++) name = `${data.name.slice(0, 31 - ` (${n})`.length)} (${n})`;
        const sheet = model.addSheet(name);
        data.cells.forEach((row, r) =>
          row.forEach((text, c) => {
            if (text !== "") model.setText(sheet, r, c, text);
          }),
        );
        ids.push(sheet.id);
      }
      result.resolve(ids);
    });
    return result;
  }
}

class WorksheetCollectionDouble extends CollectionDouble<WorksheetDouble> {
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

class RangeFormatDouble {
  readonly font: { bold: boolean };
  constructor(private readonly range: RangeDouble) {
    const enqueue = (describe: unknown, change: Partial<Pick<CellModel, "bold" | "wrap">>): void => range.change(describe, change);
    this.font = {
      set bold(value: boolean) {
        enqueue({ set: "format/font/bold", value }, { bold: value });
      },
      get bold(): boolean {
        throw new Error("The double does not read formats.");
      },
    };
  }
  set wrapText(value: boolean) {
    this.range.change({ set: "format/wrapText", value }, { wrap: value });
  }
  autofitColumns(): void {
    this.range.enqueueOnly({ method: "autofitColumns" });
  }
}

export class RangeDouble extends ClientObjectDouble {
  protected readonly scalarProperties = [
    "values",
    "text",
    "numberFormat",
    "address",
    "rowIndex",
    "columnIndex",
    "rowCount",
    "columnCount",
    "valueTypes",
  ] as const;
  readonly format: RangeFormatDouble;
  constructor(
    private readonly ctx: ExcelRequestContextDouble,
    private readonly sheet: () => SheetModel,
    private readonly bounds: () => Bounds | null,
  ) {
    super(ctx);
    this.format = new RangeFormatDouble(this);
  }
  protected override isNull(): boolean {
    return this.bounds() === null;
  }
  private area(): Bounds {
    const b = this.bounds();
    if (!b) throw notFound("range");
    return b;
  }
  private cells<T>(read: (cell: CellModel | undefined) => T): T[][] {
    const { top, left, bottom, right } = this.area();
    const sheet = this.sheet();
    const rows: T[][] = [];
    for (let r = top; r <= bottom; r++) {
      const row: T[] = [];
      for (let c = left; c <= right; c++) row.push(read(sheet.cells[r]?.[c]));
      rows.push(row);
    }
    return rows;
  }
  protected snapshot(property: string): unknown {
    const b = this.area();
    switch (property) {
      case "address":
        return formatAddress(this.sheet().name, b);
      case "rowIndex":
        return b.top;
      case "columnIndex":
        return b.left;
      case "rowCount":
        return b.bottom - b.top + 1;
      case "columnCount":
        return b.right - b.left + 1;
      case "numberFormat":
        return this.cells((cell) => cell?.numberFormat ?? "General");
      case "valueTypes":
        return this.cells((cell) => (!cell || cell.value === "" ? "Empty" : cell.type === "Formula" ? "String" : cell.type));
      case "text":
        return this.cells((cell) =>
          cell ? displayText(cell.value, cell.type, cell.numberFormat, separatorsInEffect(this.ctx.model.culture)) : "",
        );
      default:
        return this.cells((cell): Scalar =>
          cell?.type === "Double" ? Number(cell.value) : cell?.type === "Boolean" ? cell.value === "TRUE" : (cell?.value ?? ""),
        );
    }
  }
  get values(): Scalar[][] {
    return this.loaded("values");
  }
  set values(values: Scalar[][]) {
    this.write("values", values, () => {
      const b = this.checkDimensions(values);
      const sheet = this.sheet();
      values.forEach((row, r) => row.forEach((value, c) => this.ctx.model.enter(sheet, b.top + r, b.left + c, value)));
    });
  }
  get numberFormat(): string[][] {
    return this.loaded("numberFormat");
  }
  /** A 1x1 grid sets every cell of the range, as in Excel; otherwise one format per cell. */
  set numberFormat(formats: string[][]) {
    this.write("numberFormat", formats, () => {
      const one = formats.length === 1 && formats[0]?.length === 1 ? formats[0][0] : undefined;
      const b = one === undefined ? this.checkDimensions(formats) : this.area();
      const sheet = this.sheet();
      for (let r = b.top; r <= b.bottom; r++)
        for (let c = b.left; c <= b.right; c++)
          this.ctx.model.setNumberFormat(sheet, r, c, one ?? formats[r - b.top]?.[c - b.left] ?? "General");
    });
  }
  get text(): string[][] {
    return this.loaded("text");
  }
  get address(): string {
    return this.loaded("address");
  }
  get rowIndex(): number {
    return this.loaded("rowIndex");
  }
  get columnIndex(): number {
    return this.loaded("columnIndex");
  }
  get rowCount(): number {
    return this.loaded("rowCount");
  }
  get columnCount(): number {
    return this.loaded("columnCount");
  }
  get worksheet(): WorksheetDouble {
    return new WorksheetDouble(this.ctx, () => this.sheet());
  }

  private checkDimensions(grid: unknown[][]): Bounds {
    const b = this.area();
    const rows = b.bottom - b.top + 1;
    const columns = b.right - b.left + 1;
    if (grid.length !== rows || grid.some((row) => !Array.isArray(row) || row.length !== columns))
      throw new ExcelModelError(
        "InvalidArgument",
        "The number of rows or columns in the input array doesn't match the size or dimensions of the range.",
      );
    return b;
  }

  /** A format change on every cell of the range (used by RangeFormatDouble). */
  change(describe: unknown, change: Partial<Pick<CellModel, "bold" | "wrap">>): void {
    this.ctx.enqueue(describe, () => {
      const { top, left, bottom, right } = this.area();
      const sheet = this.sheet();
      for (let r = top; r <= bottom; r++) for (let c = left; c <= right; c++) this.ctx.model.setFormat(sheet, r, c, change);
    });
  }
  /** A queued call with no effect on the model (autofit). */
  enqueueOnly(describe: unknown): void {
    this.ctx.enqueue(describe, () => void this.area());
  }
  select(): void {
    this.ctx.enqueue({ method: "select" }, () => {
      const model = this.ctx.model;
      model.activeSheet = model.sheets.indexOf(this.sheet());
      model.selection = { ...this.area() };
      model.activeShapeId = null;
    });
  }
  getCell(row: number, column: number): RangeDouble {
    return new RangeDouble(this.ctx, this.sheet, () => {
      const b = this.area();
      return { top: b.top + row, left: b.left + column, bottom: b.top + row, right: b.left + column };
    });
  }
  getColumn(column: number): RangeDouble {
    return new RangeDouble(this.ctx, this.sheet, () => {
      const b = this.area();
      if (b.left + column > b.right) throw new ExcelModelError("InvalidArgument", "The column index is outside the range.");
      return { ...b, left: b.left + column, right: b.left + column };
    });
  }
}

class TableCollectionDouble extends CollectionDouble<TableDouble> {
  constructor(
    private readonly ctx: ExcelRequestContextDouble,
    /** The sheet for worksheet.tables; null for workbook.tables. */
    private readonly sheet: (() => SheetModel) | null,
  ) {
    super(ctx);
  }
  private list(): ExcelTableModel[] {
    const sheet = this.sheet?.();
    return this.ctx.model.tables.filter((t) => !sheet || t.sheetId === sheet.id);
  }
  protected currentItems(): TableDouble[] {
    return this.list().map((t) => new TableDouble(this.ctx, () => t));
  }
  add(address: string, hasHeaders: boolean): TableDouble {
    const ref = new Ref<ExcelTableModel>();
    this.ctx.enqueue({ method: "addTable", address, hasHeaders }, () => {
      const parsed = parseAddress(address);
      const model = this.ctx.model;
      const sheet = parsed.sheet !== undefined ? model.sheet(parsed.sheet) : (this.sheet?.() ?? model.active());
      if (!sheet) throw notFound(`worksheet '${parsed.sheet ?? ""}'`);
      ref.set(model.addTable(sheet, parsed, hasHeaders));
    });
    return new TableDouble(this.ctx, () => ref.get());
  }
  getItem(key: string): TableDouble {
    return new TableDouble(this.ctx, () => {
      const t = this.list().find((x) => x.name.toLowerCase() === key.toLowerCase() || x.id === key);
      if (!t) throw notFound(`table '${key}'`);
      return t;
    });
  }
  getItemOrNullObject(key: string): TableDouble {
    return new TableDouble(
      this.ctx,
      () => this.list().find((x) => x.name.toLowerCase() === key.toLowerCase() || x.id === key) ?? null,
    ).trackNull();
  }
}

export class TableDouble extends ClientObjectDouble {
  protected readonly scalarProperties = ["name", "id", "showHeaders", "showTotals", "style"] as const;
  readonly rows: TableRowCollectionDouble;
  readonly columns: TableColumnCollectionDouble;
  constructor(
    private readonly ctx: ExcelRequestContextDouble,
    private readonly find: () => ExcelTableModel | null,
  ) {
    super(ctx);
    this.rows = new TableRowCollectionDouble(ctx, this);
    this.columns = new TableColumnCollectionDouble(ctx, this);
  }
  resolve(): ExcelTableModel {
    const t = this.find();
    if (!t || !this.ctx.model.tables.includes(t)) throw notFound("table");
    return t;
  }
  sheetOf(): SheetModel {
    const sheet = this.ctx.model.sheetById(this.resolve().sheetId);
    if (!sheet) throw notFound("worksheet");
    return sheet;
  }
  protected override isNull(): boolean {
    return this.find() === null;
  }
  protected snapshot(property: string): unknown {
    const t = this.resolve();
    if (property === "name") return t.name;
    if (property === "id") return t.id;
    if (property === "showHeaders") return t.showHeaders;
    if (property === "showTotals") return Boolean(t.showTotals);
    return t.style;
  }
  get name(): string {
    return this.loaded("name");
  }
  set name(name: string) {
    this.write("name", name, () => {
      const t = this.resolve();
      this.ctx.model.checkTableName(name, t);
      t.name = name;
    });
  }
  get showTotals(): boolean {
    return this.loaded("showTotals");
  }
  set showTotals(show: boolean) {
    this.write("showTotals", show, () => this.ctx.model.setTotals(this.resolve(), show));
  }
  get style(): string {
    return this.loaded("style");
  }
  set style(style: string) {
    this.write("style", style, () => {
      this.resolve().style = style;
    });
  }
  get worksheet(): WorksheetDouble {
    return new WorksheetDouble(this.ctx, () => this.sheetOf());
  }
  getRange(): RangeDouble {
    return new RangeDouble(
      this.ctx,
      () => this.sheetOf(),
      () => ({ ...this.resolve().bounds }),
    );
  }
  getHeaderRowRange(): RangeDouble {
    return new RangeDouble(
      this.ctx,
      () => this.sheetOf(),
      () => {
        const b = this.resolve().bounds;
        return { ...b, bottom: b.top };
      },
    );
  }
  getDataBodyRange(): RangeDouble {
    return new RangeDouble(
      this.ctx,
      () => this.sheetOf(),
      () => this.ctx.model.dataBounds(this.resolve()),
    );
  }
}

class TableRowCollectionDouble extends ClientObjectDouble {
  protected readonly scalarProperties = ["count"] as const;
  constructor(
    private readonly ctx: ExcelRequestContextDouble,
    private readonly table: TableDouble,
  ) {
    super(ctx);
  }
  protected snapshot(): unknown {
    const b = this.table.resolve().bounds;
    return b.bottom - b.top;
  }
  get count(): number {
    return this.loaded("count");
  }
  /** Adds rows at the end of the table (index null), shifting the cells below the table down. */
  add(index: number | null | undefined, values: Scalar[][]): void {
    this.ctx.enqueue({ method: "addTableRows", index, values }, () => {
      if (index !== null && index !== undefined) throw new Error("The double only appends table rows (index null).");
      const t = this.table.resolve();
      const sheet = this.table.sheetOf();
      const columns = t.bounds.right - t.bounds.left + 1;
      if (values.some((row) => row.length !== columns))
        throw new ExcelModelError(
          "InvalidArgument",
          "The number of rows or columns in the input array doesn't match the size or dimensions of the range.",
        );
      const model = this.ctx.model;
      // New rows go below the data: above the totals row, when the table shows one.
      const at = model.dataBounds(t).bottom + 1;
      model.shiftDown(sheet, at, t.bounds.left, t.bounds.right, values.length);
      values.forEach((row, r) => row.forEach((value, c) => model.enter(sheet, at + r, t.bounds.left + c, value)));
      t.bounds = { ...t.bounds, bottom: t.bounds.bottom + values.length };
    });
  }
}

class TableColumnCollectionDouble extends ClientObjectDouble {
  protected readonly scalarProperties = ["count"] as const;
  constructor(
    private readonly ctx: ExcelRequestContextDouble,
    private readonly table: TableDouble,
  ) {
    super(ctx);
  }
  protected snapshot(): unknown {
    const b = this.table.resolve().bounds;
    return b.right - b.left + 1;
  }
  get count(): number {
    return this.loaded("count");
  }
  /** Adds a column at the right of the table (index null), shifting the cells right of it. */
  add(index: number | null | undefined, values?: Scalar[][] | null, name?: string): void {
    this.ctx.enqueue({ method: "addTableColumn", index, values, name }, () => {
      if (index !== null && index !== undefined) throw new Error("The double only appends table columns (index null).");
      const t = this.table.resolve();
      const sheet = this.table.sheetOf();
      const model = this.ctx.model;
      const column = t.bounds.right + 1;
      model.shiftRight(sheet, column, t.bounds.top, t.bounds.bottom, 1);
      const headers = new Set(model.grid(sheet.name, { ...t.bounds, bottom: t.bounds.top })[0]?.map((h) => h.toLowerCase()) ?? []);
      let header = name ?? String(values?.[0]?.[0] ?? "");
      if (header.trim() === "") header = `Column${column - t.bounds.left + 1}`;
      const base = header;
      for (let n = 2; headers.has(header.toLowerCase()); n++) header = `${base}${n}`;
      model.setText(sheet, t.bounds.top, column, header);
      values?.slice(1).forEach((row, r) => model.enter(sheet, t.bounds.top + 1 + r, column, row[0] ?? ""));
      t.bounds = { ...t.bounds, right: column };
    });
  }
}

class ShapeCollectionDouble extends CollectionDouble<ShapeDouble> {
  constructor(
    private readonly ctx: ExcelRequestContextDouble,
    private readonly sheet: () => SheetModel,
  ) {
    super(ctx);
  }
  protected currentItems(): ShapeDouble[] {
    return this.sheet().shapes.map((s) => new ShapeDouble(this.ctx, s.id));
  }
  getItem(id: string): ShapeDouble {
    return new ShapeDouble(this.ctx, id);
  }
}

export class ShapeDouble extends ClientObjectDouble {
  protected readonly scalarProperties = ["id", "name", "type", "altTextDescription"] as const;
  constructor(
    private readonly ctx: ExcelRequestContextDouble,
    private readonly shapeId: string | Ref<string | null>,
  ) {
    super(ctx);
  }
  private idNow(): string | null {
    return this.shapeId instanceof Ref ? this.shapeId.get() : this.shapeId;
  }
  private target(): ShapeModel {
    const id = this.idNow();
    const hit = id === null ? undefined : this.ctx.model.shape(id);
    if (!hit) throw notFound("shape");
    return hit.shape;
  }
  protected override isNull(): boolean {
    return this.idNow() === null;
  }
  protected snapshot(property: string): unknown {
    const shape = this.target();
    if (property === "altTextDescription") return "";
    return shape[property as "id" | "name" | "type"];
  }
  get id(): string {
    return this.loaded("id");
  }
  get name(): string {
    return this.loaded("name");
  }
  get type(): string {
    return this.loaded("type");
  }
  getAsImage(format: string): ClientResultDouble<string> {
    const result = new ClientResultDouble<string>();
    this.ctx.enqueue({ method: "getAsImage", format }, () => {
      if (!["PNG", "JPEG", "GIF", "BMP"].includes(format))
        throw new ExcelModelError("InvalidArgument", `getAsImage does not support ${format}.`);
      result.resolve(this.target().base64);
    });
    return result;
  }
}

export interface ExcelNamespaceDouble {
  run<T>(batch: (context: ExcelRequestContextDouble) => Promise<T>): Promise<T>;
}

export function createExcelNamespace(
  model: ExcelWorkbookModel,
  stats: SyncStats,
  requestLimitBytes: number | null = null,
): ExcelNamespaceDouble {
  return { run: async (batch) => batch(new ExcelRequestContextDouble(model, stats, requestLimitBytes)) };
}

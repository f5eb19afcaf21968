// Tables of the Excel double: the collections (workbook.tables, worksheet.tables: add, by name or id), one
// table (name under Excel's rules, totals row, style, its ranges) and appending rows and columns to it, with
// the cells below or beside the table shifted as Excel shifts them.
import type { ExcelRequestContextDouble } from "./excelApi";
import { parseAddress } from "./excelAddress";
import type { ExcelWorkbookModel } from "./excelModel";
import { ExcelModelError, notFound, type ExcelTableModel, type SheetModel } from "./excelModelTypes";
import { RangeDouble, type Scalar } from "./excelRange";
import type { WorksheetDouble } from "./excelWorksheets";
import { ClientObjectDouble, CollectionDouble, Ref } from "./requestContext";

export class TableCollectionDouble extends CollectionDouble<TableDouble> {
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
    return this.ctx.worksheet(() => this.sheetOf());
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
  /** The totals row (Excel's error when the table does not show one). */
  getTotalRowRange(): RangeDouble {
    return new RangeDouble(
      this.ctx,
      () => this.sheetOf(),
      () => {
        const t = this.resolve();
        if (!t.showTotals) throw new ExcelModelError("InvalidOperation", "The table does not show a totals row.");
        return { ...t.bounds, top: t.bounds.bottom };
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
      refuseSplitTables(model.tables, t);
      // New rows go below the data: above the totals row, when the table shows one.
      const data = model.dataBounds(t);
      const at = data.bottom + 1;
      const formulas = calculatedColumns(model, sheet, t);
      model.shiftDown(sheet, at, t.bounds.left, t.bounds.right, values.length);
      // A calculated column fills its formula down into an empty new cell, as Excel does.
      values.forEach((row, r) =>
        row.forEach((value, c) => model.enter(sheet, at + r, t.bounds.left + c, value === "" ? (formulas[c] ?? "") : value)),
      );
      t.bounds = { ...t.bounds, bottom: t.bounds.bottom + values.length };
    });
  }
}

/**
 * Excel refuses to insert table rows that would split another table below (one that shares some of the
 * table's columns but not all): "This operation is not allowed because it tries to shift cells in a table".
 */
function refuseSplitTables(tables: readonly ExcelTableModel[], table: ExcelTableModel): void {
  const b = table.bounds;
  for (const other of tables) {
    if (other === table || other.sheetId !== table.sheetId || other.bounds.top <= b.bottom) continue;
    const o = other.bounds;
    const overlaps = o.left <= b.right && o.right >= b.left;
    const inside = o.left >= b.left && o.right <= b.right;
    if (overlaps && !inside)
      throw new ExcelModelError(
        "InvalidOperation",
        "This operation is not allowed because it tries to shift cells in a table on your worksheet.",
      );
  }
}

/** The formula of each calculated column (every data cell the same formula), by column within the table. */
function calculatedColumns(model: ExcelWorkbookModel, sheet: SheetModel, table: ExcelTableModel): (string | undefined)[] {
  const data = model.dataBounds(table);
  const out: (string | undefined)[] = [];
  for (let c = data.left; c <= data.right; c++) {
    let formula: string | undefined;
    for (let r = data.top; r <= data.bottom; r++) {
      const cell = model.cell(sheet, r, c);
      if (cell?.type !== "Formula" || (formula !== undefined && cell.value !== formula)) {
        formula = undefined;
        break;
      }
      formula = cell.value;
    }
    out.push(data.bottom >= data.top ? formula : undefined);
  }
  return out;
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

// Range of the Excel double: values entered as Excel parses them, number formats, text as Excel shows it,
// address and size, select, and the cells and columns inside it. Its `format` is in excelRangeFormat.ts.
import type { ExcelRequestContextDouble } from "./excelApi";
import { formatAddress } from "./excelAddress";
import { ExcelModelError, notFound, type Bounds, type CellModel, type SheetModel } from "./excelModelTypes";
import { RangeFormatDouble } from "./excelRangeFormat";
import type { WorksheetDouble } from "./excelWorksheets";
import { displayText } from "./numberFormat";
import { ClientObjectDouble } from "./requestContext";
import { separatorsInEffect } from "./workbookCulture";

/** A value of Range.values: what a cell holds as Excel returns it. */
export type Scalar = string | number | boolean;

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
    "formulas",
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
      case "formulas":
        // A formula cell gives its formula; any other cell its value, as Excel's Range.formulas does.
        return this.cells((cell): Scalar =>
          cell?.type === "Formula" ? cell.value : cell?.type === "Double" ? Number(cell.value) : (cell?.value ?? ""),
        );
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
  get valueTypes(): string[][] {
    return this.loaded("valueTypes");
  }
  get formulas(): Scalar[][] {
    return this.loaded("formulas");
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
    return this.ctx.worksheet(() => this.sheet());
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
  change(describe: unknown, change: Partial<Pick<CellModel, "bold" | "wrap" | "fill">>): void {
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
  /**
   * Inserts empty cells the size of the range, the cells there and below moving down (shift "Down" only);
   * returns the new cells. Tables below, in the same columns, move down with their cells.
   */
  insert(shift: string): RangeDouble {
    this.ctx.enqueue({ method: "insert", shift }, () => {
      if (shift !== "Down") throw new Error("The double only inserts cells shifting down.");
      const { top, left, bottom, right } = this.area();
      const sheet = this.sheet();
      const count = bottom - top + 1;
      this.ctx.model.shiftDown(sheet, top, left, right, count);
      for (const t of this.ctx.model.tables)
        if (t.sheetId === sheet.id && t.bounds.top >= top && t.bounds.left >= left && t.bounds.right <= right)
          t.bounds = { ...t.bounds, top: t.bounds.top + count, bottom: t.bounds.bottom + count };
    });
    return new RangeDouble(this.ctx, this.sheet, () => ({ ...this.area() }));
  }
  getCell(row: number, column: number): RangeDouble {
    return new RangeDouble(this.ctx, this.sheet, () => {
      const b = this.area();
      return { top: b.top + row, left: b.left + column, bottom: b.top + row, right: b.left + column };
    });
  }
  /** The part of the range that holds values, or a null object when it holds none (ExcelApi 1.4). */
  getUsedRangeOrNullObject(_valuesOnly?: boolean): RangeDouble {
    return new RangeDouble(this.ctx, this.sheet, () => {
      const b = this.area();
      const sheet = this.sheet();
      let used: Bounds | null = null;
      for (let r = b.top; r <= b.bottom; r++)
        for (let c = b.left; c <= b.right; c++) {
          if ((sheet.cells[r]?.[c]?.value ?? "") === "") continue;
          used = used
            ? { top: Math.min(used.top, r), left: Math.min(used.left, c), bottom: Math.max(used.bottom, r), right: Math.max(used.right, c) }
            : { top: r, left: c, bottom: r, right: c };
        }
      return used;
    }).trackNull();
  }
  /** The range's last row (Excel's getLastRow). */
  getLastRow(): RangeDouble {
    return new RangeDouble(this.ctx, this.sheet, () => {
      const b = this.area();
      return { ...b, top: b.bottom };
    });
  }
  /** `count` rows right below the range, as wide as it (Excel's getRowsBelow; ExcelApi 1.2). */
  getRowsBelow(count = 1): RangeDouble {
    return new RangeDouble(this.ctx, this.sheet, () => {
      const b = this.area();
      if (count < 1) throw new ExcelModelError("InvalidArgument", "The argument is invalid or missing or has an incorrect format.");
      return { ...b, top: b.bottom + 1, bottom: b.bottom + count };
    });
  }
  /** The range grown or shrunk by rows and columns at its bottom right (Excel's getResizedRange; ExcelApi 1.2). */
  getResizedRange(deltaRows: number, deltaColumns: number): RangeDouble {
    return new RangeDouble(this.ctx, this.sheet, () => {
      const b = this.area();
      const bottom = b.bottom + deltaRows;
      const right = b.right + deltaColumns;
      if (bottom < b.top || right < b.left)
        throw new ExcelModelError("InvalidArgument", "The argument is invalid or missing or has an incorrect format.");
      return { ...b, bottom, right };
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

// The in-memory Excel workbook behind the Excel double: named sheets of cells, Excel tables, pictures, the
// selection and the active picture. Tests, the preview and the API double all go through this class; its
// rules live beside it: entries (excelEntry.ts), cell storage (excelCells.ts), reads (excelReads.ts), names
// (excelNames.ts), tables (excelTableLayout.ts), addresses (excelAddress.ts).
//
// Cells keep what Excel would keep after an entry: its type (String, Double, Boolean, Formula, Error), the
// stored value, the number format and whether a quote prefix (') made it text. Entries go through the same
// rules as Excel's own parsing of `Range.values` (see `enter`), with the workbook's number settings
// (`culture`), so a writer that lets "=1+1", "0012" or "12,400" through unguarded is caught: the first becomes
// a Formula cell, the second the number 12, the third 12400 in en-US and 12.4 in de-DE.
import { ChangeNotifier } from "./changeNotifier";
import { ensureCell, shiftDown, shiftRight } from "./excelCells";
import { enterInto } from "./excelEntry";
import type { Bounds, CellModel, ExcelTableModel, ShapeModel, SheetModel } from "./excelModelTypes";
import { checkSheetName, checkTableName } from "./excelNames";
import { cellText, sumOf, textGrid, usedBoundsOf } from "./excelReads";
import { seedTable, type TableSeed } from "./excelSeed";
import { addTable, dataBounds, setTotals } from "./excelTableLayout";
import { workbookCulture, type WorkbookCulture } from "./workbookCulture";
import { DocumentSettingsModel } from "./documentSettings";

export class ExcelWorkbookModel extends ChangeNotifier {
  sheets: SheetModel[] = [];
  tables: ExcelTableModel[] = [];
  activeSheet = 0;
  /** The selected cells on the active sheet. */
  selection: Bounds = { top: 0, left: 0, bottom: 0, right: 0 };
  /** The selected picture, if any (a selected picture replaces the cell selection in Excel). */
  activeShapeId: string | null = null;
  /** How Excel reads and shows numbers here (the system's culture, or Excel's own separators). */
  culture: WorkbookCulture;
  /** The add-in's settings kept in the file (documentSettings.ts). */
  readonly settings = new DocumentSettingsModel();
  /** The requirement sets this Excel supports (set by install.ts; every set in model-only tests). */
  supports: (name: string, version: string) => boolean = () => true;
  private nextId = 1;

  constructor(culture: WorkbookCulture = workbookCulture()) {
    super();
    this.culture = culture;
    this.reset();
  }

  /** An empty workbook with one sheet, "Sheet1", A1 selected. */
  reset(): void {
    this.sheets = [];
    this.tables = [];
    this.addSheet("Sheet1");
    this.activeSheet = 0;
    this.selection = { top: 0, left: 0, bottom: 0, right: 0 };
    this.activeShapeId = null;
    this.settings.clear();
    this.notify();
  }

  newId(prefix: string): string {
    return `{${prefix}-${this.nextId++}}`;
  }

  sheet(name: string): SheetModel | undefined {
    return this.sheets.find((s) => s.name.toLowerCase() === name.toLowerCase());
  }

  sheetById(id: string): SheetModel | undefined {
    return this.sheets.find((s) => s.id === id);
  }

  active(): SheetModel {
    const sheet = this.sheets[this.activeSheet];
    if (!sheet) throw new Error("The workbook has no sheet.");
    return sheet;
  }

  /** Excel's rules for a worksheet name. Throws Excel's error for a name it refuses. */
  checkSheetName(name: string, except?: SheetModel): void {
    checkSheetName(name, this.sheets, except);
  }

  addSheet(name?: string): SheetModel {
    let finalName = name;
    if (finalName === undefined) {
      let n = this.sheets.length + 1;
      while (this.sheet(`Sheet${n}`)) n++;
      finalName = `Sheet${n}`;
    }
    this.checkSheetName(finalName);
    const sheet: SheetModel = { id: this.newId("sheet"), name: finalName, cells: [], shapes: [] };
    this.sheets.push(sheet);
    return sheet;
  }

  cell(sheet: SheetModel, row: number, column: number): CellModel | undefined {
    return sheet.cells[row]?.[column];
  }

  /** What a cell shows as text ("" when empty): a number through its number format, as Excel shows it. */
  text(sheet: SheetModel, row: number, column: number): string {
    return cellText(sheet, row, column, this.culture);
  }

  /** Texts of a rectangle of a sheet (all its used cells when no bounds are given): for tests. */
  grid(sheetName: string, bounds?: Bounds): string[][] {
    const sheet = this.sheet(sheetName);
    if (!sheet) throw new Error(`No sheet '${sheetName}'.`);
    return textGrid(sheet, bounds ?? this.usedBounds(sheet) ?? { top: 0, left: 0, bottom: -1, right: -1 }, this.culture);
  }

  /** An entry into a cell, parsed as Excel parses `Range.values`, as if typed (the rules: excelEntry.ts). */
  enter(sheet: SheetModel, row: number, column: number, input: unknown): void {
    enterInto(ensureCell(sheet, row, column), input, this.culture);
  }

  /** Puts text in a cell as it is (what a file or a table header brings in, not an entry to parse). */
  setText(sheet: SheetModel, row: number, column: number, text: string): void {
    const cell = ensureCell(sheet, row, column);
    cell.type = "String";
    cell.value = text;
    cell.quotePrefix = false;
  }

  /** Selects cells on the active sheet (the preview's click). */
  selectCells(bounds: Bounds): void {
    this.selection = { ...bounds };
    this.activeShapeId = null;
    this.notify();
  }

  /** Selects a picture (the preview's click). */
  selectShape(id: string): void {
    this.activeShapeId = id;
    this.notify();
  }

  /** Shows a sheet (a click on its tab): A1 selected. */
  activate(index: number): void {
    this.activeSheet = index;
    this.selection = { top: 0, left: 0, bottom: 0, right: 0 };
    this.activeShapeId = null;
    this.notify();
  }

  setNumberFormat(sheet: SheetModel, row: number, column: number, format: string): void {
    ensureCell(sheet, row, column).numberFormat = format;
  }

  setFormat(sheet: SheetModel, row: number, column: number, change: Partial<Pick<CellModel, "bold" | "wrap" | "fill">>): void {
    Object.assign(ensureCell(sheet, row, column), change);
  }

  /** Bounds of the non-empty cells of a sheet (and of its tables), or null when it is empty. */
  usedBounds(sheet: SheetModel): Bounds | null {
    return usedBoundsOf(sheet, this.tables);
  }

  /** Moves the cells of columns left..right from row `from` down by `count` rows (Excel's insert, shift down). */
  shiftDown(sheet: SheetModel, from: number, left: number, right: number, count: number): void {
    shiftDown(sheet, from, left, right, count);
  }

  /** Moves the cells of rows top..bottom from column `from` right by `count` columns (insert, shift right). */
  shiftRight(sheet: SheetModel, from: number, top: number, bottom: number, count: number): void {
    shiftRight(sheet, from, top, bottom, count);
  }

  /** Excel's rules for a table name. */
  checkTableName(name: string, except?: ExcelTableModel): void {
    checkTableName(name, this.tables, except);
  }

  /** Makes a range an Excel table, its header row as Excel makes it (excelTableLayout.ts). */
  addTable(sheet: SheetModel, bounds: Bounds, hasHeaders: boolean): ExcelTableModel {
    return addTable(this, sheet, bounds, hasHeaders);
  }

  /** Shows or hides a table's totals row, as Excel does: a row added below the data ("Total" in the first column). */
  setTotals(table: ExcelTableModel, show: boolean): void {
    setTotals(this, table, show);
  }

  /** A table of the user's own, made as a user would (tests and the preview: excelSeed.ts). */
  seedTable(seed: TableSeed): ExcelTableModel {
    return seedTable(this, seed);
  }

  /** Rows of a table's data (between the header and the totals row). */
  dataBounds(table: ExcelTableModel): Bounds {
    return dataBounds(table);
  }

  /**
   * What SUM over a range gives (for tests: the double does not calculate formulas): the sum of its Double
   * cells; text, even text that looks like a number, counts for nothing, as in Excel.
   */
  sum(sheetName: string, bounds: Bounds): number {
    const sheet = this.sheet(sheetName);
    if (!sheet) throw new Error(`No sheet '${sheetName}'.`);
    return sumOf(sheet, bounds);
  }

  tableAt(sheet: SheetModel, row: number, column: number): ExcelTableModel | undefined {
    return this.tables.find(
      (t) => t.sheetId === sheet.id && row >= t.bounds.top && row <= t.bounds.bottom && column >= t.bounds.left && column <= t.bounds.right,
    );
  }

  /** Adds a picture to a sheet (tests and the preview's sample picture). */
  addPicture(sheet: SheetModel, base64: string, name = `Picture ${sheet.shapes.length + 1}`): ShapeModel {
    const shape: ShapeModel = { id: this.newId("shape"), name, type: "Image", base64 };
    sheet.shapes.push(shape);
    this.notify();
    return shape;
  }

  shape(id: string): { sheet: SheetModel; shape: ShapeModel } | undefined {
    for (const sheet of this.sheets) {
      const shape = sheet.shapes.find((s) => s.id === id);
      if (shape) return { sheet, shape };
    }
    return undefined;
  }
}

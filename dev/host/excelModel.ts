// The in-memory Excel workbook behind the Excel double: named sheets of cells, Excel tables, pictures, the
// selection and the active picture.
//
// Cells keep what Excel would keep after an entry: its type (String, Double, Boolean, Formula, Error), the
// stored value, the number format and whether a quote prefix (') made it text. Entries go through the same
// rules as Excel's own parsing of `Range.values` (see `enter`), with the workbook's number settings
// (`culture`), so a writer that lets "=1+1", "0012" or "12,400" through unguarded is caught: the first becomes
// a Formula cell, the second the number 12, the third 12400 in en-US and 12.4 in de-DE.
import { ChangeNotifier } from "./changeNotifier";
import { displayText } from "./numberFormat";
import { separatorsInEffect, workbookCulture, type WorkbookCulture } from "./workbookCulture";

import { RichApiErrorDouble } from "./requestContext";

export type CellType = "String" | "Double" | "Boolean" | "Formula" | "Error";

export interface CellModel {
  type: CellType;
  /** The value as text: for Formula cells the formula itself (the double does not calculate). */
  value: string;
  numberFormat: string;
  /** The entry began with a quote prefix ('), which made it text; the prefix is not part of the value. */
  quotePrefix: boolean;
  bold?: boolean;
  wrap?: boolean;
}

export interface Bounds {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export interface ExcelTableModel {
  id: string;
  name: string;
  sheetId: string;
  /** The whole table, header row (and totals row, when shown) included. */
  bounds: Bounds;
  showHeaders: boolean;
  /** A totals row is the table's last row: new rows go above it. */
  showTotals?: boolean;
  style: string;
}

export interface ShapeModel {
  id: string;
  name: string;
  type: "Image" | "GeometricShape";
  /** Base64 of a PNG (what getAsImage returns in the double, whatever format is asked for). */
  base64: string;
}

export interface SheetModel {
  id: string;
  name: string;
  /** cells[row][column], 0-based; missing cells are empty. */
  cells: (CellModel | undefined)[][];
  shapes: ShapeModel[];
}

/** Excel's limit on the characters in one cell. */
export const CELL_CHARACTER_LIMIT = 32_767;

/** Errors the model raises are Office's own (a rejected sync with a RichApi.Error and its code). */
export class ExcelModelError extends RichApiErrorDouble {}

const FORBIDDEN_SHEET_CHARACTERS = /[:\\/?*[\]]/;

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
    const problem =
      name.trim() === ""
        ? "is blank"
        : name.length > 31
          ? "is longer than 31 characters"
          : FORBIDDEN_SHEET_CHARACTERS.test(name)
            ? "contains one of : \\ / ? * [ ]"
            : name.startsWith("'") || name.endsWith("'")
              ? "begins or ends with an apostrophe"
              : name.toLowerCase() === "history"
                ? "is reserved (History)"
                : this.sheets.some((s) => s !== except && s.name.toLowerCase() === name.toLowerCase())
                  ? "is already taken"
                  : null;
    if (problem) throw new ExcelModelError("InvalidArgument", `The sheet name '${name}' ${problem}.`);
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
    const cell = this.cell(sheet, row, column);
    return cell ? displayText(cell.value, cell.type, cell.numberFormat, separatorsInEffect(this.culture)) : "";
  }

  /** Texts of a rectangle of a sheet (all its used cells when no bounds are given): for tests. */
  grid(sheetName: string, bounds?: Bounds): string[][] {
    const sheet = this.sheet(sheetName);
    if (!sheet) throw new Error(`No sheet '${sheetName}'.`);
    const b = bounds ?? this.usedBounds(sheet) ?? { top: 0, left: 0, bottom: -1, right: -1 };
    const rows: string[][] = [];
    for (let r = b.top; r <= b.bottom; r++) {
      const row: string[] = [];
      for (let c = b.left; c <= b.right; c++) row.push(this.text(sheet, r, c));
      rows.push(row);
    }
    return rows;
  }

  private ensureCell(sheet: SheetModel, row: number, column: number): CellModel {
    const line = (sheet.cells[row] ??= []);
    let cell = line[column];
    if (!cell) {
      cell = { type: "String", value: "", numberFormat: "General", quotePrefix: false };
      line[column] = cell;
    }
    return cell;
  }

  /**
   * An entry into a cell, parsed as Excel parses `Range.values` (as if typed):
   * - in a cell formatted as Text ("@") the entry is kept exactly as it is (a leading apostrophe included);
   * - otherwise a leading quote (') makes the rest text, and is not kept in the value;
   * - "=", "+", "-" or "@" start a formula (a sign followed by a number is a number); the double is stricter
   *   than Excel and also treats tab, CR or LF before them as a formula, as CSV injection filters do;
   * - numbers (with thousands separators, decimals, exponent, %), ISO dates, times, TRUE/FALSE and error
   *   values become what they look like;
   * - anything longer than 32,767 characters is refused, as Excel does.
   */
  enter(sheet: SheetModel, row: number, column: number, input: unknown): void {
    const cell = this.ensureCell(sheet, row, column);
    cell.quotePrefix = false;
    if (input === null || input === undefined || input === "") {
      cell.type = "String";
      cell.value = "";
      return;
    }
    if (typeof input === "number") {
      cell.type = "Double";
      cell.value = String(input);
      return;
    }
    if (typeof input === "boolean") {
      cell.type = "Boolean";
      cell.value = input ? "TRUE" : "FALSE";
      return;
    }
    const text = String(input);
    if (text.length > CELL_CHARACTER_LIMIT + (text.startsWith("'") ? 1 : 0))
      throw new ExcelModelError("InvalidArgument", `A cell can hold ${CELL_CHARACTER_LIMIT} characters; this value has ${text.length}.`);
    if (cell.numberFormat === "@") {
      // A cell formatted as Text keeps the entry exactly as typed, a leading apostrophe included.
      cell.type = "String";
      cell.value = text;
      return;
    }
    if (text.startsWith("'")) {
      cell.type = "String";
      cell.value = text.slice(1);
      cell.quotePrefix = true;
      return;
    }
    const parsed = parseEntry(text, separatorsInEffect(this.culture));
    cell.type = parsed.type;
    cell.value = parsed.value;
    if (parsed.numberFormat) cell.numberFormat = parsed.numberFormat;
  }

  /** Puts text in a cell as it is (what a file or a table header brings in, not an entry to parse). */
  setText(sheet: SheetModel, row: number, column: number, text: string): void {
    const cell = this.ensureCell(sheet, row, column);
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
    this.ensureCell(sheet, row, column).numberFormat = format;
  }

  setFormat(sheet: SheetModel, row: number, column: number, change: Partial<Pick<CellModel, "bold" | "wrap">>): void {
    Object.assign(this.ensureCell(sheet, row, column), change);
  }

  /** Bounds of the non-empty cells of a sheet, or null when it is empty. */
  usedBounds(sheet: SheetModel): Bounds | null {
    let b: Bounds | null = null;
    sheet.cells.forEach((line, r) =>
      line?.forEach((cell, c) => {
        if (!cell || (cell.value === "" && cell.type !== "Formula")) return;
        b = b
          ? { top: Math.min(b.top, r), left: Math.min(b.left, c), bottom: Math.max(b.bottom, r), right: Math.max(b.right, c) }
          : { top: r, left: c, bottom: r, right: c };
      }),
    );
    for (const t of this.tables.filter((t) => t.sheetId === sheet.id)) {
      const tb = t.bounds;
      b = b
        ? {
            top: Math.min(b.top, tb.top),
            left: Math.min(b.left, tb.left),
            bottom: Math.max(b.bottom, tb.bottom),
            right: Math.max(b.right, tb.right),
          }
        : { ...tb };
    }
    return b;
  }

  /** Moves the cells of columns left..right from row `from` down by `count` rows (Excel's insert, shift down). */
  shiftDown(sheet: SheetModel, from: number, left: number, right: number, count: number): void {
    const last = sheet.cells.length - 1;
    for (let r = last; r >= from; r--) {
      for (let c = left; c <= right; c++) {
        const cell = sheet.cells[r]?.[c];
        const target = (sheet.cells[r + count] ??= []);
        target[c] = cell;
        const line = sheet.cells[r];
        if (line) line[c] = undefined;
      }
    }
  }

  /** Moves the cells of rows top..bottom from column `from` right by `count` columns (insert, shift right). */
  shiftRight(sheet: SheetModel, from: number, top: number, bottom: number, count: number): void {
    for (let r = top; r <= bottom; r++) {
      const line = sheet.cells[r];
      if (!line) continue;
      for (let c = line.length - 1; c >= from; c--) {
        line[c + count] = line[c];
        line[c] = undefined;
      }
    }
  }

  /** Excel's rules for a table name. */
  checkTableName(name: string, except?: ExcelTableModel): void {
    const problem = !/^[A-Za-z_\\][A-Za-z0-9_.\\]*$/.test(name)
      ? "must start with a letter or underscore and hold only letters, digits, underscores and periods"
      : /^[A-Za-z]{1,3}\d+$/.test(name) || /^[Rr]\d*[Cc]\d*$/.test(name)
        ? "looks like a cell reference"
        : name.length > 255
          ? "is longer than 255 characters"
          : this.tables.some((t) => t !== except && t.name.toLowerCase() === name.toLowerCase())
            ? "is already taken"
            : null;
    if (problem) throw new ExcelModelError("InvalidArgument", `The table name '${name}' ${problem}.`);
  }

  /**
   * Makes a range an Excel table. With headers, the first row's cells become unique, non-empty text as Excel
   * makes them ("Column1" for a blank, "Amount2" for a repeat); without, Excel inserts a header row of
   * "Column1".. above the data, shifting it down.
   */
  addTable(sheet: SheetModel, bounds: Bounds, hasHeaders: boolean): ExcelTableModel {
    for (const t of this.tables) {
      if (t.sheetId !== sheet.id) continue;
      const o = t.bounds;
      if (!(bounds.bottom < o.top || bounds.top > o.bottom || bounds.right < o.left || bounds.left > o.right))
        throw new ExcelModelError("InvalidArgument", "A table can't overlap another table.");
    }
    let b = { ...bounds };
    if (!hasHeaders) {
      this.shiftDown(sheet, b.top, b.left, b.right, 1);
      for (let c = b.left; c <= b.right; c++) this.enter(sheet, b.top, c, "");
      b = { ...b, bottom: b.bottom + 1 };
    }
    const seen = new Set<string>();
    for (let c = b.left; c <= b.right; c++) {
      let name = this.text(sheet, b.top, c).trim() === "" ? `Column${c - b.left + 1}` : this.text(sheet, b.top, c);
      const base = name;
      for (let n = 2; seen.has(name.toLowerCase()); n++) name = `${base}${n}`;
      seen.add(name.toLowerCase());
      const cell = this.ensureCell(sheet, b.top, c);
      cell.type = "String";
      cell.value = name;
    }
    let n = this.tables.length + 1;
    while (this.tables.some((t) => t.name.toLowerCase() === `table${n}`)) n++;
    const table: ExcelTableModel = {
      id: this.newId("table"),
      name: `Table${n}`,
      sheetId: sheet.id,
      bounds: b,
      showHeaders: true,
      style: "TableStyleMedium2",
    };
    this.tables.push(table);
    return table;
  }

  /** Shows or hides a table's totals row, as Excel does: a row added below the data ("Total" in the first column). */
  setTotals(table: ExcelTableModel, show: boolean): void {
    if (Boolean(table.showTotals) === show) return;
    const sheet = this.sheetById(table.sheetId);
    if (!sheet) throw new ExcelModelError("ItemNotFound", "The table's worksheet does not exist.");
    const b = table.bounds;
    if (show) {
      this.shiftDown(sheet, b.bottom + 1, b.left, b.right, 1);
      this.setText(sheet, b.bottom + 1, b.left, "Total");
      table.bounds = { ...b, bottom: b.bottom + 1 };
    } else {
      for (let c = b.left; c <= b.right; c++) this.enter(sheet, b.bottom, c, "");
      table.bounds = { ...b, bottom: b.bottom - 1 };
    }
    table.showTotals = show;
  }

  /** Rows of a table's data (between the header and the totals row). */
  dataBounds(table: ExcelTableModel): Bounds {
    const b = table.bounds;
    return { ...b, top: b.top + 1, bottom: b.bottom - (table.showTotals ? 1 : 0) };
  }

  /**
   * What SUM over a range gives (for tests: the double does not calculate formulas): the sum of its Double
   * cells; text, even text that looks like a number, counts for nothing, as in Excel.
   */
  sum(sheetName: string, bounds: Bounds): number {
    const sheet = this.sheet(sheetName);
    if (!sheet) throw new Error(`No sheet '${sheetName}'.`);
    let total = 0;
    for (let r = bounds.top; r <= bounds.bottom; r++)
      for (let c = bounds.left; c <= bounds.right; c++) {
        const cell = this.cell(sheet, r, c);
        if (cell?.type === "Double") total += Number(cell.value);
      }
    return total;
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

const ERRORS = ["#NULL!", "#DIV/0!", "#VALUE!", "#REF!", "#NAME?", "#NUM!", "#N/A"];

const escape = (s: string): string => (/^[ \u00a0\u202f]$/.test(s) ? "[ \\u00a0\\u202f]" : s.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&"));

/** How Excel reads a typed entry that is not forced to text, with the decimal and group separators in effect. */
export function parseEntry(
  text: string,
  separators: { decimal: string; group: string } = { decimal: ".", group: "," },
): { type: CellType; value: string; numberFormat?: string } {
  if (/^[\t\r\n ]*[=@]/.test(text) || /^[\t\r\n]+[+-]/.test(text)) return { type: "Formula", value: text };
  const group = escape(separators.group);
  const decimal = escape(separators.decimal);
  const number = new RegExp(`^([+-]?)(\\d{1,3}(?:${group}\\d{3})+|\\d+)(${decimal}\\d+)?(?:[eE]([+-]?\\d+))?(%?)$`).exec(text.trim());
  if (number) {
    const digits = (number[2] ?? "").replace(new RegExp(group, "g"), "");
    const fraction = number[3] ? `.${number[3].slice(1)}` : "";
    const value = Number(`${number[1]}${digits}${fraction}${number[4] ? `e${number[4]}` : ""}`);
    return number[5] ? { type: "Double", value: String(value / 100), numberFormat: "0%" } : { type: "Double", value: String(value) };
  }
  if (/^[+-]/.test(text)) return { type: "Formula", value: text };
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (date) {
    const serial = (Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])) - Date.UTC(1899, 11, 30)) / 86_400_000;
    if (Number.isFinite(serial)) return { type: "Double", value: String(serial), numberFormat: "yyyy-mm-dd" };
  }
  const time = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (time && Number(time[1]) < 24 && Number(time[2]) < 60)
    return { type: "Double", value: String((Number(time[1]) * 60 + Number(time[2])) / 1440), numberFormat: "h:mm" };
  if (/^(true|false)$/i.test(text)) return { type: "Boolean", value: text.toUpperCase() };
  if (ERRORS.includes(text.toUpperCase())) return { type: "Error", value: text.toUpperCase() };
  return { type: "String", value: text };
}

/** "A1" / "B2:C3" / "Sheet1!A1:B2" -> 0-based corners (and the sheet name when given). */
export function parseAddress(address: string): Bounds & { sheet?: string } {
  const bang = address.lastIndexOf("!");
  const sheet =
    bang >= 0
      ? address
          .slice(0, bang)
          .replace(/^'(.*)'$/, "$1")
          .replace(/''/g, "'")
      : undefined;
  const local = bang >= 0 ? address.slice(bang + 1) : address;
  const [from = "A1", to = from] = local.replace(/\$/g, "").split(":");
  const cell = (ref: string): { row: number; column: number } => {
    const m = /^([A-Z]+)(\d+)$/i.exec(ref);
    if (!m) throw new ExcelModelError("InvalidArgument", `The address '${address}' is not valid.`);
    const letters = (m[1] ?? "A").toUpperCase();
    let column = 0;
    for (const ch of letters) column = column * 26 + (ch.charCodeAt(0) - 64);
    return { row: Number(m[2]) - 1, column: column - 1 };
  };
  const a = cell(from);
  const b = cell(to);
  const bounds = {
    top: Math.min(a.row, b.row),
    left: Math.min(a.column, b.column),
    bottom: Math.max(a.row, b.row),
    right: Math.max(a.column, b.column),
  };
  return sheet === undefined ? bounds : { ...bounds, sheet };
}

export function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

export function formatAddress(sheetName: string, b: Bounds): string {
  const quoted = /^[A-Za-z_][A-Za-z0-9_.]*$/.test(sheetName) ? sheetName : `'${sheetName.replace(/'/g, "''")}'`;
  const from = `${columnName(b.left)}${b.top + 1}`;
  const to = `${columnName(b.right)}${b.bottom + 1}`;
  return `${quoted}!${from === to ? from : `${from}:${to}`}`;
}

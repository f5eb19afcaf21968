// The in-memory Excel workbook behind the Excel double: named sheets of string cells and an active cell.

export interface SheetModel {
  name: string;
  /** cells[row][column], 0-based; missing cells are empty. */
  cells: string[][];
}

export class ExcelWorkbookModel {
  sheets: SheetModel[] = [{ name: "Sheet1", cells: [] }];
  activeSheet = 0;
  activeCell = { row: 0, column: 0 };
  private readonly listeners = new Set<() => void>();

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(): void {
    for (const listener of this.listeners) listener();
  }

  sheet(name: string): SheetModel | undefined {
    return this.sheets.find((s) => s.name.toLowerCase() === name.toLowerCase());
  }

  setCell(sheet: SheetModel, row: number, column: number, value: string): void {
    const line = (sheet.cells[row] ??= []);
    for (let c = line.length; c < column; c++) line[c] = "";
    line[column] = value;
  }
}

/** "A1" / "B2:C3" -> 0-based corners. */
export function parseAddress(address: string): { top: number; left: number; bottom: number; right: number } {
  const local = address.includes("!") ? address.slice(address.lastIndexOf("!") + 1) : address;
  const [from = "A1", to = from] = local.replace(/\$/g, "").split(":");
  const cell = (ref: string): { row: number; column: number } => {
    const m = /^([A-Z]+)(\d+)$/i.exec(ref);
    if (!m) throw new Error(`The double cannot read the address '${address}'.`);
    const letters = (m[1] ?? "A").toUpperCase();
    let column = 0;
    for (const ch of letters) column = column * 26 + (ch.charCodeAt(0) - 64);
    return { row: Number(m[2]) - 1, column: column - 1 };
  };
  const a = cell(from);
  const b = cell(to);
  return {
    top: Math.min(a.row, b.row),
    left: Math.min(a.column, b.column),
    bottom: Math.max(a.row, b.row),
    right: Math.max(a.column, b.column),
  };
}

export function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

// A1-style addresses of the Excel double ("B2:C3", "'My sheet'!A1"), read into 0-based bounds and written back
// as Excel writes them: shared by the API double (getRange, tables.add, address) and the preview's headers.
import { ExcelModelError, type Bounds } from "./excelModelTypes";

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

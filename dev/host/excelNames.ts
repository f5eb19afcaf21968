// Excel's rules for the names of worksheets and tables, with the errors Excel gives for a name it refuses:
// the double refuses what Excel refuses, so a writer that makes up names is caught in tests.
import { ExcelModelError, type ExcelTableModel, type SheetModel } from "./excelModelTypes";

const FORBIDDEN_SHEET_CHARACTERS = /[:\\/?*[\]]/;

/** Excel's rules for a worksheet name among `sheets`. Throws Excel's error for a name it refuses. */
export function checkSheetName(name: string, sheets: readonly SheetModel[], except?: SheetModel): void {
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
              : sheets.some((s) => s !== except && s.name.toLowerCase() === name.toLowerCase())
                ? "is already taken"
                : null;
  if (problem) throw new ExcelModelError("InvalidArgument", `The sheet name '${name}' ${problem}.`);
}

/** Excel's rules for a table name among `tables`. */
export function checkTableName(name: string, tables: readonly ExcelTableModel[], except?: ExcelTableModel): void {
  const problem = !/^[A-Za-z_\\][A-Za-z0-9_.\\]*$/.test(name)
    ? "must start with a letter or underscore and hold only letters, digits, underscores and periods"
    : /^[A-Za-z]{1,3}\d+$/.test(name) || /^[Rr]\d*[Cc]\d*$/.test(name)
      ? "looks like a cell reference"
      : name.length > 255
        ? "is longer than 255 characters"
        : tables.some((t) => t !== except && t.name.toLowerCase() === name.toLowerCase())
          ? "is already taken"
          : null;
  if (problem) throw new ExcelModelError("InvalidArgument", `The table name '${name}' ${problem}.`);
}

// One result into Excel, shape first, write second: the grids are asked of src/results/sheetGrids.ts (cells
// fitted, headings unique, how values are read, sources and cells to check), a result with nothing to write
// is refused before Excel is touched, and only the grids go to the writer (src/office/excelInsert.ts). The
// report joins what the writer placed with what shaping cut.
import { t } from "../i18n/messages";
import { ExcelInsertError, insertGridsIntoExcel, type ExcelInsertReport, type ExcelPlacement } from "../office/excelInsert";
import type { TranscriptLayoutOptions } from "../results/layout";
import { tablesGrids, transcriptGrid, transcriptSource, type CellAt, type SheetGrid, type ValueOptions } from "../results/sheetGrids";
import { sheetNames } from "../results/documentText";
import type { TablesModel } from "../results/tables";
import { baseName } from "../results/text";
import type { TranscriptModel } from "../results/transcript";

/** A tables result: each table on its own sheet (or from the selected cell), the key/value pairs as one more grid. */
export async function insertTablesIntoExcel(
  model: TablesModel,
  placement: ExcelPlacement,
  values: ValueOptions = {},
  /** Per grid (tables, then the pairs): cells left to check, marked with notes. */
  doubts: readonly (readonly CellAt[])[] = [],
): Promise<ExcelInsertReport> {
  const { grids, cutCells } = tablesGrids(model, values, doubts);
  if (grids.length === 0) throw new ExcelInsertError(t("results.office.noTablesToInsert"));
  return { placed: await insertGridsIntoExcel(grids, placement), cutCells, notes: [] };
}

/** Only the key/value pairs, as Key, Value and Page columns with a header row. */
export async function insertKeyValuesIntoExcel(
  model: TablesModel,
  placement: ExcelPlacement,
  values: ValueOptions = {},
  doubts: readonly (readonly CellAt[])[] = [],
): Promise<ExcelInsertReport> {
  if (model.keyValuePairs.length === 0) throw new ExcelInsertError(t("results.office.noKeyValues"));
  return insertTablesIntoExcel({ ...model, tables: [] }, placement, values, doubts);
}

/** A transcript one line per row; a line longer than a cell continues in the next cells. */
export async function insertTranscriptIntoExcel(
  model: TranscriptModel,
  layout: TranscriptLayoutOptions,
  placement: ExcelPlacement,
): Promise<ExcelInsertReport> {
  const rows = transcriptGrid(model, layout);
  if (rows.length === 0) throw new ExcelInsertError(t("results.office.emptyTranscript"));
  const grid: SheetGrid = {
    rows,
    sheet: { base: baseName(model.fileName), suffix: sheetNames.text() },
    source: transcriptSource(model, layout),
  };
  return { placed: await insertGridsIntoExcel([grid], placement), cutCells: 0, notes: [] };
}

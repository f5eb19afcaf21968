// Many documents into Excel in one Excel.run: every tables result's grids (each table and its key/value
// pairs on its own sheet, or one under the other from the selected cell), or every transcript one line per
// row with a File column. One sync looks at the workbook, then one per block under the request limit.
// (Extractor records of many documents go through appendRecordsToExcel, which already takes many.)
import { t } from "../i18n/messages";
import { sheetNames, transcriptsBatchHeader } from "../results/documentText";
import type { TranscriptLayoutOptions } from "../results/layout";
import type { TablesModel } from "../results/tables";
import type { TranscriptModel } from "../results/transcript";
import { REQUEST_BUDGET_BYTES } from "./excelCells";
import { fitGrid } from "../results/cellText";
import { ExcelInsertError, lookAtWorkbook, writeGrids, type ExcelPlacement, type GridSpec, type PlacedGrid } from "./excelGrid";
import { tablesGrids, transcriptGrid, transcriptSource } from "../results/sheetGrids";
import type { ExcelValueOptions } from "./excelRecords";
import type { CellDoubtAt } from "./excelDoubts";

export interface DocumentPlacement {
  documentId: string;
  placed: PlacedGrid[];
  /** Cells cut to Excel's 32,767 characters (each with a note saying so). */
  cutCells: number;
}

export interface ExcelBatchReport {
  documents: DocumentPlacement[];
  /** Documents with nothing to insert, with the reason. */
  skipped: { documentId: string; reason: string }[];
}

const isPerModel = (values: ExcelValueOptions | readonly ExcelValueOptions[]): values is readonly ExcelValueOptions[] =>
  Array.isArray(values);

/** Every document's tables and key/value pairs, in order, in one request per block. */
export async function insertTablesBatchIntoExcel(
  models: readonly TablesModel[],
  placement: ExcelPlacement,
  /** For every model, or per model (a reading answered in one result's review applies to that result alone). */
  values: ExcelValueOptions | readonly ExcelValueOptions[] = {},
  budget = REQUEST_BUDGET_BYTES,
  /** Per model, per grid: cells left to check (Insert anyway), marked with notes. */
  doubts: readonly (readonly (readonly CellDoubtAt[])[])[] = [],
): Promise<ExcelBatchReport> {
  const skipped: ExcelBatchReport["skipped"] = [];
  const parts: { documentId: string; grids: GridSpec[]; cutCells: number }[] = [];
  const valuesOf = (i: number): ExcelValueOptions => (isPerModel(values) ? (values[i] ?? {}) : values);
  for (const [i, model] of models.entries()) {
    const { grids, cutCells } = tablesGrids(model, valuesOf(i), doubts[i] ?? []);
    if (grids.length === 0) skipped.push({ documentId: model.documentId, reason: t("results.office.noTables") });
    else parts.push({ documentId: model.documentId, grids, cutCells });
  }
  if (parts.length === 0) return { documents: [], skipped };
  const placed = await Excel.run(async (context) =>
    writeGrids(
      context,
      await lookAtWorkbook(context, placement === "selection"),
      parts.flatMap((p) => p.grids),
      placement,
      budget,
      "selectBelow",
    ),
  );
  let at = 0;
  const documents = parts.map((part) => {
    const mine = placed.slice(at, at + part.grids.length);
    at += part.grids.length;
    return { documentId: part.documentId, placed: mine, cutCells: part.cutCells };
  });
  return { documents, skipped };
}

/** Every transcript one line per row, each row starting with its file's name; a heading row (File, Text) on top. */
export function transcriptsBatchGrid(models: readonly TranscriptModel[], layout: TranscriptLayoutOptions): string[][] {
  const rows: string[][] = [transcriptsBatchHeader()];
  for (const model of models) for (const line of transcriptGrid(model, layout)) rows.push([model.fileName, ...line]);
  return fitGrid(rows).rows;
}

/** Every transcript into one grid (File, Text) on a new sheet or from the selected cell. Text stays text. */
export async function insertTranscriptsBatchIntoExcel(
  models: readonly TranscriptModel[],
  layout: TranscriptLayoutOptions,
  placement: ExcelPlacement,
  budget = REQUEST_BUDGET_BYTES,
): Promise<ExcelBatchReport> {
  const skipped: ExcelBatchReport["skipped"] = [];
  const kept = models.filter((model) => {
    const empty = transcriptGrid(model, layout).length === 0;
    if (empty) skipped.push({ documentId: model.documentId, reason: t("results.office.emptyTranscriptShort") });
    return !empty;
  });
  if (kept.length === 0) return { documents: [], skipped };
  const rows = transcriptsBatchGrid(kept, layout);
  if (rows.length < 2) throw new ExcelInsertError(t("results.office.emptyTranscripts"));
  // One grid, every transcript's lines in turn under one heading row.
  const parts = kept.flatMap((m) => transcriptSource(m, layout).parts);
  const grid: GridSpec = { rows, sheet: { base: sheetNames.transcripts(), suffix: "" }, source: { headerRows: 1, table: null, parts } };
  const placed = await Excel.run(async (context) =>
    writeGrids(context, await lookAtWorkbook(context, placement === "selection"), [grid], placement, budget, "selectBelow"),
  );
  return { documents: kept.map((m) => ({ documentId: m.documentId, placed, cutCells: 0 })), skipped };
}

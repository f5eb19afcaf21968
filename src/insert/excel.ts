// The Excel side of inserting: one result with the user's options (the service's .xlsx where asked and
// possible, else the model written cell by cell), and Insert all's writer (records of every document into the
// extractor's table, tables onto sheets, transcripts into one grid, each group in one Excel.run). Plain
// logic over the Excel writers in src/office.
import { t } from "../i18n/messages";
import { blobToBase64 } from "../office/base64";
import { insertTablesBatchIntoExcel, insertTranscriptsBatchIntoExcel, type ExcelBatchReport } from "../office/excelBatch";
import { EXCEL_CELL_LIMIT } from "../results/cellText";
import { appendRecordsToExcel, insertXlsxIntoExcel, keptTextOf, type ExcelInsertReport } from "../office/excelInsert";
import { insertKeyValuesIntoExcel, insertTablesIntoExcel, insertTranscriptIntoExcel } from "./excelResults";
import { excelFileInsertion } from "../office/requirements";
import { extractedFieldsName } from "../results/documentText";
import { documentOf, isEmptyResult, type ResultModel } from "../results/model";
import type { RecordsModel } from "../results/records";
import type { TablesModel } from "../results/tables";
import type { TranscriptModel } from "../results/transcript";
import type { InsertPlace } from "../work/batch";
import type { BatchWriter, PendingResult, WriteOutcome } from "../work/insertAll";
import { emptyOutcome, group, merge, nothingToInsert } from "./batchOutcome";
import { keptTextNotes } from "./keptTextNotes";
import { decimalsNotes } from "./decimalsNote";
import { totalsNotes } from "./totalsNote";
import { evidenceNotes } from "./evidenceNote";
import { resultValues, type ResultValues } from "./answeredReading";
import type { HostInserter } from "./hosts";
import { recordsDoubts, tablesDoubts } from "../work/review/doubts";
import { doubtsNotes } from "./doubtsNote";
import { nameList, recordsTableName, sheetList, type InsertOutcome } from "./outcome";
import type { BatchInsertSettings, ExcelPlacement, InsertDependencies, InsertSettings } from "./settings";

function excelMessage(report: ExcelInsertReport, placement: ExcelPlacement): InsertOutcome {
  const notes = [...report.notes];
  const written = report.appended ? [report.appended.sheet] : report.placed.map((p) => p.sheet);
  const place: InsertPlace = { host: "excel", sheets: [...new Set(written)] };
  if (report.cutCells > 0) notes.push(t("results.insert.cutCells", { count: report.cutCells, limit: EXCEL_CELL_LIMIT }));
  // The cells kept as text among numbers, each column named: the likely misreads.
  notes.push(...keptTextNotes(keptTextOf(report.placed)));
  // Figures such as 12,400 that this workbook read as decimals: what happened, and how to have thousands.
  notes.push(...decimalsNotes(report.placed));
  // A Total row the checks recognise is the table's totals row, or right below it: never counted as data.
  notes.push(...totalsNotes(report.placed));
  // Columns read otherwise than this workbook reads numbers, and the values that decided it.
  notes.push(...evidenceNotes(report.placed));
  notes.push(...doubtsNotes(report.placed));
  if (report.appended) {
    const a = report.appended;
    const added = a.addedColumns.length;
    const appended = t("results.insert.appended", { rows: a.rows, table: a.table, sheet: a.sheet });
    // Two whole sentences: the rows, then the new columns (their names are the service's field names).
    const columns = added > 0 ? ` ${t("results.insert.newColumns", { count: added, names: nameList(a.addedColumns) })}` : "";
    return { message: `${appended}${columns}`, notes, place };
  }
  const tables = report.placed.filter((p) => p.table !== null).length;
  const sheets = [...new Set(report.placed.map((p) => p.sheet))];
  const onNew = { sheetCount: sheets.length, names: sheetList(sheets) };
  const sheet = sheets[0] ?? "";
  if (tables > 0) {
    const message =
      placement === "newSheet"
        ? t("results.insert.excelTablesNew", { tables, ...onNew })
        : t("results.insert.excelTablesSelection", { tables, sheet });
    return { message, notes, place };
  }
  const lines = report.placed.reduce((n, p) => n + p.rows, 0);
  const message =
    placement === "newSheet"
      ? t("results.insert.excelLinesNew", { lines, ...onNew })
      : t("results.insert.excelLinesSelection", { lines, sheet });
  return { message, notes, place };
}

async function insertIntoExcel(model: ResultModel, settings: InsertSettings, deps: InsertDependencies): Promise<InsertOutcome> {
  const placement = settings.excelPlacement;
  const notes: string[] = [];
  if (settings.serviceFile && model.kind !== "transcript") {
    const capability = excelFileInsertion();
    if (!capability.supported || !deps.downloadFile) notes.push(capability.reason ?? t("results.insert.xlsxUnavailable"));
    else {
      const base64 = await blobToBase64(await deps.downloadFile("xlsx"));
      const { sheets } = await insertXlsxIntoExcel(base64);
      return {
        message: t("results.insert.xlsx", { count: sheets.length, names: sheetList(sheets) }),
        notes,
        place: { host: "excel", sheets },
      };
    }
  }
  let report: ExcelInsertReport;
  const readAs = settings.readAs ?? null;
  const values = { keepText: (settings.keepText ?? false) || readAs === "text", readAs: readAs === "text" ? null : readAs };
  if (model.kind === "transcript") {
    report = await insertTranscriptIntoExcel(
      model.transcript,
      {
        headings: settings.headings,
        pageBreaks: false,
        translation: settings.translation,
        ...(deps.languageName ? { languageName: deps.languageName } : {}),
      },
      placement,
    );
  } else if (model.kind === "tables") {
    const part = settings.tablesPart;
    const inserted =
      part === "keyValues" ? { ...model.tables, tables: [] } : part === "tables" ? { ...model.tables, keyValuePairs: [] } : model.tables;
    // Flags still open as it goes in stay with the cells, as notes.
    const doubts = deps.checks ? tablesDoubts(inserted, deps.checks) : [];
    report =
      part === "keyValues"
        ? await insertKeyValuesIntoExcel(model.tables, placement, values, doubts)
        : await insertTablesIntoExcel(inserted, placement, values, doubts);
  } else {
    const sheetBase = deps.extractorName?.trim() || extractedFieldsName();
    report = await appendRecordsToExcel([model.records], {
      tableName: recordsTableName(deps.extractorName),
      sheetBase,
      placement,
      values,
      // Fields still flagged as they go in stay with the cells, as notes.
      ...(deps.checks ? { doubts: [recordsDoubts(model.records, deps.checks)] } : {}),
    });
  }
  const outcome = excelMessage(report, placement);
  return { ...outcome, notes: [...notes, ...outcome.notes] };
}

const cutNote = (fileName: string, cells: number): string =>
  t("results.insertAll.cutCells", { count: cells, fileName, limit: EXCEL_CELL_LIMIT });

/** `answered`: results read as answered in their review (their sentence says so, not the decimals note). */
function fromExcelReport(
  results: readonly PendingResult[],
  report: ExcelBatchReport,
  answered: ReadonlySet<string> = new Set(),
): WriteOutcome {
  const byDocument = new Map(results.map((r) => [documentOf(r.model).documentId, r]));
  const outcome = emptyOutcome();
  for (const doc of report.documents) {
    const result = byDocument.get(doc.documentId);
    if (!result) continue;
    const sheets = [...new Set(doc.placed.map((p) => p.sheet))];
    outcome.inserted.push({ itemId: result.itemId, place: { host: "excel", sheets } });
    if (doc.cutCells > 0) outcome.notes.push(cutNote(result.fileName, doc.cutCells));
    outcome.notes.push(
      ...keptTextNotes(keptTextOf(doc.placed)),
      ...totalsNotes(doc.placed),
      ...evidenceNotes(doc.placed),
      // Inserted anyway with figures read as decimals by this workbook: said, with how to read them otherwise.
      ...(answered.has(result.itemId) ? [] : decimalsNotes(doc.placed)),
      ...doubtsNotes(doc.placed),
    );
  }
  for (const skip of report.skipped) {
    const result = byDocument.get(skip.documentId);
    if (result) outcome.failed.push({ itemId: result.itemId, fileName: result.fileName, reason: skip.reason });
  }
  return outcome;
}

interface Groups {
  records: Map<string, { results: PendingResult[]; models: RecordsModel[] }>;
  tables: { results: PendingResult[]; models: TablesModel[] };
  transcripts: { results: PendingResult[]; models: TranscriptModel[] };
}

/** Results by kind (records by extractor); empty ones are failed at once. */
function groupByKind(results: readonly PendingResult[], outcome: WriteOutcome): Groups {
  const groups: Groups = { records: new Map(), tables: { results: [], models: [] }, transcripts: { results: [], models: [] } };
  for (const r of results) {
    if (isEmptyResult(r.model)) {
      outcome.failed.push({ itemId: r.itemId, fileName: r.fileName, reason: nothingToInsert() });
    } else if (r.model.kind === "records") {
      const name = r.extractorName?.trim() ?? "";
      const entry = groups.records.get(name) ?? { results: [], models: [] };
      entry.results.push(r);
      entry.models.push(r.model.records);
      groups.records.set(name, entry);
    } else if (r.model.kind === "tables") {
      groups.tables.results.push(r);
      groups.tables.models.push(r.model.tables);
    } else {
      groups.transcripts.results.push(r);
      groups.transcripts.models.push(r.model.transcript);
    }
  }
  return groups;
}

/** The sentences of the answers applied to the results that went in. */
function answeredNotes(results: readonly PendingResult[], values: readonly ResultValues[], part: WriteOutcome): string[] {
  return values.flatMap((v, i) => (v.note !== null && part.inserted.some((done) => done.itemId === results[i]?.itemId) ? [v.note] : []));
}

/** An extractor's records by reading: those answered otherwise than the batch go in a write of their own. */
function byReading(entry: { results: PendingResult[]; models: RecordsModel[] }, values: (r: PendingResult) => ResultValues) {
  const parts = new Map<string, { results: PendingResult[]; models: RecordsModel[]; values: ResultValues[] }>();
  entry.results.forEach((result, i) => {
    const v = values(result);
    const key = JSON.stringify(v.values);
    const part = parts.get(key) ?? { results: [], models: [], values: [] };
    part.results.push(result);
    part.models.push(entry.models[i]!);
    part.values.push(v);
    parts.set(key, part);
  });
  return [...parts.values()];
}

function excelBatchWriter(settings: BatchInsertSettings): BatchWriter {
  const placement = settings.excelPlacement;
  // Each result's own answer to "Read numbers as" (given in its review) applies to it alone.
  const valuesOf = (r: PendingResult): ResultValues => resultValues(r, settings.keepText, settings.checks?.culture ?? null);
  const checks = settings.checks;
  return async (results) => {
    const outcome = emptyOutcome();
    const { records, tables, transcripts } = groupByKind(results, outcome);
    for (const [extractor, entry] of records)
      for (const part of byReading(entry, valuesOf))
        merge(
          outcome,
          await group(part.results, async () => {
            const name = extractor || extractedFieldsName();
            const report = await appendRecordsToExcel(part.models, {
              tableName: recordsTableName(extractor),
              sheetBase: name,
              placement,
              values: part.values[0]?.values ?? { keepText: settings.keepText },
              after: "selectBelow",
              ...(checks ? { doubts: part.models.map((m) => recordsDoubts(m, checks)) } : {}),
            });
            const sheets = report.appended ? [report.appended.sheet] : [...new Set(report.placed.map((p) => p.sheet))];
            const notes = [
              ...(report.cutCells > 0 ? [cutNote(name, report.cutCells)] : []),
              ...keptTextNotes(keptTextOf(report.placed)),
              ...totalsNotes(report.placed),
              ...evidenceNotes(report.placed),
              ...doubtsNotes(report.placed),
              ...part.values.flatMap((v) => (v.note === null ? [] : [v.note])),
            ];
            return {
              inserted: part.results.map((r) => ({ itemId: r.itemId, place: { host: "excel" as const, sheets } })),
              failed: [],
              notes,
            };
          }),
        );
    if (tables.models.length > 0) {
      const values = tables.results.map(valuesOf);
      merge(
        outcome,
        await group(tables.results, async () => {
          const part = fromExcelReport(
            tables.results,
            await insertTablesBatchIntoExcel(
              tables.models,
              placement,
              values.map((v) => v.values),
              undefined,
              tables.models.map((m) => (settings.checks ? tablesDoubts(m, settings.checks) : [])),
            ),
            new Set(tables.results.filter((_, i) => values[i]?.note !== null).map((r) => r.itemId)),
          );
          return { ...part, notes: [...part.notes, ...answeredNotes(tables.results, values, part)] };
        }),
      );
    }
    if (transcripts.models.length > 0)
      merge(
        outcome,
        await group(transcripts.results, async () =>
          fromExcelReport(
            transcripts.results,
            await insertTranscriptsBatchIntoExcel(
              transcripts.models,
              { headings: false, pageBreaks: false, translation: "after" },
              placement,
            ),
          ),
        ),
      );
    return outcome;
  };
}

export const excelInserter: HostInserter = { insert: insertIntoExcel, batchWriter: excelBatchWriter };

// Appending a result to one of the user's own Excel tables: what the table and the result offer, the mapping
// (the one saved in the workbook for this table and layout, else one matched by heading), whether the
// document was appended before, and the append itself with its outcome. Plain logic between a view and the
// writer in src/office; no React, no HTTP.
import { t } from "../i18n/messages";
import { appendRowsToTable } from "../office/excelTableAppend";
import { lookForAppend, type TableLook } from "../office/excelTableLook";

// The workbook's tables, for the picker (the view reaches Office through src/insert only).
export { listWorkbookTables, type WorkbookTable } from "../office/excelTableLook";
import { targetFlags } from "../results/checks/targetChecks";
import type { AppendCheckTarget } from "../results/checks/types";
import { autoMatch } from "../results/mapping/autoMatch";
import { isoDay, mappedRows } from "../results/mapping/mappedRows";
import { alreadyAppended, findMapping, stillFits, withAppended, withMapping, type MappingBook } from "../results/mapping/savedMappings";
import { recordsSource, tablesSource, type MappingSource } from "../results/mapping/sources";
import { targetKind, type TargetKind } from "../results/mapping/typeFit";
import type { ColumnMapping } from "../results/mapping/types";
import type { ResultModel } from "../results/model";
import type { DecimalMark, NumberCulture } from "../results/numbers/cellValues";
import type { ReviewDoc } from "../results/review/types";
import { nameList, type InsertOutcome } from "./outcome";

/** What a result offers to append (null for a transcript, or tables without a header row). */
export function sourceOf(model: ResultModel): MappingSource | null {
  if (model.kind === "records") return recordsSource(model.records);
  if (model.kind === "tables") return tablesSource(model.tables);
  return null;
}

export interface AppendPlan {
  table: TableLook;
  kinds: TargetKind[];
  source: MappingSource;
  mapping: ColumnMapping;
  /** The mapping came from the workbook (saved before), rather than matched now. */
  fromSaved: boolean;
  book: MappingBook;
}

/** The mapping for this table and layout: the saved one while the table's columns are the same, else matched. */
export function mappingFor(book: MappingBook, table: TableLook, source: MappingSource): { mapping: ColumnMapping; fromSaved: boolean } {
  const saved = findMapping(book, table.name, source.layout);
  if (saved && stillFits(saved, table.headings)) return { mapping: saved.mapping, fromSaved: true };
  return { mapping: autoMatch(table.headings, source.columns), fromSaved: false };
}

/** Looks at the table and the workbook's saved mappings (null when the table is gone). */
export async function planAppend(model: ResultModel, tableName: string): Promise<AppendPlan | null> {
  const source = sourceOf(model);
  if (!source) return null;
  const { table, book } = await lookForAppend(tableName);
  if (!table) return null;
  return { table, kinds: table.columns.map(targetKind), source, book, ...mappingFor(book, table, source) };
}

/** What the review checks against: values that would not fit their column are flagged before inserting. */
export function checkTarget(plan: AppendPlan, mapping: ColumnMapping = plan.mapping): AppendCheckTarget {
  return { headings: plan.table.headings, kinds: plan.kinds, mapping, layout: plan.source.layout };
}

/** This document was appended to this table before: ask first. */
export function appendedBefore(plan: AppendPlan): boolean {
  return alreadyAppended(plan.book, plan.table.name, plan.source.rows.documentId);
}

/**
 * Why the documents' values went in as text: the answer "Keep them as text" in the review, or "Keep every value
 * as text" (the user's setting, or the organisation's policy locking it on).
 */
export type KeptTextBy = "answer" | "setting" | "policy";

/** The outcome sentence of an append, with its notes. */
export function appendOutcome(
  report: {
    table: string;
    sheet: string;
    rows: number;
    addedColumns: string[];
    misfits: number;
    keptText: readonly { column: string; count: number }[];
  },
  keptBy: KeptTextBy = "answer",
): InsertOutcome {
  const added = report.addedColumns.length;
  const columns = added > 0 ? ` ${t("results.insert.newColumns", { count: added, names: nameList(report.addedColumns) })}` : "";
  const notes = report.misfits > 0 ? [t("results.insert.misfits", { count: report.misfits })] : [];
  // Kept as text by the user's answer where the table holds numbers or dates: Excel will not add them up.
  const kept = report.keptText.reduce((n, k) => n + k.count, 0);
  const names = nameList(report.keptText.map((k) => k.column));
  if (kept > 0)
    notes.push(
      keptBy === "answer"
        ? t("results.insert.keptAsAnswered", { count: kept, names })
        : t("results.insert.keptBySetting", { count: kept, names, by: keptBy }),
    );
  return {
    message: `${t("results.insert.appended", { rows: report.rows, table: report.table, sheet: report.sheet })}${columns}`,
    notes,
    place: { host: "excel", sheets: [report.sheet] },
  };
}

/**
 * Appends the (reviewed) result with the mapping the user confirmed, and saves that mapping and the document
 * in the workbook in the same request.
 */
export async function appendWithPlan(
  plan: AppendPlan,
  reviewed: ResultModel,
  mapping: ColumnMapping,
  options: {
    readAs?: DecimalMark | "text" | null;
    /** "Keep every value as text" is on: by the user's setting, or locked on by the organisation's policy. */
    keepText?: "setting" | "policy" | null;
    now?: Date;
  } = {},
): Promise<InsertOutcome> {
  const source = sourceOf(reviewed) ?? plan.source;
  const { rows, added, fromDocument } = mappedRows(mapping, [source.rows], isoDay(options.now ?? new Date()));
  // "Keep every value as text" (which wins over any answer), or "Keep them as text" answered: the document's
  // values go in as text, whatever their column takes. The values the add-in supplies itself (file name, page,
  // date inserted, the user's typed text) are not the document's and keep the type their column gives them.
  const keptBy: KeptTextBy | null = options.keepText ?? (options.readAs === "text" ? "answer" : null);
  const readAs = keptBy !== null || options.readAs === "text" ? null : (options.readAs ?? null);
  const keepText = keptBy !== null;
  const types = new Map(source.columns.map((c) => [c.key, c.type]));
  let book = withMapping(plan.book, plan.table.name, plan.source.layout, plan.table.headings, mapping);
  book = withAppended(book, plan.table.name, plan.source.layout, [source.rows.documentId]);
  const report = await appendRowsToTable({
    table: plan.table.name,
    rows,
    added: added.map((a) => a.name),
    addedTypes: added.map((a) => types.get(a.key)),
    readAs,
    ...(keepText ? { asText: rows.map(() => fromDocument) } : {}),
    save: book,
  });
  return appendOutcome(report, keptBy ?? "answer");
}

/** How many values of the result under review would not fit their column with this mapping (0: none). */
export function misfitCount(doc: ReviewDoc, plan: AppendPlan, mapping: ColumnMapping, culture: NumberCulture | null): number {
  return targetFlags(doc, checkTarget(plan, mapping), { culture }).length;
}

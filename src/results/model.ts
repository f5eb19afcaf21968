// The document-neutral result of one processed document, whatever its action.
import type { DocumentDetail } from "../api/types";
import { recordsFromDetail, type RecordsModel } from "./records";
import { tablesFromDetail, type TablesModel } from "./tables";
import { transcriptFromDetail, type TranscriptModel } from "./transcript";

export type ResultModel =
  | { kind: "transcript"; transcript: TranscriptModel }
  | { kind: "tables"; tables: TablesModel }
  | { kind: "records"; records: RecordsModel };

export type ResultAction = "transcribe" | "tables" | "extractor";

/** The model for the document's action; an unknown action is read by what its results contain. */
export function resultFromDetail(detail: DocumentDetail): ResultModel {
  const action = typeof detail.action === "string" ? detail.action : null;
  if (action === "tables" || (action === null && detail.tablesPages.length > 0))
    return { kind: "tables", tables: tablesFromDetail(detail) };
  if (action === "extractor" || (action === null && detail.extractorPages.length > 0))
    return { kind: "records", records: recordsFromDetail(detail) };
  return { kind: "transcript", transcript: transcriptFromDetail(detail) };
}

export function actionOf(model: ResultModel): ResultAction {
  return model.kind === "transcript" ? "transcribe" : model.kind === "tables" ? "tables" : "extractor";
}

export function documentOf(model: ResultModel): { documentId: string; fileName: string } {
  const inner = model.kind === "transcript" ? model.transcript : model.kind === "tables" ? model.tables : model.records;
  return { documentId: inner.documentId, fileName: inner.fileName };
}

/** True when there is nothing to insert. */
export function isEmptyResult(model: ResultModel): boolean {
  if (model.kind === "transcript") return model.transcript.pages.every((p) => p.lines.length === 0 && !p.translation);
  if (model.kind === "tables") return model.tables.tables.length === 0 && model.tables.keyValuePairs.length === 0;
  return model.records.records.length === 0;
}

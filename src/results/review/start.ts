// The review of a result before anything was done to it: everything chosen, nothing corrected.
import type { ResultModel } from "../model";
import type { ReviewDoc, TableState } from "./types";

export const tableId = (index: number): string => `t${index}`;

export function reviewFrom(model: ResultModel): ReviewDoc {
  if (model.kind === "tables")
    return {
      kind: "tables",
      base: model.tables,
      tables: model.tables.tables.map((source): TableState => ({
        id: tableId(source.index),
        source,
        cells: new Map(),
        deletedRows: new Set(),
        deletedColumns: new Set(),
        hasHeaderRow: source.hasHeaderRow,
        chosen: true,
        joined: null,
      })),
      pairs: model.tables.keyValuePairs.map((source) => ({ source, key: source.key, value: source.value, chosen: true })),
      checked: new Map(),
    };
  if (model.kind === "records")
    return {
      kind: "records",
      base: model.records,
      records: model.records.records.map((source) => ({ source, values: new Map(), skipped: false })),
      checked: new Map(),
    };
  return {
    kind: "transcript",
    base: model.transcript,
    pages: model.transcript.pages.map((source) => ({ source, text: null, translation: null, chosen: true })),
    checked: new Map(),
  };
}

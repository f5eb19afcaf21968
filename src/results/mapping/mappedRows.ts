// A mapping applied: the rows of one or more documents arranged as the target table's columns (then the
// added ones), each cell the source's text, a fixed value or the user's text; and each column read as its
// target takes it, with the values that do not fit. Pure.
import type { NumberCulture } from "../numbers/cellValues";
import { documentEvidence } from "../numbers/markEvidence";
import { fitColumn, type FittedColumn, type TargetKind } from "./typeFit";
import type { ColumnMapping, ColumnSource, ExtraColumn } from "./types";

/** One document's rows, each a source key -> text, with its page. */
export interface SourceRows {
  documentId: string;
  fileName: string;
  rows: { page: number; values: Readonly<Record<string, string>> }[];
}

export interface MappedRows {
  /** Source columns added at the table's right end, in order. */
  added: ExtraColumn[];
  /** Every row, as wide as the table's columns plus the added ones. */
  rows: string[][];
  /** Per column: its values are the document's (a source column), not a value the add-in or the user gives. */
  fromDocument: boolean[];
}

/** Today as the ISO date the figures rules read as a date (the "date inserted" value). */
export function isoDay(now: Date): string {
  const pad = (n: number): string => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function cellOf(source: ColumnSource, doc: SourceRows, row: SourceRows["rows"][number], today: string): string {
  switch (source.kind) {
    case "source":
      return row.values[source.key] ?? "";
    case "text":
      return source.text;
    case "empty":
      return "";
    default:
      return source.value === "fileName" ? doc.fileName : source.value === "page" ? String(row.page) : today;
  }
}

/** The documents' rows arranged by the mapping. */
export function mappedRows(mapping: ColumnMapping, documents: readonly SourceRows[], today: string): MappedRows {
  const added = mapping.extra.filter((e) => e.add);
  const sources: ColumnSource[] = [...mapping.columns, ...added.map((e): ColumnSource => ({ kind: "source", key: e.key }))];
  const rows: string[][] = [];
  for (const doc of documents) for (const row of doc.rows) rows.push(sources.map((s) => cellOf(s, doc, row, today)));
  return { added, rows, fromDocument: sources.map((s) => s.kind === "source") };
}

/** A cell whose value does not fit its target column. */
export interface Misfit {
  row: number;
  column: number;
  kind: "number" | "date";
}

/**
 * Each column of mapped rows read as its target column takes it (`kinds`, one per column; "any" for added
 * columns, whose `declaredTypes` may say more), with the document's own decimal mark as evidence.
 */
export function fitRows(
  rows: readonly string[][],
  kinds: readonly TargetKind[],
  options: { culture: NumberCulture | null; declaredTypes?: readonly (string | undefined)[]; readAs?: "." | "," | null },
): { columns: FittedColumn[]; misfits: Misfit[] } {
  const columnValues = kinds.map((_, c) => rows.map((row) => row[c] ?? ""));
  const evidence = documentEvidence(
    columnValues.filter((_, c) => kinds[c] !== "text"),
    options.culture?.group ?? null,
  );
  const misfits: Misfit[] = [];
  const columns = kinds.map((kind, c) => {
    const fitted = fitColumn(columnValues[c] ?? [], kind, {
      culture: options.culture,
      documentEvidence: evidence,
      declaredType: options.declaredTypes?.[c] ?? null,
      readAs: options.readAs ?? null,
    });
    if (kind === "number" || kind === "date") for (const row of fitted.misfits) misfits.push({ row, column: c, kind });
    return fitted;
  });
  return { columns, misfits };
}

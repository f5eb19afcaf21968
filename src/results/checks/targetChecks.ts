// The checks of a result about to be appended to the user's own table: a value mapped into a number or date
// column that does not read as one is flagged before inserting, so it is never written as the wrong type
// without the user seeing it. Read with the same rules as the writer (src/results/mapping/typeFit.ts).
import { fitColumn } from "../mapping/typeFit";
import { headingsLayout } from "../mapping/sources";
import { cellText, groupRows, tableGroups } from "../review/tables";
import type { ReviewDoc } from "../review/types";
import type { AppendCheckTarget, CheckContext, Flag, FlagPlace } from "./types";

/** Each target column of kind number or date with the source key feeding it. */
function typedColumns(target: AppendCheckTarget): { key: string; kind: "number" | "date"; heading: string }[] {
  const out: { key: string; kind: "number" | "date"; heading: string }[] = [];
  target.mapping.columns.forEach((source, c) => {
    const kind = target.kinds[c];
    if (source.kind === "source" && (kind === "number" || kind === "date"))
      out.push({ key: source.key, kind, heading: target.headings[c] ?? "" });
  });
  return out;
}

function flagsOf(
  values: readonly string[],
  places: readonly FlagPlace[],
  kind: "number" | "date",
  heading: string,
  context: CheckContext,
): Flag[] {
  const fitted = fitColumn(values, kind, { culture: context.culture });
  return fitted.misfits.map((i) => ({
    place: places[i]!,
    kind: "targetType",
    column: heading,
    expected: kind,
    suggestion: fitted.reading.cells[i]?.suggestion ?? null,
  }));
}

/** The values that would not fit their target column. */
export function targetFlags(doc: ReviewDoc, target: AppendCheckTarget, context: CheckContext): Flag[] {
  const columns = typedColumns(target);
  if (columns.length === 0 || doc.kind === "transcript") return [];
  const flags: Flag[] = [];
  if (doc.kind === "records") {
    const kept = doc.records.map((r, index) => ({ r, index })).filter(({ r }) => !r.skipped);
    for (const column of columns) {
      const values = kept.map(({ r }) => r.values.get(column.key) ?? r.source.values[column.key] ?? "");
      const places = kept.map(({ index }): FlagPlace => ({ kind: "field", record: index, field: column.key }));
      flags.push(...flagsOf(values, places, column.kind, column.heading, context));
    }
    return flags;
  }
  for (const group of tableGroups(doc.tables)) {
    const head = group[0];
    if (!head?.chosen || !head.hasHeaderRow) continue;
    const width = head.source.columnCount;
    const header = Array.from({ length: width }, (_, c) => cellText(head, 0, c));
    if (headingsLayout(header) !== target.layout) continue;
    const rows = groupRows(group).filter((ref, i) => i > 0 && !ref.table.deletedRows.has(ref.row));
    for (const column of columns) {
      const at = Number(column.key);
      if (!Number.isInteger(at) || at < 0 || at >= width || head.deletedColumns.has(at)) continue;
      const values = rows.map((ref) => cellText(ref.table, ref.row, at));
      const places = rows.map((ref): FlagPlace => ({ kind: "cell", table: ref.table.id, row: ref.row, column: at }));
      flags.push(...flagsOf(values, places, column.kind, column.heading, context));
    }
  }
  return flags;
}

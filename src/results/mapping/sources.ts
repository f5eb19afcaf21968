// What a result offers to map: its columns (an extractor's fields, or the headings of a table) and its rows,
// and the key of its layout, under which a mapping is remembered. A table result's rows are those of its
// tables with the first table's headings (a table continued on the next page under its repeated header comes
// along); its other tables are not this layout, and a closing "Total" row is no data. The document's key/value
// pairs are columns too, the same on every row ("Invoice number" beside each line). Pure.
import type { RecordsModel } from "../records";
import { isTotalsLabel } from "../checks/totalsWords";
import type { TablesModel } from "../tables";
import { headingKey } from "./headingKey";
import type { SourceRows } from "./mappedRows";
import type { SourceColumn } from "./types";

export interface MappingSource {
  /** The layout: "records:<field keys>" or "table:<normalised headings>". */
  layout: string;
  columns: SourceColumn[];
  rows: SourceRows;
}

/** An extractor's fields (its layout: the field keys, which the extractor fixes) and its records. */
export function recordsSource(model: RecordsModel): MappingSource {
  const columns = model.fields.map((f): SourceColumn => ({
    key: f.key,
    name: f.name.replace(/\s+/g, " ").trim() || f.key,
    alias: f.key,
    ...(f.type ? { type: f.type } : {}),
  }));
  return {
    layout: `records:${model.fields.map((f) => f.key).join("|")}`,
    columns,
    rows: {
      documentId: model.documentId,
      fileName: model.fileName,
      rows: model.records.map((r) => ({ page: r.pageNumber, values: r.values })),
    },
  };
}

/** The headings' layout key: the same headings, however written, are one layout. */
export function headingsLayout(headings: readonly string[]): string {
  return `table:${headings.map(headingKey).join("|")}`;
}

/** A tables result's first table with a header row, and the tables that continue it; null when it has none. */
export function tablesSource(model: TablesModel): MappingSource | null {
  const first = model.tables.find((t) => t.hasHeaderRow && t.rows.length > 0);
  if (!first) return null;
  const headings = first.rows[0] ?? [];
  const layout = headingsLayout(headings);
  const columns = headings.map((name, i): SourceColumn => ({ key: String(i), name: name.trim() || String(i + 1) }));
  // Key/value pairs by their key's normalised name, so a saved mapping finds them in the next document.
  const pairs = new Map<string, { name: string; value: string }>();
  for (const pair of model.keyValuePairs) {
    const key = `kv:${headingKey(pair.key)}`;
    if (key !== "kv:" && !pairs.has(key)) pairs.set(key, { name: pair.key.trim(), value: pair.value });
  }
  for (const [key, pair] of pairs) columns.push({ key, name: pair.name });
  const fixed = Object.fromEntries([...pairs].map(([key, pair]) => [key, pair.value]));
  const rows: SourceRows["rows"] = [];
  for (const table of model.tables) {
    if (!table.hasHeaderRow || headingsLayout(table.rows[0] ?? []) !== layout) continue;
    for (const row of table.rows.slice(1)) {
      if (row.every((cell) => cell.trim() === "")) continue;
      const label = row.find((cell) => cell.trim() !== "") ?? "";
      if (isTotalsLabel(label) && row.filter((cell) => cell.trim() !== "").length <= 2) continue;
      rows.push({ page: table.pageNumber, values: { ...fixed, ...Object.fromEntries(row.map((cell, i) => [String(i), cell])) } });
    }
  }
  return { layout, columns, rows: { documentId: model.documentId, fileName: model.fileName, rows } };
}

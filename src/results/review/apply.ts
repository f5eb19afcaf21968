// Applying one edit to the review's state: a new state sharing everything the edit did not touch, or the same
// state when the edit changes nothing (or does not apply, such as a join of tables of different widths).
import { withMark } from "./marks";
import { canJoin, cellKey, headOf, repeatsHeader } from "./tables";
import type { PageState, PairState, RecordState, ReviewDoc, ReviewEdit, TableState } from "./types";

type TablesDoc = Extract<ReviewDoc, { kind: "tables" }>;

const withSet = <T>(set: ReadonlySet<T>, value: T, present: boolean): ReadonlySet<T> => {
  if (set.has(value) === present) return set;
  const next = new Set(set);
  if (present) next.add(value);
  else next.delete(value);
  return next;
};

function replaceAt<T>(items: readonly T[], index: number, next: T): readonly T[] {
  if (items[index] === next) return items;
  const copy = items.slice();
  copy[index] = next;
  return copy;
}

function setCell(table: TableState, row: number, column: number, value: string): TableState {
  if (row < 0 || row >= table.source.rows.length || column < 0 || column >= table.source.columnCount) return table;
  const key = cellKey(table, row, column);
  const original = table.source.rows[row]?.[column] ?? "";
  const current = table.cells.get(key) ?? original;
  if (current === value) return table;
  const cells = new Map(table.cells);
  // Back to what the service read: no correction is left.
  if (value === original) cells.delete(key);
  else cells.set(key, value);
  return { ...table, cells };
}

function editTable(table: TableState, edit: ReviewEdit): TableState {
  switch (edit.op) {
    case "setCell":
      return setCell(table, edit.row, edit.column, edit.value);
    case "deleteRow":
    case "restoreRow": {
      // The header row is switched off, not deleted.
      if (edit.row < 0 || edit.row >= table.source.rows.length || (edit.row === 0 && table.hasHeaderRow)) return table;
      const deletedRows = withSet(table.deletedRows, edit.row, edit.op === "deleteRow");
      return deletedRows === table.deletedRows ? table : { ...table, deletedRows };
    }
    case "deleteColumn":
    case "restoreColumn": {
      if (edit.column < 0 || edit.column >= table.source.columnCount) return table;
      const deletedColumns = withSet(table.deletedColumns, edit.column, edit.op === "deleteColumn");
      return deletedColumns === table.deletedColumns ? table : { ...table, deletedColumns };
    }
    case "header":
      return table.hasHeaderRow === edit.on
        ? table
        : { ...table, hasHeaderRow: edit.on, deletedRows: withSet(table.deletedRows, 0, false) };
    case "chooseTable":
      return table.chosen === edit.chosen ? table : { ...table, chosen: edit.chosen };
    default:
      return table;
  }
}

/** Column, header and choice edits belong to the joined table's head; cells and rows to their own table. */
const AT_HEAD = new Set<ReviewEdit["op"]>(["deleteColumn", "restoreColumn", "header", "chooseTable"]);

function applyToTables(doc: TablesDoc, edit: ReviewEdit): TablesDoc {
  if (edit.op === "setPair" || edit.op === "choosePair") {
    const pair = doc.pairs[edit.pair];
    if (!pair) return doc;
    const next: PairState =
      edit.op === "choosePair"
        ? pair.chosen === edit.chosen
          ? pair
          : { ...pair, chosen: edit.chosen }
        : pair[edit.part] === edit.value
          ? pair
          : { ...pair, [edit.part]: edit.value };
    const pairs = replaceAt(doc.pairs, edit.pair, next);
    return pairs === doc.pairs ? doc : { ...doc, pairs };
  }
  if (!("table" in edit)) return doc;
  const target = AT_HEAD.has(edit.op) ? headOf(doc.tables, edit.table) : doc.tables.find((t) => t.id === edit.table);
  if (!target) return doc;
  const index = doc.tables.indexOf(target);
  let next: TableState;
  if (edit.op === "join") {
    if (!canJoin(doc.tables, target.id)) return doc;
    const before = doc.tables[index - 1]!;
    next = { ...target, joined: { to: before.id, dropFirstRow: repeatsHeader(target, headOf(doc.tables, before.id)!) } };
  } else if (edit.op === "split") {
    if (target.joined === null) return doc;
    next = { ...target, joined: null };
  } else next = editTable(target, edit);
  const tables = replaceAt(doc.tables, index, next);
  return tables === doc.tables ? doc : { ...doc, tables };
}

function applyToRecords(doc: Extract<ReviewDoc, { kind: "records" }>, edit: ReviewEdit): ReviewDoc {
  if (edit.op !== "setField" && edit.op !== "skipRecord") return doc;
  const record = doc.records[edit.record];
  if (!record) return doc;
  let next: RecordState = record;
  if (edit.op === "skipRecord") next = record.skipped === edit.skipped ? record : { ...record, skipped: edit.skipped };
  else {
    const original = record.source.values[edit.field];
    const current = record.values.get(edit.field) ?? original ?? "";
    if (current !== edit.value && doc.base.fields.some((f) => f.key === edit.field)) {
      const values = new Map(record.values);
      if (edit.value === original) values.delete(edit.field);
      else values.set(edit.field, edit.value);
      next = { ...record, values };
    }
  }
  const records = replaceAt(doc.records, edit.record, next);
  return records === doc.records ? doc : { ...doc, records };
}

function applyToTranscript(doc: Extract<ReviewDoc, { kind: "transcript" }>, edit: ReviewEdit): ReviewDoc {
  if (edit.op !== "setPage" && edit.op !== "choosePage") return doc;
  const page = doc.pages[edit.page];
  if (!page) return doc;
  let next: PageState = page;
  if (edit.op === "choosePage") next = page.chosen === edit.chosen ? page : { ...page, chosen: edit.chosen };
  else {
    const lines = edit.part === "text" ? page.source.lines : page.source.translation?.lines;
    if (lines === undefined) return doc; // no translation to correct
    const original = lines.join("\n");
    const value = edit.value === original ? null : edit.value;
    if (page[edit.part] !== value) next = { ...page, [edit.part]: value };
  }
  const pages = replaceAt(doc.pages, edit.page, next);
  return pages === doc.pages ? doc : { ...doc, pages };
}

export function applyEdit(doc: ReviewDoc, edit: ReviewEdit): ReviewDoc {
  if (edit.op === "together") return edit.edits.reduce(applyEdit, doc);
  if (edit.op === "markChecked") {
    const checked = withMark(doc.checked, edit.place, edit.text, edit.checked);
    return checked === doc.checked ? doc : { ...doc, checked };
  }
  if (doc.kind === "tables") return applyToTables(doc, edit);
  if (doc.kind === "records") return applyToRecords(doc, edit);
  return applyToTranscript(doc, edit);
}

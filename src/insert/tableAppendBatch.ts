// Insert all (and "as they finish") into the user's own table: every result whose layout has a mapping saved
// for that table goes in with it, all in one append (one look, then one request per block); a result whose
// layout has none yet is held back until the user matches its columns once; documents already in the table
// are asked about once for the whole batch (as the single append asks about one): appended again, or skipped
// and counted. Plain logic over src/office; the asking is the view's.
import { t } from "../i18n/messages";
import { TableAppendRefused, appendRowsToTable } from "../office/excelTableAppend";
import { lookForAppend } from "../office/excelTableLook";
import { isoDay, mappedRows } from "../results/mapping/mappedRows";
import { alreadyAppended, findMapping, stillFits, withAppended } from "../results/mapping/savedMappings";
import type { MappingSource } from "../results/mapping/sources";
import type { ColumnMapping } from "../results/mapping/types";
import type { ResultModel } from "../results/model";
import type { DecimalMark } from "../results/numbers/cellValues";
import type { InsertOutcome } from "./outcome";
import { appendOutcome, sourceOf, type KeptTextBy } from "./tableAppend";

export interface BatchAppendItem {
  itemId: string;
  fileName: string;
  model: ResultModel;
}

export interface BatchAppendOutcome {
  /** What was appended (null when nothing was). */
  outcome: InsertOutcome | null;
  appended: string[];
  /** Results whose layout has no saved mapping for this table yet. */
  needMatching: BatchAppendItem[];
  /** Documents already in the table, skipped. */
  skipped: BatchAppendItem[];
  /** The sentences about those held back and skipped (also among the outcome's notes). */
  heldNotes: string[];
}

export interface BatchAppendOptions {
  readAs?: DecimalMark | null;
  /**
   * Why the documents' values go in as text, whatever their column takes ("Keep them as text" answered, or
   * "Keep every value as text" by the user's setting or the organisation's policy); absent or null: they do not.
   */
  keepText?: KeptTextBy | null;
  now?: Date;
  /**
   * Asked once when documents of the batch are already in the table: true appends them again, false skips them.
   * Without it they are skipped.
   */
  again?: (already: readonly BatchAppendItem[], table: string) => Promise<boolean>;
}

/** The results appended to the table with their saved mappings, in one append. */
export async function appendBatchToTable(
  items: readonly BatchAppendItem[],
  tableName: string,
  options: BatchAppendOptions = {},
): Promise<BatchAppendOutcome> {
  const { table, book } = await lookForAppend(tableName);
  if (!table) throw new TableAppendRefused(t("results.office.tableGone", { table: tableName }), "notFound");
  const today = isoDay(options.now ?? new Date());
  const needMatching: BatchAppendItem[] = [];
  const fitting: { item: BatchAppendItem; source: MappingSource; mapping: ColumnMapping }[] = [];
  for (const item of items) {
    const source = sourceOf(item.model);
    const saved = source ? findMapping(book, table.name, source.layout) : null;
    if (!source || !saved || !stillFits(saved, table.headings)) needMatching.push(item);
    else fitting.push({ item, source, mapping: saved.mapping });
  }
  const already = fitting.filter((f) => alreadyAppended(book, table.name, f.source.rows.documentId));
  const again =
    already.length > 0 && options.again
      ? await options.again(
          already.map((f) => f.item),
          table.name,
        )
      : false;
  const skipped = again ? [] : already.map((f) => f.item);
  const parts = fitting
    .filter((f) => !skipped.includes(f.item))
    .map(({ item, source, mapping }) => {
      const mapped = mappedRows(mapping, [source.rows], today);
      return { item, source, rows: mapped.rows, fromDocument: mapped.fromDocument, added: mapped.added.map((a) => a.name) };
    });
  // Columns added by any layout's mapping, once each, in the order first asked for.
  const added = [...new Set(parts.flatMap((p) => p.added))];
  const width = table.headings.length;
  /** One layout's row laid out as the table's columns, then every added column (its own where it has them). */
  const laidOut = <T>(part: (typeof parts)[number], row: readonly T[], blank: T): T[] => {
    const out = [...row.slice(0, width), ...added.map(() => blank)];
    part.added.forEach((name, k) => (out[width + added.indexOf(name)] = row[width + k] ?? blank));
    return out;
  };
  const rows = parts.flatMap((p) => p.rows.map((row) => laidOut(p, row, "")));
  // The documents' own values (not the fixed ones the add-in supplies: page, file name, date inserted, the
  // user's text, which keep the type their column gives them).
  const asText = options.keepText ? parts.flatMap((p) => p.rows.map(() => laidOut(p, p.fromDocument, false))) : undefined;
  const notes: string[] = [];
  if (needMatching.length > 0) notes.push(t("results.tableAppend.needMatching", { count: needMatching.length }));
  if (skipped.length > 0) notes.push(t("results.tableAppend.skippedAgain", { count: skipped.length }));
  if (rows.length === 0) return { outcome: null, appended: [], needMatching, skipped, heldNotes: notes };
  let next = book;
  for (const part of parts) next = withAppended(next, table.name, part.source.layout, [part.source.rows.documentId]);
  const report = await appendRowsToTable({
    table: table.name,
    rows,
    added,
    readAs: options.readAs ?? null,
    ...(asText ? { asText } : {}),
    save: next,
  });
  const outcome = appendOutcome(report, options.keepText ?? "answer");
  return {
    outcome: { ...outcome, notes: [...outcome.notes, ...notes] },
    appended: parts.map((p) => p.item.itemId),
    needMatching,
    skipped,
    heldNotes: notes,
  };
}

// The review's flags still unsettled when a tables result goes into Excel ("Insert anyway", or inserted with
// flags left), as the cells they mark: each grid of tablesGrids (the tables in order, then the key/value
// pairs), the row and column in the grid, and the flag's words for the cell's note; for extractor records, the
// record and field (the writer knows their row and column). Pure over the checks.
import { t } from "../../i18n/messages";
import { checkReview } from "../../results/checks/checkReview";
import type { CheckContext } from "../../results/checks/types";
import { startReview } from "../../results/review/history";
import { tableId } from "../../results/review/start";
import type { RecordsModel } from "../../results/records";
import type { TablesModel } from "../../results/tables";
import { flagSentence } from "./flags";

/** A cell to check: its grid's row and column (the header row is row 0) and the note's words. */
export interface CellDoubt {
  row: number;
  column: number;
  text: string;
}

/** The flags of a tables result as it is inserted, per grid in tablesGrids' order (empty lists: no doubt). */
export function tablesDoubts(model: TablesModel, context: CheckContext): CellDoubt[][] {
  const grids: CellDoubt[][] = model.tables.map(() => []);
  const pairs: CellDoubt[] = [];
  const position = new Map(model.tables.map((table, i) => [tableId(table.index), i]));
  for (const flag of checkReview(startReview({ kind: "tables", tables: model }).doc, context)) {
    const text = t("results.insert.doubtNote", { reason: flagSentence(flag) });
    const place = flag.place;
    if (place.kind === "cell") {
      const at = position.get(place.table);
      const table = at === undefined ? undefined : model.tables[at];
      // Without a header row, the writer puts generated headings above the table's first row.
      if (at !== undefined && table) grids[at]!.push({ row: place.row + (table.hasHeaderRow ? 0 : 1), column: place.column, text });
    } else if (place.kind === "pair") pairs.push({ row: place.pair + 1, column: 1, text });
  }
  return model.keyValuePairs.length > 0 ? [...grids, pairs] : grids;
}

/** An extractor record's field still flagged as it is inserted: the record's index, the field's key, the note's words. */
export interface FieldDoubt {
  record: number;
  field: string;
  text: string;
}

/** The flags of extractor records as they are inserted, record by record. */
export function recordsDoubts(model: RecordsModel, context: CheckContext): FieldDoubt[] {
  const out: FieldDoubt[] = [];
  for (const flag of checkReview(startReview({ kind: "records", records: model }).doc, context))
    if (flag.place.kind === "field")
      out.push({ record: flag.place.record, field: flag.place.field, text: t("results.insert.doubtNote", { reason: flagSentence(flag) }) });
  return out;
}

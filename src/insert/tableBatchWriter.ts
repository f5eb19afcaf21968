// Insert all's writer when the user appends to one of their own tables: every result of a layout with a
// saved mapping goes in with it (appendBatchToTable); one with none yet stays pending (not marked inserted)
// and the batch says how many need their columns matched; documents already in the table are asked about
// first. Evaluated only when the user picks that placement (useAppendPlacement imports it on demand, inside
// Insert all's own chunk), so the first screen carries none of it.
import type { DecimalMark } from "../results/numbers/cellValues";
import type { BatchWriter, WriteOutcome } from "../work/insertAll";
import { appendBatchToTable, type BatchAppendOptions } from "./tableAppendBatch";

// The workbook's tables, for Insert all's table picker (the same lazy module as the writer).
export { listWorkbookTables, type WorkbookTable } from "../office/excelTableLook";

export function tableBatchWriter(
  tableName: string,
  options: { readAs?: DecimalMark | null; again?: BatchAppendOptions["again"] } = {},
): BatchWriter {
  return async (results): Promise<WriteOutcome> => {
    const run = await appendBatchToTable(results, tableName, options);
    const place = run.outcome?.place ?? { host: "excel" as const, sheets: [] };
    return {
      inserted: run.appended.map((itemId) => ({ itemId, place })),
      // Held back and skipped are not failures: they are counted in one sentence each and stay to act on.
      failed: [],
      notes: run.outcome ? [run.outcome.message, ...run.outcome.notes] : run.heldNotes,
    };
  };
}

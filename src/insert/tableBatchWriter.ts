// Insert all's writer when the user appends to one of their own tables: every result of a layout with a
// saved mapping goes in with it (appendBatchToTable); one with none yet stays pending (not marked inserted)
// and the batch says how many need their columns matched; documents already in the table are asked about
// first. Evaluated only when the user picks that placement (useAppendPlacement imports it on demand, inside
// Insert all's own chunk), so the first screen carries none of it.
import type { NumberCulture } from "../results/numbers/cellValues";
import type { BatchWriter, PendingResult, WriteOutcome } from "../work/insertAll";
import { resultValues } from "./answeredReading";
import type { KeptTextBy } from "./tableAppend";
import { appendBatchToTable, type BatchAppendOptions } from "./tableAppendBatch";

// The workbook's tables, for Insert all's table picker (the same lazy module as the writer).
export { listWorkbookTables, type WorkbookTable } from "../office/excelTableLook";

/**
 * Results by how their figures are read: the answer to "Read numbers as" given in each one's review (issue 31),
 * or none; "Keep them as text" is a reading of its own (the documents' values go in as text, in any column).
 * One append per reading: a batch answered alike (the usual case) is still one append. With "Keep every value
 * as text" on (`kept`), every result is kept as text whatever its answer: one append.
 */
function byReading(results: readonly PendingResult[], culture: NumberCulture | null, kept: "setting" | "policy" | null) {
  const groups = new Map<
    string,
    { results: PendingResult[]; readAs: "." | "," | null; keepText: KeptTextBy | null; notes: { itemId: string; note: string }[] }
  >();
  for (const result of results) {
    const { values, note } = resultValues(result, kept !== null, culture);
    const readAs = values.readAs ?? null;
    const keepText: KeptTextBy | null = kept ?? (values.keepText === true ? "answer" : null);
    const key = keepText ? "text" : String(readAs);
    const group = groups.get(key) ?? { results: [], readAs, keepText, notes: [] };
    group.results.push(result);
    if (note !== null) group.notes.push({ itemId: result.itemId, note });
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function tableBatchWriter(
  tableName: string,
  options: {
    culture?: NumberCulture | null;
    again?: BatchAppendOptions["again"];
    /** "Keep every value as text" is on: by the user's setting, or locked on by the organisation's policy. */
    keepText?: "setting" | "policy" | null;
  } = {},
): BatchWriter {
  return async (results): Promise<WriteOutcome> => {
    const outcome: WriteOutcome = { inserted: [], failed: [], notes: [] };
    // Documents already in the table are asked about once for the whole batch, whatever the readings.
    let asked: Promise<boolean> | null = null;
    const again: BatchAppendOptions["again"] = options.again ? (already, table) => (asked ??= options.again!(already, table)) : undefined;
    for (const group of byReading(results, options.culture ?? null, options.keepText ?? null)) {
      const run = await appendBatchToTable(group.results, tableName, {
        readAs: group.readAs,
        keepText: group.keepText,
        ...(again ? { again } : {}),
      });
      const place = run.outcome?.place ?? { host: "excel" as const, sheets: [] };
      outcome.inserted.push(...run.appended.map((itemId) => ({ itemId, place })));
      // Held back and skipped are not failures: they are counted in one sentence each and stay to act on.
      outcome.notes.push(...(run.outcome ? [run.outcome.message, ...run.outcome.notes] : run.heldNotes));
      outcome.notes.push(...group.notes.filter((n) => run.appended.includes(n.itemId)).map((n) => n.note));
    }
    return outcome;
  };
}

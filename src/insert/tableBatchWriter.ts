// Insert all's writer when the user appends to one of their own tables: every result of a layout with a
// saved mapping goes in with it (appendBatchToTable); one with none yet, or a document already in the table,
// is reported as not inserted with the sentence that says why, so its row stays for the user to act on.
import { t } from "../i18n/messages";
import type { DecimalMark } from "../results/numbers/cellValues";
import type { BatchWriter, WriteOutcome } from "../work/insertAll";
import { appendBatchToTable } from "./tableAppendBatch";

export function tableBatchWriter(tableName: string, options: { readAs?: DecimalMark | null } = {}): BatchWriter {
  return async (results): Promise<WriteOutcome> => {
    const run = await appendBatchToTable(results, tableName, options);
    const place = run.outcome?.place ?? { host: "excel" as const, sheets: [] };
    const needMatching = t("results.tableAppend.needMatching", { count: 1 });
    const skipped = t("results.tableAppend.skippedAgain", { count: 1 });
    return {
      inserted: run.appended.map((itemId) => ({ itemId, place })),
      failed: [
        ...run.needMatching.map((r) => ({ itemId: r.itemId, fileName: r.fileName, reason: needMatching })),
        ...run.skipped.map((r) => ({ itemId: r.itemId, fileName: r.fileName, reason: skipped })),
      ],
      // What was appended, and what did not fit; the held-back ones are said per file above.
      notes: run.outcome ? [run.outcome.message, ...run.outcome.notes.filter((n) => !run.heldNotes.includes(n))] : [],
    };
  };
}

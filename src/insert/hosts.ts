// The contract every Office application's writer keeps, so the review, Insert all and "as they finish" insert
// the same way into each: one result with the user's settings, and a writer for a whole batch. Word and Excel
// implement it (word.ts, excel.ts); another host (Outlook) plugs in with its own.
import type { ResultModel } from "../results/model";
import type { BatchWriter } from "../work/insertAll";
import type { InsertOutcome } from "./outcome";
import type { BatchInsertSettings, InsertDependencies, InsertSettings } from "./settings";

export interface HostInserter {
  /** Writes one result (as reviewed) with the user's settings and says what went where. */
  insert(model: ResultModel, settings: InsertSettings, deps: InsertDependencies): Promise<InsertOutcome>;
  /** A writer for Insert all; it may remember where its last batch went. */
  batchWriter(settings: BatchInsertSettings): BatchWriter;
}

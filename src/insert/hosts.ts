// The contract every Office application's writer keeps, so the review, Insert all and "as they finish" insert
// the same way into each: one result with the user's settings, and a writer for a whole batch. Word, Excel and
// Outlook implement it (word.ts, excel.ts, outlook.ts); Outlook has no batch writer (nothing is inserted there
// as a batch: a transcript goes into one reply or one message being written).
import type { ResultModel } from "../results/model";
import type { BatchWriter } from "../work/insertAll";
import type { InsertOutcome } from "./outcome";
import type { BatchInsertSettings, InsertDependencies, InsertSettings } from "./settings";

export interface HostInserter {
  /** Writes one result (as reviewed) with the user's settings and says what went where. */
  insert(model: ResultModel, settings: InsertSettings, deps: InsertDependencies): Promise<InsertOutcome>;
  /** A writer for Insert all (hosts with an open document); it may remember where its last batch went. */
  batchWriter?: (settings: BatchInsertSettings) => BatchWriter;
}

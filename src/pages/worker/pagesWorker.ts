// The pane's one pages worker (issue 32): every read of a chosen file's bytes goes through here, one job at a
// time, each within the budget for the file's size (limits.ts). No React, no Office.
import { inspectionBudgetMs } from "../limits";
import { BudgetedWorker, type Outcome } from "./budgetedWorker";
import type { PagesJob } from "./jobs";
import { spawnPagesWorker } from "./spawnWorker";

let shared: BudgetedWorker | null = null;

/** Runs `job` in the pages worker; its bytes are handed over (the caller's copy is emptied). */
export function inPagesWorker(job: PagesJob, signal?: AbortSignal): Promise<Outcome> {
  shared ??= new BudgetedWorker(spawnPagesWorker);
  return shared.run(job, [job.bytes.buffer as ArrayBuffer], inspectionBudgetMs(job.bytes.length), signal);
}

/** Ends the pages worker now (its memory freed; a job running answers "aborted"); the next job starts another. */
export function closePagesWorker(): void {
  shared?.close();
}

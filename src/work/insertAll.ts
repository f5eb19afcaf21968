// "Insert all": every processed result not inserted yet, in the order the files were chosen, written by one
// batch writer (the Office side, injected), each row then marked inserted. A result that cannot be loaded
// or written does not stop the others: the report names it and says why. No React, no Office.
import { t } from "../i18n/messages";
import type { ResultModel } from "../results/model";
import type { BatchItem, InsertedMarker, InsertPlace, NumberReading } from "./batch";

/** The queue's `markInserted` (tests and the pane pass their own). */
export interface InsertedMarks {
  markInserted(itemId: string, marker: InsertedMarker): void;
}

export interface InsertedLookup {
  isInserted(itemId: string): boolean;
}

export interface PendingResult {
  itemId: string;
  fileName: string;
  model: ResultModel;
  extractorName: string | null;
  /** The answer to "Read numbers as" given in its review (issue 31): the gate and the writer apply it. */
  numberReading?: NumberReading | null;
}

export interface WriteOutcome {
  inserted: { itemId: string; place: InsertPlace }[];
  failed: { itemId: string; fileName: string; reason: string }[];
  /** Sentences the user should know about (cut cells, fallbacks). */
  notes: string[];
}

/** Writes results into the document, in the order given. */
export type BatchWriter = (results: readonly PendingResult[]) => Promise<WriteOutcome>;

export interface InsertAllReport {
  inserted: number;
  failed: { fileName: string; reason: string }[];
  notes: string[];
  /** Results held back for a review (the review gate, src/work/review/gate.ts): not written, not failed. */
  held: { itemId: string; fileName: string; flags: number }[];
}

/** Results remembered as inserted for as long as the pane is open (until the queue keeps the marker itself). */
export class LocalInsertedMarks implements InsertedMarks, InsertedLookup {
  private readonly marks = new Map<string, InsertedMarker>();
  markInserted(itemId: string, marker: InsertedMarker): void {
    this.marks.set(itemId, marker);
  }
  isInserted(itemId: string): boolean {
    return this.marks.has(itemId);
  }
  marker(itemId: string): InsertedMarker | undefined {
    return this.marks.get(itemId);
  }
}

const chosenAt = (item: BatchItem): number => item.history[0]?.at ?? item.changedAt;

/**
 * This pane's processed items not inserted yet (only `selected` ones when given), in the order their files
 * were chosen. Another pane's results are that pane's to insert: here they go in one by one, when opened.
 */
export function insertableItems(items: readonly BatchItem[], inserted: InsertedLookup, selected?: ReadonlySet<string>): BatchItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .filter(
      ({ item }) => item.state === "processed" && !item.elsewhere && !inserted.isInserted(item.id) && (!selected || selected.has(item.id)),
    )
    .sort((a, b) => chosenAt(a.item) - chosenAt(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

export interface InsertAllDependencies {
  /** The item's result, ready to insert (openResult). */
  load(item: BatchItem): Promise<PendingResult>;
  write: BatchWriter;
  marks: InsertedMarks;
  now?: () => number;
  /** The review gate: how many values of a result look misread; a result with any waits for the user. */
  hold?(result: PendingResult): number;
}

const reasonOf = (error: unknown): string =>
  error instanceof Error && error.message !== "" ? error.message : t("results.insertAll.failed");

/** Loads every item's result, writes them all in one batch, marks those that went in. */
export async function insertAll(items: readonly BatchItem[], deps: InsertAllDependencies): Promise<InsertAllReport> {
  const failed: InsertAllReport["failed"] = [];
  const loaded: PendingResult[] = [];
  for (const item of items) {
    try {
      loaded.push(await deps.load(item));
    } catch (error: unknown) {
      failed.push({ fileName: item.fileName, reason: reasonOf(error) });
    }
  }
  const held: InsertAllReport["held"] = [];
  const ready = loaded.filter((r) => {
    const flags = deps.hold?.(r) ?? 0;
    if (flags > 0) held.push({ itemId: r.itemId, fileName: r.fileName, flags });
    return flags === 0;
  });
  if (ready.length === 0) return { inserted: 0, failed, notes: [], held };
  let outcome: WriteOutcome;
  try {
    outcome = await deps.write(ready);
  } catch (error: unknown) {
    const reason = reasonOf(error);
    return { inserted: 0, failed: [...failed, ...ready.map((r) => ({ fileName: r.fileName, reason }))], notes: [], held };
  }
  const at = (deps.now ?? Date.now)();
  for (const done of outcome.inserted) deps.marks.markInserted(done.itemId, { ...done.place, at });
  return {
    inserted: outcome.inserted.length,
    failed: [...failed, ...outcome.failed.map((f) => ({ fileName: f.fileName, reason: f.reason }))],
    notes: outcome.notes,
    held,
  };
}

/** The report as sentences for the task pane. */
export function insertAllSentences(report: InsertAllReport): string[] {
  const sentences: string[] = [];
  if (report.inserted > 0) sentences.push(t("results.insertAll.inserted", { count: report.inserted }));
  // A writer's own sentences (results held back for their columns to be matched) say what happened instead.
  else if (report.failed.length === 0 && report.held.length === 0 && report.notes.length === 0)
    sentences.push(t("results.insertAll.nothingNew"));
  for (const f of report.failed) sentences.push(t("results.insertAll.notInserted", { fileName: f.fileName, reason: f.reason }));
  return [...sentences, ...report.notes];
}

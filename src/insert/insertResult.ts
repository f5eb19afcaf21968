// Where a result goes into the document: the view hands the (reviewed) result and the user's choices here,
// this picks the host's writer and says in one sentence what went where. The single insert, Insert all and
// "Insert as they finish" all go through it, so a result flows one way: view -> insert -> results / office.
import type { ResultModel } from "../results/model";
import type { BatchWriter } from "../work/insertAll";
import type { DocumentHost } from "../office/documentHost";
import { excelInserter } from "./excel";
import type { HostInserter } from "./hosts";
import { outlookInserter } from "./outlook";
import { withCorrections, type InsertOutcome } from "./outcome";
import type { BatchInsertSettings, InsertDependencies, InsertHost, InsertSettings } from "./settings";
import { wordInserter } from "./word";

const INSERTERS: Record<InsertHost, HostInserter> = { word: wordInserter, excel: excelInserter, outlook: outlookInserter };

/** What the review did to the result being inserted (said in the outcome). */
export interface ReviewSummary {
  /** Cells and fields the user changed, or for a transcript the pages whose text (or translation) was edited. */
  corrected: number;
}

export async function insertResult(
  host: InsertHost,
  model: ResultModel,
  settings: InsertSettings,
  deps: InsertDependencies = {},
  review: ReviewSummary = { corrected: 0 },
): Promise<InsertOutcome> {
  const unit = model.kind === "transcript" ? "pages" : "cells";
  return withCorrections(await INSERTERS[host].insert(model, settings, deps), review.corrected, unit);
}

/** A writer for Insert all in this host; for Word it keeps where this batch's last insertion is. */
export function createBatchWriter(host: DocumentHost, settings: BatchInsertSettings): BatchWriter {
  const make = INSERTERS[host].batchWriter;
  if (!make) throw new Error(`No batch writer for ${host}.`);
  return make(settings);
}

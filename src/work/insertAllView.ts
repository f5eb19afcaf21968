// What the "Insert all" bar shows, as plain code: its button's label and whether it can act.
import { t } from "../i18n/messages";
import type { BatchItem } from "./batch";
import { insertableItems, type InsertedLookup } from "./insertAll";

export interface InsertAllView {
  /** Processed results not inserted yet, in the order their files were chosen. */
  pending: BatchItem[];
  label: string;
  disabled: boolean;
}

export function insertAllView(items: readonly BatchItem[], inserted: InsertedLookup, busy: boolean): InsertAllView {
  const pending = insertableItems(items, inserted);
  const n = pending.length;
  return { pending, label: t("results.insertAll.button", { count: n }), disabled: busy || n === 0 };
}

/**
 * Which of the batch controls can apply (issue 21: none of them before any file is chosen). "Insert all" and
 * its options need a batch of several files (one file is inserted from its result, with "Insert into
 * document"); the options also apply while "Insert as they finish" is on.
 */
export function insertAllControls(items: readonly BatchItem[], asTheyFinish: boolean): { insertAll: boolean; options: boolean } {
  const several = items.length >= 2;
  return { insertAll: several, options: several || asTheyFinish };
}

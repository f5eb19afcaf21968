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

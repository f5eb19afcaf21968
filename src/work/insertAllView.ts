// What the "Insert all" bar shows, as plain code: its button's label and whether it can act.
import type { BatchItem } from "./batch";
import { insertableItems, type InsertedLookup } from "./insertAll";

const plural = new Intl.PluralRules("en-US");

export interface InsertAllView {
  /** Processed results not inserted yet, in the order their files were chosen. */
  pending: BatchItem[];
  label: string;
  disabled: boolean;
}

export function insertAllView(items: readonly BatchItem[], inserted: InsertedLookup, busy: boolean): InsertAllView {
  const pending = insertableItems(items, inserted);
  const n = pending.length;
  const label =
    n === 0 ? "Insert all" : plural.select(n) === "one" ? "Insert all (1 result)" : `Insert all (${n.toLocaleString("en-US")} results)`;
  return { pending, label, disabled: busy || n === 0 };
}

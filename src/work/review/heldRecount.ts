// A result Insert all held back for a review is counted again when the answer to "Read numbers as" kept with
// its queue item changes (issue 31: the answer settles the figures it reads): its row then says the count after
// the answer, or, none left, that it is no longer held, without waiting for the next Insert all. Plain code:
// which held results are out of date, and the held map once one is counted again.
import type { BatchItem, NumberReading } from "../batch";
import type { HeldResult } from "./gate";

/** A held result to count again, and the answer it is to be counted with. */
export interface Recount {
  held: HeldResult;
  reading: NumberReading | null;
}

const readingOf = (reading: NumberReading | null | undefined): NumberReading | null => reading ?? null;

/** The held results whose item's answer is no longer the one they were counted with. */
export function heldToRecount(held: ReadonlyMap<string, HeldResult>, items: readonly Pick<BatchItem, "id" | "numberReading">[]): Recount[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const stale: Recount[] = [];
  for (const h of held.values()) {
    const item = byId.get(h.itemId);
    if (item === undefined) continue;
    const reading = readingOf(item.numberReading);
    if (reading !== readingOf(h.reading)) stale.push({ held: h, reading });
  }
  return stale;
}

/**
 * The held map after `recount` was counted again (`flags` values still to check): the new count, or the
 * result no longer held when none is left. Unchanged when the result is no longer held as it was when the
 * count began (an Insert all run or another count came first).
 */
export function afterRecount(previous: ReadonlyMap<string, HeldResult>, recount: Recount, flags: number): ReadonlyMap<string, HeldResult> {
  const current = previous.get(recount.held.itemId);
  if (current === undefined || readingOf(current.reading) !== readingOf(recount.held.reading)) return previous;
  const next = new Map(previous);
  if (flags > 0) next.set(current.itemId, { ...current, flags, reading: recount.reading });
  else next.delete(current.itemId);
  return next;
}

// Insert all's held results counted again when the answer to "Read numbers as" kept with a held result's item
// changes (given in its review): its row says at once how many values are left to check, or that it is no
// longer held. Which results and the map after a count: src/work/review/heldRecount.ts.
import { useEffect, useRef } from "react";
import type { BatchItem, NumberReading } from "../../work/batch";
import type { HeldResult } from "../../work/review/gate";
import { afterRecount, heldToRecount } from "../../work/review/heldRecount";

export function useHeldRecount(
  held: ReadonlyMap<string, HeldResult>,
  items: readonly BatchItem[],
  setHeld: (update: (previous: ReadonlyMap<string, HeldResult>) => ReadonlyMap<string, HeldResult>) => void,
  /** The values of `item`'s result left to check with this answer. */
  count: (item: BatchItem, reading: NumberReading | null) => Promise<number>,
): void {
  const countRef = useRef(count);
  useEffect(() => {
    countRef.current = count;
  });
  // Counts under way, by item and answer: each once.
  const counting = useRef(new Set<string>());
  useEffect(() => {
    for (const recount of heldToRecount(held, items)) {
      const key = `${recount.held.itemId} ${recount.reading ?? ""}`;
      const item = items.find((i) => i.id === recount.held.itemId);
      if (item === undefined || counting.current.has(key)) continue;
      counting.current.add(key);
      countRef.current(item, recount.reading).then(
        (flags) => {
          counting.current.delete(key);
          setHeld((previous) => afterRecount(previous, recount, flags));
        },
        // Not counted again (the result could not be loaded): the next Insert all counts it.
        () => counting.current.delete(key),
      );
    }
  }, [held, items, setHeld]);
}

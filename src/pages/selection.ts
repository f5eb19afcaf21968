// Choosing pages by their pictures (issue 22): a click toggles one page; Shift with it gives the whole run
// from the page chosen before (the anchor) the clicked page's new state, as lists of files do. Pure.

/** The pages chosen after `page` was toggled (ascending); with `run`, every page from `anchor` to `page` follows it. */
export function togglePages(selected: ReadonlySet<number>, page: number, anchor: number | null, run: boolean): number[] {
  const next = new Set(selected);
  const on = !selected.has(page);
  const from = run && anchor !== null ? Math.min(anchor, page) : page;
  const to = run && anchor !== null ? Math.max(anchor, page) : page;
  for (let p = from; p <= to; p++) {
    if (on) next.add(p);
    else next.delete(p);
  }
  return [...next].sort((a, b) => a - b);
}

/** Pages 1 to `count`. */
export function everyPage(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i + 1);
}

// Pages of consecutive rows (Excel) or passages (Word) as runs: "rows 0-4999 from page 1, the next 5000 from
// page 2" is two pairs, whatever the row count. This is what keeps a record of a 10,000-row insert a few bytes.
// Pure.

/** `count` consecutive rows (or passages) that come from one page. */
export interface PageRun {
  page: number;
  count: number;
}

/** Runs of a list of page numbers, one per row, in order. */
export function runsOf(pages: readonly number[]): PageRun[] {
  const runs: PageRun[] = [];
  for (const page of pages) {
    const last = runs[runs.length - 1];
    if (last && last.page === page) last.count += 1;
    else runs.push({ page, count: 1 });
  }
  return runs;
}

/** Runs one after the other (merging where a run ends on the page the next starts with). */
export function joinRuns(...parts: readonly (readonly PageRun[])[]): PageRun[] {
  const runs: PageRun[] = [];
  for (const part of parts)
    for (const run of part) {
      if (run.count <= 0) continue;
      const last = runs[runs.length - 1];
      if (last && last.page === run.page) last.count += run.count;
      else runs.push({ ...run });
    }
  return runs;
}

/** The page of the row at `index` (0-based), or null past the end. */
export function pageAt(runs: readonly PageRun[], index: number): number | null {
  if (index < 0) return null;
  let at = index;
  for (const run of runs) {
    if (at < run.count) return run.page;
    at -= run.count;
  }
  return null;
}

/** Rows the runs cover. */
export function runsLength(runs: readonly PageRun[]): number {
  return runs.reduce((n, r) => n + r.count, 0);
}

/** The distinct pages, ascending. */
export function pagesOf(runs: readonly PageRun[]): number[] {
  return [...new Set(runs.map((r) => r.page))].sort((a, b) => a - b);
}

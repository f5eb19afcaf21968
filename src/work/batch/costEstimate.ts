// What a batch will cost before anything is sent: pages per file where they can be told (pageCount.ts),
// against the account's page-credit balance. Each page costs one credit; a file whose pages cannot be told
// costs at least one; a file of which only some pages are sent (issue 22) costs those pages. The UI shows it
// and asks before a large batch spends credits.
import { countPages } from "./pageCount";
import type { FileInput } from "./types";

export interface FileCost {
  name: string;
  /** Pages (= credits), or null when they cannot be told before the service counts them. */
  pages: number | null;
  /** Pages of the original file, when only `pages` of them are sent ("3 of 40 pages"). */
  of?: number;
}

export interface CostEstimate {
  files: FileCost[];
  /** Pages of the files whose count is known. */
  knownPages: number;
  /** Files whose page count is unknown (each costs at least one credit). */
  unknownFiles: number;
  /** Least the batch can cost: known pages plus one per unknown file. */
  minimumPages: number;
  /** The balance it was compared with. */
  balance: number;
  /**
   * "enough": the balance covers every page; "not-enough": it does not even cover the minimum (uploads would
   * stop with "insufficient credits" part-way); "unknown": it covers the minimum, but files of unknown size
   * could take more.
   */
  verdict: "enough" | "not-enough" | "unknown";
  /** Credits missing for the least the batch can cost (0 when the balance covers it). */
  shortfall: number;
}

export async function estimateCost(files: readonly FileInput[], balance: number): Promise<CostEstimate> {
  const costs = await Promise.all(
    files.map(async (f): Promise<FileCost> =>
      f.pages ? { name: f.name, pages: f.pages.pages.length, of: f.pages.of } : { name: f.name, pages: await countPages(f.file) },
    ),
  );
  let knownPages = 0;
  let unknownFiles = 0;
  for (const cost of costs) {
    if (cost.pages === null) unknownFiles++;
    else knownPages += cost.pages;
  }
  const minimumPages = knownPages + unknownFiles;
  const verdict = minimumPages > balance ? "not-enough" : unknownFiles > 0 ? "unknown" : "enough";
  return { files: costs, knownPages, unknownFiles, minimumPages, balance, verdict, shortfall: Math.max(0, minimumPages - balance) };
}

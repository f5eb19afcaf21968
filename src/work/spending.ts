// Whether to ask the user before a batch spends page credits, and what to say (F5, F9). A small batch that
// the balance clearly covers goes at once; the user is asked when:
//   - the balance does not cover the least the batch costs (uploads would stop part-way), or
//   - the page count of some files cannot be told and the balance leaves less than UNKNOWN_FILE_ALLOWANCE
//     pages for each of them (it may not fit), or
//   - the batch is large: at least LARGE_BATCH_PAGES pages, or MANY_UNKNOWN_FILES files of unknown length.
// No React, no Office.
import type { CostEstimate } from "./batch";
import type { Question } from "./batchView";
import { count as plural } from "../i18n/plural";

export const LARGE_BATCH_PAGES = 20;
export const MANY_UNKNOWN_FILES = 3;
/** Pages assumed possible for a file whose page count cannot be told, when judging whether the batch may not fit. */
export const UNKNOWN_FILE_ALLOWANCE = 10;

/** At most this many files are listed in the question; the rest are counted. */
const LISTED_FILES = 8;

function fileLines(cost: CostEstimate): string[] {
  const lines = cost.files
    .slice(0, LISTED_FILES)
    .map((f) => `${f.name}: ${f.pages === null ? "pages not known until the service counts them" : plural(f.pages, "page")}`);
  if (cost.files.length > LISTED_FILES) lines.push(`and ${plural(cost.files.length - LISTED_FILES, "more file")}`);
  return lines;
}

/** The question to ask before sending (its details: each file's pages), or null when the batch can go at once. */
export function spendingQuestion(cost: CostEstimate): Question | null {
  const count = plural(cost.files.length, "file");
  const unknown =
    cost.unknownFiles > 0 ? ` (${plural(cost.unknownFiles, "file")} of unknown length counted as one page each; they may cost more)` : "";
  const pagesVsBalance = `${count}: at least ${plural(cost.minimumPages, "page")}${unknown}. Your balance: ${plural(cost.balance, "page credit")}.`;
  const base = { details: fileLines(cost), cancel: "Don't send" };

  if (cost.verdict === "not-enough")
    return {
      ...base,
      title: "Not enough page credits",
      message: `${pagesVsBalance} About ${plural(cost.shortfall, "more credit")} would be needed: sending stops when the credits run out, and the rest waits until you top up.`,
      confirm: "Send anyway",
      alternative: "Buy credits",
    };
  const mayNotFit = cost.unknownFiles > 0 && cost.balance - cost.knownPages < cost.unknownFiles * UNKNOWN_FILE_ALLOWANCE;
  if (mayNotFit)
    return {
      ...base,
      title: "Your credits may not be enough",
      message: `${pagesVsBalance} If the files have more pages than that, sending stops when the credits run out.`,
      confirm: "Send anyway",
      alternative: "Buy credits",
    };
  if (cost.minimumPages >= LARGE_BATCH_PAGES || cost.unknownFiles >= MANY_UNKNOWN_FILES)
    return {
      ...base,
      title: `Send ${count}?`,
      message: `${pagesVsBalance} Each page costs one credit.`,
      confirm: "Send",
    };
  return null;
}

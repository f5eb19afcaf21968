// The review gate of Insert all and "Insert as they finish": a result with values that look misread waits for
// the user ("2 results have cells to check: Review / Insert anyway") while the others go in. The service gives
// no confidence for what it read; the review's flags stand in for it. Plain code over src/results/checks.
import { t } from "../../i18n/messages";
import type { NumberReading } from "../batch";
import { checkReview } from "../../results/checks/checkReview";
import type { CheckContext } from "../../results/checks/types";
import type { ResultModel } from "../../results/model";
import { startReview } from "../../results/review/history";
import { openFlags } from "../../results/review/marks";
import type { ReviewDoc } from "../../results/review/types";

/** How many values of a result look misread (0: it may go in without a look). */
export function flagCount(model: ResultModel, context: CheckContext): number {
  return checkReview(startReview(model).doc, context).length;
}

/** How many values of a result under review are still to check: those marked as checked are settled. */
export function openFlagCount(doc: ReviewDoc, context: CheckContext): number {
  return openFlags(doc, checkReview(doc, context)).length;
}

/** A result held back, and how many of its values are to check. */
export interface HeldResult {
  itemId: string;
  fileName: string;
  flags: number;
  /** The answer to "Read numbers as" the count read (heldRecount.ts counts again when it changes). */
  reading?: NumberReading | null;
}

/** What the bar says about the results held back. */
export function heldSentence(held: readonly HeldResult[]): string {
  return held.length === 1
    ? t("review.gate.heldOne", { fileName: held[0]?.fileName ?? "", count: held[0]?.flags ?? 0 })
    : t("review.gate.held", { count: held.length });
}

/** The results waiting for a review after an Insert all run: those it held, without those that went in since. */
export function heldAfter(
  previous: ReadonlyMap<string, HeldResult>,
  run: { held: readonly HeldResult[]; tried: readonly string[] },
  isInserted: (itemId: string) => boolean,
): Map<string, HeldResult> {
  const next = new Map(previous);
  // A result tried again is held again only if it still has values to check.
  for (const id of run.tried) next.delete(id);
  for (const h of run.held) next.set(h.itemId, h);
  for (const id of [...next.keys()]) if (isInserted(id)) next.delete(id);
  return next;
}

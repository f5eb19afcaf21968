// "Read numbers as" for one opened result, shared by the review and the insert options: where the evidence is
// truly split (figures such as 12,400 read either way, nothing in the document tells, and this workbook would
// read them as decimals) it is a question asked above the review, which Insert waits for and whose answer
// settles the checks' flags on those figures; where the document's own evidence decides, it stays an option
// among the insert options, preselected.
import { useMemo, useState } from "react";
import type { InsertHost } from "../../insert/settings";
import type { NumberChoice } from "../../office/numberChoice";
import type { ResultModel } from "../../results/model";
import type { DecimalMark } from "../../results/numbers/cellValues";
import { checksReadAsFor } from "../../office/numberChoice";
import { useNumberChoice } from "./useNumberChoice";

export interface NumberQuestion {
  choice: NumberChoice | null;
  /** Still being worked out (the result's figures and the workbook's settings): Insert waits. */
  pending: boolean;
  /** The choice is a question to answer before Insert (the evidence is split). */
  asked: boolean;
  /** The user's pick; null: none yet. */
  value: DecimalMark | "text" | null;
  onChange(value: DecimalMark | "text"): void;
  /** What the checks read the figures with once answered ("text" settles them as the workbook's reading would). */
  checksReadAs: DecimalMark | null;
}

/**
 * Where the answer to the question is kept with its result (the queue's item), so that it outlives the review
 * and Insert all applies it (issue 31). Only the answer to the question asked is kept: a pick among the insert
 * options is for that insert only.
 */
export interface KeptNumberAnswer {
  /** The answer given before (in an earlier look at this result), or null. */
  value: DecimalMark | "text" | null;
  keep(value: DecimalMark | "text"): void;
}

export function useNumberQuestion(host: InsertHost | null, result: ResultModel, kept?: KeptNumberAnswer): NumberQuestion {
  const choice = useNumberChoice(host, result);
  const [picked, setPicked] = useState<DecimalMark | "text" | null>(null);
  const keptValue = kept?.value ?? null;
  const keep = kept?.keep;
  return useMemo(() => {
    const asked = choice?.kind === "ambiguous";
    const pending = choice === undefined;
    // An answer given before stands until the user picks again.
    const value = picked ?? (asked ? keptValue : null);
    const onChange = (next: DecimalMark | "text"): void => {
      setPicked(next);
      if (asked) keep?.(next);
    };
    return { choice: choice ?? null, pending, asked, value, onChange, checksReadAs: checksReadAsFor(choice ?? null, value) };
  }, [choice, picked, keptValue, keep]);
}

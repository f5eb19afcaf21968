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
import { useNumberChoice } from "./useNumberChoice";

export interface NumberQuestion {
  choice: NumberChoice | null;
  /** The choice is a question to answer before Insert (the evidence is split). */
  asked: boolean;
  /** The user's pick; null: none yet. */
  value: DecimalMark | "text" | null;
  onChange(value: DecimalMark | "text"): void;
  /** What the checks read the figures with once answered ("text" settles them as the workbook's reading would). */
  checksReadAs: DecimalMark | null;
}

export function useNumberQuestion(host: InsertHost | null, result: ResultModel): NumberQuestion {
  const choice = useNumberChoice(host, result);
  const [value, setValue] = useState<DecimalMark | "text" | null>(null);
  return useMemo(() => {
    const asked = choice?.kind === "ambiguous";
    const checksReadAs = !asked || value === null ? null : value === "text" ? choice.workbook : value;
    return { choice, asked, value, onChange: setValue, checksReadAs };
  }, [choice, value]);
}

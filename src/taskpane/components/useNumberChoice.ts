// Whether the insert options offer "Read numbers as" for this result: only in Excel, and only when the result's
// own values say how they write numbers and the workbook reads them otherwise, or when it holds figures that
// read either way ("12,400") and this workbook reads them as decimals. The workbook's settings are asked of
// Excel once per opened result (a read shared with the review's checks; the writers read them again when they
// insert, in their own first request). The result's values are read just after the frame that shows it, not before: every value of a
// 10,000 x 10 table takes a few hundred milliseconds, which the review should not wait for. Until that is known
// (undefined), Insert waits: a result whose figures read either way must not go in before its question is asked.
import { useEffect, useState } from "react";
import { readWorkbookCulture } from "../../office/excelCulture";
import { numberChoice, type NumberChoice } from "../../office/numberChoice";
import { documentOf, type ResultModel } from "../../results/model";
import type { InsertHost } from "../../insert/settings";

/** The choice to offer (null: none), or undefined while it is being worked out in Excel. */
export function useNumberChoice(host: InsertHost | null, result: ResultModel, enabled = true): NumberChoice | null | undefined {
  const excel = enabled && host === "excel";
  const [found, setFound] = useState<{ result: ResultModel; choice: NumberChoice | null } | null>(null);
  useEffect(() => {
    if (!excel) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The workbook's settings are asked for now, in the same read as the review's checks (which ask as the
    // result opens; a read asked after that one is answered would be a sync of its own). The result's values are
    // read once those settings are known, in one pass and a task of its own after the frame that shows the
    // result: reading them first without the settings, to see whether to ask, was a second pass over every value.
    const culture = readWorkbookCulture().then(
      (found) => ({ found }),
      // Without the workbook's settings there is nothing to compare: the choice is simply not offered.
      () => null,
    );
    const read = (): void => {
      void culture.then((answer) => {
        if (!live) return;
        if (answer === null) return setFound({ result, choice: null });
        timer = setTimeout(() => {
          if (live) setFound({ result, choice: numberChoice(result, answer.found) });
        }, 0);
      });
    };
    // From the task after the frame that shows the result (a task queued from a frame's callback).
    const frame = requestAnimationFrame(() => (timer = setTimeout(read, 0)));
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [excel, result]);
  if (!excel || found === null) return excel ? undefined : null;
  if (found.result === result) return found.choice;
  // An edit of the same result keeps the last answer while the edited values are read again (Insert does not
  // flicker); another result is not known until it is read.
  return documentOf(found.result).documentId === documentOf(result).documentId ? found.choice : undefined;
}

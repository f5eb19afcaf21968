// Whether the insert options offer "Read numbers as" for this result: only in Excel, and only when the result's
// own values say how they write numbers and the workbook reads them otherwise, or when it holds figures that
// read either way ("12,400") and this workbook reads them as decimals. The workbook's settings are asked of
// Excel once per opened result, and only then (the writers read them again when they insert, in their own
// first request).
import { useEffect, useMemo, useState } from "react";
import type { NumberCulture } from "../../results/numbers/cellValues";
import { readWorkbookCulture } from "../../office/excelCulture";
import { hasAmbiguousFigures, numberChoice, resultMark, type NumberChoice } from "../../office/numberChoice";
import type { ResultModel } from "../../results/model";
import type { InsertHost } from "../../insert/settings";

export function useNumberChoice(host: InsertHost | null, result: ResultModel, enabled = true): NumberChoice | null {
  const wanted = useMemo(
    () => enabled && host === "excel" && (resultMark(result) !== null || hasAmbiguousFigures(result)),
    [enabled, host, result],
  );
  const [culture, setCulture] = useState<NumberCulture | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    // Without the workbook's settings there is nothing to compare: the choice is simply not offered.
    readWorkbookCulture().then(
      (read) => {
        if (live) setCulture(read);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return useMemo(() => (wanted ? numberChoice(result, culture) : null), [wanted, result, culture]);
}

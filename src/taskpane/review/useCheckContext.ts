// What the review's checks need to know of the host: how the workbook reads numbers (asked of Excel once per
// opened result, the same settings Excel typing uses), or Office's language where no workbook reads them.
import { useEffect, useState } from "react";
import { officeLanguageCulture, readWorkbookCulture } from "../../office/excelCulture";
import type { HostKind } from "../../office/host";
import type { CheckContext } from "../../results/checks/types";

export function useCheckContext(host: HostKind): CheckContext {
  const [context, setContext] = useState<CheckContext>(() => ({ culture: officeLanguageCulture() }));
  useEffect(() => {
    if (host !== "excel") return;
    let live = true;
    // Until Excel answers (or if it cannot), Office's language stands in, as it does for the writers.
    readWorkbookCulture().then(
      (culture) => {
        if (live && culture) setContext({ culture });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [host]);
  return context;
}

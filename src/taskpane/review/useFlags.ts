// The review's flags. The first check waits until the review has been drawn once (a 10,000-row table shows
// at once; its flags follow a moment later); after that every edit is checked as it is drawn, which is quick
// because the checker re-reads only what the edit touched, so a mark never outlives the value it was about.
// Values the user marked as checked are settled: their flags are left out (the count, F8, the marks).
import { useEffect, useMemo, useState } from "react";
import { ReviewChecker } from "../../results/checks/checkReview";
import type { CheckContext, Flag } from "../../results/checks/types";
import { openFlags } from "../../results/review/marks";
import type { ReviewDoc } from "../../results/review/types";

/** The flags still to check, or null until the first check has run. */
export function useFlags(doc: ReviewDoc | null, context: CheckContext | null): readonly Flag[] | null {
  // One checker for the result's life: it keeps what it read.
  const [checker] = useState(() => new ReviewChecker());
  const [drawn, setDrawn] = useState(false);
  const present = doc !== null && context !== null;
  useEffect(() => {
    if (!present) return;
    const timer = setTimeout(() => setDrawn(true), 0);
    return () => clearTimeout(timer);
  }, [present]);
  return useMemo(() => (drawn && doc && context ? openFlags(doc, checker.check(doc, context)) : null), [drawn, checker, doc, context]);
}

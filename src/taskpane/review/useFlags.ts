// The review's flags. The first check waits until the review has been drawn once (a 10,000-row table shows
// at once; its flags follow a moment later), and a large review's first reading runs in slices (pacing.ts), so
// the pane keeps answering meanwhile; after that every state given is checked as it is drawn, which is quick
// because the checker re-reads only what the edit touched, so a mark never outlives the value it was about.
// (A large review's caller gives the state just after the frame that shows an edit: `useAfterPaint`.)
// Values the user marked as checked are settled: their flags are left out (the count, F8, the marks).
import { useMemo, useState } from "react";
import { ReviewChecker } from "../../results/checks/checkReview";
import type { CheckContext, Flag } from "../../results/checks/types";
import { openFlags } from "../../results/review/marks";
import type { ReviewDoc } from "../../results/review/types";
import { isLargeReview } from "../../work/review/largeReview";
import { useReadFirst } from "./pacing";

/** The flags still to check, or null until the first check has run. */
export function useFlags(doc: ReviewDoc | null, context: CheckContext | null): readonly Flag[] | null {
  // One checker for the result's life: it keeps what it read.
  const [checker] = useState(() => new ReviewChecker());
  const large = isLargeReview(doc);
  // The context whose first reading is done. A new one (the workbook's settings arrive, "Read numbers as" is
  // answered) is read in slices too, the flags staying those of the one before meanwhile.
  const read = useReadFirst(doc !== null ? context : null, (c) => (doc ? checker.steps(doc, c) : [].values()), large);
  return useMemo(() => (doc && read ? openFlags(doc, checker.check(doc, read)) : null), [checker, doc, read]);
}

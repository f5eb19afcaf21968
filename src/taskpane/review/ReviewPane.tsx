// The review in the task pane: the review view over the opened result's review, with its flags, and the
// larger window where Office can open one. Loaded with the result (its own chunk), never at start.
import { useMemo } from "react";
import { checkReview } from "../../results/checks/checkReview";
import type { ReviewControls } from "./useReviewState";
import { ReviewView } from "./ReviewView";

export interface ReviewPaneProps {
  review: ReviewControls;
  fileName: string;
  languageName(code: string): string;
}

/** Tall enough to read a table, short enough to leave the insert options in view in a task pane. */
const PANE_GRID_HEIGHT = 320;

export function ReviewPane({ review, languageName }: ReviewPaneProps): React.JSX.Element {
  const doc = review.session.doc;
  const flags = useMemo(() => checkReview(doc), [doc]);
  return (
    <ReviewView
      session={review.session}
      flags={flags}
      onEdit={review.edit}
      onUndo={review.undo}
      onDiscard={review.discard}
      languageName={languageName}
      maxGridHeight={PANE_GRID_HEIGHT}
    />
  );
}

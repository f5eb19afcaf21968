// The review's view as a pane shows it, for the review's component tests: a result begun in the review state,
// its flags checked for an en-US workbook, the view drawn and its first check run. The latest controls are kept
// for the tests to read after each step.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { act, render } from "@testing-library/react";
import { useEffect } from "react";
import type { ResultModel } from "../../../../src/results/model";
import { cultureOfLanguage } from "../../../../src/results/numbers/numberCulture";
import type { ReviewPlace } from "../../../../src/results/review/pageOf";
import { ReviewView } from "../../../../src/taskpane/review/ReviewView";
import { useFlags } from "../../../../src/taskpane/review/useFlags";
import { useReview, useReviewState, type ReviewControls } from "../../../../src/taskpane/review/useReviewState";

const context = { culture: cultureOfLanguage("en-US") };

/** The review's controls after the latest render. */
export const latestReview: { current: ReviewControls | null } = { current: null };

export interface ShowOptions {
  /** The grid's height (and the box it is drawn in): 320 as in a pane, or tall enough to draw every row. */
  height?: number;
  onPlace?: (place: ReviewPlace) => void;
}

function Harness({
  model,
  height,
  onPlace,
}: { model: ResultModel } & Required<Pick<ShowOptions, "height">> & ShowOptions): React.JSX.Element | null {
  const state = useReviewState();
  const { begin } = state;
  useEffect(() => begin("k", model), [begin, model]);
  const review = useReview(state.store);
  useEffect(() => {
    latestReview.current = review;
  });
  const flags = useFlags(review?.session.doc ?? null, context);
  if (!review) return null;
  return (
    <ReviewView
      session={review.session}
      flags={flags}
      onEdit={review.edit}
      onUndo={review.undo}
      onDiscard={review.discard}
      languageName={(code) => code}
      maxGridHeight={height}
      initialRect={{ width: 320, height }}
      {...(onPlace ? { onPlace } : {})}
    />
  );
}

/** Draws the review of `model` and runs its first check (it runs once the review is drawn). */
export async function showReview(model: ResultModel, { height = 320, onPlace }: ShowOptions = {}): Promise<void> {
  jest.useFakeTimers();
  render(
    <FluentProvider theme={webLightTheme}>
      <Harness model={model} height={height} {...(onPlace ? { onPlace } : {})} />
    </FluentProvider>,
  );
  await act(async () => {
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
}

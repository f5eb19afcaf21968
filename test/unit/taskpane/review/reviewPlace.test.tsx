/**
 * @jest-environment jsdom
 */
// The review says where the user is, so the page panel can turn to that page (issue 36): F8 to a flagged cell
// on another table, a clicked cell, a focused pair or field.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useEffect } from "react";
import { resultFromDetail, type ResultModel } from "../../../../src/results/model";
import { pageToShow, type ReviewPlace } from "../../../../src/results/review/pageOf";
import { cultureOfLanguage } from "../../../../src/results/numbers/numberCulture";
import { ReviewView } from "../../../../src/taskpane/review/ReviewView";
import { useFlags } from "../../../../src/taskpane/review/useFlags";
import { useReviewState, type ReviewControls } from "../../../../src/taskpane/review/useReviewState";
import { fixtureDetail } from "../../office/fixtures";

const context = { culture: cultureOfLanguage("en-US") };
const latest: { review: ReviewControls | null } = { review: null };

function Harness({ model, onPlace }: { model: ResultModel; onPlace(place: ReviewPlace): void }): React.JSX.Element | null {
  const state = useReviewState();
  const { begin } = state;
  useEffect(() => begin("k", model), [begin, model]);
  const review = state.controls;
  useEffect(() => {
    latest.review = review;
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
      maxGridHeight={320}
      initialRect={{ width: 320, height: 320 }}
      onPlace={onPlace}
    />
  );
}

async function show(model: ResultModel, onPlace: (place: ReviewPlace) => void): Promise<void> {
  jest.useFakeTimers();
  render(
    <FluentProvider theme={webLightTheme}>
      <Harness model={model} onPlace={onPlace} />
    </FluentProvider>,
  );
  await act(async () => {
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
}

test("F8 to the Total on page 2 says so; a focused pair says its page", async () => {
  const places: ReviewPlace[] = [];
  await show(resultFromDetail(fixtureDetail("two-page-invoice", "tables")), (p) => places.push(p));
  const pageNow = (): number => pageToShow(latest.review!.session.doc, places[places.length - 1] ?? null);
  expect(pageNow()).toBe(1);
  const toolbarNext = screen.getByRole("button", { name: "Next cell to check" });
  fireEvent.click(toolbarNext);
  expect(places[places.length - 1]).toEqual({ kind: "cell", head: "t1", row: 2, column: 3 });
  expect(pageNow()).toBe(1);
  fireEvent.keyDown(document.activeElement!, { key: "F8" });
  expect(places[places.length - 1]).toMatchObject({ kind: "cell", head: "t2", row: 4, column: 3 });
  expect(pageNow()).toBe(2);
  // The invoice date, a pair on page 1, in the pairs' grid (its header is row 0).
  const pairs = within(screen.getByTestId("review-pairs")).getByRole("grid");
  fireEvent.mouseDown(pairs.querySelector('[data-row="2"][data-column="1"]')!);
  expect(places[places.length - 1]).toEqual({ kind: "pair", pair: 1 });
  expect(pageNow()).toBe(1);
});

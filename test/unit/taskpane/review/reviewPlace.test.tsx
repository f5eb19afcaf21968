/**
 * @jest-environment jsdom
 */
// The review says where the user is, so the page panel can turn to that page (issue 36): F8 to a flagged cell
// on another table, a clicked cell, a focused pair or field.
import { fireEvent, screen, within } from "@testing-library/react";
import { resultFromDetail, type ResultModel } from "../../../../src/results/model";
import { pageToShow, type ReviewPlace } from "../../../../src/results/review/pageOf";
import { fixtureDetail } from "../../office/fixtures";
import { latestReview, showReview } from "./reviewHarness";

const show = (model: ResultModel, onPlace: (place: ReviewPlace) => void): Promise<void> => showReview(model, { onPlace });

test("F8 to the Total on page 2 says so; a focused pair says its page", async () => {
  const places: ReviewPlace[] = [];
  await show(resultFromDetail(fixtureDetail("two-page-invoice", "tables")), (p) => places.push(p));
  const pageNow = (): number => pageToShow(latestReview.current!.session.doc, places[places.length - 1] ?? null);
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

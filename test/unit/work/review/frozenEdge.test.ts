import { partlyCovered } from "../../../../src/work/review/frozenEdge";

const WIDTHS = [156, 68, 84, 90];

test("no column is partly covered before the grid scrolls, or when a column starts right at the edge", () => {
  expect(partlyCovered(WIDTHS, 0)).toBeNull();
  expect(partlyCovered(WIDTHS, 68)).toBeNull();
  expect(partlyCovered(WIDTHS, 68 + 84)).toBeNull();
  expect(partlyCovered(WIDTHS, 0.3)).toBeNull();
});

test("the column whose start slid under the frozen one, with its end still in view", () => {
  expect(partlyCovered(WIDTHS, 13)).toBe(1);
  expect(partlyCovered(WIDTHS, 67)).toBe(1);
  expect(partlyCovered(WIDTHS, 69)).toBe(2);
  expect(partlyCovered(WIDTHS, 160)).toBe(3);
});

test("right to left, the scroll offset is negative: the same columns", () => {
  expect(partlyCovered(WIDTHS, -13)).toBe(1);
  expect(partlyCovered(WIDTHS, -69)).toBe(2);
});

test("a grid of one column, or scrolled past every column, has none", () => {
  expect(partlyCovered([120], 40)).toBeNull();
  expect(partlyCovered(WIDTHS, 500)).toBeNull();
});

/**
 * @jest-environment jsdom
 */
// Settling flags in the review's view: "Fix all N like this" asks with the list of cells and changes them in one
// step (one Ctrl+Z takes them all back, Cancel changes nothing); "Mark as checked" on a cell and on a pair's
// value lowers the count and leaves the value; marks alone are not unsaved corrections.
import { act, fireEvent, screen, within } from "@testing-library/react";
import { resultFromDetail, type ResultModel } from "../../../../src/results/model";
import { installEnglish } from "../../i18n/pseudoCheck";
import { fixtureDetail } from "../../office/fixtures";
import { latestReview, showReview } from "./reviewHarness";

// Tall enough that every row of the ledger is drawn.
const show = (model: ResultModel): Promise<void> => showReview(model, { height: 2000 });
const latest = latestReview;

const count = (): string => screen.getByTestId("review-flag-count").textContent ?? "";
const amount = (row: number, column = 2): string => {
  const cell = document.querySelector(`[data-row="${row}"][data-column="${column}"]`);
  return cell?.querySelector("span")?.textContent ?? "";
};

beforeAll(() => installEnglish());

describe("settling flags in the review", () => {
  it("fixes all like cells after listing them, as one step; Cancel changes nothing", async () => {
    await show(resultFromDetail(fixtureDetail("petty-cash-ledger", "tables")));
    expect(count()).toBe("7 cells to check");
    await act(async () => fireEvent.keyDown(screen.getByRole("grid"), { key: "F8" }));
    const fixAll = screen.getByRole("button", { name: "Fix all 5 like this" });

    await act(async () => fireEvent.click(fixAll));
    // Asked under the grid (the page panel stays in view), the focus on the question.
    let dialog = await screen.findByRole("group", { name: "Change these 5 values like this?" });
    expect(document.activeElement).toBe(dialog);
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Amount, row 2: 2O.00 → 20.00",
      "Amount, row 4: 1O5.00 → 105.00",
      "Amount, row 7: 4O.50 → 40.50",
      "Amount, row 9: 6O.00 → 60.00",
      "Amount, row 12: 3O.00 → 30.00",
    ]);
    // A listed value chosen: its cell becomes the active one (the page panel turns to its page), nothing changes.
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Amount, row 9: 6O.00 → 60.00" })));
    expect(document.querySelector('[data-row="8"][data-column="2"]')?.getAttribute("tabindex")).toBe("0");
    expect(within(dialog).getByRole("button", { name: "Amount, row 9: 6O.00 → 60.00" }).getAttribute("aria-current")).toBe("true");
    expect(amount(8)).toBe("6O.00");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" })));
    expect(screen.queryByTestId("review-like-fix")).toBeNull();
    expect(amount(1)).toBe("2O.00");
    expect(latest.current?.session.editCount).toBe(0);

    // Escape leaves it too.
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Fix all 5 like this" })));
    dialog = await screen.findByRole("group", { name: "Change these 5 values like this?" });
    await act(async () => fireEvent.keyDown(dialog, { key: "Escape" }));
    expect(screen.queryByTestId("review-like-fix")).toBeNull();

    // An edit to a listed value while asked withdraws the question: only the list shown is ever confirmed.
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Fix all 5 like this" })));
    await screen.findByRole("group", { name: "Change these 5 values like this?" });
    await act(async () => latest.current?.edit({ op: "setCell", table: "t1", row: 3, column: 2, value: "1O6.00" }));
    expect(screen.queryByTestId("review-like-fix")).toBeNull();
    await act(async () => fireEvent.keyDown(screen.getAllByRole("grid")[0]!, { key: "z", ctrlKey: true }));
    expect(latest.current?.session.editCount).toBe(0);

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Fix all 5 like this" })));
    dialog = await screen.findByRole("group", { name: "Change these 5 values like this?" });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Change 5 values" })));
    expect([1, 3, 6, 8, 11].map((r) => amount(r))).toEqual(["20.00", "105.00", "40.50", "60.00", "30.00"]);
    expect(count()).toBe("2 cells to check");
    expect(latest.current?.session.editCount).toBe(1);

    await act(async () => fireEvent.keyDown(screen.getByRole("grid"), { key: "z", ctrlKey: true }));
    expect([1, 3, 6, 8, 11].map((r) => amount(r))).toEqual(["2O.00", "1O5.00", "4O.50", "6O.00", "3O.00"]);
    expect(count()).toBe("7 cells to check");
  });

  it("marks a cell and a pair's value as checked: the count goes down, the values stay, nothing is unsaved", async () => {
    await show(resultFromDetail(fixtureDetail("two-page-invoice", "tables")));
    expect(count()).toBe("3 cells to check");
    await act(async () => fireEvent.keyDown(screen.getByRole("grid", { name: "Table 1 (page 1)" }), { key: "F8" }));
    // Alone in its kind: no "Fix all" beside "Use 105.00".
    screen.getByRole("button", { name: "Use 105.00" });
    expect(screen.queryByRole("button", { name: /^Fix all/ })).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId("review-mark-checked")));
    expect(count()).toBe("2 cells to check");
    expect(amount(2, 3)).toBe("1O5.00");

    // The pairs are a grid of their own (Key | Value): F8 reaches the pair's value like a table's cell.
    const pairs = screen.getByTestId("review-pairs");
    const pairsGrid = within(pairs).getByRole("grid", { name: "Key/value pairs" });
    await act(async () => fireEvent.keyDown(pairsGrid, { key: "F8", shiftKey: true }));
    await act(async () => fireEvent.click(within(pairs).getByRole("button", { name: "Mark as checked" })));
    expect(count()).toBe("1 cell to check");
    const value = pairs.querySelector('[data-row="2"][data-column="1"]');
    expect(value?.querySelector("span")?.textContent).toBe("2026-02-30");
    expect(latest.current?.unsaved).toBe(false);
    expect(latest.current?.pending()?.doc.checked.size).toBe(2);

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Undo" })));
    expect(count()).toBe("2 cells to check");
  });
});

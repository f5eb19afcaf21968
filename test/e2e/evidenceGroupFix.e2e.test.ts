// Settling like flags together (issue 36), end to end in headless Chromium against the emulator, in a 320 px
// pane and by keyboard: a petty cash ledger whose Amount column has five amounts read with O for a zero and two
// with l for a one. "Fix all 5 like this" lists the five cells before it changes them (axe with the question
// open), changes them in one step that one undo takes back; "Mark as checked" settles the l-for-1 amounts as
// they are, lowering the count, so Insert all inserts the result without holding it for review; the workbook
// holds the fixed amounts as numbers and the marked ones as the text they were. Each value listed can be shown on
// its page before confirming (a joined two-page table: the one on page 2 turns the panel to page 2). A group fix
// and a mark made in the larger window come back to the pane when it closes.
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { launchBrowser } from "./browser";
import { gridCell, openPane, readSheet, send } from "./reviewHelpers";

const ARTIFACTS = join(__dirname, "artifacts");

const flagCount = (page: Page, text: string): Promise<void> =>
  page
    .getByTestId("review-flag-count")
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor();

/** The grid rows (header = 0) of the amounts read with O for a zero, and with l for a one. */
const O_ROWS = [1, 3, 6, 8, 11];
const L_ROWS = [4, 9];

describe("settling like flags together", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("fixes five like misreads at once after listing them, undoes them at once, marks the rest as checked and inserts without the gate", async () => {
    const { context, page } = await openPane(browser, "excel");
    await page.evaluate(() => {
      const pane = document.querySelector<HTMLElement>('[data-testid="task-pane"]');
      if (pane) pane.style.width = "320px";
    });
    // With a report that has nothing to check: Insert all needs a batch of several.
    await send(page, ["petty-cash-ledger.pdf", "quarterly-report.pdf"], "tables");
    await page.getByTestId("review-toolbar").waitFor({ timeout: 30_000 });
    const heading = page.getByRole("heading", { name: "petty-cash-ledger.pdf" });
    if ((await heading.count()) === 0) await page.getByRole("button", { name: "Open petty-cash-ledger.pdf" }).click({ timeout: 30_000 });
    await heading.waitFor();
    const grid = page.locator('[role="grid"][aria-label="Table 1 (page 1)"]');
    await flagCount(page, "7 cells to check");
    const amounts = (rows: number[]): Promise<(string | null)[]> =>
      Promise.all(rows.map((r) => gridCell(grid, r, 2).locator("span").first().textContent()));
    await expect(amounts(O_ROWS)).resolves.toEqual(["2O.00", "1O5.00", "4O.50", "6O.00", "3O.00"]);

    // F8: the first cell to check; beside its own fix, the five like it in the column.
    await gridCell(grid, 0, 0).focus();
    await page.keyboard.press("F8");
    await expect(gridCell(grid, 1, 2).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const actions = page.getByTestId("review-flag-actions");
    await actions.getByRole("button", { name: "Use 20.00" }).waitFor();
    const fixAll = actions.getByRole("button", { name: "Fix all 5 like this" });
    // Reached by Tab from the grid, as a keyboard user would.
    for (let i = 0; i < 6 && !(await fixAll.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(fixAll.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Enter");

    // The question names every cell it will change, old -> new, before anything changes: under the grid, where
    // the page panel stays in view, the focus on it.
    const question = page.getByRole("group", { name: "Change these 5 values like this?" });
    await question.waitFor();
    await expect(question.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(question.getByRole("listitem").allTextContents()).resolves.toEqual([
      "Amount, row 2: 2O.00 → 20.00",
      "Amount, row 4: 1O5.00 → 105.00",
      "Amount, row 7: 4O.50 → 40.50",
      "Amount, row 9: 6O.00 → 60.00",
      "Amount, row 12: 3O.00 → 30.00",
    ]);
    await expect(amounts(O_ROWS)).resolves.toEqual(["2O.00", "1O5.00", "4O.50", "6O.00", "3O.00"]);
    await expect(axeViolations(page)).resolves.toEqual([]);
    const box = await question.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await page.screenshot({ path: join(ARTIFACTS, "evidence-group-fix-question.png") });
    const confirm = question.getByRole("button", { name: "Change 5 values" });
    await confirm.focus();
    await page.keyboard.press("Enter");
    await question.waitFor({ state: "detached" });
    await flagCount(page, "2 cells to check");
    await expect(amounts(O_ROWS)).resolves.toEqual(["20.00", "105.00", "40.50", "60.00", "30.00"]);
    // The l-for-1 amounts are another mend: left alone.
    await expect(amounts(L_ROWS)).resolves.toEqual(["l2.75", "l8.40"]);

    // One undo takes all five back; the keyboard is back in the grid.
    await expect(grid.locator('[tabindex="0"]').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Control+z");
    await flagCount(page, "7 cells to check");
    await expect(amounts(O_ROWS)).resolves.toEqual(["2O.00", "1O5.00", "4O.50", "6O.00", "3O.00"]);
    // And again, for good.
    await page.keyboard.press("F8");
    await actions.getByRole("button", { name: "Fix all 5 like this" }).click();
    await page.getByTestId("review-like-fix").getByRole("button", { name: "Change 5 values" }).click();
    await flagCount(page, "2 cells to check");

    // Mark as checked: the value stays, its flag goes; undoable like an edit.
    await page.keyboard.press("F8");
    await expect(gridCell(grid, 4, 2).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // The two l-for-1 amounts are a group of their own; the user keeps them as they are instead.
    await actions.getByRole("button", { name: "Fix all 2 like this" }).waitFor();
    const mark = actions.getByRole("button", { name: "Mark as checked" });
    await mark.focus();
    await page.keyboard.press("Enter");
    await flagCount(page, "1 cell to check");
    await expect(amounts([4])).resolves.toEqual(["l2.75"]);
    await page.keyboard.press("Control+z");
    await flagCount(page, "2 cells to check");
    // F8 goes on to the other l-for-1 amount, then round to the first.
    await page.keyboard.press("F8");
    await expect(gridCell(grid, 9, 2).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await actions.getByRole("button", { name: "Mark as checked" }).click();
    await flagCount(page, "1 cell to check");
    await page.keyboard.press("F8");
    await expect(gridCell(grid, 4, 2).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await actions.getByRole("button", { name: "Mark as checked" }).click();
    await flagCount(page, "Nothing looks misread.");
    await expect(axeViolations(page)).resolves.toEqual([]);

    // Insert all: nothing left to check, so no "Insert anyway" question; the result goes in.
    await page.getByRole("button", { name: "Insert all (2 results)" }).click({ timeout: 30_000 });
    await page.getByTestId("insert-all-status").getByText("Inserted 2 results.").waitFor({ timeout: 15_000 });
    await expect(page.getByTestId("review-gate").count()).resolves.toBe(0);
    const sheet = await readSheet(page, "petty-cash-ledger T1");
    const amount = (row: number): { type: string; text: string } => ({ type: sheet.types[row]![2]!, text: sheet.texts[row]![2]! });
    expect(O_ROWS.map(amount)).toEqual(
      ["20.00", "105.00", "40.50", "60.00", "30.00"].map((text) => ({
        type: "Double",
        text: expect.stringMatching(new RegExp(`^${Number(text)}`)),
      })),
    );
    expect(L_ROWS.map((r) => amount(r).text)).toEqual(["l2.75", "l8.40"]);
    expect(L_ROWS.map((r) => amount(r).type)).toEqual(["String", "String"]);
    await context.close();
  });

  it("shows each listed value on its page before confirming: one on page 2 of a joined table turns the panel to page 2", async () => {
    const FILE = "two-page-invoice.pdf";
    const { context, page } = await openPane(browser, "excel");
    await page.evaluate(() => {
      const pane = document.querySelector<HTMLElement>('[data-testid="task-pane"]');
      if (pane) pane.style.width = "800px";
    });
    await send(page, FILE, "tables");
    await page.getByTestId("review-toolbar").waitFor({ timeout: 30_000 });
    const review = page.getByRole("region", { name: "Tables preview" });
    await review.getByRole("button", { name: "Join with table 1" }).click();
    const grid = review.getByRole("grid", { name: "Table 1 (pages 1 to 2)" });
    await grid.waitFor();
    // A second O-for-0 misread in the Amount column, on page 2 (the Toner cartridge's 480.00), typed over the value.
    await gridCell(grid, 7, 3).click();
    await page.keyboard.type("48O.00");
    await page.keyboard.press("Enter");
    await expect(gridCell(grid, 7, 3).locator("span").first().textContent()).resolves.toBe("48O.00");

    const panel = page.getByRole("region", { name: `Page of ${FILE}` });
    const showsPage = async (n: number): Promise<void> => {
      await panel.getByText(`Page ${n}`, { exact: true }).waitFor();
      const picture = panel.getByAltText(`Page ${n} of ${FILE}`);
      await picture.waitFor();
      await expect(picture.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).resolves.toBeGreaterThan(0);
    };
    await gridCell(grid, 2, 3).click();
    await showsPage(1);
    await review.getByTestId("review-flag-actions").getByRole("button", { name: "Fix all 2 like this" }).click();
    const question = page.getByRole("group", { name: "Change these 2 values like this?" });
    await expect(question.getByRole("listitem").allTextContents()).resolves.toEqual([
      "Amount, row 3: 1O5.00 → 105.00",
      "Amount, row 8: 48O.00 → 480.00",
    ]);

    // The one on page 2, chosen by the keyboard: its cell is the active one and the panel shows page 2.
    const second = question.getByRole("button", { name: "Amount, row 8: 48O.00 → 480.00" });
    await second.focus();
    await page.keyboard.press("Enter");
    await showsPage(2);
    await expect(second.getAttribute("aria-current")).resolves.toBe("true");
    await expect(gridCell(grid, 7, 3).getAttribute("tabindex")).resolves.toBe("0");
    // Nothing changed yet, and the question is still there, the focus on the value chosen.
    await expect(gridCell(grid, 7, 3).locator("span").first().textContent()).resolves.toBe("48O.00");
    await expect(second.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // And back to page 1 by the first.
    await question.getByRole("button", { name: "Amount, row 3: 1O5.00 → 105.00" }).click();
    await showsPage(1);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, "evidence-group-fix-pages.png") });

    await question.getByRole("button", { name: "Change 2 values" }).click();
    await question.waitFor({ state: "detached" });
    await expect(gridCell(grid, 2, 3).textContent()).resolves.toBe("105.00");
    await expect(gridCell(grid, 7, 3).textContent()).resolves.toBe("480.00");
    await context.close();
  });

  it("keeps a group fix and marks made in the larger window when it closes: back in the pane, undone one step at a time", async () => {
    const { context, page } = await openPane(browser, "excel", "&dialogs=office");
    await send(page, "petty-cash-ledger.pdf", "tables");
    await page.getByTestId("review-toolbar").waitFor({ timeout: 30_000 });
    await flagCount(page, "7 cells to check");
    const [dialog] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: "Open in a larger window" }).click(),
    ]);
    const grid = dialog.locator('[role="grid"][aria-label="Table 1 (page 1)"]');
    await grid.waitFor();
    await flagCount(dialog, "7 cells to check");
    await gridCell(grid, 0, 0).focus();
    await dialog.keyboard.press("F8");
    await dialog.getByRole("button", { name: "Fix all 5 like this" }).click();
    await dialog.getByTestId("review-like-fix").getByRole("button", { name: "Change 5 values" }).click();
    await flagCount(dialog, "2 cells to check");
    await dialog.keyboard.press("F8");
    await dialog.getByTestId("review-mark-checked").click();
    await flagCount(dialog, "1 cell to check");
    await Promise.all([dialog.waitForEvent("close"), dialog.getByRole("button", { name: "Done" }).click()]);

    // Back in the pane: the five fixes and the mark, as they were.
    const paneGrid = page.locator('[role="grid"][aria-label="Table 1 (page 1)"]');
    await flagCount(page, "1 cell to check");
    await expect(gridCell(paneGrid, 1, 2).textContent()).resolves.toBe("20.00");
    await expect(gridCell(paneGrid, 4, 2).textContent()).resolves.toBe("l2.75");
    const undo = page.getByRole("button", { name: "Undo" });
    await undo.click();
    await flagCount(page, "2 cells to check");
    await undo.click();
    await flagCount(page, "7 cells to check");
    await expect(gridCell(paneGrid, 1, 2).textContent()).resolves.toContain("2O.00");
    await context.close();
  });
});

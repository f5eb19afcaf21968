// Issue 35, item 3: "Next cell to check" (F8) and the grid's keys could focus a cell the pane had scrolled above
// the view (the focused Total sat at y=5, under the grid's header). A focused cell is now brought fully into
// view, below the grid's sticky header row.
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./browser";
import { gridCell, openPane, send, waitForResult } from "./reviewHelpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Where a cell is against the window and its grid's header row (true when wholly seen below the header). */
function seenBelowHeader(page: Page, grid: string, row: number, column: number): Promise<{ top: number; seen: boolean }> {
  return page.evaluate(
    ({ grid, row, column }) => {
      const box = document.querySelector(`[role="grid"][aria-label="${grid}"]`)!;
      const cell = box.querySelector(`[data-row="${row}"][data-column="${column}"]`)!.getBoundingClientRect();
      const header = box.querySelector('[data-row="0"]')!.getBoundingClientRect();
      return { top: Math.round(cell.top), seen: cell.top >= header.bottom - 1 && cell.top >= 0 && cell.bottom <= window.innerHeight };
    },
    { grid, row, column },
  );
}

it("a cell reached by the keys, in a grid the pane scrolled past, is shown below the grid's header", async () => {
  const { context, page } = await openPane(browser, "excel");
  await page.setViewportSize({ width: 1000, height: 640 });
  await send(page, "two-page-invoice.pdf", "tables");
  await waitForResult(page);
  const name = "Table 1 (page 1)";
  const grid = page.getByRole("region", { name: "Tables preview" }).getByRole("grid", { name });
  // The grid's last row, then the pane scrolled on until the grid's top is above the window.
  await gridCell(grid, 4, 3).click();
  await gridCell(grid, 4, 3).evaluate((cell) => {
    let pane: HTMLElement | null = cell.closest('[role="grid"]')!.parentElement;
    // The pane's scroller: the first box above the grid's own that scrolls up and down.
    while (pane && !(/(auto|scroll)/.test(getComputedStyle(pane).overflowY) && pane.scrollHeight > pane.clientHeight + 100))
      pane = pane.parentElement;
    const top = cell.closest('[role="grid"]')!.getBoundingClientRect().top;
    (pane ?? document.scrollingElement!).scrollBy(0, top + 60);
  });
  await expect(seenBelowHeader(page, name, 1, 3)).resolves.toMatchObject({ seen: false });
  // Ctrl+Home, then Down: the first row's cell has the focus, and is seen whole below the header.
  await page.keyboard.press("Control+Home");
  await page.keyboard.press("ArrowDown");
  await expect(gridCell(grid, 1, 0).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  await page.waitForFunction(() => true);
  await expect(seenBelowHeader(page, name, 1, 0)).resolves.toMatchObject({ seen: true });
  await context.close();
});

// Issue 35, item 4: at 320 px the review grid's frozen first column covered the start of the next column when the
// grid scrolled sideways, and the end that stayed in view ("elf" of "Shelf", "-12" of "B-12") read like a misread.
// Measured in the page at several sideways positions: the frozen cells are opaque and on top (the points just
// inside their edge belong to them), and no text of another cell is drawn partly: text that starts under the
// frozen column is not painted where it comes out of it (the column's visible end is shaded instead).
import type { Browser, Locator } from "playwright-core";
import { launchBrowser } from "./browser";
import { openPane, send, waitForResult } from "./reviewHelpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface EdgeReport {
  scrolled: number;
  /** Frozen cells whose background lets what is under it show through, or that are not on top at their edge. */
  notCovering: string[];
  /** Text of another cell drawn partly: starting under the frozen column and painted past its edge. */
  fragments: string[];
  /** Whether the frozen column's edge is drawn stronger than the grid's other lines. */
  edgeMarked: boolean;
}

/** Scrolls the grid `by` pixels sideways, then measures what is painted at the frozen column's edge. */
function edgeAfterScroll(grid: Locator, by: number): Promise<EdgeReport> {
  return grid.evaluate(async (g, by) => {
    const box = g.parentElement!;
    box.scrollLeft = by;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const alpha = (color: string): number => {
      const m = /rgba?\(([^)]+)\)/.exec(color);
      const parts = m ? m[1]!.split(/[ ,/]+/).filter(Boolean) : [];
      return parts.length === 4 ? Number(parts[3]) : parts.length === 3 ? 1 : 0;
    };
    /** How much of an element shows: its own opacity times its ancestors' up to the grid. */
    const shown = (e: Element): number => {
      let opacity = 1;
      for (let at: Element | null = e; at && at !== g; at = at.parentElement) opacity *= Number(getComputedStyle(at).opacity);
      return opacity * alpha(getComputedStyle(e).color);
    };
    const notCovering: string[] = [];
    const fragments: string[] = [];
    const frozen = [...g.querySelectorAll<HTMLElement>('[data-column="0"]')];
    const edge = frozen[0]!.getBoundingClientRect().right;
    for (const cell of frozen) {
      const r = cell.getBoundingClientRect();
      const style = getComputedStyle(cell);
      if (alpha(style.backgroundColor) < 1) notCovering.push(`"${cell.textContent}": background ${style.backgroundColor}`);
      // Just inside the frozen column's edge, the point is the frozen cell's (or its contents'), not the next cell's.
      const hit = document.elementFromPoint(edge - 3, r.top + r.height / 2);
      if (!hit || hit.closest("[data-column]") !== cell) notCovering.push(`"${cell.textContent}": ${hit?.textContent ?? "nothing"} on top`);
    }
    for (const cell of g.querySelectorAll<HTMLElement>('[data-column]:not([data-column="0"])')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        // Text kept for screen readers only (clipped to nothing) is not painted.
        if (getComputedStyle(parent).clip === "rect(0px, 0px, 0px, 0px)" || parent.getBoundingClientRect().width <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()];
        const partly = rects.some((t) => t.left < edge - 0.5 && t.right > edge + 0.5);
        if (partly && shown(parent) > 0) fragments.push((node.textContent ?? "").trim());
      }
    }
    const edgeColor = getComputedStyle(frozen[0]!).borderRightColor;
    const lineColor = getComputedStyle(g.querySelector<HTMLElement>('[data-column="1"]')!).borderRightColor;
    return { scrolled: Math.round(box.scrollLeft), notCovering, fragments, edgeMarked: edgeColor !== lineColor };
  }, by);
}

it("at 320 px, a grid scrolled sideways shows no part of a cell's text at the frozen column's edge", async () => {
  const { context, page } = await openPane(browser, "excel");
  await page.evaluate(() => {
    document.querySelector<HTMLElement>('[data-testid="task-pane"]')!.style.width = "320px";
  });
  await send(page, "stock-count.pdf", "tables");
  await waitForResult(page);
  const grid = page.getByRole("region", { name: "Tables preview" }).getByRole("grid", { name: "Table 1 (page 1)" });
  await grid.scrollIntoViewIfNeeded();
  // Item | Shelf | Counted: scrolled part of the way into Shelf (B-12...), then to the end (into Counted).
  for (const by of [13, 40, 1000]) {
    const report = await edgeAfterScroll(grid, by);
    expect(report.scrolled).toBeGreaterThan(0);
    expect(report).toEqual({ scrolled: report.scrolled, notCovering: [], fragments: [], edgeMarked: true });
  }
  // Scrolled back: nothing is covered, every text whole again, the edge an ordinary line.
  const back = await edgeAfterScroll(grid, 0);
  expect(back).toEqual({ scrolled: 0, notCovering: [], fragments: [], edgeMarked: false });
  await expect(grid.getByRole("gridcell", { name: "B-12" }).isVisible()).resolves.toBe(true);
  await context.close();
});

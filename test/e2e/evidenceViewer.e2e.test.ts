// The page beside the review (issue 36), end to end in headless Chromium against the emulator: the two-page
// invoice's tables, where F8 goes to a flagged cell on page 2 and the panel turns to page 2; the page zoomed in,
// moved and zoomed out with the keyboard alone, the level kept while moving between cells of one page; in a
// 320 px pane the panel above the review, resized, hidden and shown, the choice remembered after a reload;
// axe with the panel open, light and dark; screenshots at 320 and 800 px in test/e2e/artifacts.
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Locator, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { launchBrowser } from "./browser";
import { gridCell, openPane, send, waitForResult } from "./reviewHelpers";

const ARTIFACTS = join(__dirname, "artifacts");
const FILE = "two-page-invoice.pdf";

async function paneWidth(page: Page, width: number): Promise<void> {
  await page.evaluate((w) => {
    const pane = document.querySelector<HTMLElement>('[data-testid="task-pane"]');
    if (pane) pane.style.width = `${w}px`;
  }, width);
}

/** The panel's picture of a page, once it has loaded (a real image, not a placeholder). */
async function pictureOf(page: Page, pageNumber: number): Promise<Locator> {
  const picture = page.getByRole("region", { name: `Page of ${FILE}` }).getByAltText(`Page ${pageNumber} of ${FILE}`);
  await picture.waitFor();
  await expect(picture.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).resolves.toBeGreaterThan(0);
  return picture;
}

const zoomLevel = (page: Page): Promise<number> =>
  page
    .getByTestId("page-zoom")
    .textContent()
    .then((text) => Number((text ?? "").replace(/[^0-9]/g, "")));

const transform = (picture: Locator): Promise<string> => picture.evaluate((img: HTMLElement) => img.style.transform);

async function openInvoice(page: Page): Promise<void> {
  await send(page, FILE, "tables");
  await waitForResult(page);
  await page.getByRole("grid", { name: "Table 1 (page 1)" }).waitFor();
  await page
    .getByTestId("review-flag-count")
    .filter({ hasText: /^3 cells to check$/ })
    .waitFor();
}

describe("the page beside the review", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("turns to page 2 when F8 goes to a flag there, and zooms and moves the page with the keyboard", async () => {
    const { context, page } = await openPane(browser, "excel");
    await paneWidth(page, 800);
    await openInvoice(page);
    const panel = page.getByRole("region", { name: `Page of ${FILE}` });
    await pictureOf(page, 1);
    // Beside the review, not above it.
    const panelBox = (await panel.boundingBox())!;
    const reviewBox = (await page.getByRole("region", { name: "Tables preview" }).boundingBox())!;
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(reviewBox.x + 1);

    // F8 from the first cell: "1O5.00" on page 1, then the Total on page 2 (its own table, not joined).
    await gridCell(page.getByRole("grid", { name: "Table 1 (page 1)" }), 0, 0).focus();
    await page.keyboard.press("F8");
    await expect(panel.getByText("Page 1", { exact: true }).count()).resolves.toBe(1);
    await page.keyboard.press("F8");
    const second = page.getByRole("grid", { name: "Table 2 (page 2)" });
    await expect(gridCell(second, 4, 3).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const picture = await pictureOf(page, 2);
    await panel.getByText("Page 2", { exact: true }).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, "evidence-800.png") });

    // Keyboard users reach the page from the zoom buttons with Tab, zoom in, move it, zoom out.
    await panel.getByRole("button", { name: "Fit page" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const frame = panel.getByRole("group", { name: `Page 2 of ${FILE}. Plus and minus zoom, the arrow keys move the page.` });
    await expect(frame.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const fitted = await zoomLevel(page);
    await page.keyboard.press("+");
    await page.keyboard.press("+");
    const zoomed = await zoomLevel(page);
    expect(zoomed).toBeGreaterThan(fitted);
    const before = await transform(picture);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowRight");
    await expect(transform(picture)).resolves.not.toBe(before);

    // Another cell of the same page keeps the level; the page stays.
    await gridCell(second, 3, 3).click();
    await expect(zoomLevel(page)).resolves.toBe(zoomed);
    await expect(panel.getByAltText(`Page 2 of ${FILE}`).count()).resolves.toBe(1);

    await frame.focus();
    await page.keyboard.press("-");
    await page.keyboard.press("-");
    await page.keyboard.press("-");
    await expect(zoomLevel(page)).resolves.toBeLessThan(fitted);
    // Fit width again by its button.
    await panel.getByRole("button", { name: "Fit width" }).click();
    await expect(zoomLevel(page)).resolves.toBe(fitted);
    // Back to a cell on page 1: the page turns back (from memory, no new fetch needed).
    await gridCell(page.getByRole("grid", { name: "Table 1 (page 1)" }), 1, 0).click();
    await pictureOf(page, 1);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await context.close();
  });

  it.each(["light", "dark"] as const)(
    "in a 320 px pane (%s) shows the page above the review, resized, hidden and shown, the choice remembered",
    async (theme) => {
      const query = theme === "dark" ? "&theme=dark" : "";
      const { context, page } = await openPane(browser, "excel", query);
      await page.evaluate(() => localStorage.removeItem("transcribe.pagePanel.v1"));
      await paneWidth(page, 320);
      await openInvoice(page);
      const panel = page.getByRole("region", { name: `Page of ${FILE}` });
      await pictureOf(page, 1);
      const panelBox = (await panel.boundingBox())!;
      const reviewBox = (await page.getByRole("region", { name: "Tables preview" }).boundingBox())!;
      expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(reviewBox.y);
      // Nothing wider than the pane.
      const overflow = await page.evaluate(() => {
        const pane = document.querySelector<HTMLElement>('[data-testid="task-pane"]');
        return pane ? pane.scrollWidth - pane.clientWidth : -1;
      });
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(axeViolations(page)).resolves.toEqual([]);
      // The page and the review under it, in the pane's view.
      await panel.evaluate((el) => el.scrollIntoView({ block: "start" }));
      await page.locator('[data-testid="task-pane"]').screenshot({ path: join(ARTIFACTS, `evidence-320-${theme}.png`) });

      // Taller by the keyboard on the bar under it.
      const resizer = page.getByRole("separator", { name: "Height of the page" });
      const height = Number(await resizer.getAttribute("aria-valuenow"));
      await resizer.focus();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await expect(resizer.getAttribute("aria-valuenow")).resolves.toBe(String(height + 48));
      await expect(panel.evaluate((el) => Math.round(el.getBoundingClientRect().height))).resolves.toBe(height + 48);

      // Hidden: the review moves up, the focus goes to Show the page.
      await panel.getByRole("button", { name: "Hide the page" }).click();
      const show = page.getByRole("button", { name: "Show the page" });
      await expect(show.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(panel.count()).resolves.toBe(0);

      // Remembered after a reload (and by every pane of the add-in).
      await page.reload();
      await page.getByRole("button", { name: "Use an API token instead" }).click();
      await page.getByLabel(/^API token/).fill("dev-token");
      await page.getByRole("button", { name: "Use this token" }).click();
      await paneWidth(page, 320);
      await openInvoice(page);
      await show.waitFor();
      await expect(panel.count()).resolves.toBe(0);
      await show.click();
      await pictureOf(page, 1);
      await expect(page.getByRole("separator", { name: "Height of the page" }).getAttribute("aria-valuenow")).resolves.toBe(
        String(height + 48),
      );
      await context.close();
    },
  );

  it("shows the page beside the review in the larger window too, turned by F8", async () => {
    // ?dialogs=office: the host double's displayDialogAsync (a popup standing in for Office's dialog).
    const { context, page } = await openPane(browser, "excel", "&dialogs=office");
    await openInvoice(page);
    const [dialog] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: "Open in a larger window" }).click(),
    ]);
    const panel = dialog.getByRole("region", { name: `Page of ${FILE}` });
    const first = panel.getByAltText(`Page 1 of ${FILE}`);
    await first.waitFor();
    await expect(first.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).resolves.toBeGreaterThan(0);
    await gridCell(dialog.getByRole("grid", { name: "Table 1 (page 1)" }), 0, 0).focus();
    await dialog.keyboard.press("F8");
    await dialog.keyboard.press("F8");
    const second = panel.getByAltText(`Page 2 of ${FILE}`);
    await second.waitFor();
    await expect(second.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).resolves.toBeGreaterThan(0);
    const axe = await new AxeBuilder({ page: dialog }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await Promise.all([dialog.waitForEvent("close"), dialog.getByRole("button", { name: "Done" }).click()]);
    await context.close();
  });
});

// The page beside the review in WebKit (Office on Mac and iPad, issue 36): the two-page invoice's tables open
// with page 1 in the page panel, a real picture fetched with the user's credentials; its zoom buttons, touch
// sized, zoom in and out, and Hide and Show the page fold the panel away and back.
import { join } from "node:path";
import { By, type WebDriver } from "selenium-webdriver";
import { button, check, click, find, WebKit } from "./driver";
import { chooseFiles, FIXTURES, openPreview, pageErrors, runAndWait, signInWithToken, watchErrors } from "./pane";

let webkit: WebKit;
let driver: WebDriver;
beforeAll(async () => {
  webkit = await WebKit.start();
});
afterAll(() => webkit.stop());
beforeEach(async () => {
  driver = await webkit.session();
});
afterEach(async () => {
  await driver.quit();
});

const zoomLevel = async (): Promise<number> =>
  Number(
    (await driver.executeScript<string>("return document.querySelector('[data-testid=page-zoom]').textContent")).replace(/[^0-9]/g, ""),
  );

test("shows the page being checked and zooms it by its touch-sized buttons", async () => {
  await openPreview(driver, "?host=excel");
  await watchErrors(driver);
  await signInWithToken(driver);
  await chooseFiles(driver, [join(FIXTURES, "two-page-invoice.pdf")]);
  await check(driver, "Find tables and key/value pairs");
  await runAndWait(driver, "Find tables", /^Found/);
  const picture = await find(driver, By.css('[data-testid="page-panel"] img[alt="Page 1 of two-page-invoice.pdf"]'));
  await driver.wait(async () => (await driver.executeScript<number>("return arguments[0].naturalWidth", picture)) > 0, 15_000);

  for (const name of ["Zoom in", "Zoom out", "Fit width", "Fit page", "Hide the page"]) {
    const rect = await (await find(driver, button(name))).getRect();
    expect(Math.min(rect.width, rect.height)).toBeGreaterThanOrEqual(32);
  }
  const fitted = await zoomLevel();
  await click(driver, "Zoom in");
  await click(driver, "Zoom in");
  await driver.wait(async () => (await zoomLevel()) > fitted, 5_000, "Zoom in did not zoom in");
  const transform = await driver.executeScript<string>("return arguments[0].style.transform", picture);
  expect(transform).toMatch(/scale\(/);
  await click(driver, "Zoom out");
  await click(driver, "Zoom out");
  await click(driver, "Zoom out");
  await driver.wait(async () => (await zoomLevel()) < fitted, 5_000, "Zoom out did not zoom out");
  await click(driver, "Fit width");
  await driver.wait(async () => (await zoomLevel()) === fitted, 5_000, "Fit width did not fit the width");

  await click(driver, "Hide the page");
  await find(driver, button("Show the page"));
  expect(await driver.findElements(By.css('[data-testid="page-panel"]'))).toHaveLength(0);
  await click(driver, "Show the page");
  await find(driver, By.css('[data-testid="page-panel"] img[alt="Page 1 of two-page-invoice.pdf"]'));
  expect(await pageErrors(driver)).toEqual([]);
});

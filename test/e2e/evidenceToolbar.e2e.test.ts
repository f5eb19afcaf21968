// The page viewer's toolbar at a real task pane's 320 px (issue 36), in every language the pane speaks and the
// pseudo-locale: the caption, the zoom buttons and level, and Hide stay on one line (Hide used to wrap to a
// second line), every button whole inside the bar and the pane, and the caption not cut off. Measured in the
// page, as newuserLayout.e2e does; a screenshot per language goes to test-results/ for a person to look at.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { PNG } from "pngjs";
import type { Browser, Page } from "playwright-core";
import { pseudoLocalize } from "../../src/i18n/pseudo";
import type { Catalog } from "../../src/i18n/translation";
import { env, launchBrowser, newPage } from "./browser";

const LANGUAGES = ["en", "de", "fr", "es", "ar", "qps-ploc"] as const;
const LOCALES: Record<(typeof LANGUAGES)[number], string> = {
  en: "en-US",
  de: "de-DE",
  fr: "fr-FR",
  es: "es-ES",
  ar: "ar-SA",
  "qps-ploc": "en-US",
};
const OUTPUT = join(__dirname, "../../test-results");

/** The message `key` as the pane in `language` says it (the pseudo-locale made from English, as the pane makes it). */
function words(language: (typeof LANGUAGES)[number]): (key: string, values?: Record<string, string | number>) => string {
  const load = (lang: string, part: string): Catalog =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require(`../../src/i18n/catalogs/${lang}/${part}`) as { default: Catalog }).default;
  const messages = language === "qps-ploc" ? null : { ...load(language, "core"), ...load(language, "views") };
  const pseudo = language === "qps-ploc" ? pseudoLocalize({ ...load("en", "core"), ...load("en", "views") }) : null;
  return (key, values) => {
    const source = messages ? messages[key] : pseudo?.[key];
    if (source === undefined) throw new Error(`no message ${key} in ${language}`);
    return String(new IntlMessageFormat(source, LOCALES[language]).format(values));
  };
}

function pngFile(): Buffer {
  const png = new PNG({ width: 600, height: 800 });
  png.data.fill(255);
  return PNG.sync.write(png);
}

/** What breaks the toolbar's line, measured in the page: an empty list when nothing does. */
function toolbarProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const panel = document.querySelector<HTMLElement>('[data-testid="page-panel"]')!;
    const bar = panel.querySelector<HTMLElement>('[data-testid="page-zoom"]')!.parentElement!;
    const pane = document.querySelector<HTMLElement>('[data-testid="task-pane"]')!;
    const barBox = bar.getBoundingClientRect();
    const paneBox = pane.getBoundingClientRect();
    const buttons = [...bar.querySelectorAll<HTMLElement>("button")];
    const describe = (e: Element): string => e.getAttribute("aria-label") ?? (e.textContent ?? "").trim();
    if (buttons.length < 5) problems.push(`only ${buttons.length} buttons in the toolbar`);
    const first = buttons[0]!.getBoundingClientRect();
    for (const b of buttons) {
      const r = b.getBoundingClientRect();
      if (Math.abs(r.top - first.top) > 1) problems.push(`${describe(b)} is on another line (top ${r.top}, first button's ${first.top})`);
      if (r.left < barBox.left - 0.5 || r.right > barBox.right + 0.5) problems.push(`${describe(b)} sticks out of the toolbar`);
      if (r.left < paneBox.left - 0.5 || r.right > paneBox.right + 0.5) problems.push(`${describe(b)} sticks out of the pane`);
      if (r.width < 24) problems.push(`${describe(b)} is squeezed to ${r.width} px`);
    }
    // One line: no taller than its tallest button.
    const tallest = Math.max(...buttons.map((b) => b.getBoundingClientRect().height));
    if (barBox.height > tallest + 1) problems.push(`the toolbar is ${barBox.height} px tall for ${tallest} px buttons: it wraps`);
    const caption = bar.firstElementChild as HTMLElement;
    if (caption.scrollWidth > caption.clientWidth) problems.push(`the caption "${caption.textContent}" is cut off`);
    const level = panel.querySelector<HTMLElement>('[data-testid="page-zoom"]')!;
    if (level.scrollWidth > level.clientWidth) problems.push(`the zoom level "${level.textContent}" is cut off`);
    if (pane.scrollWidth > pane.clientWidth) problems.push(`the pane scrolls sideways (${pane.scrollWidth} > ${pane.clientWidth})`);
    return problems;
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(OUTPUT, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

describe("the page viewer's toolbar at 320 px (issue 36)", () => {
  it.each(LANGUAGES)("%s: caption, zoom and Hide on one line", async (language) => {
    const { context, page } = await newPage(browser, { locale: LOCALES[language] });
    const m = words(language);
    await page.goto(`${env("E2E_PREVIEW_URL")}?host=word&lang=${language}`);
    await page.evaluate(() => {
      const pane = document.querySelector<HTMLElement>('[data-testid="task-pane"]');
      if (pane) pane.style.width = "320px";
    });
    await page.getByRole("button", { name: m("session.signInScreen.showTokenForm") }).click();
    await page.getByRole("textbox", { name: m("session.signInScreen.tokenLabel"), exact: true }).fill("dev-token");
    await page.getByRole("button", { name: m("session.signInScreen.useToken") }).click();
    await page
      .locator("input[type=file]")
      .first()
      .setInputFiles({ name: `page-${language}.png`, mimeType: "image/png", buffer: pngFile() });
    await page.getByRole("button", { name: m("workspace.panel.run", { action: "transcribe" }), exact: true }).click();
    await page.getByTestId("page-panel").getByTestId("page-zoom").waitFor({ timeout: 30_000 });
    await page
      .getByTestId("page-panel")
      .getByRole("button", { name: m("pageViewer.hide") })
      .waitFor();
    await page.waitForFunction(() => document.fonts.status === "loaded");
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page
      .getByTestId("page-panel")
      .screenshot({ path: join(OUTPUT, `evidence-toolbar-320-${language}.png`) })
      .catch(() => undefined);
    await expect(toolbarProblems(page)).resolves.toEqual([]);
    await context.close();
  });
});

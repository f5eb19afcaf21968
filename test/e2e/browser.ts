// Headless Chromium from Debian (/usr/bin/chromium) driven by playwright-core: nothing is downloaded.
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../dev/headlessChromium";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export { CHROMIUM_PATH };

export async function launchBrowser(): Promise<Browser> {
  // Playwright turns Chromium's popup blocker off by default; it stays on here, as in every browser a user has, so a
  // window opened without the user's click (after an await that outlived it) fails here as it does in Safari.
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
    headless: true,
    ignoreDefaultArgs: ["--disable-popup-blocking"],
  });
}

/**
 * A fresh browser profile per test: no storage shared between tests. `locale` is the browser's language (the
 * preview's Office display language follows it).
 */
export async function newPage(browser: Browser, options: { locale?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  // The development server uses a self-signed certificate on localhost.
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  return { context, page };
}

export function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the end-to-end tests with jest.e2e.config.js`);
  return value;
}

// WebKit, the engine of Office on Mac and iPad (WKWebView) and of Safari, driven through WebDriver: Debian's
// WebKitWebDriver (package webkit2gtk-driver) running WebKitGTK's MiniBrowser, with selenium-webdriver as the
// client. MiniBrowser keeps WebKit's popup blocker on (a window opens only in answer to the user's click, as in
// Safari) and trusts the development certificate through acceptInsecureCerts. Each test gets its own session,
// hence its own storage.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { Builder, By, Capabilities, until, type WebDriver, type WebElement } from "selenium-webdriver";

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? "WebKitWebDriver";
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function startDriver(): Promise<{ process: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(WEBKIT_DRIVER, [`--port=${port}`, "--host=127.0.0.1"], { stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  // Ready when it answers its status endpoint.
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`${WEBKIT_DRIVER} exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/status`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { process: child, url };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${WEBKIT_DRIVER} did not start`);
}

/** Settles with `promise`, or rejects after `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error instanceof Error ? error : new Error(String(error)))),
    );
  });
}

/** One WebKitWebDriver for a test file; `session()` opens a browser with fresh storage. */
export class WebKit {
  private constructor(private driver: { process: ChildProcess; url: string }) {}

  static async start(): Promise<WebKit> {
    return new WebKit(await startDriver());
  }

  private async newSession(): Promise<WebDriver> {
    const capabilities = new Capabilities({
      browserName: "MiniBrowser",
      acceptInsecureCerts: true,
      "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
    });
    return new Builder().usingServer(this.driver.url).withCapabilities(capabilities).build();
  }

  async session(): Promise<WebDriver> {
    let driver: WebDriver;
    try {
      driver = await within(this.newSession(), 45_000, "starting MiniBrowser");
    } catch {
      // On a loaded machine MiniBrowser's start has been seen to hang: a fresh WebKitWebDriver, once. (The browser,
      // not a test, is started again: no test is retried.)
      this.driver.process.kill();
      this.driver = await startDriver();
      driver = await within(this.newSession(), 60_000, "starting MiniBrowser again");
    }
    // A navigation that never ends fails within the test's own time, naming the command.
    await driver.manage().setTimeouts({ implicit: 0, pageLoad: 60_000, script: 30_000 });
    // The preview's document and task pane side by side, as in the Chromium tests (MiniBrowser opens smaller).
    await driver.manage().window().setRect({ x: 0, y: 0, width: 1280, height: 1000 });
    return driver;
  }

  async stop(): Promise<void> {
    this.driver.process.kill();
  }
}

/** XPath string literal for any text (quotes included). */
export function literal(text: string): string {
  if (!text.includes("'")) return `'${text}'`;
  return `concat(${text
    .split("'")
    .map((part) => `'${part}'`)
    .join(`, "'", `)})`;
}

/** Waits for an element and returns it. */
export async function find(driver: WebDriver, locator: By, timeout = 20_000, root?: WebElement): Promise<WebElement> {
  if (!root) return driver.wait(until.elementLocated(locator), timeout, `not found: ${locator.toString()}`);
  // Within `root`: an XPath from the document's top would find anything, so it is made relative.
  const within = locator.using === "xpath" && locator.value.startsWith("//") ? By.xpath(`.${locator.value}`) : locator;
  return driver.wait(
    async () => (await root.findElements(within))[0] ?? null,
    timeout,
    `not found: ${locator.toString()}`,
  ) as Promise<WebElement>;
}

/** A button by its name: its visible text (exact, whitespace normalised) or its aria-label. */
export function button(text: string): By {
  return By.xpath(`//button[normalize-space(.)=${literal(text)} or @aria-label=${literal(text)}]`);
}

/** A menu item by its text. */
export function menuItem(text: string): By {
  return By.xpath(`//*[@role='menuitem'][normalize-space(.)=${literal(text)}]`);
}

/** A tab of the pane by its name. */
export function tab(name: string): By {
  return By.xpath(`//*[@role='tab'][contains(normalize-space(.), ${literal(name)})]`);
}

/** Shown, enabled, and not unavailable-but-focusable (aria-disabled, which WebDriver's isEnabled does not read). */
async function usable(candidate: WebElement): Promise<boolean> {
  if (!(await candidate.isDisplayed().catch(() => false)) || !(await candidate.isEnabled().catch(() => false))) return false;
  return (await candidate.getAttribute("aria-disabled").catch(() => null)) !== "true";
}

/**
 * Clicks `element` once it has stopped moving, as Playwright does before each click: WebDriver aims at where the
 * element is when the command starts, so a click on one still moving (a section above it filling in) lands
 * beside it and is lost, as a user's would be. One that keeps moving is clicked anyway after `timeout`.
 */
export async function clickSettled(driver: WebDriver, element: WebElement, timeout = 5_000): Promise<void> {
  let last = "";
  await driver
    .wait(async () => {
      const rect = await element.getRect();
      const now = `${rect.x},${rect.y},${rect.width},${rect.height}`;
      if (now === last) return true;
      last = now;
      await driver.sleep(150);
      return false;
    }, timeout)
    .catch(() => undefined);
  // Brought to the middle of its scroller first, as Playwright does: WebKit's driver scrolls only the window, so
  // a button half under the edge of the pane's own scroller (the preview's footer below it) is not clickable.
  await driver.executeScript("arguments[0].scrollIntoView({ block: 'center', inline: 'nearest' })", element);
  await element.click();
}

/** Clicks a button by its text once one is shown and enabled (the first such, in document order). */
export async function click(driver: WebDriver, text: string, timeout = 20_000): Promise<void> {
  const element = await driver.wait(
    async () => {
      for (const candidate of await driver.findElements(button(text))) if (await usable(candidate)) return candidate;
      return null;
    },
    timeout,
    `no shown, enabled button "${text}"`,
  );
  await clickSettled(driver, element as WebElement);
}

/** The form control a <label> names (by the label's text, matched from its start). */
export async function labelled(driver: WebDriver, labelStart: string, timeout = 20_000): Promise<WebElement> {
  const label = await find(driver, By.xpath(`//label[starts-with(normalize-space(.), ${literal(labelStart)})]`), timeout);
  const id = await label.getAttribute("for");
  if (!id) throw new Error(`the label "${labelStart}" names no control`);
  return find(driver, By.id(id), timeout);
}

/** Ticks a radio button or checkbox by its label, as a user clicks the words beside it; waits until it is ticked. */
export async function check(driver: WebDriver, labelStart: string, timeout = 20_000): Promise<void> {
  const label = await find(driver, By.xpath(`//label[starts-with(normalize-space(.), ${literal(labelStart)})]`), timeout);
  const input = await labelled(driver, labelStart, timeout);
  // A click that lands while the form is drawn again (controls appear once files are chosen) can be lost, as a
  // user's would be: click the words again, as a user does, up to three times; it must end ticked.
  for (let attempt = 1; !(await input.isSelected()); attempt++) {
    await clickSettled(driver, label);
    try {
      await driver.wait(() => input.isSelected(), 5_000);
    } catch (error: unknown) {
      if (attempt >= 3) throw new Error(`"${labelStart}" was not ticked after ${attempt} clicks`, { cause: error });
    }
  }
}

/** Waits until an element matching `css` has text matching `pattern`; returns that text. */
export async function waitForText(driver: WebDriver, css: string, pattern: RegExp, timeout = 30_000): Promise<string> {
  let last = "";
  try {
    await driver.wait(async () => {
      const elements = await driver.findElements(By.css(css));
      for (const element of elements) {
        last = await element.getText().catch(() => "");
        if (pattern.test(last)) return true;
      }
      return false;
    }, timeout);
  } catch (error: unknown) {
    // The text seen last, not the one before waiting (a message built up front always said "").
    throw new Error(`no ${css} matching ${pattern} (last: "${last}")`, { cause: error });
  }
  return last;
}

/** Texts of every element matching `css`, in document order. */
export async function texts(driver: WebDriver, css: string): Promise<string[]> {
  const elements = await driver.findElements(By.css(css));
  return Promise.all(elements.map((e) => e.getText()));
}

/** Waits for a window other than `known` and switches to it; returns its handle. */
export async function switchToNewWindow(driver: WebDriver, known: string[], timeout = 15_000): Promise<string> {
  const handle = await driver.wait(
    async () => (await driver.getAllWindowHandles()).find((h) => !known.includes(h)) ?? null,
    timeout,
    "no new window opened",
  );
  await driver.switchTo().window(handle as string);
  // The pane opens its windows blank, in the click, and sends them on once ready (WebKit's popup blocker): a
  // command sent to the blank page meanwhile fails as it unloads. So: once the window shows its own page.
  await driver.wait(
    () => driver.executeScript<boolean>('return location.href !== "about:blank" && document.readyState === "complete";').catch(() => false),
    timeout,
    "the new window never left its blank page",
  );
  return handle as string;
}

/** Waits until `handle` is closed. */
export async function waitForClosed(driver: WebDriver, handle: string, timeout = 15_000): Promise<void> {
  await driver.wait(async () => !(await driver.getAllWindowHandles()).includes(handle), timeout, "window still open");
}

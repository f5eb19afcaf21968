// What a user does in the browser preview, in WebKit: sign in, choose files, run, insert; and the emulator's
// control API the tests set up with (plain HTTP from Node, as the Chromium tests do).
import { basename, join } from "node:path";
import { By, type WebDriver } from "selenium-webdriver";
import { button, check, click, find, labelled, switchToNewWindow, waitForClosed, waitForText } from "./driver";

export const FIXTURES = join(__dirname, "..", "fixtures");

export function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the WebKit tests with jest.webkit.config.js`);
  return value;
}

export async function emulator<T>(path: string, method: "GET" | "POST" | "PATCH" | "DELETE" = "GET", body?: unknown): Promise<T> {
  const response = await fetch(`${env("E2E_EMULATOR_ORIGIN")}/_emulator/${path}`, {
    method,
    headers: { "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return (text === "" ? {} : JSON.parse(text)) as T;
}

/** The seeded account of `token`, allowed to buy at once. */
export async function account(token: string): Promise<{ id: string; token: string }> {
  const { accounts } = await emulator<{ accounts: Array<{ id: string; token: string }> }>("accounts");
  const found = accounts.find((a) => a.token === token);
  if (!found) throw new Error(`no emulator account with token ${token}`);
  await emulator(`accounts/${found.id}`, "PATCH", { last_top_up_at: null });
  return found;
}

/** Opens the preview (`query` like "?host=excel") and waits for the task pane. */
export async function openPreview(driver: WebDriver, query = ""): Promise<void> {
  await driver.get(`${env("E2E_PREVIEW_URL")}${query}`);
  await find(driver, By.css('[data-testid="task-pane"]'), 120_000);
  // A mark the page loses if it is loaded again (a reload, a crashed web process brought back): describePane says so.
  await driver.executeScript("window.__openedAt = Date.now();");
}

/** For a failed wait: what the pane showed, what the page reported, and whether it was loaded again meanwhile. */
export async function describePane(driver: WebDriver): Promise<string> {
  const { shown, openedAt, navigation, errors } = await driver.executeScript<{
    shown: string;
    openedAt: number | null;
    navigation: string;
    errors: string[];
  }>(
    `const entry = performance.getEntriesByType("navigation")[0];
    return {
      shown: document.querySelector("[data-testid=task-pane]")?.innerText ?? "",
      openedAt: window.__openedAt ?? null,
      navigation: entry ? entry.type + " " + Math.round(performance.timeOrigin) : "",
      errors: window.__pageErrors || [],
    };`,
  );
  const loaded =
    openedAt === null ? `the page was loaded again since it was opened (${navigation})` : `opened ${Date.now() - openedAt} ms ago`;
  return `${loaded}; page errors: ${JSON.stringify(errors)}; the pane showed: ${shown.slice(0, 2000)}`;
}

export async function signedIn(driver: WebDriver): Promise<void> {
  await find(driver, By.xpath("//button[normalize-space(.)='Sign out']"), 30_000);
}

export async function signInWithToken(driver: WebDriver, token = "dev-token"): Promise<void> {
  await click(driver, "Use an API token instead");
  await (await labelled(driver, "API token")).sendKeys(token);
  await click(driver, "Use this token");
  await signedIn(driver);
}

/** Sign in through the service's consent page, in the window the pane opens (WebKit's popup blocker on). */
export async function signInWithAccount(driver: WebDriver, options: { remember?: boolean; signInLabel?: string } = {}): Promise<void> {
  const pane = await driver.getWindowHandle();
  const known = await driver.getAllWindowHandles();
  if (options.remember) await check(driver, "Stay signed in");
  await click(driver, options.signInLabel ?? "Sign in");
  const popup = await switchToNewWindow(driver, known);
  await (await labelled(driver, "E-mail")).sendKeys("dev@example.test");
  await (await labelled(driver, "Password")).sendKeys("password");
  // Allow submits the form, and the page it leads to closes its own window. WebDriver's click waits for the end of
  // the navigation it caused, which in a window closed meanwhile never comes: so the click is the page's own.
  await driver.executeScript("arguments[0].click();", await find(driver, button("Allow")));
  await waitForClosed(driver, popup);
  await driver.switchTo().window(pane);
}

/**
 * Chooses files in the source picker. WebKitWebDriver types a path into a file input like a user picking a file;
 * the input is hidden behind the Choose files button, so it is shown for that moment.
 */
export async function chooseFiles(driver: WebDriver, paths: string[]): Promise<void> {
  // The source picker's (the first file input of the pane, whatever its language).
  const input = await find(driver, By.css('[data-testid="task-pane"] input[type="file"]'));
  await driver.executeScript("arguments[0].hidden = false;", input);
  await input.sendKeys(paths.join("\n"));
  await driver.executeScript("arguments[0].hidden = true;", input);
  // Taken once the pane lists them (it reads each file's first bytes first).
  const names = paths.map((p) => basename(p));
  await driver.wait(
    () =>
      driver.executeScript<boolean>(
        "const text = document.querySelector('[data-testid=task-pane]').textContent; return arguments[0].every((n) => text.includes(n));",
        names,
      ),
    15_000,
    `the pane did not list ${names.join(", ")}`,
  );
}

/** Runs the chosen action and waits for the pane's status to say it is done. */
export async function runAndWait(driver: WebDriver, buttonText: string, done: RegExp, timeout = 40_000): Promise<void> {
  await click(driver, buttonText);
  try {
    await waitForText(driver, '[data-testid="status"]', done, timeout);
  } catch (error: unknown) {
    // Say what the pane showed instead, and what the page reported.
    throw new Error(`${(error as Error).message}; ${await describePane(driver)}`, { cause: error });
  }
}

/** Errors the page reported (window.onerror / unhandled rejections), collected by watchErrors. */
export async function pageErrors(driver: WebDriver): Promise<string[]> {
  return driver.executeScript<string[]>("return window.__pageErrors || [];");
}

/** Starts collecting the page's uncaught errors (call after each navigation). */
export async function watchErrors(driver: WebDriver): Promise<void> {
  await driver.executeScript(`
    if (!window.__pageErrors) {
      window.__pageErrors = [];
      window.addEventListener("error", (e) => window.__pageErrors.push(String(e.message)));
      window.addEventListener("unhandledrejection", (e) => window.__pageErrors.push(String(e.reason)));
    }`);
}

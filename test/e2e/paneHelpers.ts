// Word and Excel open together, as the end-to-end tests drive them: two pages of one browser context (they
// share localStorage, as two task panes of one origin do), one `?host=word` and one `?host=excel`.
import { PNG } from "pngjs";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { env } from "./browser";

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The emulator's test-control API. */
export async function emulator<T>(path: string, method: "GET" | "POST" | "DELETE" | "PATCH" = "GET", body?: unknown): Promise<T> {
  const response = await fetch(`${env("E2E_EMULATOR_ORIGIN")}/_emulator/${path}`, {
    method,
    headers: { "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  // A control call that fails would leave the emulator not as the test believes: say so at once.
  if (!response.ok) throw new Error(`emulator ${method} ${path}: ${response.status} ${text}`);
  return (text === "" ? {} : JSON.parse(text)) as T;
}

/** A small PNG of one shade (distinct shades, distinct files). */
export function png(name: string, shade: number): UploadFile {
  const image = new PNG({ width: 6, height: 6 });
  image.data.fill(shade);
  return { name, mimeType: "image/png", buffer: PNG.sync.write(image) };
}

export const row = (page: Page, name: string): Locator => page.getByTestId("batch-item").filter({ hasText: name });

/** A pane of `host` in the preview; `query` adds to its address (`item=draft-notes`, `sets=Mailbox:1.7`). */
export async function openPane(context: BrowserContext, host: "word" | "excel" | "outlook", query = ""): Promise<Page> {
  const page = await context.newPage();
  const search = `host=${host}${query === "" ? "" : `&${query}`}`;
  page.on("pageerror", (error) => console.error(`page error (${search}): ${error.message}`));
  // The first load may wait for the development server to finish building.
  await page.goto(`${env("E2E_PREVIEW_URL")}?${search}`, { timeout: 120_000 });
  return page;
}

/** Goes through the emulator's sign-in and consent page in its window (`stay`: "Stay signed in" ticked first). */
export async function consent(
  page: Page,
  { email = "dev@example.test", stay = false, decision = "Allow" }: { email?: string; stay?: boolean; decision?: "Allow" | "Deny" } = {},
): Promise<void> {
  if (stay) await page.getByLabel("Stay signed in on this computer").check();
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const popup = await popupOpened;
  await popup.getByLabel("E-mail").fill(email);
  await popup.getByLabel("Password").fill("password");
  await popup.getByRole("button", { name: decision }).click();
  await popup.waitForEvent("close", { timeout: 15_000 });
}

/** Signs in with the service account through its consent page, and waits until the pane is signed in. */
export async function signInWithAccount(page: Page, options: { email?: string; stay?: boolean } = {}): Promise<void> {
  await consent(page, options);
  await signedIn(page);
}

/** Signs in with a pasted API token (remembered with `remember`: the other pane and reloads then restore it). */
export async function signInWithToken(page: Page, token: string, remember = false): Promise<void> {
  if (remember) await page.getByLabel("Stay signed in on this computer").check();
  await page.getByRole("button", { name: "Use an API token instead" }).click();
  await page.getByLabel(/^API token/).fill(token);
  await page.getByRole("button", { name: "Use this token" }).click();
  await signedIn(page);
}

export async function signedIn(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Sign out", exact: true }).waitFor({ timeout: 30_000 });
}

export async function send(page: Page, files: UploadFile[]): Promise<void> {
  await page.getByLabel(/Scan or photo/).setInputFiles(files);
  await page.getByRole("button", { name: "Transcribe", exact: true }).click();
}

/** Waits until the row of `name` in `page` shows `state` (its own or, for the other pane's, as saved). */
export async function waitForState(page: Page, name: string, state: string, timeout = 40_000): Promise<void> {
  try {
    await row(page, name).getByTestId("batch-state").getByText(state, { exact: true }).waitFor({ timeout });
  } catch (error: unknown) {
    // Say what the pane showed instead: a timeout alone cannot tell a slow service from a lost sign-in.
    throw new Error(`${name} in ${page.url()} did not show "${state}": ${await paneSummary(page, name)}`, { cause: error });
  }
}

/** The row of `name` as shown (state, reason), the pane's alerts, and the saved item: for failure messages. */
async function paneSummary(page: Page, name: string): Promise<string> {
  const texts = (locator: Locator): Promise<string[]> => locator.allTextContents().catch(() => []);
  const saved = await savedItems(page).catch(() => []);
  return JSON.stringify({
    rows: await texts(row(page, name)),
    alerts: await texts(page.getByRole("alert")),
    signInAgain: await page
      .getByRole("button", { name: "Sign in again" })
      .count()
      .catch(() => -1),
    saved: saved.filter((item) => item.fileName === name),
  });
}

/** The emulator's account id of an API token. */
export async function accountOf(token: string): Promise<string> {
  const { accounts } = await emulator<{ accounts: Array<{ id: string; token: string }> }>("accounts");
  const found = accounts.find((a) => a.token === token);
  if (!found) throw new Error(`no emulator account with token ${token}`);
  return found.id;
}

/** The saved items of the account in `page`'s localStorage: id, file name, owning pane. */
export function savedItems(page: Page): Promise<Array<{ fileName: string; owner: string; state: string }>> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith("transcribe.batch.v2:") && k.includes(":item:"))
      .map((k) => JSON.parse(localStorage.getItem(k) ?? "{}") as { fileName: string; owner: string; state: string }),
  );
}

/** The Word document's paragraphs in the host double the preview shows. */
export function wordParagraphs(page: Page): Promise<string[]> {
  return page.getByTestId("word-paragraph").allTextContents();
}

/**
 * The context.sync() calls an insert made: the preview's count when its outcome appeared, less the count before.
 * Taken at that moment because the pane reads the document again afterwards on its own (the source panel follows
 * the cursor into what was inserted), and those reads are not the insert's.
 */
export async function syncsOfInsert(page: Page, press: () => Promise<void>, outcome: RegExp): Promise<number> {
  const count = (text: string | null): number => Number(/calls: (\d+)/.exec(text ?? "")?.[1] ?? NaN);
  const before = count(await page.getByTestId("sync-count").textContent());
  await page.evaluate((pattern) => {
    const w = window as unknown as { __syncsAtOutcome: string | null };
    w.__syncsAtOutcome = null;
    const seen = new RegExp(pattern);
    const observer = new MutationObserver(() => {
      const status = document.querySelector('[data-testid="insert-status"]')?.textContent ?? "";
      if (!seen.test(status)) return;
      w.__syncsAtOutcome = document.querySelector('[data-testid="sync-count"]')?.textContent ?? null;
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, outcome.source);
  await press();
  await page.waitForFunction(() => (window as unknown as { __syncsAtOutcome: string | null }).__syncsAtOutcome !== null, undefined, {
    timeout: 15_000,
  });
  const after = count(await page.evaluate(() => (window as unknown as { __syncsAtOutcome: string | null }).__syncsAtOutcome));
  return after - before;
}

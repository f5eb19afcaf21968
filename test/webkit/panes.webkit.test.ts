// Work that outlives a page in WebKit: a reload mid-batch resumes and finishes without sending anything twice,
// and Word and Excel open in two windows of one browser (they share storage, as two task panes of one origin
// do) on one account whose access tokens last 3 seconds: both finish their files, nobody is asked to sign in
// again, and the service answered no request with 429 (issue 26, item 4: one of nine runs in WebKit did).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import { By, type WebDriver } from "selenium-webdriver";
import { button, click, WebKit } from "./driver";
import {
  account,
  chooseFiles,
  describePane,
  emulator,
  openPreview,
  pageErrors,
  signedIn,
  signInWithAccount,
  signInWithToken,
  watchErrors,
} from "./pane";

let webkit: WebKit;
let driver: WebDriver;
let dir: string;
beforeAll(async () => {
  webkit = await WebKit.start();
  dir = mkdtempSync(join(tmpdir(), "webkit-panes-"));
});
afterAll(async () => {
  await emulator("settings", "POST", { access_token_ttl_seconds: 3600, processing_ms: 400 });
  rmSync(dir, { recursive: true, force: true });
  await webkit.stop();
});
beforeEach(async () => {
  driver = await webkit.session();
});
afterEach(async () => {
  await driver.quit();
});

/** A small PNG on disk, its shade making its content (and so its result) its own. */
function png(name: string, shade: number): string {
  const image = new PNG({ width: 6, height: 6 });
  image.data.fill(shade);
  const path = join(dir, name);
  writeFileSync(path, PNG.sync.write(image));
  return path;
}

/** The batch row states of `names`, as the pane shows them. */
async function states(names: string[]): Promise<string[]> {
  return driver.executeScript<string[]>(
    `return arguments[0].map((name) => {
      const row = Array.from(document.querySelectorAll("[data-testid=batch-item]")).find((r) => r.textContent.includes(name));
      return row ? row.querySelector("[data-testid=batch-state]").textContent : "";
    });`,
    names,
  );
}

async function waitForStates(names: string[], allowed: RegExp, timeout = 40_000): Promise<void> {
  let last: string[] = [];
  try {
    await driver.wait(async () => (last = await states(names)).every((s) => allowed.test(s)), timeout);
  } catch (error: unknown) {
    // Say what the rows and the pane showed, and what the page reported, instead of a bare timeout.
    throw new Error(`states of ${names.join(", ")} stayed ${JSON.stringify(last)}; ${await describePane(driver)}`, { cause: error });
  }
}

async function documentsNamed(names: string[]): Promise<string[]> {
  const { documents } = await emulator<{ documents: Array<{ file_name: string }> }>("documents");
  return documents.map((d) => d.file_name).filter((n) => names.includes(n));
}

test("resumes after a reload mid-batch, and the files finish, each sent once", async () => {
  await emulator("settings", "POST", { processing_ms: 4000 });
  try {
    await openPreview(driver);
    await signInWithToken(driver);
    const names = ["wk-reload-a.png", "wk-reload-b.png"];
    await chooseFiles(driver, [png(names[0]!, 40), png(names[1]!, 80)]);
    await click(driver, "Transcribe");
    // Both accepted by the service and not finished (processing takes 4 s now).
    await waitForStates(names, /^(Queued|Processing)$/, 20_000);
    await driver.navigate().refresh();
    await signInWithToken(driver);
    await waitForStates(names, /^Processed$/);
    expect((await documentsNamed(names)).sort()).toEqual(names);
  } finally {
    await emulator("settings", "POST", { processing_ms: 400 });
  }
});

test("Word and Excel in two windows on one account with 3-second tokens: both finish, no 429", async () => {
  const { id } = await account("dev-token");
  await emulator("settings", "POST", { access_token_ttl_seconds: 3 });
  await emulator("requests", "DELETE");
  const names = { word: "wk-word.png", excel: "wk-excel.png" };
  await openPreview(driver, "?host=word");
  await watchErrors(driver);
  await signInWithAccount(driver, { remember: true });
  const word = await driver.getWindowHandle();
  // The second window restores the same sign-in from the shared storage.
  await driver.switchTo().newWindow("window");
  const excel = await driver.getWindowHandle();
  // Side by side, as two task panes are: a window hidden behind another takes no clicks.
  await driver.manage().window().setRect({ x: 1290, y: 0, width: 1280, height: 1000 });
  await openPreview(driver, "?host=excel");
  await watchErrors(driver);
  await signedIn(driver);
  await chooseFiles(driver, [png(names.excel, 120)]);
  await driver.switchTo().window(word);
  await chooseFiles(driver, [png(names.word, 160)]);
  await click(driver, "Transcribe");
  await driver.switchTo().window(excel);
  await click(driver, "Transcribe");
  for (const handle of [excel, word]) {
    await driver.switchTo().window(handle);
    await waitForStates([names.word, names.excel], /^Processed$/, 60_000);
    expect(await driver.findElements(button("Sign in again"))).toHaveLength(0);
    expect(await pageErrors(driver)).toEqual([]);
  }
  expect((await documentsNamed(Object.values(names))).sort()).toEqual(Object.values(names).sort());
  const log = await emulator<{ accounts: Record<string, { byStatus: Record<string, number> }> }>(`requests?account=${id}`);
  expect(log.accounts[id]?.byStatus["429"] ?? 0).toBe(0);
  // Both windows' rows: one per file, never doubled.
  expect(await driver.findElements(By.css("[data-testid=batch-item]"))).toHaveLength(2);
});

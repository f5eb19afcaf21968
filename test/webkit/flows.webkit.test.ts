// The core flows in WebKit, with the fixtures' real content, read back from the in-memory Word document and Excel
// workbook of the preview: a transcript into Word (with its authenticated thumbnail shown), tables into Excel,
// a 3-D Secure purchase whose bank window the user's click opens, and the whole flow in Arabic, right to left.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { By, type WebDriver } from "selenium-webdriver";
import type { Catalog } from "../../src/i18n/translation";
import { button, clickSettled, check, click, find, labelled, switchToNewWindow, tab, texts, waitForText, WebKit } from "./driver";
import { account, chooseFiles, FIXTURES, openPreview, pageErrors, runAndWait, signInWithToken, watchErrors } from "./pane";

const NOTE_LINES = (
  JSON.parse(readFileSync(join(FIXTURES, "handwritten-note.expected.json"), "utf8")) as { transcribe: Array<{ transcript: string }> }
).transcribe.flatMap((page) => page.transcript.split("\n"));

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

test("transcribes a handwritten note, shows its page picture, and inserts the transcript into Word", async () => {
  await openPreview(driver, "?host=word");
  await watchErrors(driver);
  await signInWithToken(driver);
  await chooseFiles(driver, [join(FIXTURES, "handwritten-note.png")]);
  await runAndWait(driver, "Transcribe", /^Transcribed 1 page/);
  // The thumbnail came from the service over HTTPS with the user's credentials, and is a real picture.
  const thumbnail = await find(driver, By.css('img[alt="Page 1 of handwritten-note.png"]'));
  await driver.wait(async () => (await driver.executeScript<number>("return arguments[0].naturalWidth", thumbnail)) > 0, 15_000);
  await click(driver, "Insert into document");
  await waitForText(driver, '[data-testid="insert-status"]', /^Inserted \d+ paragraphs?/);
  expect(await texts(driver, '[data-testid="word-paragraph"]')).toEqual(expect.arrayContaining(NOTE_LINES));
  expect(await pageErrors(driver)).toEqual([]);
});

test("finds the quarterly report's tables and writes each on its own sheet in Excel", async () => {
  await openPreview(driver, "?host=excel");
  await signInWithToken(driver);
  await chooseFiles(driver, [join(FIXTURES, "quarterly-report.pdf")]);
  await check(driver, "Find tables and key/value pairs");
  await runAndWait(driver, "Find tables", /^Found/);
  await click(driver, "Insert into workbook");
  await waitForText(driver, '[data-testid="insert-status"]', /^Wrote 4 tables on new sheets/);
  expect(await texts(driver, '[data-testid="sheet-tab"]')).toEqual([
    "Sheet1",
    "quarterly-report T1",
    "quarterly-report T2",
    "quarterly-report T3",
    "quarterly-report Key-Value",
  ]);
  const cell = (address: string): Promise<string> =>
    driver.executeScript<string>("return document.querySelector(`td[data-cell='${arguments[0]}']`).textContent", address);
  expect([await cell("A1"), await cell("B1"), await cell("A2"), await cell("B2")]).toEqual(["Region", "January", "North", "12,400"]);
});

test("a 3-D Secure purchase: the user's click on Confirm with your bank opens the bank's window, then it is bought", async () => {
  await account("dev-token-3ds");
  await openPreview(driver);
  await signInWithToken(driver, "dev-token-3ds");
  const pane = await driver.getWindowHandle();
  await click(driver, "Buy credits"); // the account bar's (the Credits view's own comes after it)
  await (await labelled(driver, "Credits to buy")).sendKeys("100");
  await clickSettled(driver, await find(driver, By.css("#view-credits form button[type=submit]")));
  // Asked first (issue 21); its Buy is a plain click: the bank's window opens later, from its own button.
  const question = await find(driver, By.css("[role='alertdialog']"));
  await waitForText(driver, "[role='alertdialog']", /Buy 100 credits with your saved card\?/, 10_000); // once faded in
  await clickSettled(driver, await find(driver, button("Buy 100 credits"), 10_000, question));
  await waitForText(driver, '[data-testid="topup-outcome"]', /^Your bank asks you to confirm this payment\./);
  expect(await driver.getAllWindowHandles()).toEqual([pane]); // nothing opened by itself
  // The question's dialog has faded out (its backdrop would take the click).
  await driver.wait(async () => (await driver.findElements(By.css("[role='alertdialog']"))).length === 0, 10_000);
  await click(driver, "Confirm with your bank");
  await switchToNewWindow(driver, [pane]);
  await click(driver, "Complete authentication");
  await waitForText(driver, "body", /Authentication complete/);
  await driver.close();
  await driver.switchTo().window(pane);
  await waitForText(driver, '[data-testid="topup-outcome"]', /^Your bank confirmed the payment\. You bought 100 credits/, 20_000);
});

/** The message `key` in `language`, as the pane formats it (so a string that skipped the catalogs fails). */
function words(language: string, locale: string): (key: string, values?: Record<string, string | number>) => string {
  const load = (part: string): Catalog =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the catalogs as written.
    (require(`../../src/i18n/catalogs/${language}/${part}`) as { default: Catalog }).default;
  const messages = { ...load("core"), ...load("views") };
  return (key, values) => String(new IntlMessageFormat(messages[key] ?? `missing ${key}`, locale).format(values));
}

test("speaks Arabic, right to left, through sign-in, transcription and insertion", async () => {
  const m = words("ar", "ar");
  await openPreview(driver, "?lang=ar");
  await watchErrors(driver);
  await click(driver, m("session.signInScreen.showTokenForm"));
  await (await labelled(driver, m("session.signInScreen.tokenLabel"))).sendKeys("dev-token");
  await click(driver, m("session.signInScreen.useToken"));
  await find(driver, button(m("session.accountBar.signOut")), 30_000);
  expect(await driver.executeScript("return Boolean(document.querySelector('[lang=ar][dir=rtl]'))")).toBe(true);
  // Mirrored: the first tab (Files) is to the right of the second (History).
  const first = await (await find(driver, tab(m("session.shell.tab.workspace")))).getRect();
  const second = await (await find(driver, tab(m("session.shell.tab.history")))).getRect();
  expect(first.x).toBeGreaterThan(second.x);
  await chooseFiles(driver, [join(FIXTURES, "handwritten-note.png")]);
  await runAndWait(
    driver,
    m("workspace.panel.run", { action: "transcribe" }),
    new RegExp(
      m("results.summary.transcript", { pages: 1 })
        .slice(0, 12)
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    ),
  );
  await click(driver, m("results.insertPanel.insertWord"));
  await driver.wait(async () => (await texts(driver, '[data-testid="word-paragraph"]')).includes(NOTE_LINES[0]!), 15_000);
  expect(await pageErrors(driver)).toEqual([]);
});

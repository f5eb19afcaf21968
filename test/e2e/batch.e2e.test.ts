// The batch queue in the task pane, end to end in headless Chromium against the emulator: several files at
// once (a renamed non-image among them refused before sending), each row following its file's state,
// a reload mid-batch after which the work resumes and finishes, cancelling a document the service already
// has (with the confirmation), and no accessibility violation with the list and the dialog shown.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { env, launchBrowser, newPage } from "./browser";
import { emulator, png, signInWithToken } from "./paneHelpers";

const FIXTURES = join(__dirname, "../fixtures");

/** File names the emulator holds documents for (every account). */
async function documentsNamed(names: string[]): Promise<string[]> {
  const { documents } = await emulator<{ documents: Array<{ file_name: string }> }>("documents");
  return documents.map((d) => d.file_name).filter((n) => names.includes(n));
}

/** Runs `test` with the emulator's processing time raised, so that work is still open when the test acts. */
async function withSlowProcessing(test: () => Promise<void>): Promise<void> {
  const before = await emulator<{ processing_ms: number }>("settings");
  await emulator("settings", "POST", { processing_ms: 4000 });
  try {
    await test();
  } finally {
    await emulator("settings", "POST", { processing_ms: before.processing_ms });
  }
}

const row = (page: Page, name: string) => page.getByTestId("batch-item").filter({ hasText: name });
const stateOf = (page: Page, name: string) => row(page, name).getByTestId("batch-state");

/** Records every state each row shows, from now on (keyed by file name). */
async function recordStates(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Record<string, string[]> = {};
    (window as unknown as { __states: Record<string, string[]> }).__states = seen;
    const look = (): void => {
      for (const item of document.querySelectorAll('[data-testid="batch-item"]')) {
        const name = item.querySelector("[title]")?.getAttribute("title") ?? "";
        const state = item.querySelector('[data-testid="batch-state"]')?.textContent ?? "";
        const list = (seen[name] ??= []);
        if (list[list.length - 1] !== state) list.push(state);
      }
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const recordedStates = (page: Page): Promise<Record<string, string[]>> =>
  page.evaluate(() => (window as unknown as { __states: Record<string, string[]> }).__states);

/** axe over the task pane, and over the dialog when one is open (Fluent renders it in a portal beside the pane). */
async function expectNoAxeViolations(page: Page, withDialog = false): Promise<void> {
  await expect(axeViolations(page, { dialog: withDialog })).resolves.toEqual([]);
}

describe("batch work in the browser preview", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("sends several files at once, refuses a renamed non-image, and follows each file to processed", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(env("E2E_PREVIEW_URL"));
    await signInWithToken(page, "dev-token");
    const names = ["batch-a.png", "batch-b.png", "batch-note.png", "batch-renamed.png"];
    await page
      .getByLabel(/Scan or photo/)
      .setInputFiles([
        png(names[0]!, 255),
        png(names[1]!, 255),
        { name: names[2]!, mimeType: "image/png", buffer: readFileSync(join(FIXTURES, "handwritten-note.png")) },
        { name: names[3]!, mimeType: "image/png", buffer: Buffer.from("a text file, renamed") },
      ]);
    await page.getByText(/batch-renamed\.png: This is not a PDF, JPG, PNG, TIFF, HEIC or GIF file.*It will not be sent\./).waitFor();
    await page.getByText("3 files ready to send:").waitFor();
    await recordStates(page);
    await page.getByRole("button", { name: "Transcribe", exact: true }).click();

    for (const name of names.slice(0, 3)) await stateOf(page, name).getByText("Processed").waitFor({ timeout: 30_000 });
    await expect(page.getByTestId("batch-item").count()).resolves.toBe(3);
    // Each row went through the service's states on its way (the queue follows them with the list endpoint).
    const states = await recordedStates(page);
    for (const name of names.slice(0, 3)) {
      expect(states[name]?.[states[name].length - 1]).toBe("Processed");
      expect(states[name]).toEqual(expect.arrayContaining(["Queued"]));
    }
    // The first to finish opened by itself; the others wait for Open.
    await page
      .getByTestId("status")
      .getByText(/^Transcribed 1 page\. Check the text, then insert it\.$/)
      .waitFor();
    await expect(page.getByRole("button", { name: /^Open / }).count()).resolves.toBe(2);
    await expect(page.getByTestId("batch-item").getByText("Shown below.").count()).resolves.toBe(1);
    // The refused file never reached the service; the others did, once each.
    await expect(documentsNamed(names).then((n) => n.sort())).resolves.toEqual(names.slice(0, 3).sort());

    const openNote = row(page, "batch-note.png").getByRole("button", { name: "Open batch-note.png" });
    if ((await openNote.count()) > 0) await openNote.click(); // unless it was the first to finish
    await page.getByRole("region", { name: "Transcript preview" }).getByText("Call the plumber before noon").waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("resumes after a reload mid-batch, and the files finish", async () => {
    await withSlowProcessing(async () => {
      const { context, page } = await newPage(browser);
      await page.goto(env("E2E_PREVIEW_URL"));
      await signInWithToken(page, "dev-token");
      const names = ["reload-a.png", "reload-b.png"];
      await page.getByLabel(/Scan or photo/).setInputFiles(names.map(png));
      await page.getByRole("button", { name: "Transcribe", exact: true }).click();
      // Both accepted by the service (and not finished: processing takes 4 s now).
      for (const name of names)
        await stateOf(page, name)
          .getByText(/^(Queued|Processing)$/)
          .waitFor({ timeout: 15_000 });

      await page.reload();
      await signInWithToken(page, "dev-token");
      for (const name of names)
        await stateOf(page, name)
          .getByText(/^(Queued|Processing|Processed)$/)
          .waitFor();
      for (const name of names) await stateOf(page, name).getByText("Processed").waitFor({ timeout: 30_000 });
      await expect(documentsNamed(names).then((n) => n.sort())).resolves.toEqual(names); // nothing sent twice
      // A result after a reopen is fetched again when opened (the first to finish opened by itself).
      await page
        .getByTestId("status")
        .getByText(/^Transcribed 1 page\./)
        .waitFor();
      await page.getByRole("button", { name: /^Open reload-/ }).click();
      await page.getByRole("region", { name: "Transcript preview" }).waitFor();
      await page
        .getByTestId("status")
        .getByText(/^Transcribed 1 page\./)
        .waitFor();
      await context.close();
    });
  });

  it("cancels a document the service already has, after the confirmation, which passes axe", async () => {
    await withSlowProcessing(async () => {
      const { context, page } = await newPage(browser);
      await page.goto(env("E2E_PREVIEW_URL"));
      await signInWithToken(page, "dev-token");
      const name = "cancel-me.png";
      await page.getByLabel(/Scan or photo/).setInputFiles(png(name, 255));
      await page.getByRole("button", { name: "Transcribe", exact: true }).click();
      await stateOf(page, name)
        .getByText(/^(Queued|Processing)$/)
        .waitFor({ timeout: 15_000 });
      await expect(documentsNamed([name])).resolves.toEqual([name]);

      await page.getByRole("button", { name: `Cancel ${name}` }).click();
      const dialog = page.getByRole("alertdialog", { name: `Cancel "${name}"?` });
      await dialog.getByText(/deletes it there.*This cannot be undone\./).waitFor();
      await expectNoAxeViolations(page, true);
      await dialog.getByRole("button", { name: "Delete it" }).click();
      await stateOf(page, name).getByText("Cancelled").waitFor();
      // The dialog is closed, not unmounted while open: nothing stays aria-hidden behind it.
      await page.getByRole("alertdialog").waitFor({ state: "detached" });
      await page.waitForFunction(
        () => document.querySelector('[data-testid="task-pane"]')?.closest('[aria-hidden="true"]') === null,
        undefined,
        {
          timeout: 5000,
        },
      );
      await expectNoAxeViolations(page);
      await row(page, name).getByText("Cancelled: deleted on the service.").waitFor();
      await expect(documentsNamed([name])).resolves.toEqual([]);
      await context.close();
    });
  });
});

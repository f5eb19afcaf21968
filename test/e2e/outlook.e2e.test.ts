// Outlook end to end (issue 23), in the preview's Outlook (?host=outlook: the mailbox of dev/host/mailboxSeed.ts
// beside the task pane): signed in with "Stay signed in", two attachments of the open message are chosen and
// processed, the reply holds one transcript as text (markup in it stays characters), the pinned pane follows the
// selected message while the work stays listed with the message it came from, an unpinned pane closes with the
// selection and reopens from the message's button, and History in an Excel page of the same browser context (one
// account, one origin) lists both and inserts one. A draft gets a transcript at its cursor, as text. An Outlook
// without Mailbox 1.8 (?sets=Mailbox:1.7) reads the attachments through Graph, or says why it cannot. Outlook as a
// third pane beside Word and Excel (one context, access tokens expiring every 3 seconds) shares sign-in, pace and
// saved work as the two others do (test/e2e/panes.e2e.test.ts). Axe throughout.
import { PNG } from "pngjs";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { env, launchBrowser } from "./browser";
import { m365, signInService } from "./microsoftHelpers";
import { emulator } from "./paneHelpers";

interface Double {
  mailbox: {
    replies: Array<{ htmlBody: string; api: string; inReplyTo: string }>;
    drafts: Array<{ id: string; body: string; inserts: Array<{ data: string; coercionType: string }> }>;
  };
}

const WHITEBOARD = "whiteboard <draft>.png";
const NOTE = "handwritten-note.png";
const SCANS = "From mail: Scans for the quarterly report, Dana Whitfield";

async function open(context: BrowserContext, query: string): Promise<Page> {
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`page error (${query}): ${error.message}`));
  // The first load may wait for the development server to finish building.
  await page.goto(`${env("E2E_PREVIEW_URL")}?${query}`, { timeout: 120_000 });
  return page;
}

async function signInStaying(page: Page): Promise<void> {
  await page.getByLabel("Stay signed in on this computer").check();
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const popup = await popupOpened;
  await popup.getByLabel("E-mail").fill("dev@example.test");
  await popup.getByLabel("Password").fill("password");
  await popup.getByRole("button", { name: "Allow" }).click();
  await popup.waitForEvent("close", { timeout: 15_000 });
  await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
}

/** The service emulator's control API (settings, request log, accounts). */

/** A small PNG of its own (a distinct file for the service), chosen in Word or Excel with Choose files. */
async function sendPng(page: Page, name: string, shade: number): Promise<void> {
  const image = new PNG({ width: 6, height: 6 });
  image.data.fill(shade);
  await page.getByLabel(/Scan or photo/).setInputFiles([{ name, mimeType: "image/png", buffer: PNG.sync.write(image) }]);
  await page.getByRole("button", { name: "Transcribe", exact: true }).click();
}

const attachments = (page: Page): Locator => page.getByTestId("outlook-attachments");
const row = (page: Page, name: string): Locator => page.getByTestId("batch-item").filter({ hasText: name });
/** The preview's mailbox, as the Outlook double holds it. */
const mailbox = (page: Page): Promise<Double["mailbox"]> =>
  page.evaluate(() => {
    const { replies, drafts } = (window as unknown as { __hostDouble: Double }).__hostDouble.mailbox;
    return { replies, drafts };
  });

async function waitForState(page: Page, name: string, state: string): Promise<void> {
  await row(page, name).getByTestId("batch-state").getByText(state, { exact: true }).waitFor({ timeout: 40_000 });
}

async function choose(page: Page, ...names: string[]): Promise<void> {
  for (const name of names) await attachments(page).getByRole("checkbox", { name }).check();
  // Each ticked attachment is fetched, checked and listed among the files ready to send.
  await page.getByText(names.length === 1 ? "Ready to send:" : `${names.length} files ready to send:`).waitFor();
}

describe("Outlook", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("transcribes two attachments, replies with one as text, follows the selected message, and Excel's History inserts one", async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
    const outlook = await open(context, "host=outlook");
    await signInStaying(outlook);

    // The open message's attachments, each with what it is; those the service cannot read say why.
    await attachments(outlook).getByText("Scans for the quarterly report, Dana Whitfield").waitFor();
    for (const name of ["image001.png", "terms.docx", "archive-scan.pdf", "Re: Budget approval"])
      expect(await attachments(outlook).getByRole("checkbox", { name }).isDisabled()).toBe(true);
    expect(await axeViolations(outlook)).toEqual([]);

    // Two attachments, the same queue and checks as any file: both processed, each row naming the message.
    await choose(outlook, NOTE, WHITEBOARD);
    await outlook.getByRole("button", { name: "Transcribe", exact: true }).click();
    for (const name of [NOTE, WHITEBOARD]) {
      await waitForState(outlook, name, "Processed");
      await row(outlook, name).getByText(SCANS).waitFor();
    }

    // A reply with the whiteboard's transcript: the reply form's body, as a mail client shows it, is the text.
    await row(outlook, WHITEBOARD).getByRole("button", { name: "Open" }).click();
    await outlook.getByText("Replies to “Scans for the quarterly report, Dana Whitfield”.").waitFor();
    expect(await axeViolations(outlook)).toEqual([]);
    await outlook.getByRole("button", { name: "Reply with the transcript" }).click();
    await outlook.getByTestId("insert-status").getByText("A reply with the transcript is open: check it, then send it.").waitFor();
    const shown = await outlook.frameLocator('[data-testid="reply-body"]').locator("body").innerText();
    expect(shown.trim().split("\n")).toEqual([
      `${WHITEBOARD}, page 1 of 1`,
      "This transcript was generated by the local service emulator.",
      "Every line of page 1 is deterministic, so tests can expect it.",
    ]);
    const [reply] = (await mailbox(outlook)).replies;
    expect(reply?.inReplyTo).toBe("msg-scans");
    expect(reply?.htmlBody).toContain("whiteboard &lt;draft&gt;.png");
    expect(reply?.htmlBody).not.toContain("<draft>");
    await row(outlook, WHITEBOARD).getByText("Put into a reply").waitFor();

    // The pane is pinned: another message's attachments replace the list; the work stays, with its message.
    await outlook
      .getByRole("navigation", { name: "Mailbox" })
      .getByRole("button", { name: /J\. Rivera/ })
      .click();
    await attachments(outlook).getByText("Invoice March, J. Rivera").waitFor();
    await attachments(outlook).getByRole("checkbox", { name: "expense-claim.pdf" }).waitFor();
    expect(await attachments(outlook).getByRole("checkbox", { name: NOTE }).count()).toBe(0);
    await row(outlook, NOTE).getByText(SCANS).waitFor();
    await outlook.getByText(`Replies to “Invoice March, J. Rivera”.`).waitFor();

    // Unpinned, the pane closes with the selection (as Outlook's does) and the message's button opens it again.
    await outlook.getByLabel(/Pinned/).uncheck();
    await outlook
      .getByRole("navigation", { name: "Mailbox" })
      .getByRole("button", { name: /Sam Lee.*Notes from the meeting/ })
      .click();
    await outlook.getByTestId("task-pane").waitFor({ state: "detached" });
    await outlook.getByRole("button", { name: "Transcribe attachments" }).click();
    await attachments(outlook).getByText("Notes from the meeting, Sam Lee").waitFor();
    await waitForState(outlook, WHITEBOARD, "Processed");
    await row(outlook, WHITEBOARD).getByText("Put into a reply").waitFor();
    expect(await axeViolations(outlook)).toEqual([]);

    // Excel in the same browser context (same account, signed in already): History lists both and inserts one.
    const excel = await open(context, "host=excel");
    await excel.getByRole("button", { name: "Sign out", exact: true }).waitFor();
    await excel.getByRole("tab", { name: "History" }).click();
    const history = excel.locator("#view-history");
    for (const name of [NOTE, WHITEBOARD])
      await history
        .getByRole("button", { name: `Open ${name}` })
        .first()
        .waitFor();
    await history
      .getByRole("button", { name: `Open ${NOTE}` })
      .first()
      .click();
    await history.getByRole("button", { name: "Insert into workbook" }).click();
    await history
      .getByTestId("insert-status")
      .getByText(/^Wrote/)
      .waitFor({ timeout: 15_000 });
    const cells = await excel.locator("[data-cell]").allTextContents();
    expect(cells).toContain("Call the plumber before noon");
    expect(await axeViolations(excel)).toEqual([]);
    await context.close();
  });

  it("inserts a draft's own attachment's transcript at its cursor, as text; tables wait for Excel", async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
    const outlook = await open(context, "host=outlook&item=draft-notes");
    await signInService(outlook);
    await attachments(outlook).getByText("Draft: Re: Notes from the meeting").waitFor();
    await choose(outlook, "fax-two-pages.tiff");
    await outlook.getByRole("button", { name: "Transcribe", exact: true }).click();
    await outlook.getByRole("button", { name: "Insert at the cursor" }).click({ timeout: 40_000 });
    await outlook.getByTestId("insert-status").getByText("The transcript (7 lines) is in your message at the cursor.").waitFor();
    const draft = (await mailbox(outlook)).drafts.find((x) => x.id === "draft-notes");
    expect(draft?.inserts).toEqual([{ data: expect.stringMatching(/^Fax cover sheet\n/), coercionType: "text" }]);
    expect(draft?.body).toMatch(/Here is what the fax says:\nFax cover sheet\nTo: Records office/);
    expect(await axeViolations(outlook)).toEqual([]);

    // Tables have no place in a mail: the pane sends the user to Excel's History.
    await outlook
      .getByRole("navigation", { name: "Mailbox" })
      .getByRole("button", { name: /Dana Whitfield/ })
      .click();
    await choose(outlook, "quarterly-report.pdf");
    await outlook.getByRole("radio", { name: "Find tables and key/value pairs" }).check();
    await outlook.getByRole("button", { name: "Find tables", exact: true }).click();
    await waitForState(outlook, "quarterly-report.pdf", "Processed");
    await row(outlook, "quarterly-report.pdf").getByRole("button", { name: "Open" }).click();
    await outlook
      .getByTestId("outlook-result")
      .getByText(/^Open Excel and find it in History/)
      .waitFor({ timeout: 40_000 });
    expect(await axeViolations(outlook)).toEqual([]);
    await context.close();
  });

  it("without Mailbox 1.8 reads the attachments through Graph, or says why it cannot", async () => {
    await m365("reset", {});
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
    const outlook = await open(context, "host=outlook&sets=Mailbox:1.7");
    await signInService(outlook);
    await attachments(outlook)
      .getByText("This version of Outlook cannot hand attachments to add-ins, so they are read through your Microsoft 365 sign-in.")
      .waitFor();
    await choose(outlook, NOTE, "fax-two-pages.tiff");
    const { requests: log } = (await m365("log")) as { requests: string[] };
    expect(log).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/me\/messages\/msg-scans\/attachments/), expect.stringMatching(/^\/shares\/u!/)]),
    );
    await outlook.getByRole("button", { name: "Transcribe", exact: true }).click();
    for (const name of [NOTE, "fax-two-pages.tiff"]) await waitForState(outlook, name, "Processed");
    // The first to finish opened by itself: the note is opened unless it is that one.
    const openNote = row(outlook, NOTE).getByRole("button", { name: "Open" });
    if ((await openNote.count()) > 0) await openNote.click();
    await outlook.getByTestId("result").getByRole("heading", { name: NOTE }).waitFor();
    // Mailbox 1.7 has no displayReplyFormAsync: the older displayReplyForm opens the reply.
    await outlook.getByRole("button", { name: "Reply with the transcript" }).click();
    await outlook.getByTestId("reply-form").waitFor();
    expect((await mailbox(outlook)).replies.map((r) => r.api)).toEqual(["displayReplyForm"]);
    expect(await axeViolations(outlook)).toEqual([]);
    await context.close();

    // Where the organisation does not allow Microsoft 365, the pane says what to do instead.
    const locked = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
    const page = await open(locked, "host=outlook&sets=Mailbox:1.7&policy=locked-down");
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    await signInStaying(page);
    await attachments(page)
      .getByText(/your organisation does not let this add-in read mail through Microsoft 365/)
      .waitFor();
    expect(await attachments(page).getByRole("checkbox", { name: NOTE }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await locked.close();
  });

  it("beside Word and Excel on one account: a third pane shares sign-in, pace and saved work", async () => {
    await emulator("settings", "POST", { access_token_ttl_seconds: 3 });
    try {
      const { accounts } = await emulator<{ accounts: Array<{ id: string; token: string }> }>("accounts");
      const accountId = accounts.find((a) => a.token === "dev-token")?.id ?? "";
      await emulator("requests", "DELETE");
      const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });

      // Outlook signs in with "Stay signed in"; Word and Excel, opened next, restore the same sign-in.
      const outlook = await open(context, "host=outlook&item=msg-notes");
      await signInStaying(outlook);
      const word = await open(context, "host=word");
      const excel = await open(context, "host=excel");
      for (const page of [word, excel]) await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();

      // All three send at once; each pane shows every file processed, the others' as handled elsewhere.
      await choose(outlook, NOTE);
      await Promise.all([
        outlook.getByRole("button", { name: "Transcribe", exact: true }).click(),
        sendPng(word, "third-w1.png", 15),
        sendPng(excel, "third-x1.png", 35),
      ]);
      const names = [NOTE, "third-w1.png", "third-x1.png"];
      for (const page of [outlook, word, excel]) for (const name of names) await waitForState(page, name, "Processed");
      await row(word, NOTE).getByText("From mail: Notes from the meeting, Sam Lee").waitFor();
      await expect(row(word, NOTE).getByTestId("batch-reason").textContent()).resolves.toBe("Handled in your other Office window.");
      await expect(row(outlook, "third-x1.png").getByTestId("batch-reason").textContent()).resolves.toBe(
        "Handled in your other Office window.",
      );
      expect(await axeViolations(outlook)).toEqual([]);

      // Several access-token lifetimes later, all three refresh the one sign-in and carry on.
      await outlook.waitForTimeout(7_000);
      await Promise.all([sendPng(word, "third-w2.png", 55), sendPng(excel, "third-x2.png", 75)]);
      for (const page of [outlook, word, excel])
        for (const name of ["third-w2.png", "third-x2.png"]) await waitForState(page, name, "Processed");
      for (const page of [outlook, word, excel]) {
        await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
        await expect(page.getByRole("button", { name: "Sign in again" }).count()).resolves.toBe(0);
      }

      // All close, all reopen: every item is there once, in each pane, still signed in.
      for (const page of [outlook, word, excel]) await page.close();
      const reopened = await Promise.all(["host=outlook&item=msg-notes", "host=word", "host=excel"].map((q) => open(context, q)));
      for (const page of reopened) {
        await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
        for (const name of [...names, "third-w2.png", "third-x2.png"]) {
          await waitForState(page, name, "Processed");
          await expect(row(page, name).count()).resolves.toBe(1);
        }
      }

      // The service got each file once, and the three panes' polling together never exceeded its pace.
      const log = await emulator<{
        accounts: Record<string, { byStatus: Record<string, number> }>;
        requests: Array<{ method: string; path: string; status: number }>;
      }>(`requests?account=${accountId}`);
      expect(log.accounts[accountId]?.byStatus["429"] ?? 0).toBe(0);
      const uploads = log.requests.filter((r) => r.method === "POST" && /\/v3\/documents$/.test(r.path));
      expect(uploads).toHaveLength(5);
      await context.close();
    } finally {
      await emulator("settings", "POST", { access_token_ttl_seconds: 3600 });
    }
  }, 300_000);
});

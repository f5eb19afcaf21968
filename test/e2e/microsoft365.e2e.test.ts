// Microsoft 365 sources end to end (issue 13), in the preview with the host double's Nested App
// Authentication bridge and the emulated Microsoft 365: sign in, two files from a OneDrive folder and one mail
// attachment processed and inserted into Word and Excel, a reload mid-batch fetching a waiting file again
// from Graph, consent refused and a 429 from Graph each ending in a clear message, axe clean.
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { env, launchBrowser, newPage } from "./browser";
import { m365, signInService } from "./microsoftHelpers";

const row = (page: Page, name: string) => page.getByTestId("batch-item").filter({ hasText: name });

async function expectNoAxeViolations(page: Page): Promise<void> {
  await expect(axeViolations(page, { dialog: true })).resolves.toEqual([]);
}

async function openFolder2026(page: Page): Promise<void> {
  await page.getByRole("button", { name: "OneDrive and SharePoint" }).click();
  await page.getByRole("button", { name: "My files" }).click();
  await page.getByRole("button", { name: "Open folder Scans" }).click();
  await page.getByRole("button", { name: "Open folder 2026" }).click();
  await page.getByRole("checkbox", { name: "invoice-01.pdf" }).waitFor();
}

describe("Microsoft 365 sources in the browser preview", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    await m365("reset", {});
  });
  afterAll(async () => {
    await browser.close();
  });

  it("signs in, takes two OneDrive files and a mail attachment, and inserts them into Word and Excel", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(env("E2E_PREVIEW_URL"));
    await signInService(page);
    // The host knows the user (NAA): the preview shows Microsoft 365 signed in; signing out is the add-in's.
    await page.getByText("Signed in as Alex Wilber (alex@contoso.test).").waitFor();
    // Two sign-ins, each captioned with what it is for (issue 35, item 10): the service's account above, and
    // Microsoft 365's under another name, for OneDrive and mail files.
    const account = page.getByRole("region", { name: "Transcription account", exact: true });
    await expect(account.getByText("Transcription account", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(account.getByText("Alex Wilber").count()).resolves.toBe(0);
    const microsoft = page.getByRole("region", { name: "Microsoft 365, for OneDrive and mail files", exact: true });
    await expect(microsoft.getByText("Microsoft 365, for OneDrive and mail files", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(microsoft.getByText("Signed in as Alex Wilber (alex@contoso.test).").isVisible()).resolves.toBe(true);
    await page.getByRole("button", { name: "Sign out of Microsoft 365" }).click();
    await page.getByRole("button", { name: "Sign in to Microsoft 365" }).click();
    await page.getByText("Signed in as Alex Wilber (alex@contoso.test).").waitFor();

    await openFolder2026(page);
    // Too big and of another type: shown, not selectable, with the reason.
    await expect(page.getByRole("checkbox", { name: "archive-scan.pdf" }).isDisabled()).resolves.toBe(true);
    await page
      .getByText(
        "250 MB: a PDF or TIFF can be up to 200 MB here, to choose the pages to send (the service takes up to 20 MB at a time). Split it into smaller files first.",
      )
      .waitFor();
    await expect(page.getByRole("checkbox", { name: "memo.docx" }).isDisabled()).resolves.toBe(true);
    await page.getByRole("checkbox", { name: "invoice-01.pdf" }).check();
    await page.getByRole("checkbox", { name: "handwritten-note.png" }).check();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Add 2 files" }).click();
    await page.getByText("2 files ready to send:").waitFor();
    await page.getByRole("button", { name: "Transcribe", exact: true }).click();
    await row(page, "invoice-01.pdf").getByText("From OneDrive: Scans/2026/invoice-01.pdf").waitFor();

    await page.getByRole("button", { name: "Mail attachments" }).click();
    await page.getByRole("button", { name: "Invoice March, J. Rivera" }).click();
    await page.getByRole("checkbox", { name: "expense-claim.pdf" }).check();
    await expect(page.getByRole("checkbox", { name: "logo.png" }).count()).resolves.toBe(0); // inline picture
    await page.getByRole("button", { name: "Add 1 attachment" }).click();
    await page.getByText("Ready to send:").waitFor();
    await page.getByRole("button", { name: "Transcribe", exact: true }).click();
    await row(page, "expense-claim.pdf").getByText("From mail: Invoice March, J. Rivera").waitFor();

    for (const name of ["invoice-01.pdf", "handwritten-note.png", "expense-claim.pdf"])
      await row(page, name).getByTestId("batch-state").getByText("Processed").waitFor({ timeout: 30_000 });
    // The first file to finish opens by itself: open the note unless that was it (the button may go while it is
    // being clicked, when the note opened by itself a moment before).
    const notePreview = page.getByRole("region", { name: "Transcript preview" }).getByText("Call the plumber before noon");
    if (!(await notePreview.isVisible()))
      await page
        .getByRole("button", { name: "Open handwritten-note.png" })
        .click({ timeout: 5_000 })
        .catch(() => undefined);
    await notePreview.waitFor();
    await page.getByRole("button", { name: "Insert into document" }).click();
    await page
      .getByTestId("insert-status")
      .getByText(/^Inserted \d+ paragraphs? /)
      .waitFor();
    await expectNoAxeViolations(page);

    // The same account's list in Excel: the mail attachment's result goes into the workbook.
    await page.goto(`${env("E2E_PREVIEW_URL")}?host=excel`);
    await signInService(page);
    await row(page, "expense-claim.pdf").getByText("From mail: Invoice March, J. Rivera").waitFor();
    const openClaim = page.getByRole("button", { name: "Open expense-claim.pdf" });
    if ((await openClaim.count()) > 0) await openClaim.click();
    await page.getByRole("button", { name: "Insert into workbook" }).click();
    await page
      .getByTestId("insert-status")
      .getByText(/^Wrote /)
      .waitFor();
    await context.close();
  });

  it("never offers Microsoft 365 sign-in to a signed-in user, and the pane does not move under the pointer meanwhile", async () => {
    const { context, page } = await newPage(browser);
    // From the first paint: where the Transcribe button is, frame by frame, and whether "Sign in to Microsoft 365"
    // was ever offered while the host's sign-in was being checked.
    await page.addInitScript(() => {
      const seen = { tops: [] as number[], offered: false };
      (window as unknown as { __layout: typeof seen }).__layout = seen;
      const frame = (): void => {
        const buttons = Array.from(document.querySelectorAll("button"));
        if (buttons.some((b) => b.textContent?.trim() === "Sign in to Microsoft 365")) seen.offered = true;
        const run = buttons.find((b) => b.textContent?.trim() === "Transcribe");
        const top = run ? Math.round(run.getBoundingClientRect().top + window.scrollY) : null;
        if (top !== null && seen.tops.at(-1) !== top) seen.tops.push(top);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.goto(env("E2E_PREVIEW_URL"));
    await signInService(page);
    await page.getByText("Signed in as Alex Wilber (alex@contoso.test).").waitFor();
    await page.waitForTimeout(500);
    const seen = await page.evaluate(() => (window as unknown as { __layout: { tops: number[]; offered: boolean } }).__layout);
    expect(seen.offered).toBe(false);
    // One place from the moment the button is shown: the section kept its room while its code loaded and checked.
    expect(seen.tops).toHaveLength(1);
    await context.close();
  });

  it("fetches a waiting file again from Graph after a reload mid-batch", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(env("E2E_PREVIEW_URL"));
    await signInService(page);
    await page.getByText(/^Signed in as/).waitFor();
    await openFolder2026(page);
    for (const name of ["invoice-01.pdf", "invoice-02.png", "invoice-03.pdf", "handwritten-note.png"])
      await page.getByRole("checkbox", { name }).check();
    await page.getByRole("button", { name: "Add 4 files" }).click();
    await page.getByText("4 files ready to send:").waitFor();
    await page.getByRole("button", { name: "Transcribe", exact: true }).click();
    // Reload while the last file still waits for its turn (2 requests a second).
    await row(page, "handwritten-note.png").waitFor();
    await page.reload();
    const before = ((await m365("log")) as { requests: string[] }).requests.filter((r) => r.endsWith("/content")).length;
    await signInService(page);
    for (const name of ["invoice-01.pdf", "invoice-02.png", "invoice-03.pdf", "handwritten-note.png"])
      await row(page, name)
        .getByTestId("batch-state")
        .getByText(/^(Processed|Outcome unknown)$/)
        .waitFor({ timeout: 40_000 });
    const after = ((await m365("log")) as { requests: string[] }).requests.filter((r) => r.endsWith("/content")).length;
    expect(after).toBeGreaterThan(before);
    // The file that waited was fetched again and sent, not left for the user to pick again.
    await row(page, "handwritten-note.png").getByTestId("batch-state").getByText("Processed").waitFor();
    await row(page, "handwritten-note.png").getByText("From OneDrive: Scans/2026/handwritten-note.png").waitFor();
    await context.close();
  });

  it("says so clearly when the organisation refuses consent, and when Graph asks to wait", async () => {
    await m365("refuse-consent", { scopes: ["Mail.Read"] });
    await m365("faults", { match: "/me/drive/root/children", status: 429, retryAfterSeconds: 120, times: 5 });
    const { context, page } = await newPage(browser);
    await page.goto(env("E2E_PREVIEW_URL"));
    await signInService(page);
    await page.getByText(/^Signed in as/).waitFor();
    await page.getByRole("button", { name: "Mail attachments" }).click();
    await page
      .getByRole("alert")
      .getByText(/Your organisation has not allowed this add-in to read these files or messages\. Ask your administrator to grant consent/)
      .waitFor();
    await page.getByRole("button", { name: "OneDrive and SharePoint" }).click();
    await page.getByRole("button", { name: "My files" }).click();
    await page.getByRole("alert").getByText("Microsoft 365 is busy and asked to wait 120 seconds. Try again in a moment.").waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });
});

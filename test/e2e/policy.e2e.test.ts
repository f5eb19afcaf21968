// The organisation's policy (policy.json), end to end in headless Chromium: the development server serves the
// policy this browser asks for (cookie `transcribe-dev-policy`, dev/policies/README.md), exactly as a host
// serves the administrator's file. Locked down: no token paste, OAuth through the sign-in window, translation
// off, auto-deletion capped and shown locked (and sent), no Microsoft 365 sources, the organisation's text in
// place of buying credits and its help in Settings. Finance-controlled credits: the text in the user's
// language, and the payment window refusing to open. A broken file: the rejected keys listed in Settings with
// the reason while its valid keys still apply. A file that cannot be read: the last good copy, or without one
// every setting at its most restrictive. Locked down in Excel, appending to the user's own table keeps every
// value as text: the box stays shown and locked, and the document's figures are text in the ledger's number
// columns. Axe after each screen.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { env, launchBrowser, newPage } from "./browser";
import { accountOf, emulator, png, signInWithAccount, signInWithToken } from "./paneHelpers";
import { readSheet, send, waitForResult } from "./reviewHelpers";
import { LEDGER_HEADINGS, seedLedger } from "./workbookHelpers";

/** A fresh browser whose pages get `policy` from the development server (as if the host served that file). */
async function withPolicy(browser: Browser, policy: string, search = ""): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser);
  await servePolicy(opened.context, policy);
  await opened.page.goto(`${env("E2E_PREVIEW_URL")}${search}`);
  return opened;
}

async function servePolicy(context: BrowserContext, policy: string): Promise<void> {
  await context.addCookies([{ name: "transcribe-dev-policy", value: policy, url: env("E2E_ADDIN_URL") }]);
}

/** The sentence linked to a control as its description (the field's hint). */
async function description(page: Page, control: ReturnType<Page["getByRole"]>): Promise<string> {
  const ids = (await control.getAttribute("aria-describedby")) ?? "";
  return page.evaluate(
    (list) =>
      list
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" "),
    ids,
  );
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  await expect(axeViolations(page)).resolves.toEqual([]);
}

describe("the organisation's policy in the browser preview", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("locked down: no token paste, translation off, auto-deletion capped and shown locked, no purchase, the organisation's help", async () => {
    const { context, page } = await withPolicy(browser, "locked-down");
    // The sign-in screen: the account only, and it says why.
    await page.getByText("Your organisation allows signing in with your account only.").waitFor();
    await expect(page.getByRole("button", { name: "Use an API token instead" }).count()).resolves.toBe(0);
    await expect(page.getByLabel(/^API token/).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);

    // OAuth through the sign-in window (whose start page checks the policy too).
    await signInWithAccount(page);
    const workspace = page.locator("#view-workspace");

    // Only transcripts and tables; translation not allowed; each says why.
    const extractor = workspace.getByRole("radio", { name: "Extract fields with an extractor" });
    await expect(extractor.isDisabled()).resolves.toBe(true);
    await workspace.getByText("Set by your organisation: only the kinds of work shown as available are allowed.").waitFor();
    const translate = workspace.getByRole("checkbox", { name: /translat/i });
    await expect(translate.isDisabled()).resolves.toBe(true);
    await expect(translate.isChecked()).resolves.toBe(false);
    await expect(description(page, translate)).resolves.toBe("Set by your organisation: translation is not allowed.");

    // Auto-deletion: the organisation's hour, disabled, explained.
    const deletion = workspace.getByLabel("Delete from the service");
    await expect(deletion.isDisabled()).resolves.toBe(true);
    await expect(deletion.inputValue()).resolves.toBe("3600");
    await expect(description(page, deletion)).resolves.toMatch(/^Set by your organisation: the service deletes each file/);
    // No Microsoft 365 sources, although this build has an app registration.
    await expect(page.getByRole("button", { name: "OneDrive and SharePoint" }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);

    // What is sent follows the policy: the service deletes the upload after an hour.
    await page.getByLabel(/Scan or photo/).setInputFiles([png("policy-hour.png", 255)]);
    await page.getByRole("button", { name: "Transcribe", exact: true }).click();
    const row = page.getByTestId("batch-item").filter({ hasText: "policy-hour.png" });
    await row
      .getByTestId("batch-deletion")
      .getByText(/^Deleted automatically on /)
      .waitFor({ timeout: 15_000 });
    const { documents } = await emulator<{ documents: Array<{ file_name: string; created_at: string; delete_at: string }> }>(
      `documents?account=${await accountOf("dev-token")}`,
    );
    const sent = documents.filter((d) => d.file_name === "policy-hour.png").pop();
    expect(Math.round((Date.parse(sent!.delete_at) - Date.parse(sent!.created_at)) / 1000)).toBe(3600);

    // Credits: the balance and the organisation's text, no purchase form; the account bar no longer says "Buy".
    await page.getByRole("region", { name: "Account" }).getByRole("button", { name: "Credits", exact: true }).click();
    const credits = page.locator("#view-credits");
    await credits.getByTestId("credits-balance").waitFor();
    await credits.getByText("Credits are bought by IT. Ask helpdesk@contoso.com for more.").waitFor();
    await expect(credits.getByLabel("Credits to buy").count()).resolves.toBe(0);
    await expect(credits.getByRole("button", { name: "Buy credits" }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);

    // Settings: what the organisation sets, the locked deletion time, and its help with a link.
    await page.getByRole("tab", { name: "Settings" }).click();
    const settings = page.locator("#view-settings");
    const section = settings.getByTestId("policy-section");
    await section.getByRole("heading", { name: "Set by your organisation" }).waitFor();
    await section.getByText(/^Read from https:\/\/localhost:\d+\/policy\.json at /).waitFor();
    await expect(section.getByTestId("policy-rejected").count()).resolves.toBe(0);
    await expect(settings.getByLabel("Delete from the service").isDisabled()).resolves.toBe(true);
    await settings
      .getByTestId("organisation-help")
      .getByText(/Contoso IT help desk, extension 4321/)
      .waitFor();
    await expect(settings.getByRole("link", { name: "https://help.contoso.com/transcribe" }).getAttribute("href")).resolves.toBe(
      "https://help.contoso.com/transcribe",
    );
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("locked down in Excel: appending to the user's own table keeps every value as text, as the organisation sets", async () => {
    const { context, page } = await withPolicy(browser, "locked-down", "?host=excel");
    page.setDefaultTimeout(20_000);
    await signInWithAccount(page);
    await seedLedger(page);
    await send(page, "two-page-invoice.pdf", "tables");
    await waitForResult(page);
    await page.getByRole("radio", { name: "Append to a table in this workbook" }).check();
    const datum = page.getByLabel("Source for the column Datum");
    await datum.selectOption({ label: "Date inserted" });
    // Shown beside the table while appending: ticked, disabled, and saying why.
    const keepText = page.getByRole("checkbox", { name: "Keep every value as text (no numbers or dates)" });
    await expect(keepText.isChecked()).resolves.toBe(true);
    await expect(keepText.isDisabled()).resolves.toBe(true);
    await expect(description(page, keepText)).resolves.toBe("Set by your organisation: every value is kept as text.");
    await expectNoAxeViolations(page);

    await page.locator('button[aria-disabled="true"]', { hasText: "Append to the table" }).waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Append to the table" }).click();
    const status = page.getByTestId("insert-status");
    await status.getByText(/^Added 7 rows to the table Purchases on the sheet "Ledger"\.$/).waitFor({ timeout: 15_000 });
    // 7 rows of Menge, Einzelpreis and Betrag, the ledger's number columns; "1O5.00" is no misfit but text like the rest.
    await status
      .getByText(
        "21 values went in as text in columns of numbers or dates (Menge, Einzelpreis, Betrag), because your organisation keeps every value as text: Excel leaves them out of sums and sorts them as text.",
      )
      .waitFor();
    await expect(status.getByText(/did not fit/).count()).resolves.toBe(0);
    // Read back: the document's figures as the invoice writes them, as text; the date inserted (the add-in's own
    // value) a date; the calculated column filled down as Excel does.
    const sheet = await readSheet(page, "Ledger");
    expect(sheet.texts[0]).toEqual(LEDGER_HEADINGS);
    expect(sheet.texts[2]?.slice(2, 5)).toEqual(["Field notebook", "10", "4.50"]);
    for (const types of sheet.types.slice(2))
      expect(types).toEqual(["String", "Double", "String", "String", "String", "Formula", "String", "String"]);
    // The ledger's own first row is untouched.
    expect(sheet.types[1]).toEqual(["String", "Double", "String", "Double", "Double", "Formula", "Double", "String"]);
    await context.close();
  });

  it("finance-controlled credits: the organisation's text in the user's language, and the payment window refuses to open", async () => {
    const { context, page } = await withPolicy(browser, "finance-credits", "?lang=de");
    // Tokens are allowed here.
    await page.getByRole("button", { name: "Stattdessen ein API-Token verwenden" }).click();
    await page.getByLabel(/^API-Token/).fill("dev-token");
    await page.getByRole("button", { name: "Dieses Token verwenden" }).click();
    await page.getByRole("button", { name: "Guthaben", exact: true }).click();
    const credits = page.locator("#view-credits");
    await credits.getByText("Guthaben erhalten Sie bei finance@contoso.com.").waitFor();
    await credits.getByText("Von Ihrer Organisation festgelegt").waitFor();
    await expect(credits.getByRole("button", { name: "Guthaben kaufen" }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);

    // The payment window's start page reads the policy itself, and does not go to the bank's page.
    const payment = await context.newPage();
    // On the service's origin as the add-in knows it (HTTPS), so only the policy keeps the page from going there.
    const bank = `${env("E2E_EMULATOR_SECURE_ORIGIN")}/payments/authenticate?id=x`;
    await payment.goto(`${env("E2E_ADDIN_URL")}/payment-start.html?${new URLSearchParams({ next: bank, lang: "en" }).toString()}`);
    await payment.getByText("Your organisation does not allow buying credits in this add-in. Close this window.").waitFor();
    expect(payment.url()).toContain("/payment-start.html");
    await context.close();
  });

  it("a broken file: Settings lists each rejected key and why, the valid keys still apply, unknown keys are reported", async () => {
    const { context, page } = await withPolicy(browser, "broken");
    await signInWithToken(page, "dev-token");
    const workspace = page.locator("#view-workspace");
    // actions was invalid: transcripts only (its most restrictive choice); translation invalid: off; deleteAfter: 5 minutes, locked.
    await expect(workspace.getByRole("radio", { name: "Find tables and key/value pairs" }).isDisabled()).resolves.toBe(true);
    await expect(workspace.getByRole("checkbox", { name: /translat/i }).isDisabled()).resolves.toBe(true);
    await expect(workspace.getByLabel("Delete from the service").inputValue()).resolves.toBe("300");
    await expect(workspace.getByLabel("Delete from the service").isDisabled()).resolves.toBe(true);

    // creditsMessage was valid: it applies (topUp, rejected, is at its most restrictive: no purchase).
    await page.getByRole("tab", { name: "Credits" }).click();
    await page.locator("#view-credits").getByText("Ask finance@contoso.com for credits").waitFor();

    await page.getByRole("tab", { name: "Settings" }).click();
    const section = page.locator("#view-settings").getByTestId("policy-section");
    await section.getByRole("heading", { name: "Rejected settings" }).waitFor();
    const rejected = await section.getByTestId("policy-rejected").getByRole("listitem").allTextContents();
    expect(rejected).toEqual([
      "actions (Kinds of work): actions.value[1] must be one of: transcribe, tables, extractor. Applied instead: transcribing the text only.",
      "translation (Translation): translation.value must be true or false. Applied instead: no translation.",
      "deleteAfter (Delete from the service): deleteAfter.value must be a whole number of seconds from 300 to 1,209,600, or null. Applied instead: deleted after 5 minutes, set by your organisation.",
      "topUp (Buying credits): topUp.locked must be true: users have no control for this setting. Applied instead: credits cannot be bought in the add-in.",
      'keepText (Keep every value as text): keepText lacks "locked". Applied instead: every value kept as text, set by your organisation.',
    ]);
    await section.getByText("This key in the policy is not a setting this add-in knows, so it was ignored: colour.").waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("a file that cannot be read: the last good copy applies; without one, every setting at its most restrictive", async () => {
    const { context, page } = await withPolicy(browser, "finance-credits");
    await page.getByRole("button", { name: "Use an API token instead" }).waitFor();
    // The button shows before the file has arrived (both ways are offered meanwhile): wait for its copy to be kept.
    await page.waitForFunction(() => Object.keys(window.localStorage).some((k) => k.startsWith("transcribe.policy.v1:")));
    // The host now serves a file cut short: this computer's last good copy (finance) goes on applying.
    await servePolicy(context, "not-json");
    await page.reload();
    await signInWithToken(page, "dev-token");
    await page.getByRole("tab", { name: "Credits" }).click();
    await page.locator("#view-credits").getByText("Ask finance@contoso.com for credits.").waitFor();
    await page.getByRole("tab", { name: "Settings" }).click();
    await page
      .locator("#view-settings")
      .getByTestId("policy-section")
      .getByText(/^The policy file is not valid JSON, so the copy read at .+ applies\. Tell your administrator\./)
      .waitFor();
    await expectNoAxeViolations(page);
    await context.close();

    // A computer that never read the file: closed, not open (the account only, no token paste).
    const fresh = await withPolicy(browser, "not-json");
    await fresh.page
      .getByText(
        "Your organisation's policy could not be read, so only the safest way of signing in is offered. Ask your administrator to check the policy.",
      )
      .waitFor();
    await expect(fresh.page.getByRole("button", { name: "Use an API token instead" }).count()).resolves.toBe(0);
    await fresh.context.close();
  });

  it("without a policy file (404), everything is as it always was", async () => {
    const { context, page } = await withPolicy(browser, "none");
    await signInWithToken(page, "dev-token");
    await expect(
      page
        .locator("#view-workspace")
        .getByRole("checkbox", { name: /translat/i })
        .isDisabled(),
    ).resolves.toBe(false);
    await page.getByRole("tab", { name: "Settings" }).click();
    await page.locator("#view-settings").getByRole("link", { name: "Help and support" }).waitFor();
    await expect(page.locator("#view-settings").getByTestId("policy-section").count()).resolves.toBe(0);
    await context.close();
  });
});

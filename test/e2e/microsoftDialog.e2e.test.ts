// The Microsoft 365 sign-in where Nested App Authentication is missing (issue 13): with `?naa=0` the host
// double reports no NestedAppAuth 1.1 and exposes no bridge, so the pane opens microsoft-signin.html in a
// popup (the preview's stand-in for the Office dialog), which signs in with msal-browser by redirect against
// the emulated identity (its real sign-in and consent page) and hands the token back with postMessage.
// Each place that needs a new scope asks again (incremental consent); a closed popup ends in a clear message.
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { env, launchBrowser, newPage } from "./browser";
import { m365, signInService } from "./microsoftHelpers";

const SIGNED_IN = "Signed in as Alex Wilber (alex@contoso.test).";

/** Runs `action`, which opens the sign-in popup, then accepts on the emulated identity's consent page. */
async function consentInPopup(page: Page, action: () => Promise<void>): Promise<void> {
  const opened = page.waitForEvent("popup");
  await action();
  const popup = await opened;
  await popup.getByRole("button", { name: "Accept" }).click();
  // The pane closes the popup once the token has come back.
  await popup.waitForEvent("close", { timeout: 15_000 });
}

describe("Microsoft 365 sign-in through the dialog fallback (no Nested App Authentication)", () => {
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

  it("signs in through the popup, picks a OneDrive file and sees it processed", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${env("E2E_PREVIEW_URL")}?naa=0`);
    await signInService(page);
    // No host sign-in to reuse: the pane waits for the user.
    await page.getByRole("button", { name: "Sign in to Microsoft 365" }).waitFor();
    await expect(page.evaluate(() => "nestedAppAuthBridge" in window)).resolves.toBe(false);

    await consentInPopup(page, () => page.getByRole("button", { name: "Sign in to Microsoft 365" }).click());
    await page.getByText(SIGNED_IN).waitFor();
    // Tokens stay in the pane's memory: none (and nothing of msal's) is in its storage.
    const stored = await page.evaluate(() => JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }]));
    expect(stored).not.toMatch(/m365-at-|msal|login\.windows|accesstoken/i);

    // The browser opens on the recent files (issue 21), which need Files.Read: the first sign-in did not ask
    // for it, so opening it asks in the popup (the user's click on OneDrive and SharePoint opens it).
    await consentInPopup(page, () => page.getByRole("button", { name: "OneDrive and SharePoint" }).click());
    await page.getByRole("group", { name: "OneDrive and SharePoint" }).getByRole("checkbox").first().waitFor();
    await page.getByRole("button", { name: "My files" }).click();
    await page.getByRole("button", { name: "Open folder Scans" }).click();
    await page.getByRole("button", { name: "Open folder 2026" }).click();
    await page.getByRole("checkbox", { name: "invoice-01.pdf" }).check();
    await expect(axeViolations(page, { dialog: true })).resolves.toEqual([]);
    await page.getByRole("button", { name: "Add 1 file" }).click();
    await page.getByText("Ready to send:").waitFor();
    await page.getByRole("button", { name: "Transcribe", exact: true }).click();
    const row = page.getByTestId("batch-item").filter({ hasText: "invoice-01.pdf" });
    await row.getByText("From OneDrive: Scans/2026/invoice-01.pdf").waitFor();
    await row.getByTestId("batch-state").getByText("Processed").waitFor({ timeout: 30_000 });
    // The file came from Graph with the dialog's token.
    const log = (await m365("log")) as { requests: string[] };
    expect(log.requests.some((r) => r.endsWith("/content"))).toBe(true);
    await context.close();
  }, 90_000);

  it("says so clearly when the sign-in popup is closed or consent is cancelled, and signs in on the next try", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${env("E2E_PREVIEW_URL")}?naa=0`);
    await signInService(page);
    const opened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Sign in to Microsoft 365" }).click();
    const popup = await opened;
    await popup.getByRole("button", { name: "Accept" }).waitFor();
    await popup.close();
    await page.getByRole("alert").getByText("Signing in to Microsoft 365 was cancelled. Sign in again to use these files.").waitFor();
    await expect(page.getByText(SIGNED_IN).count()).resolves.toBe(0);
    await expect(axeViolations(page, { dialog: true })).resolves.toEqual([]);

    // Cancel on the consent page is the user's choice, not the organisation's refusal.
    const again = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Sign in to Microsoft 365" }).click();
    const second = await again;
    await second.getByRole("button", { name: "Cancel" }).click();
    await second.waitForEvent("close", { timeout: 15_000 });
    await page
      .getByRole("alert")
      .getByText("You did not allow the add-in to read these files or messages. Sign in to Microsoft 365 again and accept to use them.")
      .waitFor();

    await consentInPopup(page, () => page.getByRole("button", { name: "Sign in to Microsoft 365" }).click());
    await page.getByText(SIGNED_IN).waitFor();
    await expect(page.getByRole("alert").count()).resolves.toBe(0);
    await context.close();
  }, 90_000);
});

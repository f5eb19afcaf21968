// Sign-in with the service account, end to end: the task pane opens the start page in a popup (the
// preview's stand-in for the Office dialog), the emulator's real consent form is filled in and submitted,
// the redirect page hands the code back, and the pane exchanges it. Then the API is used after the access
// token has expired (short lifetime), and the user signs out.
import AxeBuilder from "@axe-core/playwright";
import { PNG } from "pngjs";
import type { Browser, Page } from "playwright-core";
import { env, launchBrowser, newPage } from "./browser";
import { consent, emulator, signInWithToken } from "./paneHelpers";

describe("sign-in with the service account", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await emulator("settings", "POST", { access_token_ttl_seconds: 3600 });
    await browser.close();
  });

  it("signs in through the consent page, keeps working after the access token expires, and signs out", async () => {
    await emulator("settings", "POST", { access_token_ttl_seconds: 2 });
    const { context, page } = await newPage(browser);
    await page.goto(env("E2E_PREVIEW_URL"));
    await page.getByLabel("Stay signed in on this computer").check();
    await consent(page);
    await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
    await expect(page.getByTestId("balance").textContent()).resolves.toMatch(/page credits/);
    // The refresh token is kept because the user asked; the access token never is.
    const stored = await page.evaluate(() => ({ ...window.localStorage }));
    // (Besides the panes' shared request pace and, once the queue has opened, its presence mark: times only.)
    const tokens = Object.keys(stored).filter((k) => !k.startsWith("transcribe.pace.") && !/^transcribe\.batch\.[^:]+:.*:pane:/.test(k));
    // One entry per sign-in (issue 20: panes sharing the account never overwrite each other's), and which one a
    // reload restores.
    expect(tokens.sort()).toEqual(["transcribe.oauth.restore", expect.stringMatching(/^transcribe\.oauth\.signIn:g-/)]);

    await page.waitForTimeout(2500); // the access token has expired by now
    const png = new PNG({ width: 4, height: 4 });
    await page.getByLabel(/Scan or photo/).setInputFiles({ name: "after-expiry.png", mimeType: "image/png", buffer: PNG.sync.write(png) });
    await page.getByRole("button", { name: "Transcribe" }).click();
    await page
      .getByTestId("status")
      .getByText(/Transcribed 1 page/)
      .waitFor({ timeout: 30_000 });

    // A reload signs in again from the remembered refresh token, without the consent page (and its access
    // token lives long enough for the checks below to see no further rotation).
    await emulator("settings", "POST", { access_token_ttl_seconds: 3600 });
    await page.reload();
    await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
    // Each rotation is also handed over through IndexedDB, which other panes read without lag: the newest.
    const entry = await page.evaluate(() => {
      const key = Object.keys(window.localStorage).find((k) => k.startsWith("transcribe.oauth.signIn:")) ?? "";
      return JSON.parse(window.localStorage.getItem(key) ?? "{}") as { token?: string };
    });
    await expect(handedOver(page)).resolves.toEqual([entry.token]);

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    // Tokens go at once; the saved list of work a moment later (its code loads at sign-out, not with the first screen).
    await expect(page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith("transcribe.oauth.")))).resolves.toEqual(
      [],
    );
    // The handed-over token goes with the sign-in (asynchronously, like the saved list).
    for (let i = 0; i < 50 && (await handedOver(page)).length > 0; i++) await page.waitForTimeout(100);
    await expect(handedOver(page)).resolves.toEqual([]);
    await page.waitForFunction(
      () => Object.keys(window.localStorage).filter((k) => !k.startsWith("transcribe.pace.")).length === 0,
      undefined,
      {
        timeout: 5000,
      },
    );
    await context.close();
  });

  it("restores a remembered API token without loading the OAuth session's code", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(env("E2E_PREVIEW_URL"));
    await signInWithToken(page, "dev-token", true);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
    await expect(page.getByTestId("balance").textContent()).resolves.toMatch(/page credits/);
    // The first screen and the workspace load; the OAuth session (oauth4webapi) is for remembered OAuth sign-ins.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.includes("oauth-session"))).toEqual([]);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await context.close();
  });

  it("explains declined consent and stays signed out", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(env("E2E_PREVIEW_URL"));
    await consent(page, { decision: "Deny" });
    await page.getByText(/You declined access/).waitFor();
    await expect(page.getByRole("button", { name: "Sign out", exact: true }).count()).resolves.toBe(0);
    await context.close();
  });

  it("speaks the pane's language on the dialog pages, also on a page reached without ?lang= in the same window", async () => {
    const { context, page } = await newPage(browser);
    const origin = new URL(env("E2E_PREVIEW_URL")).origin;
    const said = (): Promise<string[]> =>
      page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, document.title]);
    // Opened without a sign-in request: the start page explains itself, in German.
    await page.goto(`${origin}/signin-start.html?lang=de-AT`);
    await page
      .getByRole("status")
      .getByText(/^Dieses Fenster gehört zur Anmeldung bei „Dokumente transkribieren“\./)
      .waitFor();
    await expect(said()).resolves.toEqual(["de-AT", "ltr", "Anmeldung"]);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    // The next page of the window has no ?lang= (as the OAuth redirect page): the same language.
    await page.goto(`${origin}/payment-start.html`);
    await page
      .getByRole("status")
      .getByText(/^Dieses Fenster gehört zum Kauf von Guthaben/)
      .waitFor();
    await expect(said()).resolves.toEqual(["de-AT", "ltr", "Zahlung bestätigen"]);
    // Arabic reads right to left.
    await page.goto(`${origin}/payment-start.html?lang=ar`);
    await page
      .getByRole("status")
      .getByText(/^هذه النافذة جزء من شراء الأرصدة/)
      .waitFor();
    await expect(said()).resolves.toEqual(["ar", "rtl", "جارٍ تأكيد الدفع"]);
    await context.close();
  });
});

/** The refresh tokens handed over in the pane's IndexedDB (src/auth/tokenHandoff.ts). */
function handedOver(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open("transcribe-auth");
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore("refresh-handoff");
        open.onsuccess = () => {
          const all = open.result.transaction("refresh-handoff").objectStore("refresh-handoff").getAll();
          all.onsuccess = () => resolve((all.result as Array<{ token: string }>).map((e) => e.token));
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

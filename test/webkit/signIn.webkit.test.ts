// Signing in, in WebKit with its popup blocker on: a pasted API token (which needs the emulator over HTTPS: a
// plain-HTTP call from the https:// pane is mixed content to WebKit), and the service account through the consent
// page in the window the pane opens. WebKit forgets the user's click across an await of crypto.subtle or fetch;
// the first test shows it, which is why the sign-in window opens before the PKCE challenge is computed.
import type { WebDriver } from "selenium-webdriver";
import { click, waitForText, WebKit } from "./driver";
import { emulator, env, openPreview, pageErrors, signInWithAccount, signInWithToken, watchErrors } from "./pane";

let webkit: WebKit;
let driver: WebDriver;
beforeAll(async () => {
  webkit = await WebKit.start();
});
afterAll(async () => {
  await emulator("settings", "POST", { access_token_ttl_seconds: 3600 });
  await webkit.stop();
});
beforeEach(async () => {
  driver = await webkit.session();
});
afterEach(async () => {
  await driver.quit();
});

test("the popup blocker is on: a window opened in the click opens, one opened after an awaited digest does not", async () => {
  // On the add-in's own origin (a secure context, like the pane).
  await driver.get(`${new URL(env("E2E_PREVIEW_URL")).origin}/signin-start.html`);
  await driver.executeScript(`
    const out = document.createElement("output");
    out.id = "probe";
    const make = (label, open) => { const b = document.createElement("button"); b.textContent = label; b.onclick = open; document.body.append(b); };
    make("in the click", () => { out.value += "click:" + Boolean(window.open("about:blank")) + " "; });
    make("after a digest", async () => {
      await crypto.subtle.digest("SHA-256", new Uint8Array(8));
      out.value += "digest:" + Boolean(window.open("about:blank")) + " ";
    });
    document.body.append(out);`);
  await click(driver, "in the click");
  await click(driver, "after a digest");
  expect(await waitForText(driver, "#probe", /digest:/)).toBe("click:true digest:false");
});

test("signs in with a pasted API token over HTTPS and shows the balance", async () => {
  await openPreview(driver);
  await watchErrors(driver);
  await signInWithToken(driver);
  await waitForText(driver, '[data-testid="balance"]', /page credits/);
  expect(await pageErrors(driver)).toEqual([]);
});

test("signs in with the service account through the consent page, and keeps working after the token expires", async () => {
  await emulator("settings", "POST", { access_token_ttl_seconds: 2 });
  await openPreview(driver);
  await watchErrors(driver);
  await signInWithAccount(driver, { remember: true });
  await waitForText(driver, '[data-testid="balance"]', /page credits/);
  // After the access token expired, a reload signs in again from the remembered refresh token.
  await driver.sleep(2500);
  await driver.navigate().refresh();
  await waitForText(driver, '[data-testid="balance"]', /page credits/, 30_000);
  expect(await pageErrors(driver)).toEqual([]);
});

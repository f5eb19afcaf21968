// The human-facing pages in a real browser (headless Chromium through playwright-core): the OAuth sign-in
// form must lead to the client's redirect page (browsers apply the page's CSP form-action to the redirect that
// follows a form submission), and the 3-D Secure page must complete a payment. Without Chromium, the CSP that
// makes this work is checked directly.
import * as fs from "node:fs";
import { createHash, randomBytes } from "node:crypto";
import { chromium, type Browser } from "playwright-core";
import { startHarness, type Harness } from "./helpers";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const hasChromium = fs.existsSync(CHROMIUM);
const REDIRECT = "https://localhost:3000/signin-redirect.html";

let h: Harness;
let browser: Browser | undefined;
beforeAll(async () => {
  h = await startHarness();
  if (hasChromium) {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
    });
  }
}, 30_000);
afterAll(async () => {
  await browser?.close();
  await h.close();
});

function authorizeUrl(verifier: string): string {
  const url = new URL(`${h.origin}/oauth/authorize`);
  const params = {
    response_type: "code",
    client_id: "office-addin-dev",
    redirect_uri: REDIRECT,
    scope: "documents:read documents:write",
    state: "browser-state",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/** Submits the consent form with `button` and returns the URL the browser was sent to on the add-in's origin. */
async function consent(button: "Allow" | "Deny", verifier: string): Promise<URL> {
  const page = await browser!.newPage();
  try {
    let reached: string | undefined;
    await page.route("https://localhost:3000/**", (route) => {
      reached = route.request().url();
      return route.fulfill({ status: 200, contentType: "text/html", body: "<p>redirect page</p>" });
    });
    await page.goto(authorizeUrl(verifier));
    await page.getByLabel("E-mail").fill("dev2@example.test");
    await page.getByLabel("Password").fill("password");
    await page.getByRole("button", { name: button }).click();
    await page.waitForURL(/^https:\/\/localhost:3000\//, { timeout: 10_000 });
    return new URL(reached!);
  } finally {
    await page.close();
  }
}

const title = hasChromium ? "in Chromium, " : "without Chromium (checked through the CSP header), ";

test(`${title}the sign-in form leads to the redirect page with a code that can be exchanged`, async () => {
  const verifier = randomBytes(32).toString("base64url");
  if (!browser) {
    const csp = (await fetch(authorizeUrl(verifier))).headers.get("content-security-policy")!;
    expect(csp).toContain("form-action 'self' https://localhost:3000;");
    return;
  }
  const landed = await consent("Allow", verifier);
  expect(`${landed.origin}${landed.pathname}`).toBe(REDIRECT);
  expect(landed.searchParams.get("state")).toBe("browser-state");
  const r = await fetch(`${h.origin}/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: landed.searchParams.get("code")!,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
      client_id: "office-addin-dev",
    }),
  });
  const access = ((await r.json()) as { access_token: string }).access_token;
  expect((await h.json("/users/me", { token: access })).body.email).toBe("dev2@example.test");
}, 30_000);

test(`${title}Deny leads to the redirect page with access_denied`, async () => {
  if (!browser) {
    const html = await (await fetch(authorizeUrl("v".repeat(43)))).text();
    expect(html).toMatch(/<button type="submit" name="decision" value="deny"/);
    return;
  }
  const landed = await consent("Deny", randomBytes(32).toString("base64url"));
  expect(landed.searchParams.get("error")).toBe("access_denied");
  expect(landed.searchParams.get("state")).toBe("browser-state");
}, 30_000);

test(`${title}the 3-D Secure page completes the payment`, async () => {
  const form = new FormData();
  form.append("amount", "100");
  const url = (await h.json("/credits/topup", { method: "POST", token: "dev-token-3ds", body: form })).body.authentication_url as string;
  if (!browser) {
    expect((await fetch(url)).headers.get("content-security-policy")).toContain("form-action 'self'");
    return;
  }
  const page = await browser.newPage();
  await page.goto(url);
  await page.getByRole("button", { name: "Complete authentication" }).click();
  await page.getByText("Authentication complete").waitFor();
  await page.close();
  const retry = await h.json("/credits/topup", { method: "POST", token: "dev-token-3ds", body: form });
  expect(retry.body).toMatchObject({ success: true, credits_purchased: 100 });
}, 30_000);

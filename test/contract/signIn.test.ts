// The sign-in protocol for real: oauth4webapi in the add-in's code against the emulator's OAuth server
// over HTTP (authorization code + PKCE S256, state, consent form, refresh with rotation, expiry).
import { startEmulator, type RunningEmulator } from "../../dev/emulator";
import { ServiceClient } from "../../src/api/client";
import { authorizationUrl, redirectUriFor } from "../../src/auth/authorizationRequest";
import { browserRefreshTokenStore, OAuthSession } from "../../src/auth/oauthSession";
import { exchangeCode, newPkce, refreshTokens, type OAuthSettings } from "../../src/auth/oauthTokens";
import { SignInError } from "../../src/auth/signInErrors";
import { MemoryStorage } from "../../src/storage/memoryStorage";

const PAGE = "https://localhost:3000/taskpane.html"; // the emulator's default client redirects here
/** The remembered sign-ins over storage in memory, and the refresh token a reloading pane would restore. */
const memoryStore = () => {
  const store = browserRefreshTokenStore(new MemoryStorage());
  return Object.assign(store, { remembered: (): string | null => store.restorable()?.token ?? null });
};

/** Runs the browser's part: GET the authorize page, submit the consent form, follow to the redirect. */
async function authorize(
  emulator: RunningEmulator,
  settings: OAuthSettings,
  decision: "allow" | "deny",
  state: string,
  codeChallenge: string,
): Promise<string> {
  const url = authorizationUrl({
    authUrl: settings.authUrl,
    clientId: settings.clientId,
    redirectUri: settings.redirectUri,
    state,
    codeChallenge,
  });
  const form = await (await fetch(url)).text();
  const tx = /name="tx" value="([^"]+)"/.exec(form)?.[1];
  if (!tx) throw new Error(`no consent form: ${form.slice(0, 200)}`);
  const body = new URLSearchParams({ tx, email: "dev@example.test", password: "password", decision });
  const answer = await fetch(`${emulator.origin}/oauth/authorize`, { method: "POST", body, redirect: "manual" });
  const location = answer.headers.get("location");
  if (!location) throw new Error(`no redirect (${answer.status}): ${(await answer.text()).slice(0, 200)}`);
  return location;
}

describe("OAuth sign-in against the emulator", () => {
  let emulator: RunningEmulator;
  let settings: OAuthSettings;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, accessTokenTtlSeconds: 2, rateLimit: 50 });
    settings = { authUrl: emulator.authUrl, clientId: "office-addin-dev", redirectUri: redirectUriFor(PAGE) };
  });
  afterAll(() => emulator.close());

  it("exchanges the code with PKCE, calls the API, refreshes after expiry and rotates the refresh token", async () => {
    const pkce = await newPkce();
    const callback = await authorize(emulator, settings, "allow", pkce.state, pkce.codeChallenge);
    expect(callback.startsWith("https://localhost:3000/signin-redirect.html?")).toBe(true);
    const tokens = await exchangeCode(settings, callback, pkce);
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.expiresAt).not.toBeNull();

    const store = memoryStore();
    const session = new OAuthSession(tokens, { settings, store, remember: true });
    const client = new ServiceClient({ baseUrl: emulator.baseUrl, credentials: session.credentials });
    await expect(client.getCurrentUser()).resolves.toMatchObject({ email: "dev@example.test" });

    // With a 2-second token the session refreshes before each use; the API keeps answering.
    const first = await session.credentials.getAccessToken();
    await new Promise((r) => setTimeout(r, 2100));
    await expect(client.getCurrentUser()).resolves.toMatchObject({ email: "dev@example.test" });
    expect(await session.credentials.getAccessToken()).not.toBe(first);
    expect(store.remembered()).not.toBe(tokens.refreshToken); // rotated and kept
  });

  it("does not let a rotated-out refresh token sign in again", async () => {
    const pkce = await newPkce();
    const tokens = await exchangeCode(settings, await authorize(emulator, settings, "allow", pkce.state, pkce.codeChallenge), pkce);
    await refreshTokens(settings, tokens.refreshToken ?? "");
    await expect(refreshTokens(settings, tokens.refreshToken ?? "")).rejects.toMatchObject({ code: "expired" });
  });

  it("refuses an answer whose state does not match, before any exchange", async () => {
    const pkce = await newPkce();
    const callback = await authorize(emulator, settings, "allow", pkce.state, pkce.codeChallenge);
    const error = await exchangeCode(settings, callback, { state: "another-state-entirely", codeVerifier: pkce.codeVerifier }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SignInError);
    expect((error as SignInError).code).toBe("state_mismatch");
  });

  it("fails the exchange with the wrong verifier and explains declined consent", async () => {
    const pkce = await newPkce();
    const callback = await authorize(emulator, settings, "allow", pkce.state, pkce.codeChallenge);
    await expect(exchangeCode(settings, callback, { state: pkce.state, codeVerifier: "x".repeat(43) })).rejects.toMatchObject({
      code: "exchange_failed",
    });

    const other = await newPkce();
    const denied = await authorize(emulator, settings, "deny", other.state, other.codeChallenge);
    const error = (await exchangeCode(settings, denied, other).catch((e: unknown) => e)) as SignInError;
    expect(error.code).toBe("access_denied");
    expect(error.message).toMatch(/declined access/);
  });

  it("says the sign-in server is unreachable when it is", async () => {
    const offline: OAuthSettings = { ...settings, authUrl: "http://127.0.0.1:9" };
    await expect(refreshTokens(offline, "anything")).rejects.toMatchObject({ code: "unreachable" });
  });
});

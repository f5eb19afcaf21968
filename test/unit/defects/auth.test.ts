/**
 * @jest-environment node
 */
// Issue 15, defects 1, 8, 13, 14 and 16, each against the code that had it: two panes sharing one
// rotating refresh token, storage that is full, a malformed pasted token, a webview without
// localStorage, and a server whose RFC 9207 `iss` differs from AUTH_URL.
import { inProcessLocks } from "../../../src/api/crossPane";
import { signInWithApiToken } from "../../../src/auth/apiTokenSignIn";
import { browserRefreshTokenStore, OAuthSession, type RefreshTokenStore } from "../../../src/auth/oauthSession";
import { exchangeCode, type OAuthSettings, type TokenSet } from "../../../src/auth/oauthTokens";
import { pageStorage } from "../../../src/auth/pageStorage";
import { MemoryStorage } from "../../../src/storage/memoryStorage";
import { SignInError } from "../../../src/auth/signInErrors";

const settings: OAuthSettings = { authUrl: "https://auth.test", clientId: "c", redirectUri: "https://addin.test/signin-redirect.html" };

/** The service's rule: each refresh token works once; reusing a spent one revokes the whole grant. */
function rotatingServer(): { refresh: (s: OAuthSettings, token: string) => Promise<TokenSet>; revoked: () => boolean } {
  let current = "r0";
  let n = 0;
  let revoked = false;
  return {
    revoked: () => revoked,
    refresh: async (_s, token) => {
      await new Promise((r) => setTimeout(r, 5));
      if (revoked || token !== current) {
        revoked = true;
        throw new SignInError("expired", "Your sign-in has expired.");
      }
      n++;
      current = `r${n}`;
      return { accessToken: `a${n}`, refreshToken: current, expiresAt: Date.now() + 3_600_000, scope: null };
    },
  };
}

function sharedStore(storage: Storage): RefreshTokenStore {
  return browserRefreshTokenStore(storage);
}

describe("defect 1: two panes, one remembered sign-in", () => {
  test("Word signs in, Excel restores (rotating), Word refreshes: both stay signed in, nothing is revoked", async () => {
    const server = rotatingServer();
    const storage = new MemoryStorage();
    const locks = inProcessLocks();
    const word = new OAuthSession(
      { accessToken: "a0", refreshToken: "r0", expiresAt: Date.now() + 3_600_000, scope: null },
      { settings, store: sharedStore(storage), remember: true, refresh: server.refresh, locks },
    );
    const excel = await OAuthSession.restore({ settings, store: sharedStore(storage), refresh: server.refresh, locks });
    expect(excel).not.toBeNull();
    for (let round = 0; round < 3; round++) {
      // Both find their access tokens rejected at once (expired): concurrent refreshes across panes.
      const [w, e] = await Promise.all([
        word.credentials.refreshAfterUnauthorized(word.credentials.token?.token ?? ""),
        excel!.credentials.refreshAfterUnauthorized(excel!.credentials.token?.token ?? ""),
      ]);
      expect([w, e]).toEqual([true, true]);
    }
    expect(server.revoked()).toBe(false);
    expect(word.signedIn && excel!.signedIn).toBe(true);
  });
});

describe("defect 8: full storage", () => {
  test("a rotated refresh token that cannot be stored stays in memory and the session goes on", async () => {
    const server = rotatingServer();
    const full: RefreshTokenStore = {
      restorable: () => null,
      read: () => null,
      newest: () => Promise.resolve(null),
      handOver: () => Promise.resolve(),
      write: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      },
      forget: () => undefined,
      forgetRestore: () => undefined,
      forgetAll: () => undefined,
    };
    const session = new OAuthSession(
      { accessToken: "a0", refreshToken: "r0", expiresAt: Date.now() + 3_600_000, scope: null },
      { settings, store: full, remember: true, refresh: server.refresh, locks: inProcessLocks() },
    );
    await expect(session.credentials.refreshAfterUnauthorized("a0")).resolves.toBe(true);
    await expect(session.credentials.refreshAfterUnauthorized("a1")).resolves.toBe(true);
    expect(session.signedIn).toBe(true);
    expect(server.revoked()).toBe(false);
  });
});

describe("defect 13: a malformed pasted token", () => {
  test.each(["abc\ndef", "abc’def", "abc def"])("%j is refused as a token, never as a network problem", async (token) => {
    const fetchSpy = jest.spyOn(globalThis, "fetch");
    await expect(signInWithApiToken(token, "https://svc.test/v3")).rejects.toThrow(/characters a token cannot have/);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});

describe("defect 14: no localStorage", () => {
  test("a webview that refuses storage gets storage in memory instead of a blank pane", () => {
    const refusing = {
      get localStorage(): Storage {
        throw new DOMException("Access is denied for this document.", "SecurityError");
      },
    };
    const storage = pageStorage(refusing);
    storage.setItem("k", "v");
    expect(storage.getItem("k")).toBe("v");
    expect(pageStorage(refusing)).toBe(storage);
  });
});

describe("defect 16: the issuer is a setting of its own", () => {
  const callback = (iss: string): string => `https://addin.test/signin-redirect.html?code=c1&state=s1&iss=${encodeURIComponent(iss)}`;
  const tokenResponse = (): Response =>
    new Response(JSON.stringify({ access_token: "a", token_type: "bearer", expires_in: 60, refresh_token: "r" }), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });

  test("an issuer with a trailing slash is accepted when configured", async () => {
    const tokens = await exchangeCode(
      { ...settings, issuer: "https://auth.test/", fetch: async () => tokenResponse() },
      callback("https://auth.test/"),
      {
        state: "s1",
        codeVerifier: "v".repeat(43),
      },
    );
    expect(tokens.accessToken).toBe("a");
  });

  test("a different issuer is a protocol failure with its own message, not a state mismatch", async () => {
    const error = await exchangeCode({ ...settings, fetch: async () => tokenResponse() }, callback("https://other.test/"), {
      state: "s1",
      codeVerifier: "v".repeat(43),
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "protocol" });
    expect((error as Error).message).not.toMatch(/did not match this sign-in attempt/);
  });

  test("a wrong state is still reported as a mismatch", async () => {
    await expect(
      exchangeCode({ ...settings, fetch: async () => tokenResponse() }, callback("https://auth.test"), {
        state: "other",
        codeVerifier: "v".repeat(43),
      }),
    ).rejects.toMatchObject({ code: "state_mismatch" });
  });
});

import { browserRefreshTokenStore, OAuthSession, type RefreshTokenStore } from "../../../src/auth/oauthSession";
import { memoryHandoff } from "../../../src/auth/tokenHandoff";
import type { OAuthSettings, TokenSet } from "../../../src/auth/oauthTokens";
import { SignInError } from "../../../src/auth/signInErrors";
import { MemoryStorage } from "../../../src/storage/memoryStorage";

const settings: OAuthSettings = { authUrl: "https://auth.test", clientId: "c", redirectUri: "https://addin.test/signin-redirect.html" };

/**
 * The remembered sign-ins over storage in memory; `value` is the refresh token a reloading pane would restore.
 * `initial` is stored as format 1 did (one token under one key), so restoring also reads the old format.
 */
function memoryStore(initial: string | null = null): RefreshTokenStore & { readonly value: string | null; storage: MemoryStorage } {
  const storage = new MemoryStorage();
  if (initial !== null) storage.setItem("transcribe.oauth.refreshToken", initial);
  const store = browserRefreshTokenStore(storage);
  return Object.defineProperties(store, {
    storage: { value: storage },
    value: { get: (): string | null => store.restorable()?.token ?? null },
  }) as RefreshTokenStore & { readonly value: string | null; storage: MemoryStorage };
}

const tokens = (n: number, expiresAt: number | null = 1_000_000): TokenSet => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresAt,
  scope: null,
});

describe("OAuthSession", () => {
  it("refreshes shortly before the access token expires", async () => {
    let now = 0;
    const refresh = jest.fn(async () => tokens(2, now + 3_600_000));
    const session = new OAuthSession(tokens(1, 120_000), { settings, store: memoryStore(), remember: false, now: () => now, refresh });
    await expect(session.credentials.getAccessToken()).resolves.toBe("access-1");
    now = 70_000; // within a minute of expiry
    await expect(session.credentials.getAccessToken()).resolves.toBe("access-2");
    expect(refresh).toHaveBeenCalledWith(settings, "refresh-1", expect.any(Function));
  });

  it("lets concurrent 401s share one refresh", async () => {
    let release: () => void = () => undefined;
    const refresh = jest.fn(() => new Promise<TokenSet>((resolve) => (release = () => resolve(tokens(2)))));
    const session = new OAuthSession(tokens(1), { settings, store: memoryStore(), remember: false, refresh });
    const results = Promise.all([1, 2, 3].map(() => session.credentials.refreshAfterUnauthorized("access-1")));
    await new Promise((r) => setTimeout(r, 0)); // the refresh starts once the panes' refresh lock is held
    release();
    await expect(results).resolves.toEqual([true, true, true]);
    expect(refresh).toHaveBeenCalledTimes(1);
    // A request that was rejected with the old token after the refresh just retries.
    await expect(session.credentials.refreshAfterUnauthorized("access-1")).resolves.toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("when refresh is refused, forgets the tokens and tells its listeners once", async () => {
    const store = memoryStore();
    const session = new OAuthSession(tokens(1), {
      settings,
      store,
      remember: true,
      refresh: async () => {
        throw new SignInError("expired", "Your sign-in has expired.");
      },
    });
    expect(store.value).toBe("refresh-1");
    const heard: string[] = [];
    session.onExpired((e) => heard.push(e.code));
    await expect(
      Promise.all([session.credentials.refreshAfterUnauthorized("access-1"), session.credentials.refreshAfterUnauthorized("access-1")]),
    ).resolves.toEqual([false, false]);
    expect(heard).toEqual(["expired"]);
    expect(session.signedIn).toBe(false);
    expect(store.value).toBeNull();
    await expect(session.credentials.getAccessToken()).resolves.toBeNull();
  });

  it("keeps the session when the sign-in server is only unreachable", async () => {
    const session = new OAuthSession(tokens(1), {
      settings,
      store: memoryStore(),
      remember: false,
      refresh: async () => {
        throw new SignInError("unreachable", "offline");
      },
    });
    await expect(session.credentials.refreshAfterUnauthorized("access-1")).rejects.toMatchObject({ kind: "network", message: "offline" });
    expect(session.signedIn).toBe(true);
  });

  it("keeps the (rotated) refresh token only when asked to; sign-out forgets the tokens in memory", async () => {
    const kept = memoryStore();
    const session = new OAuthSession(tokens(1), { settings, store: kept, remember: true, refresh: async () => tokens(2) });
    await session.credentials.refreshAfterUnauthorized("access-1");
    expect(kept.value).toBe("refresh-2");
    session.signOut();
    // What stays remembered is the pane's decision (useSession: kept while another pane of the account is open).
    expect(kept.value).toBe("refresh-2");
    await expect(session.credentials.getAccessToken()).resolves.toBeNull();

    // A sign-in that is not remembered never writes nor removes anything (another pane's sign-in stays).
    const other = memoryStore("remembered-elsewhere");
    const notKept = new OAuthSession(tokens(1), { settings, store: other, remember: false, refresh: async () => tokens(2) });
    await notKept.credentials.refreshAfterUnauthorized("access-1");
    expect(other.value).toBe("remembered-elsewhere");
    expect(JSON.stringify([...other.storage.data.values()])).not.toMatch(/refresh-[12]/);
  });

  it("restores from a remembered refresh token, and drops one the server refuses", async () => {
    const store = memoryStore("refresh-9");
    const restored = await OAuthSession.restore({ settings, store, refresh: async () => tokens(10) });
    await expect(restored?.credentials.getAccessToken()).resolves.toBe("access-10");
    expect(store.value).toBe("refresh-10");

    const refused = memoryStore("refresh-9");
    await expect(
      OAuthSession.restore({
        settings,
        store: refused,
        refresh: async () => {
          throw new SignInError("expired", "x");
        },
      }),
    ).resolves.toBeNull();
    expect(refused.value).toBeNull();

    const offline = memoryStore("refresh-9");
    await OAuthSession.restore({
      settings,
      store: offline,
      refresh: async () => {
        throw new SignInError("unreachable", "x");
      },
    });
    expect(offline.value).toBe("refresh-9");
  });

  it("takes new tokens after an expiry in the same credentials object, and reports a later expiry again", async () => {
    const store = memoryStore();
    let fail = true;
    const session = new OAuthSession(tokens(1), {
      settings,
      store,
      remember: false,
      refresh: async () => {
        if (fail) throw new SignInError("expired", "expired");
        return tokens(3);
      },
    });
    const credentials = session.credentials;
    const heard: string[] = [];
    session.onExpired((e) => heard.push(e.code));
    await session.credentials.refreshAfterUnauthorized("access-1");
    expect(heard).toEqual(["expired"]);

    session.renew(tokens(2, Date.now() + 3_600_000), true);
    expect(session.credentials).toBe(credentials);
    expect(session.signedIn).toBe(true);
    await expect(credentials.getAccessToken()).resolves.toBe("access-2");
    expect(store.value).toBe("refresh-2"); // remembered now, as the user chose at this sign-in

    await credentials.refreshAfterUnauthorized("access-2");
    expect(heard).toEqual(["expired", "expired"]);
    fail = false;
  });
});

describe("remembered sign-ins", () => {
  it("forgets a sign-in nobody refreshed for 30 days when another is stored, and an unreadable one (with their handed-over tokens)", async () => {
    const storage = new MemoryStorage();
    const handoff = memoryHandoff();
    await handoff.put({ grant: "g-old", token: "r-old2", seq: 2, account: "u" });
    await handoff.put({ grant: "g-recent", token: "r-recent2", seq: 2, account: "u" });
    const store = browserRefreshTokenStore(storage, handoff);
    storage.setItem("transcribe.oauth.signIn:g-old", JSON.stringify({ token: "r-old", account: "u", at: Date.now() - 31 * 86_400_000 }));
    storage.setItem("transcribe.oauth.signIn:g-recent", JSON.stringify({ token: "r-recent", account: "u", at: Date.now() - 86_400_000 }));
    storage.setItem("transcribe.oauth.signIn:g-bad", "{not json");
    store.write({ grant: "g-new", token: "r-new", account: "u", seq: 0 }, true);
    expect([...storage.data.keys()].filter((k) => k.startsWith("transcribe.oauth.signIn:")).sort()).toEqual([
      "transcribe.oauth.signIn:g-new",
      "transcribe.oauth.signIn:g-recent",
    ]);
    await expect(handoff.latest("g-old")).resolves.toBeNull();
    await expect(handoff.latest("g-recent")).resolves.toMatchObject({ token: "r-recent2" });
  });
});

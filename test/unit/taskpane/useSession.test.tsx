/**
 * @jest-environment jsdom
 */
// Renewing an expired sign-in must not cost the user the work in progress: signing in again as the same
// account keeps the same credentials object (so the client, its scheduler and the batch queue carry on);
// another account gets new ones. The dialog and the token endpoint are replaced here; the real protocol is
// tested against the emulator in test/contract/signIn.test.ts.
import { accountNewsKey, tellPanes } from "../../../src/work/accountNews";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { TokenSet } from "../../../src/auth/oauthTokens";
import { SignInError } from "../../../src/auth/signInErrors";
import { useSession } from "../../../src/taskpane/useSession";
import { storageKey } from "../../../src/work/batch";
import { newPaneId } from "../../../src/work/batch/panes";
import { browserRefreshTokenStore } from "../../../src/auth/rememberedSignIns";
import { PolicyHandle, NO_POLICY } from "../../../src/work/policy/pagePolicy";
import type { PolicySettings } from "../../../src/work/policy/types";

const authorize = jest.fn<Promise<TokenSet>, []>();
jest.mock("../../../src/auth/oauthSignIn", () => ({
  ...jest.requireActual("../../../src/auth/oauthSignIn"),
  authorizeInteractively: () => authorize(),
}));
jest.mock("../../../src/auth/oauthTokens", () => ({
  ...jest.requireActual("../../../src/auth/oauthTokens"),
  refreshTokens: async () => {
    throw new SignInError("expired", "Your sign-in has expired. Sign in again to continue; work in progress is kept.");
  },
}));

const tokens = (n: number): TokenSet => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresAt: Date.now() + 3_600_000,
  scope: null,
});

/** GET /users/me answers with the account that owns the bearer token. */
function serviceWithAccounts(owner: (token: string) => string): void {
  globalThis.fetch = (async (_url: string, init: RequestInit) => {
    const token = ((init.headers as Record<string, string>).Authorization ?? "").replace("Bearer ", "");
    const id = owner(token);
    const body = JSON.stringify({ id, name: id, email: `${id}@example.test`, balance: 10 });
    return { ok: true, status: 200, headers: new Headers(), text: async () => body } as unknown as Response;
  }) as unknown as typeof fetch;
}

// One configuration object, as the pane has (appConfig): the restore runs once, on mount.
const CONFIG = { serviceUrl: "https://svc.test/v3", authUrl: "https://auth.test", oauthClientId: "c" };

function renderSession(options: { policy?: PolicyHandle; keep?: boolean } = {}) {
  const storage = window.localStorage;
  if (!options.keep) {
    storage.clear();
    window.sessionStorage.clear();
  }
  return renderHook(() =>
    useSession({
      config: CONFIG,
      storage,
      pageHref: "https://addin.test/taskpane.html",
      signInWindow: () => ({ open: () => Promise.reject(new Error("replaced by the mock")) }),
      ...(options.policy ? { policy: options.policy } : {}),
    }),
  );
}

/** A page's policy that is still on its way; `arrive` gives its settings. */
function pendingPolicy(): { policy: PolicyHandle; arrive: (settings: PolicySettings) => void } {
  const policy = new PolicyHandle();
  return { policy, arrive: (settings) => act(() => policy.set({ ...NO_POLICY, settings, origin: "file" })) };
}

async function expire(result: ReturnType<typeof renderSession>["result"]): Promise<void> {
  const credentials = result.current.session?.credentials;
  await act(async () => {
    await credentials?.refreshAfterUnauthorized?.((await credentials.getAccessToken()) ?? "");
  });
  expect(result.current.expired).toMatch(/sign-in has expired/);
}

describe("useSession: signing in again after an expiry", () => {
  it("keeps the same credentials for the same account, with the new token", async () => {
    serviceWithAccounts(() => "usr_1");
    const { result } = renderSession();
    authorize.mockResolvedValueOnce(tokens(1));
    await act(() => result.current.signInWithAccount(false));
    const before = result.current.session?.credentials;
    await expire(result);

    authorize.mockResolvedValueOnce(tokens(2));
    await act(() => result.current.signInWithAccount());
    expect(result.current.expired).toBeNull();
    expect(result.current.session?.credentials).toBe(before);
    await expect(result.current.session?.credentials.getAccessToken()).resolves.toBe("access-2");
  });

  it("gives another account credentials of its own", async () => {
    serviceWithAccounts((token) => (token === "access-1" ? "usr_1" : "usr_2"));
    const { result } = renderSession();
    authorize.mockResolvedValueOnce(tokens(1));
    await act(() => result.current.signInWithAccount(false));
    const before = result.current.session?.credentials;
    await expire(result);

    authorize.mockResolvedValueOnce(tokens(2));
    await act(() => result.current.signInWithAccount());
    expect(result.current.session?.user.id).toBe("usr_2");
    expect(result.current.session?.credentials).not.toBe(before);
  });

  it("forgets the account's saved work on sign-out, and only that account's", async () => {
    serviceWithAccounts(() => "usr_1");
    const { result } = renderSession();
    authorize.mockResolvedValueOnce(tokens(1));
    await act(() => result.current.signInWithAccount(false));
    window.localStorage.setItem(storageKey("https://svc.test/v3", "usr_1"), "{}");
    window.localStorage.setItem(storageKey("https://svc.test/v3", "usr_2"), "{}");
    // The last balance told to the other panes goes too.
    tellPanes(window.localStorage, accountNewsKey("https://svc.test/v3", "usr_1"), 1100);
    act(() => result.current.signOut());
    expect(result.current.session).toBeNull();
    // Forgotten by a chunk loaded at sign-out (the first screen does not carry it).
    await waitFor(() => expect(Object.keys({ ...window.localStorage })).toEqual([storageKey("https://svc.test/v3", "usr_2")]));
  });

  describe("under the organisation's policy", () => {
    const tokenKey = "transcribe.apiToken";

    it("does not restore a remembered API token where tokens are not allowed, and forgets it (waiting for the policy first)", async () => {
      serviceWithAccounts(() => "usr_1");
      window.localStorage.clear();
      window.localStorage.setItem(tokenKey, "dev-token");
      expect(window.localStorage.getItem(tokenKey)).toBe("dev-token");
      const { policy, arrive } = pendingPolicy();
      const { result } = renderSession({ policy, keep: true });
      expect(result.current.restoring).toBe(true);
      arrive({ signInMethods: { value: ["oauth"], locked: true } });
      await waitFor(() => expect(result.current.restoring).toBe(false));
      expect(result.current.session).toBeNull();
      expect(window.localStorage.getItem(tokenKey)).toBeNull();
    });

    it("restores it where tokens are allowed", async () => {
      serviceWithAccounts(() => "usr_1");
      window.localStorage.clear();
      window.localStorage.setItem(tokenKey, "dev-token");
      const { policy, arrive } = pendingPolicy();
      const { result } = renderSession({ policy, keep: true });
      arrive({ signInMethods: { value: ["oauth", "apiToken"], locked: true } });
      await waitFor(() => expect(result.current.session?.user.id).toBe("usr_1"));
    });

    it("refuses a way of signing in the policy leaves out, with a sentence, before anything is sent", async () => {
      authorize.mockClear();
      const fetch = jest.fn();
      globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
      const { policy, arrive } = pendingPolicy();
      const { result } = renderSession({ policy });
      arrive({ signInMethods: { value: ["oauth"], locked: true } });
      await expect(result.current.signInWithToken("dev-token", true)).rejects.toMatchObject({
        code: "not_allowed",
        message: "Your organisation does not allow signing in this way. Ask your administrator how to sign in.",
      });
      arrive({ signInMethods: { value: ["apiToken"], locked: true } });
      await expect(result.current.signInWithAccount(false)).rejects.toMatchObject({ code: "not_allowed" });
      expect(authorize).not.toHaveBeenCalled();
      expect(fetch).not.toHaveBeenCalled();
    });
  });
});

// Issue 20, defect 1: signing out in Excel erased Word's saved work (and its remembered sign-in) while Word
// stayed signed in. Word is another page: here its presence mark and its item, as its queue saves them.
describe("useSession: signing out while another pane of the account is open", () => {
  const SERVICE = "https://svc.test/v3";
  const key = storageKey(SERVICE, "usr_1");
  const item = (id: string, owner: string): string =>
    JSON.stringify({
      id,
      owner,
      batchId: "b",
      fileName: `${id}.png`,
      options: { action: "transcribe" },
      state: "processed",
      reason: "",
      history: [],
    });

  function otherPaneWithWork(): void {
    window.localStorage.setItem(`${key}:pane:pane-word`, String(Date.now() + 60_000));
    window.localStorage.setItem(`${key}:item:w1`, item("w1", "pane-word"));
    window.localStorage.setItem(`${key}:item:w2`, item("w2", "pane-word"));
  }

  it("forgets this pane's items only; the other pane's work and sign-in stay, and a reload here stays signed out", async () => {
    serviceWithAccounts(() => "usr_1");
    const { result, unmount } = renderSession();
    authorize.mockResolvedValueOnce(tokens(1));
    await act(() => result.current.signInWithAccount(true));
    otherPaneWithWork();
    window.localStorage.setItem(`${key}:item:x1`, item("x1", newPaneId())); // this pane's
    act(() => result.current.signOut());
    // This pane's items are forgotten by a chunk loaded at sign-out.
    await waitFor(() => expect(Object.keys({ ...window.localStorage })).not.toContain(`${key}:item:x1`));
    const kept = Object.keys({ ...window.localStorage });
    expect(kept).toEqual(expect.arrayContaining([`${key}:item:w1`, `${key}:item:w2`, `${key}:pane:pane-word`]));
    // The remembered sign-in is Word's too: it stays for Word's reloads.
    expect(kept.some((k) => k.startsWith("transcribe.oauth."))).toBe(true);
    unmount();

    // This pane reloads: it does not sign itself in again with what Word keeps.
    const reloaded = renderSession({ keep: true });
    expect(reloaded.result.current.restoring).toBe(false);
    expect(reloaded.result.current.session).toBeNull();
  });

  it("the last pane out forgets everything of the account, its remembered sign-in included", async () => {
    serviceWithAccounts(() => "usr_1");
    const { result } = renderSession();
    authorize.mockResolvedValueOnce(tokens(1));
    await act(() => result.current.signInWithAccount(true));
    window.localStorage.setItem(`${key}:item:w1`, item("w1", "pane-word")); // Word closed: its mark is gone
    act(() => result.current.signOut());
    await waitFor(() => expect(Object.keys({ ...window.localStorage })).toEqual([]));
  });
});

// Issue 20, defect 2, as the soak found it: both panes signed out, then signed in again 0.8 s apart; Word's
// work views (and so its presence mark) were not open yet when Excel signed in, and Excel's sign-in forgot
// every other remembered sign-in, Word's included: Word said "Sign in again" at its next refresh.
describe("useSession: signing in while another pane has just signed in", () => {
  it("never forgets another sign-in's remembered token", async () => {
    serviceWithAccounts(() => "usr_1");
    const { result } = renderSession();
    // Word's sign-in, stored a moment ago; its pane has no presence mark yet.
    browserRefreshTokenStore(window.localStorage).write({ grant: "g-word", token: "r-word", account: "usr_1", seq: 0 }, true);
    authorize.mockResolvedValueOnce(tokens(1));
    await act(() => result.current.signInWithAccount(true));
    expect(browserRefreshTokenStore(window.localStorage).read("g-word")?.token).toBe("r-word");
    // A reload of this pane restores its own, the latest sign-in with "Stay signed in".
    expect(browserRefreshTokenStore(window.localStorage).restorable()?.token).toBe("refresh-1");
  });

  it("without Stay signed in, a reload restores none, and other panes' sign-ins stay theirs", async () => {
    serviceWithAccounts(() => "usr_1");
    const { result } = renderSession();
    browserRefreshTokenStore(window.localStorage).write({ grant: "g-word", token: "r-word", account: "usr_1", seq: 0 }, true);
    authorize.mockResolvedValueOnce(tokens(1));
    await act(() => result.current.signInWithAccount(false));
    expect(browserRefreshTokenStore(window.localStorage).restorable()).toBeNull();
    expect(browserRefreshTokenStore(window.localStorage).read("g-word")?.token).toBe("r-word");
  });
});

/**
 * @jest-environment jsdom
 */
// Renewing an expired sign-in must not cost the user the work in progress: signing in again as the same
// account keeps the same credentials object (so the client, its scheduler and the batch queue carry on);
// another account gets new ones. The dialog and the token endpoint are replaced here; the real protocol is
// tested against the emulator in test/contract/signIn.test.ts.
import { act, renderHook, waitFor } from "@testing-library/react";
import type { TokenSet } from "../../../src/auth/oauthTokens";
import { SignInError } from "../../../src/auth/signInErrors";
import { useSession } from "../../../src/taskpane/useSession";
import { storageKey } from "../../../src/work/batch";
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

function renderSession(options: { policy?: PolicyHandle; keep?: boolean } = {}) {
  const storage = window.localStorage;
  if (!options.keep) storage.clear();
  return renderHook(() =>
    useSession({
      config: { serviceUrl: "https://svc.test/v3", authUrl: "https://auth.test", oauthClientId: "c" },
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

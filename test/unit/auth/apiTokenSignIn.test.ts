import { browserTokenStore, signInWithApiToken } from "../../../src/auth/apiTokenSignIn";

describe("signInWithApiToken", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("checks the token with /users/me, accepting a pasted 'Bearer ' prefix", async () => {
    const seen: string[] = [];
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      seen.push((init.headers as Record<string, string>).Authorization ?? "");
      return new Response(JSON.stringify({ name: "Ada", balance: 3 }), { status: 200 });
    }) as unknown as typeof fetch;
    const session = await signInWithApiToken("  Bearer abc  ", "https://svc.test/v3");
    expect(session.user.name).toBe("Ada");
    expect(seen).toEqual(["Bearer abc"]);
    await expect(session.credentials.getAccessToken()).resolves.toBe("abc");
  });

  it("says plainly when the service refuses the token", async () => {
    globalThis.fetch = (async () => new Response("{}", { status: 401 })) as unknown as typeof fetch;
    await expect(signInWithApiToken("wrong", "https://svc.test/v3")).rejects.toThrow(/did not accept this API token/);
  });

  it("asks for a token before calling the service", async () => {
    const spy = jest.fn();
    globalThis.fetch = spy as unknown as typeof fetch;
    await expect(signInWithApiToken("   ", "https://svc.test/v3")).rejects.toThrow(/Paste your API token/);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe("browserTokenStore", () => {
  it("keeps, reads and forgets the token", () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => map.set(k, v),
      removeItem: (k: string) => map.delete(k),
    } as unknown as Storage;
    const store = browserTokenStore(storage);
    expect(store.read()).toBeNull();
    store.write("t");
    expect(store.read()).toBe("t");
    store.clear();
    expect(store.read()).toBeNull();
  });
});

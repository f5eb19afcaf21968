// RefreshingCredentials: the helper sign-in code plugs its refresh into. One refresh however many callers,
// refresh before expiry, sign-out that a late refresh cannot undo, and failures that keep what still works.
import { RefreshingCredentials, staticToken, type AccessToken } from "../../../src/api/credentials";
import { ServiceError } from "../../../src/api/errors";

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

test("a static token is just that", async () => {
  await expect(staticToken("abc").getAccessToken()).resolves.toBe("abc");
  expect(staticToken("abc").refreshAfterUnauthorized).toBeUndefined();
});

describe("RefreshingCredentials", () => {
  test("gives the current token while it is fresh, without refreshing", async () => {
    const refresh = jest.fn(async (): Promise<AccessToken | null> => ({ token: "new" }));
    const credentials = new RefreshingCredentials({ initial: { token: "t1", expiresAt: 1_000_000 }, refresh, now: () => 0 });
    await expect(credentials.getAccessToken()).resolves.toBe("t1");
    expect(refresh).not.toHaveBeenCalled();
  });

  // Issue 20: with access tokens of a few seconds (the soak's), a 60 s margin refreshed before every request.
  test("a token living less than twice the margin is refreshed halfway through its life, not at once", async () => {
    let now = 0;
    const refresh = jest.fn(async (): Promise<AccessToken | null> => ({ token: "t2", expiresAt: now + 6_000 }));
    const credentials = new RefreshingCredentials({ initial: { token: "t1", expiresAt: 6_000 }, refresh, now: () => now });
    await expect(credentials.getAccessToken()).resolves.toBe("t1");
    now = 2_900;
    await expect(credentials.getAccessToken()).resolves.toBe("t1");
    expect(refresh).not.toHaveBeenCalled();
    now = 3_100;
    await expect(credentials.getAccessToken()).resolves.toBe("t2");
    now = 5_000; // the new token is 1.9 s old of its 6 s
    await expect(credentials.getAccessToken()).resolves.toBe("t2");
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  test("refreshes shortly before expiry, once for all callers", async () => {
    let now = 0;
    const pending = deferred<AccessToken | null>();
    const refresh = jest.fn(() => pending.promise);
    const credentials = new RefreshingCredentials({ initial: { token: "t1", expiresAt: 100_000 }, refresh, now: () => now });
    now = 100_000 - 30_000; // inside the default 60 s margin
    const callers = [credentials.getAccessToken(), credentials.getAccessToken(), credentials.getAccessToken()];
    pending.resolve({ token: "t2", expiresAt: now + 3_600_000 });
    await expect(Promise.all(callers)).resolves.toEqual(["t2", "t2", "t2"]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  test("concurrent 401s for the same token share one refresh; a 401 for a token already replaced needs none", async () => {
    const pending = deferred<AccessToken | null>();
    const refresh = jest.fn(() => pending.promise);
    const credentials = new RefreshingCredentials({ initial: { token: "old" }, refresh });
    const answers = [credentials.refreshAfterUnauthorized("old"), credentials.refreshAfterUnauthorized("old")];
    pending.resolve({ token: "new" });
    await expect(Promise.all(answers)).resolves.toEqual([true, true]);
    await expect(credentials.refreshAfterUnauthorized("old")).resolves.toBe(true); // a late 401 for "old"
    expect(refresh).toHaveBeenCalledTimes(1);
    await expect(credentials.getAccessToken()).resolves.toBe("new");
  });

  test("a refresh that ends the sign-in (null) signs out: no token, no more refreshes", async () => {
    const refresh = jest.fn(async (): Promise<AccessToken | null> => null);
    const seen: Array<AccessToken | null> = [];
    const credentials = new RefreshingCredentials({ initial: { token: "old" }, refresh });
    credentials.subscribe((token) => seen.push(token));
    await expect(credentials.refreshAfterUnauthorized("old")).resolves.toBe(false);
    await expect(credentials.getAccessToken()).resolves.toBeNull();
    await expect(credentials.refreshAfterUnauthorized("old")).resolves.toBe(false);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([null]);
  });

  test("a refresh that fails for now keeps a token that still works, and reports the failure as the client's error", async () => {
    let now = 0;
    const refresh = jest.fn(async (): Promise<AccessToken | null> => {
      throw new TypeError("fetch failed");
    });
    const credentials = new RefreshingCredentials({ initial: { token: "t1", expiresAt: 50_000 }, refresh, now: () => now });
    now = 30_000; // expiring soon (within half its life of 50 s), not expired
    await expect(credentials.getAccessToken()).resolves.toBe("t1");
    now = 60_000; // expired: nothing left to use
    const error = await credentials.getAccessToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ kind: "unauthorized" });
    expect(credentials.token).toEqual({ token: "t1", expiresAt: 50_000 });
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  test("a session restored from storage starts without a token and refreshes on first use", async () => {
    const refresh = jest.fn(async (): Promise<AccessToken | null> => ({ token: "restored" }));
    const credentials = new RefreshingCredentials({ refresh });
    await expect(credentials.getAccessToken()).resolves.toBe("restored");
  });

  test("sign-out during a refresh is not undone by it; sign-in again works", async () => {
    const pending = deferred<AccessToken | null>();
    const credentials = new RefreshingCredentials({ initial: { token: "old" }, refresh: () => pending.promise });
    const answer = credentials.refreshAfterUnauthorized("old");
    credentials.signOut();
    pending.resolve({ token: "late" });
    await expect(answer).resolves.toBe(false);
    await expect(credentials.getAccessToken()).resolves.toBeNull();
    credentials.setToken({ token: "again" });
    await expect(credentials.getAccessToken()).resolves.toBe("again");
  });

  test("a caller may stop waiting for a shared refresh without cancelling it for the others", async () => {
    const pending = deferred<AccessToken | null>();
    const credentials = new RefreshingCredentials({
      initial: { token: "old", expiresAt: 0 },
      refresh: () => pending.promise,
      now: () => 1,
    });
    const abort = new AbortController();
    const impatient = credentials.getAccessToken(abort.signal);
    const patient = credentials.getAccessToken();
    abort.abort();
    await expect(impatient).rejects.toMatchObject({ kind: "aborted" });
    pending.resolve({ token: "new" });
    await expect(patient).resolves.toBe("new");
  });

  test("listeners hear every change until they unsubscribe", () => {
    const credentials = new RefreshingCredentials({ refresh: async () => null });
    const seen: Array<string | null> = [];
    const unsubscribe = credentials.subscribe((t) => seen.push(t?.token ?? null));
    credentials.setToken({ token: "a" });
    credentials.signOut();
    unsubscribe();
    credentials.setToken({ token: "b" });
    expect(seen).toEqual(["a", null]);
  });
});

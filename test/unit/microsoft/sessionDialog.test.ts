// The Microsoft 365 session without Nested App Authentication: tokens come from the dialog, are kept in
// memory per scope set, reused while they cover what is asked and are valid, and a new scope (incremental
// consent) or an expired token opens the dialog again, with the account as login hint. Silent requests never
// open it. Signing out forgets every token.
import { MicrosoftSession, type DialogToken } from "../../../src/microsoft/session";

function setup(now = 1_000_000) {
  const clock = { now };
  let n = 0;
  const dialog = jest.fn(async (scopes: readonly string[]): Promise<DialogToken> => ({
    accessToken: `at-${++n}`,
    expiresOn: clock.now + 3_600_000,
    scopes: [...scopes],
    name: "Alex Wilber",
    username: "alex@contoso.test",
  }));
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  const session = new MicrosoftSession(
    { clientId: "client", authority: "https://login.example/contoso" },
    { nestedAppAuth: () => false, dialog, storage, now: () => clock.now },
  );
  return { session, dialog, clock, store };
}

test("signs in through the dialog and reuses its token while it covers the scopes", async () => {
  const { session, dialog } = setup();
  const seen: unknown[] = [];
  session.subscribe((a) => seen.push(a));
  await expect(session.signIn([])).resolves.toEqual({ name: "Alex Wilber", username: "alex@contoso.test" });
  expect(dialog).toHaveBeenLastCalledWith(["openid", "profile"], null);
  expect(seen).toEqual([{ name: "Alex Wilber", username: "alex@contoso.test" }]);

  // A new scope: the dialog again, with the account as hint; then that token serves the scope.
  await expect(session.token(["Files.Read"], { interactive: true })).resolves.toBe("at-2");
  expect(dialog).toHaveBeenLastCalledWith(["openid", "profile", "Files.Read"], "alex@contoso.test");
  await expect(session.token(["Files.Read"], { interactive: false })).resolves.toBe("at-2");
  await expect(session.token([], { interactive: false })).resolves.toBe("at-2");
  await expect(session.token(["files.read"], { interactive: false })).resolves.toBe("at-2"); // Entra's casing may differ
  expect(dialog).toHaveBeenCalledTimes(2);
});

test("a silent request never opens the dialog; an expired token needs it again", async () => {
  const { session, dialog, clock } = setup();
  await expect(session.token(["Files.Read"], { interactive: false })).rejects.toMatchObject({ kind: "sign_in_required" });
  expect(dialog).not.toHaveBeenCalled();
  await session.token(["Files.Read"], { interactive: true });
  clock.now += 3_600_000 - 30_000; // within a minute of expiry
  await expect(session.token(["Files.Read"], { interactive: false })).rejects.toMatchObject({ kind: "sign_in_required" });
  await expect(session.token(["Files.Read"], { interactive: true })).resolves.toBe("at-2");
});

test("signing out forgets every token and stays signed out until the user signs in", async () => {
  const { session, dialog, store } = setup();
  await session.signIn(["Files.Read"]);
  session.signOut();
  expect(session.account).toBeNull();
  expect([...store.values()].join()).not.toMatch(/at-/);
  await expect(session.restore(["Files.Read"])).resolves.toBeNull();
  await expect(session.token(["Files.Read"], { interactive: false })).rejects.toMatchObject({ kind: "sign_in_required" });
  await session.signIn(["Files.Read"]);
  expect(dialog).toHaveBeenCalledTimes(2);
});

test("a dialog failure becomes a sentence", async () => {
  const { session, dialog } = setup();
  dialog.mockRejectedValueOnce(Object.assign(new Error("user_cancelled"), { errorCode: "user_cancelled" }));
  await expect(session.signIn([])).rejects.toMatchObject({
    message: "Signing in to Microsoft 365 was cancelled. Sign in again to use these files.",
  });
  expect(session.account).toBeNull();
});

/**
 * @jest-environment node
 */
// Issue 20, defect 2: "sign-in lost in both panes". Word and Excel share localStorage, the service rotates
// refresh tokens and revokes the whole sign-in when a spent one comes back (RFC 6749 allows it; the emulator
// does it). Each race below once let a pane store a token after its sign-out, present a token that storage no
// longer held or that another pane had rotated, or take another sign-in's token. Every pane here has its own
// session object over one shared storage, as two task panes have.
import { inProcessLocks, storageLeaseLocks } from "../../../src/api/crossPane";
import { browserRefreshTokenStore, OAuthSession } from "../../../src/auth/oauthSession";
import type { OAuthSettings, TokenSet } from "../../../src/auth/oauthTokens";
import { MemoryStorage } from "../../../src/storage/memoryStorage";
import { RotatingServer } from "../../support/rotatingServer";

const settings: OAuthSettings = { authUrl: "https://auth.test", clientId: "c", redirectUri: "https://addin.test/signin-redirect.html" };

/** Every refresh token storage holds, wherever it keeps them. */
function storedTokens(storage: MemoryStorage): string[] {
  return [...storage.data.values()].flatMap((v) => v.match(/r:g\d+:\d+/g) ?? []);
}

async function renew(session: OAuthSession): Promise<boolean> {
  return session.credentials.refreshAfterUnauthorized(session.credentials.token?.token ?? "");
}

function pane(server: RotatingServer, storage: MemoryStorage, tokens: TokenSet, account: string, locks = inProcessLocks()): OAuthSession {
  return new OAuthSession(tokens, {
    settings,
    store: browserRefreshTokenStore(storage),
    remember: true,
    account,
    refresh: server.refresh,
    locks,
  });
}

async function restoredPane(server: RotatingServer, storage: MemoryStorage, locks = inProcessLocks()): Promise<OAuthSession> {
  const session = await OAuthSession.restore({ settings, store: browserRefreshTokenStore(storage), refresh: server.refresh, locks });
  if (!session) throw new Error("nothing restored");
  return session;
}

describe("issue 20, defect 2: refreshes and sign-outs across panes", () => {
  test("a refresh that completes after the last pane signed out stores nothing", async () => {
    const server = new RotatingServer();
    const storage = new MemoryStorage();
    const word = pane(server, storage, server.signIn("usr_1"), "usr_1");
    server.hold();
    const refreshing = renew(word);
    await new Promise((r) => setTimeout(r, 5));
    // The user signs out (the last pane: everything remembered is forgotten) while the refresh is under way.
    word.signOut();
    browserRefreshTokenStore(storage).forgetAll();
    server.release();
    await refreshing;
    expect(storedTokens(storage)).toEqual([]);
    expect(word.signedIn).toBe(false);
    await expect(word.credentials.getAccessToken()).resolves.toBeNull();
  });

  test("a refresh that completes after a sign-out while another pane shares the sign-in keeps that pane signed in", async () => {
    const server = new RotatingServer();
    const storage = new MemoryStorage();
    const locks = inProcessLocks();
    const word = pane(server, storage, server.signIn("usr_1"), "usr_1", locks);
    const excel = await restoredPane(server, storage, locks);
    server.hold();
    const refreshing = renew(excel);
    await new Promise((r) => setTimeout(r, 5));
    excel.signOut(); // Word stays open: nothing stored is forgotten
    server.release();
    await refreshing;
    expect(excel.signedIn).toBe(false);
    await expect(renew(word)).resolves.toBe(true);
    await expect(renew(word)).resolves.toBe(true);
    expect(server.replays).toEqual([]);
    expect(server.revoked()).toBe(false);
  });

  test("a pane never presents its in-memory token once storage no longer holds the sign-in", async () => {
    const server = new RotatingServer();
    const storage = new MemoryStorage();
    const locks = inProcessLocks();
    const word = pane(server, storage, server.signIn("usr_1"), "usr_1", locks);
    const excel = await restoredPane(server, storage, locks);
    await renew(word); // rotates the shared token: Excel's copy in memory is spent now
    // The remembered sign-in is forgotten (another pane signed out as the last one it knew of, or storage
    // was cleared): Excel must not fall back to the copy it holds.
    browserRefreshTokenStore(storage).forgetAll();
    storage.clear();
    await expect(renew(excel)).resolves.toBe(false);
    expect(server.replays).toEqual([]);
    expect(server.revoked()).toBe(false);
  });

  test("a pane never takes the refresh token of another sign-in that replaced its own in storage", async () => {
    const server = new RotatingServer();
    const storage = new MemoryStorage();
    const locks = inProcessLocks();
    const word = pane(server, storage, server.signIn("usr_1"), "usr_1", locks);
    // Excel signs in as another account, also staying signed in.
    const excel = pane(server, storage, server.signIn("usr_2"), "usr_2", locks);
    for (let i = 0; i < 3; i++) {
      await expect(Promise.all([renew(word), renew(excel)])).resolves.toEqual([true, true]);
      expect(server.accountOf(word.credentials.token?.token)).toBe("usr_1");
      expect(server.accountOf(excel.credentials.token?.token)).toBe("usr_2");
    }
    expect(server.revoked()).toBe(false);
  });

  test("both panes sign out at once and sign in again 0.8 s apart: both stay signed in through many refreshes", async () => {
    const server = new RotatingServer();
    const storage = new MemoryStorage();
    const locks = inProcessLocks();
    const word = pane(server, storage, server.signIn("usr_1"), "usr_1", locks);
    const excel = await restoredPane(server, storage, locks);
    // Refreshes under way in both old sessions when both sign out.
    server.hold();
    const late = [renew(word), renew(excel)];
    await new Promise((r) => setTimeout(r, 5));
    word.signOut();
    excel.signOut();
    browserRefreshTokenStore(storage).forgetAll();
    const word2 = pane(server, storage, server.signIn("usr_1"), "usr_1", locks);
    const excel2 = pane(server, storage, server.signIn("usr_1"), "usr_1", locks);
    server.release();
    await Promise.all(late);
    for (let i = 0; i < 5; i++) await expect(Promise.all([renew(word2), renew(excel2)])).resolves.toEqual([true, true]);
    expect(server.replays).toEqual([]);
    expect(server.revoked()).toBe(false);
    expect(word2.signedIn && excel2.signedIn).toBe(true);
  });

  test("concurrent refreshes through the storage lease (no Web Locks): one rotation at a time, nothing revoked", async () => {
    const server = new RotatingServer();
    const storage = new MemoryStorage();
    // Each pane has its own lease object over the shared storage, as two processes would.
    const word = pane(server, storage, server.signIn("usr_1"), "usr_1", storageLeaseLocks(storage, { pollMs: 2 }));
    const excel = await restoredPane(server, storage, storageLeaseLocks(storage, { pollMs: 2 }));
    for (let i = 0; i < 4; i++) await expect(Promise.all([renew(word), renew(excel)])).resolves.toEqual([true, true]);
    expect(server.replays).toEqual([]);
    expect(server.revoked()).toBe(false);
  });

  test("storage that stops taking writes keeps the rotated token in memory, and the stale stored one is never presented", async () => {
    const server = new RotatingServer();
    const inner = new MemoryStorage();
    let full = false;
    const storage = Object.assign(new MemoryStorage(), {
      getItem: (k: string) => inner.getItem(k),
      removeItem: (k: string) => inner.removeItem(k),
      setItem: (k: string, v: string) => {
        if (full) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        inner.setItem(k, v);
      },
    });
    const word = pane(server, storage, server.signIn("usr_1"), "usr_1");
    full = true;
    for (let i = 0; i < 3; i++) await expect(renew(word)).resolves.toBe(true);
    expect(server.replays).toEqual([]);
    expect(word.signedIn).toBe(true);
  });

  test("a refusal in one pane does not forget a newer token another pane stored meanwhile", async () => {
    const server = new RotatingServer();
    const storage = new MemoryStorage();
    const locks = inProcessLocks();
    const word = pane(server, storage, server.signIn("usr_1"), "usr_1", locks);
    const excel = await restoredPane(server, storage, locks);
    await expect(Promise.all([renew(word), renew(excel), renew(word)])).resolves.toEqual([true, true, true]);
    expect(storedTokens(storage)).toHaveLength(1);
    expect(server.revoked()).toBe(false);
  });
});

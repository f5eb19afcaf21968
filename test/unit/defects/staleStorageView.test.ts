/**
 * @jest-environment node
 */
// A CI run lost the sign-in in Word, Excel and Outlook at once: one pane took the refresh lock right after
// another had rotated the shared refresh token, read localStorage, still saw the spent token (each pane
// process has its own copy of localStorage, brought up to date asynchronously), presented it, and the
// service revoked the sign-in. Here each pane reads its own lagging view of one storage; rotations are also
// handed over through a store every pane reads alike (IndexedDB in the browser; shared memory here).
import { inProcessLocks } from "../../../src/api/crossPane";
import { browserRefreshTokenStore, OAuthSession } from "../../../src/auth/oauthSession";
import type { OAuthSettings } from "../../../src/auth/oauthTokens";
import { memoryHandoff, type TokenHandoff } from "../../../src/auth/tokenHandoff";
import { MemoryStorage } from "../../../src/storage/memoryStorage";
import { RotatingServer } from "../../support/rotatingServer";

const settings: OAuthSettings = { authUrl: "https://auth.test", clientId: "c", redirectUri: "https://addin.test/signin-redirect.html" };

/** One origin's localStorage as separate pane processes see it: writes reach the other views on `deliver`. */
class LaggingStorage {
  private readonly views: MemoryStorage[] = [];
  /** What every copy holds once all changes are delivered: a new pane's copy starts from it. */
  private readonly settled = new MemoryStorage();
  private pending: Array<() => void> = [];

  view(): Storage {
    const own = new MemoryStorage();
    for (const [k, v] of this.settled.data) own.data.set(k, v);
    this.views.push(own);
    const others = (): MemoryStorage[] => [this.settled, ...this.views.filter((v) => v !== own)];
    const later = (change: (view: MemoryStorage) => void): void => {
      const targets = others();
      this.pending.push(() => targets.forEach(change));
    };
    return Object.assign(Object.create(own) as MemoryStorage, {
      setItem: (k: string, v: string) => (own.setItem(k, v), later((view) => view.setItem(k, v))),
      removeItem: (k: string) => (own.removeItem(k), later((view) => view.removeItem(k))),
    });
  }

  /** Every pane's copy catches up. */
  deliver(): void {
    const pending = this.pending;
    this.pending = [];
    for (const change of pending) change();
  }
}

async function renew(session: OAuthSession): Promise<boolean> {
  return session.credentials.refreshAfterUnauthorized(session.credentials.token?.token ?? "");
}

interface Panes {
  server: RotatingServer;
  storage: LaggingStorage;
  word: OAuthSession;
  excel: OAuthSession;
}

/** Word signs in ("Stay signed in"), Excel restores that sign-in; both copies of storage are up to date. */
async function twoPanes(handoffOf: () => TokenHandoff): Promise<Panes> {
  const server = new RotatingServer();
  const storage = new LaggingStorage();
  const locks = inProcessLocks();
  const wordView = storage.view();
  const word = new OAuthSession(server.signIn("usr_1"), {
    settings,
    store: browserRefreshTokenStore(wordView, handoffOf()),
    remember: true,
    account: "usr_1",
    refresh: server.refresh,
    locks,
  });
  storage.deliver();
  const excelStore = browserRefreshTokenStore(storage.view(), handoffOf());
  const excel = await OAuthSession.restore({ settings, store: excelStore, refresh: server.refresh, locks });
  if (!excel) throw new Error("nothing restored");
  storage.deliver();
  return { server, storage, word, excel };
}

describe("a pane whose copy of localStorage lags behind the pane that rotated last", () => {
  test("presents the token the other pane handed over, never the one it spent", async () => {
    const shared = memoryHandoff();
    const { server, word, excel } = await twoPanes(() => shared);
    // Word rotates; Excel takes the lock next, before its copy of storage has the new token.
    for (let i = 0; i < 3; i++) {
      await expect(renew(word)).resolves.toBe(true);
      await expect(renew(excel)).resolves.toBe(true);
    }
    expect(server.replays).toEqual([]);
    expect(server.revoked()).toBe(false);
  });

  test("a restoring pane starts from the token handed over, not from the spent one its copy still holds", async () => {
    const shared = memoryHandoff();
    const { server, storage, word } = await twoPanes(() => shared);
    await renew(word);
    // Outlook opens now: its copy was made before Word's rotation reached it.
    const outlookView = storage.view();
    storage.deliver();
    const outlook = await OAuthSession.restore({
      settings,
      store: browserRefreshTokenStore(outlookView, shared),
      refresh: server.refresh,
      locks: inProcessLocks(),
    });
    expect(outlook?.signedIn).toBe(true);
    expect(server.replays).toEqual([]);
  });

  test("where the handoff refused a rotation, the newer token in storage wins over the older one handed over", async () => {
    const shared = memoryHandoff();
    let refusing = false;
    const flaky: TokenHandoff = { ...shared, put: (entry) => (refusing ? Promise.resolve(false) : shared.put(entry)) };
    const { server, storage, word, excel } = await twoPanes(() => flaky);
    await renew(word); // handed over (rotation 2)
    refusing = true;
    await renew(word); // storage alone has rotation 3
    storage.deliver();
    await expect(renew(excel)).resolves.toBe(true);
    expect(server.replays).toEqual([]);
    expect(server.revoked()).toBe(false);
  });

  test("signing out as the last pane forgets what was handed over too", async () => {
    const shared = memoryHandoff();
    const handed = new Set<string>();
    const watched: TokenHandoff = { ...shared, put: (entry) => (handed.add(entry.grant), shared.put(entry)) };
    const { word, excel } = await twoPanes(() => watched);
    await renew(word);
    const held = async (): Promise<number> => (await Promise.all([...handed].map((g) => shared.latest(g)))).filter(Boolean).length;
    await expect(held()).resolves.toBe(1);
    word.signOut();
    excel.signOut();
    browserRefreshTokenStore(new MemoryStorage(), shared).forgetAll();
    await expect(held()).resolves.toBe(0);
  });
});

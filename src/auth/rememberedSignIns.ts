// Remembered OAuth sign-ins ("Stay signed in on this computer"), kept in this origin's localStorage, which the
// task panes of Word and Excel share. Each sign-in (one grant of the sign-in server) has an entry of its own,
// holding its newest refresh token and its account, so that two sign-ins open at once (two accounts, or one
// account signed in twice) never overwrite each other's token: a pane only ever reads its own sign-in's
// entry, never another's (which could be another account's, or rotate a token the other pane still needs).
// Panes that restored the same sign-in share its entry, and the newest token is always the one stored.
// `restore` names the sign-in a reloading pane restores: the latest one made with "Stay signed in".
//
// Each rotation of a sign-in's token is numbered (`seq`) and also handed over through IndexedDB
// (tokenHandoff.ts), which every pane reads alike: a pane's copy of localStorage may lag behind the pane that
// rotated last, and `newest` takes whichever of the two is newer.
//
// Format 1 kept one token under `transcribe.oauth.refreshToken`; it is read as the sign-in "legacy" and
// moved to an entry the first time its token is rotated.

import { browserHandoff, type TokenHandoff } from "./tokenHandoff";

/** A remembered sign-in: its newest refresh token, and whose it is (null until known). */
export interface RememberedSignIn {
  grant: string;
  token: string;
  account: string | null;
  /** How many times this sign-in's token was rotated (0: as signed in). */
  seq: number;
}

export interface RefreshTokenStore {
  /** The sign-in a reloading pane restores, or null. */
  restorable(): RememberedSignIn | null;
  /** A sign-in's entry as stored now, or null when storage no longer holds it (forgotten, refused, cleared). */
  read(grant: string): RememberedSignIn | null;
  /**
   * The sign-in's entry with the newest token any pane has handed over (`read` may lag behind another pane's
   * last rotation), or null when storage no longer holds the sign-in. Call it holding the refresh lock.
   */
  newest(grant: string): Promise<RememberedSignIn | null>;
  /** Hands a rotation over to the pane that refreshes next; resolves once it will read it. Never rejects. */
  handOver(entry: RememberedSignIn): Promise<void>;
  /** Stores a sign-in's newest token; `restore` makes it the one a reloading pane restores. Throws when storage refuses. */
  write(entry: RememberedSignIn, restore: boolean): void;
  /** Forgets one sign-in (and the restore choice when it names it). */
  forget(grant: string): void;
  /** A reloading pane restores nothing; the sign-ins open panes use stay theirs. */
  forgetRestore(): void;
  /** Forgets every remembered sign-in of `account` (every one, when not given), and the restore choice with them. */
  forgetAll(account?: string): void;
}

const LEGACY_KEY = "transcribe.oauth.refreshToken";
const RESTORE_KEY = "transcribe.oauth.restore";
const ENTRY_PREFIX = "transcribe.oauth.signIn:";
const LEGACY_GRANT = "legacy";
/**
 * A sign-in nobody has refreshed for this long is abandoned (its pane closed without signing out and another
 * sign-in became the one restored): forgotten when another is stored. Refresh tokens rarely live longer.
 */
const ABANDONED_AFTER_MS = 30 * 24 * 3_600_000;

/** A new sign-in's id: unique among the sign-ins of this browser profile. */
export function newGrantId(): string {
  const random =
    typeof crypto !== "undefined" && typeof crypto.randomUUID === "function" ? crypto.randomUUID() : Math.random().toString(36).slice(2);
  return `g-${Date.now().toString(36)}-${random}`;
}

function parseEntry(grant: string, raw: string | null): RememberedSignIn | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as { token?: unknown; account?: unknown; seq?: unknown };
    if (typeof value.token !== "string" || value.token === "") return null;
    const seq = typeof value.seq === "number" && Number.isSafeInteger(value.seq) ? value.seq : 0;
    return { grant, token: value.token, account: typeof value.account === "string" ? value.account : null, seq };
  } catch {
    return null;
  }
}

/** The store over Web Storage (the pane's localStorage; MemoryStorage in tests) and a handoff for rotations. */
export function browserRefreshTokenStore(storage: Storage, handoff: TokenHandoff = browserHandoff()): RefreshTokenStore {
  const entryKey = (grant: string): string => ENTRY_PREFIX + grant;
  const read = (grant: string): RememberedSignIn | null => {
    if (grant === LEGACY_GRANT && storage.getItem(entryKey(grant)) === null) {
      const token = storage.getItem(LEGACY_KEY);
      return token ? { grant, token, account: null, seq: 0 } : null;
    }
    return parseEntry(grant, storage.getItem(entryKey(grant)));
  };
  const entryKeys = (): string[] => {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && key.startsWith(ENTRY_PREFIX)) keys.push(key);
    }
    return keys;
  };
  const store: RefreshTokenStore = {
    restorable() {
      const grant = storage.getItem(RESTORE_KEY);
      if (grant !== null) return read(grant);
      const legacy = storage.getItem(LEGACY_KEY);
      return legacy ? { grant: LEGACY_GRANT, token: legacy, account: null, seq: 0 } : null;
    },
    read,
    async newest(grant) {
      const handed = await handoff.latest(grant);
      // Read after the handoff: this pane's copy of localStorage is then as fresh as it gets.
      const entry = read(grant);
      if (entry === null || handed === null || handed.seq <= entry.seq) return entry;
      return { ...entry, token: handed.token, seq: handed.seq };
    },
    async handOver(entry) {
      await handoff.put(entry);
    },
    write(entry, restore) {
      const now = Date.now();
      storage.setItem(entryKey(entry.grant), JSON.stringify({ token: entry.token, account: entry.account, seq: entry.seq, at: now }));
      const drop = (key: string): void => {
        storage.removeItem(key);
        void handoff.forget(key.slice(ENTRY_PREFIX.length)); // its handed-over token goes with it
      };
      for (const key of entryKeys()) {
        try {
          const at = (JSON.parse(storage.getItem(key) ?? "{}") as { at?: unknown }).at;
          if (typeof at === "number" && at < now - ABANDONED_AFTER_MS) drop(key);
        } catch {
          drop(key); // unreadable: of no use to any pane
        }
      }
      if (restore) storage.setItem(RESTORE_KEY, entry.grant);
      if (entry.grant !== LEGACY_GRANT) return;
      // A format 1 token moves to an entry, and stays the one restored unless another was chosen since.
      if (storage.getItem(LEGACY_KEY) !== null && storage.getItem(RESTORE_KEY) === null) storage.setItem(RESTORE_KEY, LEGACY_GRANT);
      storage.removeItem(LEGACY_KEY);
    },
    forget(grant) {
      void handoff.forget(grant);
      storage.removeItem(entryKey(grant));
      if (grant === LEGACY_GRANT) storage.removeItem(LEGACY_KEY);
      if (storage.getItem(RESTORE_KEY) === grant) storage.removeItem(RESTORE_KEY);
    },
    forgetRestore() {
      storage.removeItem(RESTORE_KEY);
      storage.removeItem(LEGACY_KEY);
    },
    forgetAll(account) {
      void handoff.forgetAll(account);
      for (const key of entryKeys()) {
        const entry = parseEntry(key.slice(ENTRY_PREFIX.length), storage.getItem(key));
        if (account === undefined || entry === null || entry.account === null || entry.account === account) storage.removeItem(key);
      }
      const restoring = storage.getItem(RESTORE_KEY);
      if (restoring !== null && storage.getItem(entryKey(restoring)) === null) storage.removeItem(RESTORE_KEY);
      storage.removeItem(LEGACY_KEY);
    },
  };
  return store;
}

// Where a pane that rotated the shared refresh token hands it to the pane that takes the refresh lock next.
//
// localStorage alone cannot do it: panes are separate processes (WebView2, WKWebView, browser tabs), and each
// reads localStorage from a copy of its own that the browser brings up to date asynchronously. A pane that
// takes the lock a moment after another released it can still read the token that pane just spent, present
// it, and the service then revokes the whole sign-in ("Sign in again" in every pane; a CI run caught it with
// three panes and 3 s access tokens). IndexedDB has no such copy: every read and write goes to the one
// database, and a write whose transaction completed is what any pane reads next. So each rotation is
// written to both: localStorage (what the pane knows of its sign-ins, read synchronously) and here, awaited
// before the lock is released. Each carries the rotation's number, and the reader takes the higher.
//
// The tokens here live exactly as long as their sign-in's entry in localStorage: forgetting one forgets both.
// idb-keyval loads with the first refresh, not with the first screen.
import type { UseStore } from "idb-keyval";

/** A rotation handed over: the sign-in, its newest refresh token, and how many rotations it has seen. */
export interface HandedOver {
  grant: string;
  token: string;
  seq: number;
  account: string | null;
}

export interface TokenHandoff {
  /** The newest rotation handed over for `grant`, or null (none, or IndexedDB unusable). Never rejects. */
  latest(grant: string): Promise<HandedOver | null>;
  /** Hands a rotation over; resolves once any pane reads it (or IndexedDB refused: false). Never rejects. */
  put(entry: HandedOver): Promise<boolean>;
  /** Forgets one sign-in's rotation. Never rejects. */
  forget(grant: string): Promise<void>;
  /** Forgets the rotations of `account` (of every account when not given, and of unknown ones always). */
  forgetAll(account?: string): Promise<void>;
}

function isHandedOver(value: unknown): value is HandedOver {
  const v = value as Partial<HandedOver> | null | undefined;
  return typeof v?.grant === "string" && typeof v.token === "string" && typeof v.seq === "number";
}

/** The handoff over this origin's IndexedDB (database "transcribe-auth"). */
export function indexedDbHandoff(): TokenHandoff {
  type Kv = typeof import("idb-keyval");
  let opened: Promise<{ kv: Kv; db: UseStore }> | null = null;
  const open = (): Promise<{ kv: Kv; db: UseStore }> =>
    (opened ??= import(/* webpackChunkName: "token-handoff" */ "idb-keyval").then((kv) => ({
      kv,
      db: kv.createStore("transcribe-auth", "refresh-handoff"),
    })));
  const quietly = async <T>(action: (kv: Kv, db: UseStore) => Promise<T>, otherwise: T): Promise<T> => {
    try {
      const { kv, db } = await open();
      return await action(kv, db);
    } catch {
      return otherwise; // private mode, storage refused, database broken: localStorage alone, as before
    }
  };
  return {
    latest: (grant) =>
      quietly(async (kv, db) => {
        const value: unknown = await kv.get(grant, db);
        return isHandedOver(value) ? value : null;
      }, null),
    put: (entry) =>
      quietly(async (kv, db) => {
        await kv.set(entry.grant, entry, db);
        return true;
      }, false),
    forget: (grant) => quietly((kv, db) => kv.del(grant, db), undefined),
    forgetAll: (account) =>
      quietly(async (kv, db) => {
        for (const [key, value] of await kv.entries(db)) {
          const owner = isHandedOver(value) ? value.account : null;
          if (account === undefined || owner === null || owner === account) await kv.del(key, db);
        }
      }, undefined),
  };
}

/** A handoff in memory: for tests, and where IndexedDB is missing (one realm shares one). */
export function memoryHandoff(): TokenHandoff {
  const held = new Map<string, HandedOver>();
  return {
    latest: (grant) => Promise.resolve(held.get(grant) ?? null),
    put: (entry) => (held.set(entry.grant, { ...entry }), Promise.resolve(true)),
    forget: (grant) => (held.delete(grant), Promise.resolve()),
    forgetAll: (account) => {
      for (const [grant, entry] of held)
        if (account === undefined || entry.account === null || entry.account === account) held.delete(grant);
      return Promise.resolve();
    },
  };
}

/** IndexedDB where the pane has it, else nothing to hand over through (a memory handoff of this realm). */
export function browserHandoff(): TokenHandoff {
  return typeof indexedDB === "undefined" ? memoryHandoff() : indexedDbHandoff();
}

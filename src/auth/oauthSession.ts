// A signed-in OAuth session. The service client's credentials are a RefreshingCredentials (src/api), which
// refreshes before expiry and once after a 401, with concurrent callers sharing one refresh; this class
// supplies the OAuth part: the refresh_token grant, where the refresh token lives, and telling the pane
// when the sign-in has ended. The access token lives only in memory. The refresh token is kept across
// task pane reloads only when the user chose to stay signed in, in this origin's localStorage (never the
// document's settings, a URL or a log), as an entry of its own per sign-in (rememberedSignIns.ts).
//
// Word and Excel open together share that storage, and the service rotates the refresh token on every use
// and treats a spent one as stolen (revoking the whole sign-in). So, by design:
// - refreshes run one at a time across panes (an exclusive lock, src/api/crossPane.ts: Web Locks, else a
//   localStorage lease), and each reads its sign-in's entry inside the lock and starts from the token stored
//   there, the newest: a pane picks up a token another pane rotated instead of replaying its own spent copy
//   (its copy of localStorage may lag behind, so each rotation is also handed over through IndexedDB and
//   numbered, and the newer of the two is taken: tokenHandoff.ts);
// - a remembered sign-in that storage no longer holds has ended (signed out as the last pane, refused):
//   the pane never falls back to the copy in its memory, which another pane may have spent;
// - a pane reads only its own sign-in's entry, never another sign-in's (another account's, or one made
//   in another pane), and never presents a token it has spent itself;
// - a refresh that completes after this pane signed out (or signed in anew) keeps nothing; it puts the new
//   token in storage only in place of the one it spent, for an open pane that shares the sign-in;
// - storage that cannot be written (full, refused) never ends the session: the new token stays in memory,
//   and the stale stored one is taken away so that no pane presents it.
import { paneLocks, type PaneLocks } from "../api/crossPane";
import { RefreshingCredentials, type AccessToken } from "../api/credentials";
import { ServiceError } from "../api/errors";
import { t } from "../i18n/messages";
import { refreshTokens, type OAuthSettings, type TokenSet } from "./oauthTokens";
import { newGrantId, type RefreshTokenStore } from "./rememberedSignIns";
import { attempt, newest, whileCurrent } from "./storageGuards";
import { SignInError } from "./signInErrors";

export { browserRefreshTokenStore, type RefreshTokenStore, type RememberedSignIn } from "./rememberedSignIns";

const REFRESH_LOCK = "transcribe.oauth.refresh";

export interface OAuthSessionOptions {
  settings: OAuthSettings;
  store: RefreshTokenStore;
  /** Keep the refresh token across reloads (a later sign-in may change it). */
  remember: boolean;
  /** The signed-in account, when known (the pane asks the service before it makes the session). */
  account?: string | null;
  now?: () => number;
  refresh?: typeof refreshTokens;
  /** Locks shared with the other panes of this origin (default: Web Locks, or a storage lease). */
  locks?: PaneLocks;
}

const expiredError = (cause?: unknown): SignInError => new SignInError("expired", t("session.signIn.expired"), { cause });

function accessToken(tokens: TokenSet): AccessToken {
  return { token: tokens.accessToken, expiresAt: tokens.expiresAt ?? undefined };
}

/** What a restored session starts from: its sign-in, the token the restore spent, and its rotation. */
interface Restored {
  grant: string;
  spent: string;
  seq: number;
  /** The rotated token could not be stored (storage refused). */
  memoryOnly: boolean;
}

export class OAuthSession {
  readonly credentials: RefreshingCredentials;
  /** This sign-in's id: its entry in storage, shared with panes that restored it. */
  private grant: string;
  private account: string | null;
  private remember: boolean;
  private refreshToken: string | null;
  /** The rotation of `refreshToken` (RememberedSignIn.seq). */
  private seq = 0;
  /** Refresh tokens this pane presented and the server replaced: never presented again. */
  private spent = new Set<string>();
  /** The newest refresh token is only in memory: storage refused it. */
  private memoryOnly = false;
  /** Bumped by signOut and renew: a refresh that started before belongs to a sign-in that is over. */
  private epoch = 0;
  private endedBy: SignInError | "user" | null = null;
  private readonly expiredListeners = new Set<(error: SignInError) => void>();
  private readonly refresh: typeof refreshTokens;
  private locks: PaneLocks | undefined;

  constructor(
    tokens: TokenSet,
    private readonly options: OAuthSessionOptions,
    restored?: Restored,
  ) {
    this.grant = restored?.grant ?? newGrantId();
    this.account = options.account ?? null;
    this.remember = options.remember;
    this.refreshToken = tokens.refreshToken;
    this.refresh = options.refresh ?? refreshTokens;
    if (restored) {
      this.spent.add(restored.spent);
      this.memoryOnly = restored.memoryOnly;
      this.seq = restored.seq;
    }
    const credentialOptions: ConstructorParameters<typeof RefreshingCredentials>[0] = {
      initial: accessToken(tokens),
      refresh: () => this.refreshGrant(),
    };
    if (options.now) credentialOptions.now = options.now;
    this.credentials = new RefreshingCredentials(credentialOptions);
    this.credentials.subscribe((token) => {
      if (token !== null || this.endedBy === "user") return;
      const error = this.endedBy ?? expiredError();
      for (const listener of this.expiredListeners) listener(error);
    });
    // A new sign-in with "Stay signed in" is the one a reloading pane restores; a restored one is stored already.
    if (!restored && this.remember && this.refreshToken) this.keep(this.refreshToken, true);
  }

  /** A session from the remembered sign-in a reloading pane restores, or null when there is none or it no longer works. */
  static async restore(options: Omit<OAuthSessionOptions, "remember">): Promise<OAuthSession | null> {
    const { store } = options;
    const locks = options.locks ?? paneLocks();
    const restored = await locks.exclusive(REFRESH_LOCK, async () => {
      const listed = attempt(() => store.restorable(), null);
      const entry = listed === null ? null : await newest(store, listed.grant);
      if (entry === null) return null;
      try {
        const tokens = await (options.refresh ?? refreshTokens)(options.settings, entry.token, options.now);
        const next = tokens.refreshToken;
        let memoryOnly = false;
        let seq = entry.seq;
        // Stored and handed over before the lock is released, so the next pane starts from this token.
        if (next && next !== entry.token) {
          seq++;
          const rotated = { ...entry, token: next, seq };
          whileCurrent(store, entry.grant, entry.seq, () => {
            memoryOnly = !attempt(() => (store.write(rotated, false), true), false);
            if (memoryOnly) store.forget(entry.grant);
          });
          if (!memoryOnly) await store.handOver(rotated);
        }
        return { entry, tokens, memoryOnly, seq };
      } catch (error: unknown) {
        // An unreachable server is no reason to forget the user; a refused token is (unless another pane
        // has stored a newer one meanwhile).
        if (error instanceof SignInError && error.code === "expired")
          whileCurrent(store, entry.grant, entry.seq, () => store.forget(entry.grant));
        return null;
      }
    });
    if (restored === null) return null;
    const { entry, tokens, memoryOnly, seq } = restored;
    return new OAuthSession(
      tokens,
      { ...options, remember: true, locks, account: entry.account },
      { grant: entry.grant, spent: entry.token, memoryOnly, seq },
    );
  }

  get signedIn(): boolean {
    return this.credentials.token !== null;
  }

  /** Called once when the sign-in ends without the user signing out (refresh refused). */
  onExpired(listener: (error: SignInError) => void): () => void {
    this.expiredListeners.add(listener);
    return () => this.expiredListeners.delete(listener);
  }

  /** Names the signed-in account once the service has said it (a restored format 1 sign-in did not know). */
  bindAccount(account: string): void {
    if (this.account === account) return;
    this.account = account;
    const token = this.refreshToken;
    if (!this.remember || token === null || this.memoryOnly) return;
    whileCurrent(this.options.store, this.grant, this.seq, () => this.keep(token, false));
  }

  /**
   * Carries on with tokens from a new interactive sign-in (after the old one expired). The credentials
   * object stays the same, so the client, its scheduler and the work in progress all carry on too.
   */
  renew(tokens: TokenSet, remember: boolean): void {
    this.epoch++;
    this.grant = newGrantId();
    this.remember = remember;
    this.refreshToken = tokens.refreshToken;
    this.seq = 0;
    this.spent = new Set();
    this.memoryOnly = false;
    this.endedBy = null;
    if (remember && tokens.refreshToken) this.keep(tokens.refreshToken, true);
    this.credentials.setToken(accessToken(tokens));
  }

  /**
   * Forgets this session's tokens in memory, and ends any refresh under way. What is remembered in storage
   * is the pane's decision (src/taskpane/useSession.ts: kept while another pane of the account is open).
   */
  signOut(): void {
    this.epoch++;
    this.endedBy = "user";
    this.refreshToken = null;
    this.credentials.signOut();
  }

  /** The refresh_token grant, for RefreshingCredentials: null ends the sign-in, a rejection is passing. */
  private refreshGrant(): Promise<AccessToken | null> {
    this.locks ??= this.options.locks ?? paneLocks();
    return this.locks.exclusive(REFRESH_LOCK, () => this.refreshHoldingLock());
  }

  /** The refresh token to present now and its rotation (read inside the lock), or null when this sign-in has ended. */
  private async presentable(): Promise<{ token: string; seq: number } | null> {
    const own = this.refreshToken === null ? null : { token: this.refreshToken, seq: this.seq };
    if (!this.remember) return own;
    const stored = await newest(this.options.store, this.grant);
    // The newest: this pane's own, or one another pane sharing the sign-in rotated since.
    if (stored !== null && !this.spent.has(stored.token)) return { token: stored.token, seq: stored.seq };
    // Storage refused this pane's last token (or still holds one it spent): the newest is in memory.
    if (this.memoryOnly || stored !== null) return own;
    // Storage no longer holds the sign-in: it was forgotten or refused. The copy in memory may have been
    // spent by another pane, and presenting it again would revoke the sign-in everywhere.
    return null;
  }

  private async refreshHoldingLock(): Promise<AccessToken | null> {
    const epoch = this.epoch;
    const { grant, remember, account } = this;
    const presented = await this.presentable();
    if (presented === null) {
      this.endedBy ??= expiredError();
      this.refreshToken = null;
      return null;
    }
    const used = presented.token;
    let tokens: TokenSet;
    try {
      tokens = await this.refresh(this.options.settings, used, this.options.now);
    } catch (error: unknown) {
      // Passing: the request fails as a network problem and the session stays.
      if (error instanceof SignInError && error.code === "unreachable") throw new ServiceError("network", error.message, { cause: error });
      this.spent.add(used);
      // A newer token another pane stored meanwhile stays.
      if (remember) whileCurrent(this.options.store, grant, presented.seq, () => this.options.store.forget(grant));
      if (epoch !== this.epoch) return null;
      this.endedBy = error instanceof SignInError ? error : expiredError(error);
      this.refreshToken = null;
      return null;
    }
    const next = tokens.refreshToken;
    const rotated = next !== null && next !== used;
    if (rotated) this.spent.add(used);
    const seq = rotated ? presented.seq + 1 : presented.seq;
    if (epoch !== this.epoch) {
      // Signed out (or in anew) meanwhile: nothing is kept here. Storage gets the new token only in place of
      // the one just spent, for an open pane that shares the sign-in (it would otherwise present the spent one).
      if (remember && rotated) {
        const entry = { grant, token: next, account, seq };
        let written = false;
        whileCurrent(this.options.store, grant, presented.seq, () => {
          this.options.store.write(entry, false);
          written = true;
        });
        if (written) await this.options.store.handOver(entry);
      }
      return null;
    }
    if (next !== null) {
      this.refreshToken = next;
      this.seq = seq;
    }
    if (remember && next !== null) {
      const stored = attempt(() => this.options.store.read(grant), null);
      // Never revived: a sign-in that storage stopped holding during the refresh stays forgotten there.
      if (stored === null ? this.memoryOnly : stored.seq <= seq) this.keep(next, false);
      // Handed over before the lock is released: the next pane to refresh reads it whatever its copy of localStorage.
      if (rotated && !this.memoryOnly) await this.options.store.handOver({ grant, token: next, account, seq });
    }
    return accessToken(tokens);
  }

  /** Stores this sign-in's newest token; where storage refuses it, the stale one goes, and memory has the newest. */
  private keep(token: string, restore: boolean): void {
    const entry = { grant: this.grant, token, account: this.account, seq: this.seq };
    this.memoryOnly = !attempt(() => (this.options.store.write(entry, restore), true), false);
    if (this.memoryOnly) attempt(() => this.options.store.forget(this.grant), undefined);
  }
}

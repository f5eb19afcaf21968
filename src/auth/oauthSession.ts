// A signed-in OAuth session. The service client's credentials are a RefreshingCredentials (src/api), which
// refreshes before expiry and once after a 401, with concurrent callers sharing one refresh; this class
// supplies the OAuth part: the refresh_token grant, where the refresh token lives, and telling the pane
// when the sign-in has ended. The access token lives only in memory. The refresh token is kept across
// task pane reloads only when the user chose to stay signed in, in this origin's localStorage (never the
// document's settings, a URL or a log).
//
// Word and Excel open together share that stored refresh token, and the service rotates it on every use
// and treats a spent one as stolen (revoking the whole grant). So refreshes run one at a time across panes
// (an exclusive lock, src/api/crossPane.ts), and each one starts from the stored token, which is the newest:
// a pane picks up the token another pane refreshed instead of replaying its own spent copy. A store that
// cannot be written (full, refused) never ends the session: the new token stays in memory.
import { paneLocks, type PaneLocks } from "../api/crossPane";
import { RefreshingCredentials, type AccessToken } from "../api/credentials";
import { ServiceError } from "../api/errors";
import { t } from "../i18n/messages";
import { refreshTokens, type OAuthSettings, type TokenSet } from "./oauthTokens";
import { SignInError } from "./signInErrors";

const REFRESH_KEY = "transcribe.oauth.refreshToken";
const REFRESH_LOCK = "transcribe.oauth.refresh";

export interface RefreshTokenStore {
  read(): string | null;
  write(token: string): void;
  clear(): void;
}

export function browserRefreshTokenStore(storage: Storage): RefreshTokenStore {
  return {
    read: () => storage.getItem(REFRESH_KEY),
    write: (token) => storage.setItem(REFRESH_KEY, token),
    clear: () => storage.removeItem(REFRESH_KEY),
  };
}

export interface OAuthSessionOptions {
  settings: OAuthSettings;
  store: RefreshTokenStore;
  /** Keep the refresh token across reloads (a later sign-in may change it). */
  remember: boolean;
  now?: () => number;
  refresh?: typeof refreshTokens;
  /** Locks shared with the other panes of this origin (default: Web Locks, or a storage lease). */
  locks?: PaneLocks;
}

function readStored(store: RefreshTokenStore): string | null {
  try {
    return store.read();
  } catch {
    return null;
  }
}

/** Storage may refuse (full, disabled): the token then lives in memory, and the session goes on. */
function tryStore(action: () => void): void {
  try {
    action();
  } catch {
    // Nothing to do: the caller keeps what it has in memory.
  }
}

const expiredError = (cause?: unknown): SignInError => new SignInError("expired", t("session.signIn.expired"), { cause });

function accessToken(tokens: TokenSet): AccessToken {
  return { token: tokens.accessToken, expiresAt: tokens.expiresAt ?? undefined };
}

export class OAuthSession {
  readonly credentials: RefreshingCredentials;
  private refreshToken: string | null;
  private endedBy: SignInError | "user" | null = null;
  private readonly expiredListeners = new Set<(error: SignInError) => void>();
  private readonly refresh: typeof refreshTokens;
  private locks: PaneLocks | undefined;

  constructor(
    tokens: TokenSet,
    private readonly options: OAuthSessionOptions,
  ) {
    this.refreshToken = tokens.refreshToken;
    this.refresh = options.refresh ?? refreshTokens;
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
    this.persist();
  }

  /** A session from a remembered refresh token, or null when there is none or it no longer works. */
  static async restore(options: Omit<OAuthSessionOptions, "remember">): Promise<OAuthSession | null> {
    const locks = options.locks ?? paneLocks();
    const tokens = await locks.exclusive(REFRESH_LOCK, async () => {
      const refreshToken = readStored(options.store);
      if (refreshToken === null) return null;
      try {
        const next = await (options.refresh ?? refreshTokens)(options.settings, refreshToken, options.now);
        // Stored before the lock is released, so the next pane starts from this token, not the spent one.
        if (next.refreshToken) tryStore(() => options.store.write(next.refreshToken as string));
        return next;
      } catch (error: unknown) {
        // An unreachable server is no reason to forget the user; a refused token is (unless another pane
        // has stored a newer one meanwhile).
        if (error instanceof SignInError && error.code === "expired" && readStored(options.store) === refreshToken)
          tryStore(() => options.store.clear());
        return null;
      }
    });
    return tokens === null ? null : new OAuthSession(tokens, { ...options, remember: true, locks });
  }

  get signedIn(): boolean {
    return this.credentials.token !== null;
  }

  /** Called once when the sign-in ends without the user signing out (refresh refused). */
  onExpired(listener: (error: SignInError) => void): () => void {
    this.expiredListeners.add(listener);
    return () => this.expiredListeners.delete(listener);
  }

  /**
   * Carries on with tokens from a new interactive sign-in (after the old one expired). The credentials
   * object stays the same, so the client, its scheduler and the work in progress all carry on too.
   */
  renew(tokens: TokenSet, remember: boolean): void {
    this.options.remember = remember;
    this.refreshToken = tokens.refreshToken;
    this.endedBy = null;
    this.persist();
    this.credentials.setToken(accessToken(tokens));
  }

  /** Forgets every token, in memory and in storage. */
  signOut(): void {
    this.endedBy = "user";
    this.refreshToken = null;
    tryStore(() => this.options.store.clear());
    this.credentials.signOut();
  }

  /** The refresh_token grant, for RefreshingCredentials: null ends the sign-in, a rejection is passing. */
  private refreshGrant(): Promise<AccessToken | null> {
    this.locks ??= this.options.locks ?? paneLocks();
    return this.locks.exclusive(REFRESH_LOCK, () => this.refreshHoldingLock());
  }

  private async refreshHoldingLock(): Promise<AccessToken | null> {
    // Another pane of a remembered sign-in may have rotated the token: the stored one is the newest.
    const stored = this.options.remember ? readStored(this.options.store) : null;
    if (stored !== null) this.refreshToken = stored;
    if (this.refreshToken === null) {
      this.endedBy ??= expiredError();
      return null;
    }
    const used = this.refreshToken;
    try {
      const tokens = await this.refresh(this.options.settings, used, this.options.now);
      this.refreshToken = tokens.refreshToken;
      this.persist();
      return accessToken(tokens);
    } catch (error: unknown) {
      // Passing: the request fails as a network problem and the session stays.
      if (error instanceof SignInError && error.code === "unreachable") throw new ServiceError("network", error.message, { cause: error });
      this.endedBy = error instanceof SignInError ? error : expiredError(error);
      this.refreshToken = null;
      if (!this.options.remember || readStored(this.options.store) === used) tryStore(() => this.options.store.clear());
      return null;
    }
  }

  private persist(): void {
    if (this.options.remember && this.refreshToken) {
      const token = this.refreshToken;
      tryStore(() => this.options.store.write(token));
    } else {
      tryStore(() => this.options.store.clear());
    }
  }
}

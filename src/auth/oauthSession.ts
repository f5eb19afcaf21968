// A signed-in OAuth session. The service client's credentials are a RefreshingCredentials (src/api), which
// refreshes before expiry and once after a 401, with concurrent callers sharing one refresh; this class
// supplies the OAuth part: the refresh_token grant, where the refresh token lives, and telling the pane
// when the sign-in has ended. The access token lives only in memory. The refresh token is kept across
// task pane reloads only when the user chose to stay signed in, in this origin's localStorage (never the
// document's settings, a URL or a log).
import { RefreshingCredentials, type AccessToken } from "../api/credentials";
import { ServiceError } from "../api/errors";
import { refreshTokens, type OAuthSettings, type TokenSet } from "./oauthTokens";
import { SignInError } from "./signInErrors";

const REFRESH_KEY = "transcribe.oauth.refreshToken";

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
}

const expiredError = (cause?: unknown): SignInError =>
  new SignInError("expired", "Your sign-in has expired. Sign in again to continue; work in progress is kept.", { cause });

function accessToken(tokens: TokenSet): AccessToken {
  return { token: tokens.accessToken, expiresAt: tokens.expiresAt ?? undefined };
}

export class OAuthSession {
  readonly credentials: RefreshingCredentials;
  private refreshToken: string | null;
  private endedBy: SignInError | "user" | null = null;
  private readonly expiredListeners = new Set<(error: SignInError) => void>();
  private readonly refresh: typeof refreshTokens;

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
    const refreshToken = options.store.read();
    if (refreshToken === null) return null;
    try {
      const tokens = await (options.refresh ?? refreshTokens)(options.settings, refreshToken, options.now);
      return new OAuthSession(tokens, { ...options, remember: true });
    } catch (error: unknown) {
      // An unreachable server is no reason to forget the user; a refused token is.
      if (error instanceof SignInError && error.code === "expired") options.store.clear();
      return null;
    }
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
    this.options.store.clear();
    this.credentials.signOut();
  }

  /** The refresh_token grant, for RefreshingCredentials: null ends the sign-in, a rejection is passing. */
  private async refreshGrant(): Promise<AccessToken | null> {
    if (this.refreshToken === null) {
      this.endedBy ??= expiredError();
      return null;
    }
    try {
      const tokens = await this.refresh(this.options.settings, this.refreshToken, this.options.now);
      this.refreshToken = tokens.refreshToken;
      this.persist();
      return accessToken(tokens);
    } catch (error: unknown) {
      // Passing: the request fails as a network problem and the session stays.
      if (error instanceof SignInError && error.code === "unreachable") throw new ServiceError("network", error.message, { cause: error });
      this.endedBy = error instanceof SignInError ? error : expiredError(error);
      this.refreshToken = null;
      this.options.store.clear();
      return null;
    }
  }

  private persist(): void {
    if (this.options.remember && this.refreshToken) this.options.store.write(this.refreshToken);
    else this.options.store.clear();
  }
}

// A signed-in OAuth session as the service client's credentials provider. The access token lives only in
// memory. The refresh token is kept across task pane reloads only when the user chose to stay signed in,
// in this origin's localStorage (never the document's settings, a URL or a log). Tokens are refreshed
// shortly before they expire and once after a 401; concurrent callers share a single refresh. When refresh
// fails, listeners hear that the sign-in expired: the pane asks the user to sign in again and keeps
// everything in progress.
import type { CredentialsProvider } from "../api/credentials";
import { refreshTokens, type OAuthSettings, type TokenSet } from "./oauthTokens";
import { SignInError } from "./signInErrors";

const REFRESH_KEY = "transcribe.oauth.refreshToken";
/** Refresh this long before the server's expiry, so no request goes out with a dying token. */
const EXPIRY_MARGIN_MS = 60_000;

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
  /** Keep the refresh token across reloads. */
  remember: boolean;
  now?: () => number;
  refresh?: typeof refreshTokens;
}

export class OAuthSession implements CredentialsProvider {
  private tokens: TokenSet | null;
  private refreshing: Promise<boolean> | null = null;
  private readonly expiredListeners = new Set<(error: SignInError) => void>();
  private readonly now: () => number;
  private readonly refresh: typeof refreshTokens;

  constructor(
    tokens: TokenSet,
    private readonly options: OAuthSessionOptions,
  ) {
    this.tokens = tokens;
    this.now = options.now ?? Date.now;
    this.refresh = options.refresh ?? refreshTokens;
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
    return this.tokens !== null;
  }

  onExpired(listener: (error: SignInError) => void): () => void {
    this.expiredListeners.add(listener);
    return () => this.expiredListeners.delete(listener);
  }

  async getAccessToken(): Promise<string | null> {
    const tokens = this.tokens;
    if (tokens === null) return null;
    const expiring = tokens.expiresAt !== null && tokens.expiresAt - this.now() < EXPIRY_MARGIN_MS;
    if (expiring && tokens.refreshToken !== null) await this.refreshOnce();
    return this.tokens?.accessToken ?? null;
  }

  async refreshAfterUnauthorized(rejectedToken: string): Promise<boolean> {
    // Another request may have refreshed already: then just retry with the newer token.
    if (this.tokens !== null && this.tokens.accessToken !== rejectedToken) return true;
    return this.refreshOnce();
  }

  /** Forgets every token, in memory and in storage. */
  signOut(): void {
    this.tokens = null;
    this.options.store.clear();
  }

  private refreshOnce(): Promise<boolean> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async doRefresh(): Promise<boolean> {
    const refreshToken = this.tokens?.refreshToken ?? null;
    if (refreshToken === null)
      return this.expire(new SignInError("expired", "Your sign-in has expired. Sign in again to continue; work in progress is kept."));
    try {
      this.tokens = await this.refresh(this.options.settings, refreshToken, this.now);
      this.persist();
      return true;
    } catch (error: unknown) {
      if (error instanceof SignInError && error.code === "unreachable") return false; // keep the session; the request fails as a network error
      return this.expire(
        error instanceof SignInError
          ? error
          : new SignInError("expired", "Your sign-in has expired. Sign in again to continue; work in progress is kept.", { cause: error }),
      );
    }
  }

  private expire(error: SignInError): false {
    this.signOut();
    for (const listener of this.expiredListeners) listener(error);
    return false;
  }

  private persist(): void {
    if (this.options.remember && this.tokens?.refreshToken) this.options.store.write(this.tokens.refreshToken);
    else this.options.store.clear();
  }
}

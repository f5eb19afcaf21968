// How the client gets a bearer token. The sign-in code provides one of these (OAuth or a pasted API token);
// the client knows nothing about where tokens come from. The client asks for the token right before each
// attempt (so a token refreshed while a request waited in line is used), and after a 401 calls
// `refreshAfterUnauthorized` once, then retries once with the new token.
import { raceAbort } from "./abort";
import { t } from "../i18n/messages";
import { ServiceError } from "./errors";

export interface CredentialsProvider {
  /** The current bearer token, or null when nobody is signed in. */
  getAccessToken(signal?: AbortSignal): Promise<string | null>;
  /**
   * Called when the service answered 401 to `rejectedToken`. Resolves true when a different token is now
   * available (the request is then retried once), false when the user has to sign in again. Concurrent
   * calls for the same rejected token should share one refresh (RefreshingCredentials does).
   */
  refreshAfterUnauthorized?(rejectedToken: string, signal?: AbortSignal): Promise<boolean>;
}

/** Credentials that are a fixed token (an API token, which never expires). */
export function staticToken(token: string): CredentialsProvider {
  return { getAccessToken: () => Promise.resolve(token) };
}

export interface AccessToken {
  token: string;
  /** Epoch milliseconds after which the token stops working; undefined when unknown. */
  expiresAt?: number | undefined;
}

export interface RefreshingCredentialsOptions {
  /**
   * Gets a new access token (for OAuth: the refresh_token grant at {auth_url}/oauth/token). Resolve null
   * when the sign-in is over (refresh token expired or revoked): the credentials are then cleared and
   * requests fail with "unauthorized". Reject for a passing failure (sign-in server unreachable): the
   * current token is kept and the next request tries again.
   */
  refresh: () => Promise<AccessToken | null>;
  /** The token to start with; null or absent = get one with `refresh` on first use (restoring a session). */
  initial?: AccessToken | null;
  /**
   * Refresh this long before `expiresAt`, so no request leaves with a dying token. Default 60 s; a token
   * that lives less than twice that is refreshed halfway through its life (else every request would refresh).
   */
  refreshBeforeExpiryMs?: number;
  now?: () => number;
}

/**
 * Credentials that refresh themselves: before expiry, and once after a 401. However many requests need a
 * new token at the same moment, `refresh` runs once and they all wait for it. Sign-in code (OAuth, issue 5)
 * only supplies `refresh`, and calls `setToken` after a sign-in and `signOut` to forget everything.
 */
export class RefreshingCredentials implements CredentialsProvider {
  private current: AccessToken | null;
  /** When the current token was set (its lifetime decides how early it is refreshed). */
  private currentSince: number;
  private signedOut: boolean;
  private refreshing: Promise<AccessToken | null> | null = null;
  /** Bumped by setToken and signOut, so a refresh that was overtaken by them does not undo them. */
  private generation = 0;
  private readonly listeners = new Set<(token: AccessToken | null) => void>();
  private readonly now: () => number;
  private readonly margin: number;

  constructor(private readonly options: RefreshingCredentialsOptions) {
    this.current = options.initial ?? null;
    this.signedOut = false;
    this.now = options.now ?? Date.now;
    this.currentSince = this.now();
    this.margin = options.refreshBeforeExpiryMs ?? 60_000;
  }

  async getAccessToken(signal?: AbortSignal): Promise<string | null> {
    const current = this.current;
    if (current !== null && !this.expiresSoon(current)) return current.token;
    if (current === null && this.signedOut) return null;
    try {
      return (await this.refreshShared(signal))?.token ?? null;
    } catch (error: unknown) {
      // A token that has not quite expired is still worth a try when the refresh failed for now.
      if (current !== null && (current.expiresAt === undefined || current.expiresAt > this.now())) return current.token;
      throw error;
    }
  }

  async refreshAfterUnauthorized(rejectedToken: string, signal?: AbortSignal): Promise<boolean> {
    // Someone else already replaced the rejected token: retry with theirs, no second refresh.
    if (this.current !== null && this.current.token !== rejectedToken) return true;
    if (this.signedOut) return false;
    const next = await this.refreshShared(signal);
    return next !== null && next.token !== rejectedToken;
  }

  /** After a sign-in (or a refresh done elsewhere). */
  setToken(token: AccessToken): void {
    this.generation++;
    this.signedOut = false;
    this.current = token;
    this.currentSince = this.now();
    this.emit();
  }

  /** Forgets the token; requests fail with "unauthorized" until `setToken`. */
  signOut(): void {
    this.generation++;
    this.signedOut = true;
    this.current = null;
    this.emit();
  }

  /** Called with the new token after each change, null when the sign-in ended. Returns an unsubscribe. */
  subscribe(listener: (token: AccessToken | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get token(): AccessToken | null {
    return this.current;
  }

  private expiresSoon(token: AccessToken): boolean {
    if (token.expiresAt === undefined) return false;
    const margin = Math.min(this.margin, (token.expiresAt - this.currentSince) / 2);
    return token.expiresAt - margin <= this.now();
  }

  /** One refresh at a time; every caller waits for it, each may stop waiting on its own signal. */
  private refreshShared(signal?: AbortSignal): Promise<AccessToken | null> {
    this.refreshing ??= this.runRefresh().finally(() => {
      this.refreshing = null;
    });
    return raceAbort(this.refreshing, signal);
  }

  private async runRefresh(): Promise<AccessToken | null> {
    const generation = this.generation;
    let next: AccessToken | null;
    try {
      next = await this.options.refresh();
    } catch (error: unknown) {
      if (error instanceof ServiceError) throw error;
      throw new ServiceError("unauthorized", t("errors.http.renewFailed"), { cause: error });
    }
    if (generation !== this.generation) return this.current; // signed out or in again meanwhile
    if (next === null) {
      this.signOut();
      return null;
    }
    this.setToken(next);
    return next;
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.current);
  }
}

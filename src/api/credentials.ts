// How the client gets a bearer token. The sign-in code provides one of these (OAuth or a pasted API token);
// the client knows nothing about where tokens come from.
export interface CredentialsProvider {
  /** The current bearer token, or null when nobody is signed in. */
  getAccessToken(signal?: AbortSignal): Promise<string | null>;
  /**
   * Called when the service answered 401 to `rejectedToken`. Resolves true when a different token is now
   * available (the request is then retried once), false when the user has to sign in again.
   */
  refreshAfterUnauthorized?(rejectedToken: string, signal?: AbortSignal): Promise<boolean>;
}

/** Credentials that are a fixed token (an API token, which never expires). */
export function staticToken(token: string): CredentialsProvider {
  return { getAccessToken: () => Promise.resolve(token) };
}

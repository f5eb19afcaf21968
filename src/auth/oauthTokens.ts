// Token endpoint calls (authorization code exchange and refresh) through oauth4webapi, which does the
// protocol checks: state, error responses, token response shape. The add-in is a public client: PKCE and
// no client secret.
import * as oauth from "oauth4webapi";
import { t } from "../i18n/messages";
import { SignInError } from "./signInErrors";

export interface OAuthSettings {
  authUrl: string;
  /**
   * The server's issuer identifier (RFC 8414), which an RFC 9207 `iss` parameter must equal exactly.
   * Default: AUTH_URL without trailing slashes; set it (OAUTH_ISSUER) when the server's differs.
   */
  issuer?: string | undefined;
  clientId: string;
  redirectUri: string;
  fetch?: typeof fetch;
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  /** Epoch milliseconds, or null when the server did not say. */
  expiresAt: number | null;
  scope: string | null;
}

function server(settings: OAuthSettings): oauth.AuthorizationServer {
  const base = settings.authUrl.replace(/\/+$/, "");
  return { issuer: settings.issuer || base, authorization_endpoint: `${base}/oauth/authorize`, token_endpoint: `${base}/oauth/token` };
}

function requestOptions(settings: OAuthSettings): oauth.TokenEndpointRequestOptions {
  // Plain HTTP is accepted only for the local emulator on a loopback address.
  const host = new URL(settings.authUrl).hostname;
  const loopback = host === "127.0.0.1" || host === "localhost" || host === "[::1]";
  const options: oauth.TokenEndpointRequestOptions = { [oauth.allowInsecureRequests]: loopback };
  if (settings.fetch) options[oauth.customFetch] = settings.fetch;
  return options;
}

function tokenSet(response: oauth.TokenEndpointResponse, previousRefreshToken: string | null, now: number): TokenSet {
  return {
    accessToken: response.access_token,
    // Servers that rotate refresh tokens send a new one; others keep the old one valid.
    refreshToken: response.refresh_token ?? previousRefreshToken,
    expiresAt: typeof response.expires_in === "number" ? now + response.expires_in * 1000 : null,
    scope: response.scope ?? null,
  };
}

/** oauth4webapi reports a wrong or missing `state` and a wrong `iss` alike; only the first is a mismatch. */
function isStateProblem(error: unknown): boolean {
  return error instanceof Error && /"state"/.test(error.message);
}

function unreachable(cause: unknown): SignInError {
  return new SignInError("unreachable", t("session.signIn.unreachable"), { cause });
}

/** Checks the redirect's parameters (state, error) and exchanges the code for tokens. */
export async function exchangeCode(
  settings: OAuthSettings,
  callbackUrl: string,
  expected: { state: string; codeVerifier: string },
  now = Date.now,
): Promise<TokenSet> {
  const as = server(settings);
  const client: oauth.Client = { client_id: settings.clientId };
  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(as, client, new URL(callbackUrl), expected.state);
  } catch (error: unknown) {
    if (error instanceof oauth.AuthorizationResponseError) {
      if (error.error === "access_denied") throw new SignInError("access_denied", t("session.signIn.accessDenied"), { cause: error });
      throw new SignInError("exchange_failed", t("session.signIn.serverRefused", { error: error.error }), { cause: error });
    }
    if (!isStateProblem(error)) throw new SignInError("protocol", t("session.signIn.protocol"), { cause: error });
    // A state mismatch: the answer does not belong to the request this pane made. Never use it.
    throw new SignInError("state_mismatch", t("session.signIn.stateMismatch"), { cause: error });
  }
  let response: Response;
  try {
    response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.None(),
      params,
      settings.redirectUri,
      expected.codeVerifier,
      requestOptions(settings),
    );
  } catch (error: unknown) {
    throw unreachable(error);
  }
  try {
    return tokenSet(await oauth.processAuthorizationCodeResponse(as, client, response), null, now());
  } catch (error: unknown) {
    throw new SignInError("exchange_failed", t("session.signIn.codeRefused"), { cause: error });
  }
}

/** Uses the refresh token; SignInError "expired" means the user must sign in again. */
export async function refreshTokens(settings: OAuthSettings, refreshToken: string, now = Date.now): Promise<TokenSet> {
  const as = server(settings);
  const client: oauth.Client = { client_id: settings.clientId };
  let response: Response;
  try {
    response = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), refreshToken, requestOptions(settings));
  } catch (error: unknown) {
    throw unreachable(error);
  }
  try {
    return tokenSet(await oauth.processRefreshTokenResponse(as, client, response), refreshToken, now());
  } catch (error: unknown) {
    throw new SignInError("expired", t("session.signIn.expired"), { cause: error });
  }
}

export function newPkce(): Promise<{ state: string; codeVerifier: string; codeChallenge: string }> {
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  return oauth.calculatePKCECodeChallenge(codeVerifier).then((codeChallenge) => ({ state, codeVerifier, codeChallenge }));
}

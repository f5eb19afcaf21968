// The pieces of the OAuth 2.0 authorization request (code + PKCE S256 + state) that the task pane and the
// dialog's start page share. Pure functions: no Office, no storage.

export const SCOPES = ["documents:read", "documents:write"] as const;

export const START_PAGE = "signin-start.html";
export const REDIRECT_PAGE = "signin-redirect.html";

/** The redirect page's address, next to the page that asks (works wherever the add-in is hosted). */
export function redirectUriFor(pageHref: string): string {
  return new URL(REDIRECT_PAGE, pageHref).href;
}

/**
 * The dialog's start page address. It carries only public values: the PKCE challenge and `state`.
 * The code verifier never leaves the task pane's memory (see oauthSignIn.ts).
 */
export function startPageUrl(pageHref: string, params: { state: string; codeChallenge: string }): string {
  const url = new URL(START_PAGE, pageHref);
  url.searchParams.set("state", params.state);
  url.searchParams.set("code_challenge", params.codeChallenge);
  return url.href;
}

export interface AuthorizationRequest {
  authUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
}

/** `{authUrl}/oauth/authorize?...`, always on the configured sign-in server and nowhere else. */
export function authorizationUrl(request: AuthorizationRequest): string {
  const url = new URL("oauth/authorize", request.authUrl.endsWith("/") ? request.authUrl : `${request.authUrl}/`);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", request.clientId);
  url.searchParams.set("redirect_uri", request.redirectUri);
  url.searchParams.set("scope", SCOPES.join(" "));
  url.searchParams.set("state", request.state);
  url.searchParams.set("code_challenge", request.codeChallenge);
  url.searchParams.set("code_challenge_method", "S256");
  return url.href;
}

/** What the start page reads from its own address; null when it was opened without a valid request. */
export function readStartParameters(search: string): { state: string; codeChallenge: string } | null {
  const params = new URLSearchParams(search);
  const state = params.get("state") ?? "";
  const codeChallenge = params.get("code_challenge") ?? "";
  // Both are base64url strings produced by oauth4webapi; refuse anything else rather than forward it.
  const base64url = /^[A-Za-z0-9_-]{16,128}$/;
  return base64url.test(state) && base64url.test(codeChallenge) ? { state, codeChallenge } : null;
}

/** The message the redirect page sends to the task pane. */
export interface SignInCallbackMessage {
  type: "transcribe-signin-callback";
  /** The redirect page's full address: its query holds code and state, or error. */
  url: string;
}

export function callbackMessage(url: string): string {
  const message: SignInCallbackMessage = { type: "transcribe-signin-callback", url };
  return JSON.stringify(message);
}

export function parseCallbackMessage(raw: unknown): SignInCallbackMessage | null {
  if (typeof raw !== "string") return null;
  try {
    const value = JSON.parse(raw) as Partial<SignInCallbackMessage>;
    return value.type === "transcribe-signin-callback" && typeof value.url === "string" ? { type: value.type, url: value.url } : null;
  } catch {
    return null;
  }
}

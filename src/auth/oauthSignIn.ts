// The whole interactive sign-in: PKCE and state are made here, in the task pane, and the code verifier
// stays in this page's memory for the few seconds the dialog is open. Why: the Office dialog runs in a
// separate browser instance on some platforms and does not share storage (localStorage, sessionStorage,
// cookies) with the task pane, so nothing secret could be handed over through storage anyway; only the
// public challenge and state travel to the dialog, in the start page's address, and only the redirect
// address (code + state) travels back, through messageParent/postMessage, checked for origin here and
// for state by oauth4webapi before the code is exchanged.
import { withDialogLanguage } from "../dialogs/dialogLanguage";
import { uiLocale } from "../i18n/messages";
import { redirectUriFor, startPageUrl } from "./authorizationRequest";
import { exchangeCode, newPkce, type OAuthSettings, type TokenSet } from "./oauthTokens";
import type { SignInWindow } from "./signInWindow";

export interface OAuthSignInOptions {
  authUrl: string;
  clientId: string;
  /** The server's issuer identifier, when it differs from `authUrl` (see OAuthSettings.issuer). */
  issuer?: string | undefined;
  /** The task pane's address: the dialog pages sit beside it. */
  pageHref: string;
  /** Made in the click handler, before this is called (see SignInWindow). */
  window: SignInWindow;
  fetch?: typeof fetch;
}

export function oauthSettings(options: Pick<OAuthSignInOptions, "authUrl" | "clientId" | "issuer" | "pageHref" | "fetch">): OAuthSettings {
  const settings: OAuthSettings = { authUrl: options.authUrl, clientId: options.clientId, redirectUri: redirectUriFor(options.pageHref) };
  if (options.issuer) settings.issuer = options.issuer;
  if (options.fetch) settings.fetch = options.fetch;
  return settings;
}

/**
 * The interactive part: the dialog (or popup), then the code exchange. The caller makes (or renews) an
 * OAuthSession with the tokens; see src/taskpane/useSession.ts.
 */
export async function authorizeInteractively(options: OAuthSignInOptions): Promise<TokenSet> {
  const settings = oauthSettings(options);
  let pkce: Awaited<ReturnType<typeof newPkce>>;
  try {
    pkce = await newPkce();
  } catch (error: unknown) {
    options.window.abandon?.();
    throw error;
  }
  // The dialog speaks the pane's language (the start page keeps it for the redirect page).
  const startPage = startPageUrl(options.pageHref, { state: pkce.state, codeChallenge: pkce.codeChallenge });
  const callbackUrl = await options.window.open(withDialogLanguage(startPage, uiLocale()));
  return exchangeCode(settings, callbackUrl, { state: pkce.state, codeVerifier: pkce.codeVerifier });
}

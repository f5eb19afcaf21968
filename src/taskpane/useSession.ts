// Sign-in state of the task pane: restores a remembered session on start, signs in with OAuth or an API
// token, notices an expired OAuth sign-in (without unmounting the work in progress), signs out. Word and
// Excel panes share what is remembered: a pane that signs out while another pane of the account is open
// forgets only its own (src/work/signOut.ts) and does not sign itself in again when reloaded.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { AccountClient } from "../api/accountClient";
import type { User } from "../api/types";
import { browserTokenStore, signInWithApiToken } from "../auth/apiTokenSignIn";
import { staticToken } from "../api/credentials";
import { authorizeInteractively, oauthSettings } from "../auth/oauthSignIn";
// The session class loads when a sign-in is restored or made, not with the first screen.
import type { OAuthSession } from "../auth/oauthSession";
import { browserRefreshTokenStore } from "../auth/rememberedSignIns";
import { pageSessionStorage } from "../auth/pageStorage";
import type { Session } from "../auth/session";
import { SignInError } from "../auth/signInErrors";
import type { SignInWindow } from "../auth/signInWindow";
import type { AppConfig } from "../config";
import { t } from "../i18n/messages";
// Not the batch index: the first screen must not load the whole queue.
import { anotherPaneOpen, signOutScope } from "../work/otherPanes";
import { signInAllowed } from "../work/policy/access";
import type { PolicyHandle } from "../work/policy/pagePolicy";
import type { SignInMethod } from "../work/policy/types";

export interface SessionEnvironment {
  config: AppConfig;
  storage: Storage;
  pageHref: string;
  signInWindow: () => SignInWindow;
  /** This pane's sessionStorage (default: the page's); it marks a pane signed out while others stayed signed in. */
  sessionStorage?: Storage | null;
  /** The organisation's policy: a sign-in method it leaves out is neither offered, nor used, nor restored. */
  policy?: Pick<PolicyHandle, "current" | "ready">;
}

/** Whether the policy allows `method`, waiting for it only while it is still on its way. */
async function methodAllowed(policy: SessionEnvironment["policy"], method: SignInMethod): Promise<boolean> {
  if (!policy) return true;
  const now = policy.current();
  return signInAllowed((now.settled ? now : await policy.ready()).settings, method);
}

function notAllowed(): SignInError {
  return new SignInError("not_allowed", t("session.policy.signInNotAllowed"));
}

/** Set in a pane that signed out while another pane stayed signed in: its reload does not sign it in again. */
const SIGNED_OUT_HERE = "transcribe.signedOutHere";

export interface SessionState {
  session: Session | null;
  restoring: boolean;
  /** Set when an OAuth sign-in expired and could not be refreshed. */
  expired: string | null;
  /** `remember` defaults to the choice made at the last sign-in. */
  signInWithAccount(remember?: boolean): Promise<void>;
  signInWithToken(token: string, remember: boolean): Promise<void>;
  signOut(): void;
  updateUser(user: User): void;
}

export function useSession(env: SessionEnvironment): SessionState {
  const { config, storage, pageHref, signInWindow, policy } = env;
  const paneSession = env.sessionStorage === undefined ? pageSessionStorage() : env.sessionStorage;
  const tokenStore = useMemo(() => browserTokenStore(storage), [storage]);
  const refreshStore = useMemo(() => browserRefreshTokenStore(storage), [storage]);
  const signedOutHere = (): boolean => paneSession?.getItem(SIGNED_OUT_HERE) === "1";
  const setSignedOutHere = (on: boolean): void => {
    try {
      if (on) paneSession?.setItem(SIGNED_OUT_HERE, "1");
      else paneSession?.removeItem(SIGNED_OUT_HERE);
    } catch {
      // A reload then signs this pane in again, as before.
    }
  };
  const remembered = (): boolean => !signedOutHere() && (tokenStore.read() !== null || refreshStore.restorable() !== null);
  const settings = useMemo(
    () => oauthSettings({ authUrl: config.authUrl, clientId: config.oauthClientId, issuer: config.oauthIssuer, pageHref }),
    [config, pageHref],
  );
  const [session, setSession] = useState<Session | null>(null);
  const [restoring, setRestoring] = useState(remembered);
  const [expired, setExpired] = useState<string | null>(null);
  const unsubscribe = useRef<(() => void) | null>(null);
  const currentOAuth = useRef<{ session: OAuthSession; userId: string } | null>(null);
  // Whose saved work to forget after a sign-out. An effect does it, because effects run after the work
  // views' unmount, which saves the queue one last time and removes its presence mark.
  const [forgetWorkOf, setForgetWorkOf] = useState<string | null>(null);
  useEffect(() => {
    if (forgetWorkOf === null) return;
    // Decided now, once this pane's work views have closed (their queue's presence mark is gone): while another
    // pane of the account is open, that pane keeps its sign-in (stored for its reloads), its work and settings.
    const scope = signOutScope(storage, config.serviceUrl, forgetWorkOf);
    if (scope === "pane") {
      // This pane must not take the other pane's sign-in up on reload.
      setSignedOutHere(true);
    } else {
      refreshStore.forgetAll(forgetWorkOf);
      tokenStore.clear();
    }
    // The saved work and settings: by a chunk loaded when needed (the first screen does not carry the queue's
    // storage code for it); tried twice.
    const load = (): Promise<typeof import("./forgetAccount")> => import(/* webpackChunkName: "forget-account" */ "./forgetAccount");
    void load()
      .catch(load)
      .then((m) => m.forgetAccount(storage, config.serviceUrl, forgetWorkOf, scope));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setSignedOutHere only writes this pane's sessionStorage.
  }, [forgetWorkOf, storage, config.serviceUrl, refreshStore, tokenStore]);
  const lastRemember = useRef(refreshStore.restorable() !== null);
  /**
   * A new sign-in is what a reload restores (with "Stay signed in"), or nothing is (without). Other remembered
   * sign-ins stay: an open pane may be using one, maybe one that signed in a moment ago and shows no presence
   * yet; they go with the last pane out, or when refused. A remembered API token goes unless a pane is open.
   */
  const forgetOtherSignIns = (remember: boolean): void => {
    if (!remember) refreshStore.forgetRestore();
    if (!anotherPaneOpen(storage, config.serviceUrl)) tokenStore.clear();
  };

  const adoptOAuth = useCallback(
    async (oauth: OAuthSession): Promise<void> => {
      const user = await new AccountClient({ baseUrl: config.serviceUrl, credentials: oauth.credentials }).getCurrentUser();
      oauth.bindAccount(user.id);
      unsubscribe.current?.();
      unsubscribe.current = oauth.onExpired((error) => setExpired(error.message));
      currentOAuth.current = { session: oauth, userId: user.id };
      setExpired(null);
      setSession({ kind: "oauth", credentials: oauth.credentials, user, signOut: () => oauth.signOut() });
    },
    [config.serviceUrl],
  );

  useEffect(() => {
    if (!remembered()) return;
    let cancelled = false;
    const restore = async (): Promise<void> => {
      // A remembered sign-in of a method the organisation does not allow is forgotten, not restored.
      // (Every one: the policy is the organisation's, the same in every pane.)
      // The OAuth session's code loads only when there is a remembered OAuth sign-in to restore.
      if (refreshStore.restorable() !== null) {
        if (await methodAllowed(policy, "oauth")) {
          const { OAuthSession } = await import(/* webpackChunkName: "oauth-session" */ "../auth/oauthSession");
          const oauth = await OAuthSession.restore({ settings, store: refreshStore });
          if (oauth && !cancelled) return adoptOAuth(oauth);
        } else refreshStore.forgetAll();
      }
      if (tokenStore.read() !== null && !(await methodAllowed(policy, "apiToken"))) tokenStore.clear();
      const token = tokenStore.read();
      if (token === null || cancelled) return;
      const restored = await signInWithApiToken(token, config.serviceUrl);
      if (!cancelled) setSession({ kind: "token", credentials: restored.credentials, user: restored.user, signOut: () => undefined });
    };
    // A failed restore just shows the sign-in screen.
    restore()
      .catch(() => undefined)
      .finally(() => !cancelled && setRestoring(false));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `remembered` reads storage, once, on mount.
  }, [adoptOAuth, config.serviceUrl, policy, refreshStore, settings, tokenStore]);

  useEffect(() => () => unsubscribe.current?.(), []);

  const signInWithAccount = useCallback(
    async (remember: boolean = lastRemember.current): Promise<void> => {
      lastRemember.current = remember;
      // Loads while the user signs in; awaited once the tokens are here.
      const sessionModule = import(/* webpackChunkName: "oauth-session" */ "../auth/oauthSession");
      sessionModule.catch(() => undefined);
      if (!(await methodAllowed(policy, "oauth"))) throw notAllowed();
      const tokens = await authorizeInteractively({
        authUrl: config.authUrl,
        clientId: config.oauthClientId,
        issuer: config.oauthIssuer,
        pageHref,
        // Made before anything is awaited: the caller is the click on Sign in, and the popup opens now or never.
        window: signInWindow(),
      });
      // Signing in again after an expiry, as the same account: the session takes the new tokens and keeps
      // its credentials object, so the client, its scheduler and the batch queue (files not yet sent
      // included) carry on. Another account gets a session, a client and a queue of its own.
      const user = await new AccountClient({ baseUrl: config.serviceUrl, credentials: staticToken(tokens.accessToken) }).getCurrentUser();
      setSignedOutHere(false);
      // With "Stay signed in" this sign-in becomes the one reloads restore; without it, none is.
      forgetOtherSignIns(remember);
      const current = currentOAuth.current;
      if (current && current.userId === user.id) {
        current.session.renew(tokens, remember);
        setExpired(null);
        setSession((s) => (s ? { ...s, user } : s));
        return;
      }
      const { OAuthSession } = await sessionModule;
      await adoptOAuth(new OAuthSession(tokens, { settings, store: refreshStore, remember, account: user.id }));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the helpers only read and write storage.
    [adoptOAuth, config, pageHref, policy, refreshStore, settings, signInWindow, tokenStore],
  );

  const signInWithToken = useCallback(
    async (token: string, remember: boolean): Promise<void> => {
      if (!(await methodAllowed(policy, "apiToken"))) throw notAllowed();
      const next = await signInWithApiToken(token, config.serviceUrl);
      setSignedOutHere(false);
      forgetOtherSignIns(false);
      if (remember) tokenStore.write(token.trim());
      else tokenStore.clear();
      currentOAuth.current = null;
      setExpired(null);
      setSession({ kind: "token", credentials: next.credentials, user: next.user, signOut: () => undefined });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the helpers only read and write storage.
    [config.serviceUrl, policy, refreshStore, tokenStore],
  );

  // What stays remembered is decided once the work views have closed (the effect above).
  const signOut = useCallback(() => {
    session?.signOut();
    if (session) setForgetWorkOf(session.user.id);
    currentOAuth.current = null;
    unsubscribe.current?.();
    setExpired(null);
    setSession(null);
  }, [session]);

  const updateUser = useCallback((user: User) => setSession((s) => (s ? { ...s, user } : s)), []);

  return { session, restoring, expired, signInWithAccount, signInWithToken, signOut, updateUser };
}

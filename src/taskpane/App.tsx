// The task pane: sign in, then transcribe files and insert their results.
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, makeStyles, tokens } from "@fluentui/react-components";
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "./errorMessage";
import { loadMessages } from "../i18n/loadMessages";
import { t, uiLocale } from "../i18n/messages";
import type { HostKind } from "../office/host";
import { AccountBar } from "./components/AccountBar";
import { ViewRequests } from "./shell/views";
import { SignInScreen } from "./components/SignInScreen";
import { usePolicy } from "./usePolicy";
import { useSession, type SessionEnvironment } from "./useSession";
import { purchaseAllowedHere, signInAllowed } from "../work/policy/access";
import { commerceAllowed } from "../office/commerce";
import { SignOutGate } from "../work/signOutGate";

// The first screen is the sign-in screen: the views and their messages load as their own chunks once
// someone is signed in.
const Shell = lazy(() =>
  Promise.all([import("./shell/SignedInShell"), loadMessages(uiLocale(), ["views"])]).then(([m]) => ({ default: m.SignedInShell })),
);

const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
});

export interface AppProps extends SessionEnvironment {
  host: HostKind;
}

export function App({ host, ...env }: AppProps): React.JSX.Element {
  const styles = useStyles();
  const { session, restoring, expired, signInWithAccount, signInWithToken, signOut, updateUser } = useSession(env);
  const { settings: policy } = usePolicy();
  const [renewError, setRenewError] = useState<string | null>(null);
  const serviceUrl = env.config.serviceUrl;
  const userId = session?.user.id ?? null;
  // Whether the account shown may be out of date, and why: the shell's chunk reads the account and says so
  // (kept with the account it was said of: another sign-in starts afresh).
  const [stale, setStale] = useState<{ userId: string; reason: string } | null>(null);
  const onAccountStale = useCallback(
    (reason: string | null) => setStale(reason === null || userId === null ? null : { userId, reason }),
    [userId],
  );
  const [viewRequests] = useState(() => new ViewRequests());
  // The shell asks first when files of this pane are not sent yet (it has the queue).
  const [signOutGate] = useState(() => new SignOutGate());
  // After signing in, the keyboard focus goes to the account bar (the sign-in form it was in is gone); after
  // signing out, to the sign-in screen's heading (the Sign out button it was on is gone).
  const accountBar = useRef<HTMLElement>(null);
  const signInHeading = useRef<HTMLHeadingElement>(null);
  const signedInWith = useRef<string | null>(null);
  useEffect(() => {
    if (userId !== null && signedInWith.current !== userId && !restoring) accountBar.current?.focus();
    if (userId === null && signedInWith.current !== null) signInHeading.current?.focus();
    signedInWith.current = userId;
  }, [userId, restoring]);

  const renew = (): void => {
    setRenewError(null);
    signInWithAccount().catch((e: unknown) => setRenewError(errorMessage(e)));
  };

  return (
    <main className={styles.root} aria-label={t("session.app.productName")}>
      {session ? (
        <>
          <AccountBar
            ref={accountBar}
            user={session.user}
            onSignOut={() => signOutGate.request(signOut)}
            onBuyCredits={() => viewRequests.request("credits")}
            canBuy={purchaseAllowedHere(policy, { commerceAllowed: commerceAllowed() })}
            stale={stale !== null && stale.userId === userId ? stale.reason : null}
          />
          {expired ? (
            // The work below stays as it is; only the sign-in is renewed.
            <MessageBar intent="warning">
              <MessageBarBody>{renewError ?? expired}</MessageBarBody>
              <MessageBarActions>
                <Button onClick={renew}>{t("session.app.signInAgain")}</Button>
              </MessageBarActions>
            </MessageBar>
          ) : null}
          <Suspense fallback={<Spinner label={t("session.app.loading")} />}>
            <Shell
              serviceUrl={serviceUrl}
              credentials={session.credentials}
              host={host}
              user={session.user}
              onAccountChanged={updateUser}
              storage={env.storage}
              onAccountStale={onAccountStale}
              viewRequests={viewRequests}
              signOutGate={signOutGate}
            />
          </Suspense>
        </>
      ) : (
        <SignInScreen
          restoring={restoring}
          signInWithAccount={signInWithAccount}
          signInWithToken={signInWithToken}
          methods={{
            oauth: signInAllowed(policy, "oauth"),
            apiToken: signInAllowed(policy, "apiToken"),
            fallback: policy.signInMethods?.fallback,
          }}
          headingRef={signInHeading}
        />
      )}
    </main>
  );
}

// The task pane: sign in, then transcribe files and insert their results.
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, makeStyles, tokens } from "@fluentui/react-components";
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from "react";
import { AccountClient } from "../api/accountClient";
import { errorMessage } from "./errorMessage";
import { loadMessages } from "../i18n/loadMessages";
import { t, uiLocale } from "../i18n/messages";
import type { HostKind } from "../office/host";
import { AccountBar } from "./components/AccountBar";
import { useAccountRefresh } from "./credits/useAccountRefresh";
import { ViewRequests } from "./shell/views";
import { SignInScreen } from "./components/SignInScreen";
import { usePolicy } from "./usePolicy";
import { useSession, type SessionEnvironment } from "./useSession";
import { purchaseAllowedHere, signInAllowed } from "../work/policy/access";
import { commerceAllowed } from "../office/commerce";
import { SignOutGate } from "../work/signOutGate";
import { AccountFreshness } from "../work/accountFreshness";
import { accountNewsKey, hearPanes, tellPanes } from "../work/accountNews";

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
  // One client per sign-in, not per balance update: the work views keep their batch queue while the account's
  // balance changes.
  const credentials = session?.credentials ?? null;
  // The account's part of the client (the balance); the shell's chunk makes the whole one on the same pace.
  const client = useMemo(() => (credentials ? new AccountClient({ baseUrl: serviceUrl, credentials }) : null), [credentials, serviceUrl]);
  // The balance is read again when the pane comes back into view; a failed read marks it stale. Reads and
  // purchases of every view go through one `AccountFreshness`, so an older answer never hides a newer balance.
  // A purchase here is told to the account's other panes, and theirs heard here (accountNews).
  const userId = session?.user.id ?? null;
  const newsKey = userId === null ? null : accountNewsKey(serviceUrl, userId);
  const freshness = useMemo(
    () =>
      client && newsKey !== null
        ? new AccountFreshness({
            show: updateUser,
            tell: (balance) => tellPanes(env.storage, newsKey, balance),
          })
        : null,
    [client, newsKey, updateUser, env.storage],
  );
  const shownUser = session?.user ?? null;
  useEffect(() => freshness?.know(shownUser), [freshness, shownUser]);
  useEffect(() => (freshness && newsKey !== null ? hearPanes(window, newsKey, freshness.heard) : undefined), [freshness, newsKey]);
  const account = useAccountRefresh(client, freshness);
  const [viewRequests] = useState(() => new ViewRequests());
  // The shell asks first when files of this pane are not sent yet (it has the queue).
  const [signOutGate] = useState(() => new SignOutGate());
  // After signing in, the keyboard focus goes to the account bar (the sign-in form it was in is gone).
  const accountBar = useRef<HTMLElement>(null);
  const signedInWith = useRef<string | null>(null);
  useEffect(() => {
    if (userId !== null && signedInWith.current !== userId && !restoring) accountBar.current?.focus();
    signedInWith.current = userId;
  }, [userId, restoring]);

  const renew = (): void => {
    setRenewError(null);
    signInWithAccount().catch((e: unknown) => setRenewError(errorMessage(e)));
  };

  return (
    <main className={styles.root} aria-label={t("session.app.productName")}>
      {session && client && freshness ? (
        <>
          <AccountBar
            ref={accountBar}
            user={session.user}
            onSignOut={() => signOutGate.request(signOut)}
            onBuyCredits={() => viewRequests.request("credits")}
            canBuy={purchaseAllowedHere(policy, { commerceAllowed: commerceAllowed() })}
            stale={account.stale}
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
              onAccountChanged={freshness.changed}
              viewRequests={viewRequests}
              signOutGate={signOutGate}
              account={account}
            />
          </Suspense>
        </>
      ) : (
        <SignInScreen
          restoring={restoring}
          signInWithAccount={signInWithAccount}
          signInWithToken={signInWithToken}
          methods={{ oauth: signInAllowed(policy, "oauth"), apiToken: signInAllowed(policy, "apiToken") }}
        />
      )}
    </main>
  );
}

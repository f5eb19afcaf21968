// The task pane: sign in (API token for now), then transcribe a file and insert the result.
import { makeStyles, tokens } from "@fluentui/react-components";
import { useCallback, useEffect, useMemo, useState } from "react";
import { ServiceClient } from "../api/client";
import type { User } from "../api/types";
import { browserTokenStore, signInWithApiToken, type ApiTokenSession } from "../auth/apiTokenSignIn";
import type { HostKind } from "../office/host";
import { AccountBar } from "./components/AccountBar";
import { TokenSignIn } from "./components/TokenSignIn";
import { TranscribePanel } from "./components/TranscribePanel";

const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
});

export interface AppProps {
  host: HostKind;
  serviceUrl: string;
  storage: Storage;
}

export function App({ host, serviceUrl, storage }: AppProps): React.JSX.Element {
  const styles = useStyles();
  const store = useMemo(() => browserTokenStore(storage), [storage]);
  const [session, setSession] = useState<ApiTokenSession | null>(null);
  const [restoring, setRestoring] = useState(() => store.read() !== null);

  // A remembered token is checked again on start: it may have been revoked since.
  useEffect(() => {
    const remembered = store.read();
    if (remembered === null) return;
    const abort = new AbortController();
    signInWithApiToken(remembered, serviceUrl, abort.signal)
      .then(setSession)
      .catch(() => undefined) // The sign-in form shows; the user pastes a token again.
      .finally(() => setRestoring(false));
    return () => abort.abort();
  }, [store, serviceUrl]);

  const client = useMemo(
    () => (session ? new ServiceClient({ baseUrl: serviceUrl, credentials: session.credentials }) : null),
    [session, serviceUrl],
  );

  const onSignedIn = useCallback(
    (next: ApiTokenSession, token: string, remember: boolean) => {
      if (remember) store.write(token);
      else store.clear();
      setSession(next);
    },
    [store],
  );
  const onSignOut = useCallback(() => {
    store.clear();
    setSession(null);
  }, [store]);
  const onBalanceChanged = useCallback((user: User) => setSession((s) => (s ? { ...s, user } : s)), []);

  return (
    <main className={styles.root} aria-label="Transcribe Documents">
      {session && client ? (
        <>
          <AccountBar user={session.user} onSignOut={onSignOut} />
          <TranscribePanel client={client} host={host} onAccountChanged={onBalanceChanged} />
        </>
      ) : (
        <TokenSignIn serviceUrl={serviceUrl} busy={restoring} onSignedIn={onSignedIn} signIn={signInWithApiToken} />
      )}
    </main>
  );
}

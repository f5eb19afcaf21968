// The first screen: sign in with the service account (OAuth through the Office dialog), or paste an API
// token instead.
import {
  Button,
  Checkbox,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { useState, type FormEvent } from "react";
import { errorMessage } from "../errorMessage";

const useStyles = makeStyles({
  screen: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
  form: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
});

export interface SignInScreenProps {
  restoring: boolean;
  signInWithAccount: (remember: boolean) => Promise<void>;
  signInWithToken: (token: string, remember: boolean) => Promise<void>;
}

export function SignInScreen({ restoring, signInWithAccount, signInWithToken }: SignInScreenProps): React.JSX.Element {
  const styles = useStyles();
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [showToken, setShowToken] = useState(false);
  const [token, setToken] = useState("");

  const attempt = async (work: () => Promise<void>): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e: unknown) {
      setError(errorMessage(e));
      setBusy(false);
    }
  };
  const submitToken = (event: FormEvent): void => {
    event.preventDefault();
    void attempt(() => signInWithToken(token, remember));
  };

  if (restoring) return <Spinner label="Signing you in…" />;
  return (
    <section className={styles.screen} aria-label="Sign in">
      <Text as="h1" size={500} weight="semibold">
        Sign in
      </Text>
      <Text>Sign in with your transcription service account to turn scans and photos into text, tables and fields in this file.</Text>
      <Button appearance="primary" disabled={busy} onClick={() => void attempt(() => signInWithAccount(remember))}>
        {busy && !showToken ? "Signing in…" : "Sign in"}
      </Button>
      <Checkbox checked={remember} onChange={(_, d) => setRemember(d.checked === true)} label="Stay signed in on this computer" />
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {showToken ? (
        <form className={styles.form} onSubmit={submitToken} aria-label="Sign in with an API token">
          <Field label="API token" hint="From your account dashboard on the service's website.">
            <Input type="password" value={token} onChange={(_, d) => setToken(d.value)} autoComplete="off" spellCheck={false} />
          </Field>
          <Button type="submit" disabled={busy || token.trim() === ""}>
            {busy ? "Checking…" : "Use this token"}
          </Button>
        </form>
      ) : (
        <Link as="button" onClick={() => setShowToken(true)}>
          Use an API token instead
        </Link>
      )}
    </section>
  );
}

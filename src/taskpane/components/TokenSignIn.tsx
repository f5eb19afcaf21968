// Sign-in with an API token pasted from the service's dashboard; checked with the service before use.
import { Button, Checkbox, Field, Input, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from "@fluentui/react-components";
import { useState, type FormEvent } from "react";
import type { ApiTokenSession } from "../../auth/apiTokenSignIn";
import { errorMessage } from "../errorMessage";

const useStyles = makeStyles({
  form: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
});

export interface TokenSignInProps {
  serviceUrl: string;
  busy: boolean;
  signIn: (token: string, serviceUrl: string, signal?: AbortSignal) => Promise<ApiTokenSession>;
  onSignedIn: (session: ApiTokenSession, token: string, remember: boolean) => void;
}

export function TokenSignIn({ serviceUrl, busy, signIn, onSignedIn }: TokenSignInProps): React.JSX.Element {
  const styles = useStyles();
  const [token, setToken] = useState("");
  const [remember, setRemember] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setChecking(true);
    setError(null);
    try {
      onSignedIn(await signIn(token, serviceUrl), token.trim(), remember);
    } catch (e: unknown) {
      setError(errorMessage(e));
    } finally {
      setChecking(false);
    }
  };

  if (busy) return <Spinner label="Signing you in…" />;
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} aria-label="Sign in with an API token">
      <Text as="h1" size={500} weight="semibold">
        Sign in
      </Text>
      <Text>Paste the API token from your account dashboard to transcribe documents into this file.</Text>
      <Field label="API token" required validationState={error ? "error" : "none"} validationMessage={error ?? undefined}>
        <Input type="password" value={token} onChange={(_, d) => setToken(d.value)} autoComplete="off" spellCheck={false} />
      </Field>
      <Checkbox checked={remember} onChange={(_, d) => setRemember(d.checked === true)} label="Stay signed in on this computer" />
      <Button appearance="primary" type="submit" disabled={checking || token.trim() === ""}>
        {checking ? "Checking…" : "Sign in"}
      </Button>
      {checking ? null : (
        <MessageBar intent="info">
          <MessageBarBody>The token is checked with the service and is only kept if you choose to stay signed in.</MessageBarBody>
        </MessageBar>
      )}
    </form>
  );
}

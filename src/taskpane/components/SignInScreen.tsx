// The first screen: sign in with the service account (OAuth through the Office dialog), or paste an API
// token instead; only the ways the organisation's policy allows are offered, and it says so.
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
import { useEffect, useRef, useState, type FormEvent } from "react";
import { t } from "../../i18n/messages";
import { errorMessage } from "../errorMessage";

const useStyles = makeStyles({
  screen: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
  form: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  brand: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalS, margin: 0 },
  // A link standing alone is a touch target of its own: at least 24 x 24 CSS px (WCAG 2.2, 2.5.8).
  tokenLink: { alignSelf: "flex-start", minHeight: "24px" },
});

export interface SignInScreenProps {
  restoring: boolean;
  signInWithAccount: (remember: boolean) => Promise<void>;
  signInWithToken: (token: string, remember: boolean) => Promise<void>;
  /**
   * The ways the organisation allows (both without a policy); `fallback`: they are the safe fallback of a policy
   * that could not be read, which is said rather than the organisation's rule.
   */
  methods?: { oauth: boolean; apiToken: boolean; fallback?: true | undefined };
  /** The screen's "Sign in" heading, focusable: after a sign-out the keyboard focus goes there, not to the page. */
  headingRef?: React.Ref<HTMLHeadingElement>;
}

const BOTH = { oauth: true, apiToken: true };

export function SignInScreen({
  restoring,
  signInWithAccount,
  signInWithToken,
  methods = BOTH,
  headingRef,
}: SignInScreenProps): React.JSX.Element {
  const styles = useStyles();
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [showToken, setShowToken] = useState(false);
  const [token, setToken] = useState("");
  // "Use an API token instead" goes away when selected: the focus moves to the field it opened.
  const tokenInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (showToken) tokenInput.current?.focus();
  }, [showToken]);

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

  if (restoring) return <Spinner label={t("session.signInScreen.restoring")} />;
  // Token only: its form is there from the start (without taking the focus).
  const tokenForm = methods.apiToken && (showToken || !methods.oauth);
  const only = methods.fallback
    ? "session.policy.oauthOnlyUnread"
    : methods.oauth !== methods.apiToken
      ? methods.oauth
        ? "session.policy.oauthOnly"
        : "session.policy.tokenOnly"
      : null;
  return (
    <section className={styles.screen} aria-label={t("session.signInScreen.label")}>
      <Text as="h1" size={500} weight="semibold" className={styles.brand}>
        <img src="assets/icon-32.png" alt="" width={32} height={32} />
        {t("session.app.productName")}
      </Text>
      <Text as="h2" size={400} weight="semibold" ref={headingRef} tabIndex={-1}>
        {t("session.signInScreen.heading")}
      </Text>
      <Text>{t("session.signInScreen.intro")}</Text>
      {methods.oauth ? (
        <Button appearance="primary" disabledFocusable={busy} onClick={() => void attempt(() => signInWithAccount(remember))}>
          {busy && !tokenForm ? t("session.signInScreen.signingIn") : t("session.signInScreen.signIn")}
        </Button>
      ) : null}
      <Checkbox checked={remember} onChange={(_, d) => setRemember(d.checked === true)} label={t("session.signInScreen.remember")} />
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {tokenForm ? (
        <form className={styles.form} onSubmit={submitToken} aria-label={t("session.signInScreen.tokenForm")}>
          <Field label={t("session.signInScreen.tokenLabel")} hint={t("session.signInScreen.tokenHint")}>
            <Input
              ref={tokenInput}
              type="password"
              value={token}
              onChange={(_, d) => setToken(d.value)}
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
          <Button type="submit" disabled={!busy && token.trim() === ""} disabledFocusable={busy}>
            {busy ? t("session.signInScreen.checking") : t("session.signInScreen.useToken")}
          </Button>
        </form>
      ) : methods.apiToken ? (
        <Link as="button" className={styles.tokenLink} onClick={() => setShowToken(true)}>
          {t("session.signInScreen.showTokenForm")}
        </Link>
      ) : null}
      {only ? (
        <Text size={200} data-testid="sign-in-policy">
          {t(only)}
        </Text>
      ) : null}
    </section>
  );
}

// The Microsoft 365 sources' layout, and its stand-in while their code loads (msal-browser is a chunk of its own)
// and while the host's sign-in is checked: a line that says who is signed in, then the source buttons and
// "Sign out of Microsoft 365". The stand-in has the signed-in layout with the buttons unavailable, so when the
// check finds the user signed in (the usual case inside Office) nothing below moves: not the file list, not the
// actions, not the Run button a user is about to press. "Sign in to Microsoft 365" is never offered meanwhile.
import { Button, Text, makeStyles, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";
import { t } from "../../i18n/messages";

const useStyles = makeStyles({
  box: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS, minWidth: 0 },
  // Whole, wrapped (who is signed in must be readable at 320 px), with two lines' room in every state: at a task
  // pane's width the signed-in line takes two, so the check's one-line text ending does not move what is below.
  line: { minHeight: `calc(2 * ${tokens.lineHeightBase200})`, overflowWrap: "anywhere" },
  row: { display: "flex", gap: tokens.spacingHorizontalS, flexWrap: "wrap", alignItems: "center" },
  placeholder: { visibility: "hidden" },
});

export function MicrosoftSourcesFrame({
  line,
  busy = false,
  children,
}: {
  line: string;
  busy?: boolean;
  children: ReactNode;
}): React.JSX.Element {
  const styles = useStyles();
  return (
    // The caption says what this second sign-in is for, beside the transcription account's (issue 35, item 10).
    <section className={styles.box} aria-labelledby="microsoft-sources-caption" aria-busy={busy || undefined}>
      <Text size={200} weight="semibold" block id="microsoft-sources-caption">
        {t("microsoft.sourcesPanel.region")}
      </Text>
      <Text size={200} block className={styles.line}>
        {line}
      </Text>
      {children}
    </section>
  );
}

/** The signed-in layout's buttons: the two sources, then signing out. */
export function MicrosoftSourcesButtons({ children }: { children: ReactNode }): React.JSX.Element {
  return <div className={useStyles().row}>{children}</div>;
}

/** Shown while the sources' code loads and while the sign-in is checked: the signed-in layout, nothing to press. */
export function MicrosoftSourcesChecking(): React.JSX.Element {
  const styles = useStyles();
  return (
    <MicrosoftSourcesFrame line={t("microsoft.sourcesPanel.checking")} busy>
      <MicrosoftSourcesButtons>
        <Button size="small" disabled>
          {t("microsoft.sourcesPanel.files")}
        </Button>
        <Button size="small" disabled>
          {t("microsoft.sourcesPanel.mail")}
        </Button>
        {/* Holds the room of "Sign out of Microsoft 365": hidden, so neither seen, read out nor reached. */}
        <Button size="small" appearance="subtle" disabled className={styles.placeholder}>
          {t("microsoft.sourcesPanel.signOut")}
        </Button>
      </MicrosoftSourcesButtons>
    </MicrosoftSourcesFrame>
  );
}

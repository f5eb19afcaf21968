// The Microsoft 365 sources beside "Choose files" (F14): the Microsoft 365 sign-in (separate from the
// service's), then files from OneDrive and SharePoint or attachments of mail. A lazily loaded chunk with
// msal-browser, shown only when the build has MS_CLIENT_ID. Chosen files come back checked, with their origin.
import { Button, Text, makeStyles, tokens } from "@fluentui/react-components";
import { useEffect, useState } from "react";
import { t } from "../../i18n/messages";
import { microsoft365 } from "../../microsoft/instance";
import type { MicrosoftAccount } from "../../microsoft/session";
import { DriveBrowser } from "./DriveBrowser";
import { MailPicker } from "./MailPicker";
import { messageOf } from "./microsoftFiles";
import type { CheckedFile } from "./checkedFile";
import { MicrosoftSourcesButtons, MicrosoftSourcesChecking, MicrosoftSourcesFrame } from "./MicrosoftSourcesFrame";

const useStyles = makeStyles({
  problem: { color: tokens.colorPaletteRedForeground1 },
});

export interface MicrosoftSourcesProps {
  disabled: boolean;
  onChosen: (files: CheckedFile[]) => void;
}

export function MicrosoftSources({ disabled, onChosen }: MicrosoftSourcesProps): React.JSX.Element {
  const styles = useStyles();
  const { session } = microsoft365();
  const [account, setAccount] = useState<MicrosoftAccount | null>(session.account);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState<"files" | "mail" | null>(null);
  // Until the host's sign-in is checked, "Sign in to Microsoft 365" would be offered to someone signed in.
  const [checking, setChecking] = useState(session.account === null);

  useEffect(() => {
    const unsubscribe = session.subscribe(setAccount);
    void session.restore([]).finally(() => setChecking(false));
    return unsubscribe;
  }, [session]);

  const signIn = async (): Promise<void> => {
    setBusy(true);
    setProblem(null);
    try {
      await session.signIn([]);
    } catch (error: unknown) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const signOut = (): void => {
    session.signOut();
    setOpen(null);
  };

  if (!account && checking) return <MicrosoftSourcesChecking />;
  const alert = problem ? (
    <Text className={styles.problem} role="alert">
      {problem}
    </Text>
  ) : null;
  if (!account)
    return (
      <MicrosoftSourcesFrame line={t("microsoft.sourcesPanel.explain")}>
        <MicrosoftSourcesButtons>
          <Button size="small" disabledFocusable={disabled || busy} onClick={() => void signIn()}>
            {t("microsoft.sourcesPanel.signIn")}
          </Button>
        </MicrosoftSourcesButtons>
        {alert}
      </MicrosoftSourcesFrame>
    );
  return (
    <MicrosoftSourcesFrame line={t("microsoft.sourcesPanel.signedInAs", { name: account.name, username: account.username })}>
      <MicrosoftSourcesButtons>
        <Button size="small" disabled={disabled} aria-pressed={open === "files"} onClick={() => setOpen(open === "files" ? null : "files")}>
          {t("microsoft.sourcesPanel.files")}
        </Button>
        <Button size="small" disabled={disabled} aria-pressed={open === "mail"} onClick={() => setOpen(open === "mail" ? null : "mail")}>
          {t("microsoft.sourcesPanel.mail")}
        </Button>
        <Button size="small" appearance="subtle" onClick={signOut}>
          {t("microsoft.sourcesPanel.signOut")}
        </Button>
      </MicrosoftSourcesButtons>
      {open === "files" ? <DriveBrowser disabled={disabled} onChosen={onChosen} /> : null}
      {open === "mail" ? <MailPicker disabled={disabled} onChosen={onChosen} /> : null}
      {alert}
    </MicrosoftSourcesFrame>
  );
}

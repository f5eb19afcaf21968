// Files whose chosen pages could not be cut out (encrypted, damaged, or still over the limit), said where the
// user pressed Transcribe: each with why, and "Send all pages" where the whole file may go instead. Nothing
// was sent.
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from "@fluentui/react-components";
import { t } from "../../../i18n/messages";
import type { NotCut } from "../checkedFile";

const useStyles = makeStyles({
  body: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS },
  file: { display: "flex", flexDirection: "column", alignItems: "flex-start", gap: tokens.spacingVerticalXXS },
});

export function NotCutMessage({ files, onSendWhole }: { files: readonly NotCut[]; onSendWhole: (id: string) => void }): React.JSX.Element {
  const styles = useStyles();
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody className={styles.body}>
        {files.map((f) => (
          <div key={f.id} className={styles.file}>
            <Text>{t("pages.control.notCut", { name: f.name, problem: f.message })}</Text>
            {f.canSendWhole ? (
              <Button size="small" aria-label={t("pages.control.sendWholeLabel", { name: f.name })} onClick={() => onSendWhole(f.id)}>
                {t("pages.control.sendWhole")}
              </Button>
            ) : null}
          </div>
        ))}
      </MessageBarBody>
    </MessageBar>
  );
}

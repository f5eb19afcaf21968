// What an opened result does in Outlook (in place of Word's and Excel's insert options): a transcript goes into
// a reply to the message being read, or at the cursor of the message being written, as text (with the page
// headings and translation the user chose, remembered like the insert options); it can be copied or downloaded.
// Tables and extracted fields go to Excel later: the pane says so ("Open Excel and find it in History") and
// offers the download. The reply and the insertion go through src/insert like every host's; this only renders.
import { Button, Checkbox, MessageBar, MessageBarBody, Text, makeStyles, tokens } from "@fluentui/react-components";
import { useRef, useState } from "react";
import type { ServiceClient } from "../../api/client";
import { t } from "../../i18n/messages";
import { insertResult } from "../../insert/insertResult";
import type { InsertOutcome } from "../../insert/outcome";
import { OutlookInsertError, excelLater } from "../../insert/outlook";
import { insertSettingsFrom } from "../../insert/remembered";
import type { InsertDependencies, OutlookPlacement } from "../../insert/settings";
import { MailboxError } from "../../office/mailbox";
import type { TranslationPlacement } from "../../results/layout";
import { TranslationChoice } from "../components/TranslationChoice";
import { transcriptMailText } from "../../results/mailText";
import { actionOf, type ResultModel } from "../../results/model";
import { hasChanges } from "../../results/review/history";
import { hasTranslation } from "../../results/transcript";
import { downloadChoices } from "../../work/history/downloadChoices";
import { mailLabel } from "../../work/outlook/attachmentList";
import { errorMessage } from "../errorMessage";
import { currentSaveMethod, downloadResultFile } from "../history/downloadFile";
import type { ReviewControls } from "../review/useReviewState";
import { useSettings } from "../settings/useSettings";
import { useConfirm } from "../useConfirm";
import type { Question } from "../../work/batchView";
import { useMailItem } from "./mailItemStore";

const useStyles = makeStyles({
  panel: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  row: { display: "flex", gap: tokens.spacingHorizontalS, flexWrap: "wrap", alignItems: "center" },
});

export interface OutlookResultPanelProps {
  result: ResultModel;
  review?: Pick<ReviewControls, "reviewed" | "session">;
  opened: { documentId: string; fileName: string };
  client: Pick<ServiceClient, "downloadResult">;
  dependencies: InsertDependencies;
  onInserted: (outcome: InsertOutcome) => void;
  onFailed: (error: unknown) => void;
}

/** Asked before putting the same transcript into the same message a second time. */
function againQuestion(placement: OutlookPlacement): Question {
  const reply = placement === "reply";
  return {
    title: t(reply ? "outlook.result.againReplyTitle" : "outlook.result.againInsertTitle"),
    message: t(reply ? "outlook.result.againReply" : "outlook.result.againInsert"),
    confirm: t(reply ? "outlook.result.againReplyConfirm" : "outlook.result.againInsertConfirm"),
    cancel: t("outlook.result.againCancel"),
  };
}

/** Office's own failures are said in the pane's words, with what to do. */
function failure(error: unknown, placement: OutlookPlacement): unknown {
  if (!(error instanceof MailboxError)) return error;
  return new OutlookInsertError(t(placement === "reply" ? "outlook.result.replyFailed" : "outlook.result.insertFailed"));
}

export function OutlookResultPanel({
  result,
  review,
  opened,
  client,
  dependencies,
  onInserted,
  onFailed,
}: OutlookResultPanelProps): React.JSX.Element {
  const styles = useStyles();
  const [current, remembered] = useSettings();
  const [options, setOptions] = useState(() => insertSettingsFrom(current.insert));
  const { item } = useMailItem();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; intent: "success" | "warning" } | null>(null);
  // A second click while the reply opens would open two: a guard, not a state update.
  const running = useRef(false);
  // Where this result already went (the message and how): pressing again asks first, as Word does, so a double
  // click that lands after the first reply opened does not open a second one.
  const done = useRef<string | null>(null);
  const [dialog, ask] = useConfirm();
  const transcript = result.kind === "transcript" ? result.transcript : null;
  const translated = transcript !== null && hasTranslation(transcript);
  const placement: OutlookPlacement | null = item ? (item.mode === "read" ? "reply" : "cursor") : null;
  const corrected = review !== undefined && hasChanges(review.session);
  const download = downloadChoices(actionOf(result)).find((c) => c.format === (transcript ? "txt" : "xlsx"));
  // Outlook on Mac and iPad cannot save files (src/work/history/saveMethod.ts): the pane says so instead.
  const [saving] = useState(currentSaveMethod);

  const setHeadings = (headings: boolean): void => {
    setOptions((o) => ({ ...o, headings }));
    remembered.setInsert({ headings });
  };
  const setTranslation = (translation: TranslationPlacement): void => {
    setOptions((o) => ({ ...o, translation }));
    remembered.setInsert({ translation });
  };

  const put = async (): Promise<void> => {
    if (running.current || !placement) return;
    running.current = true;
    setBusy(true);
    try {
      const target = item ? `${placement}:${item.itemId ?? mailLabel(item)}` : placement;
      if (done.current === target && !(await ask(againQuestion(placement)))) return;
      const reviewed = review ? review.reviewed() : { model: result, corrected: 0 };
      onInserted(
        await insertResult("outlook", reviewed.model, { ...options, outlookPlacement: placement }, dependencies, {
          corrected: reviewed.corrected,
        }),
      );
      done.current = target;
    } catch (error: unknown) {
      onFailed(failure(error, placement));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const copy = async (): Promise<void> => {
    const model = review ? review.reviewed().model : result;
    if (model.kind !== "transcript") return;
    try {
      await navigator.clipboard.writeText(
        transcriptMailText(model.transcript, {
          ...options,
          pageBreaks: false,
          ...(dependencies.languageName ? { languageName: dependencies.languageName } : {}),
        }),
      );
      setNote({ text: t("outlook.result.copied"), intent: "success" });
    } catch {
      setNote({ text: t("outlook.result.copyFailed"), intent: "warning" });
    }
  };

  const save = async (): Promise<void> => {
    if (!download) return;
    try {
      const fileName = await downloadResultFile(client, { id: opened.documentId, fileName: opened.fileName }, download, saving);
      setNote({ text: t("outlook.result.downloaded", { fileName }), intent: "success" });
    } catch (error: unknown) {
      setNote({ text: errorMessage(error), intent: "warning" });
    }
  };

  return (
    <section className={styles.panel} aria-label={t("outlook.result.region")} data-testid="outlook-result">
      {transcript ? (
        <>
          {translated ? <TranslationChoice value={options.translation} onChange={setTranslation} /> : null}
          <Checkbox
            label={t("results.insertPanel.pageHeadings")}
            checked={options.headings}
            onChange={(_, d) => setHeadings(d.checked === true)}
          />
          {item && placement ? (
            <>
              {/* The pane follows the selected item: say which one the transcript goes to. */}
              <Text size={200}>{t("outlook.result.target", { mode: item.mode, label: mailLabel(item) })}</Text>
              <Button appearance="primary" disabledFocusable={busy} onClick={() => void put()}>
                {t(placement === "reply" ? "outlook.result.reply" : "outlook.result.insertAtCursor")}
              </Button>
            </>
          ) : (
            <Text>{t("outlook.result.noItem")}</Text>
          )}
        </>
      ) : (
        <MessageBar intent="info">
          <MessageBarBody>{excelLater()}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        {transcript ? (
          <Button size="small" onClick={() => void copy()}>
            {t("outlook.result.copy")}
          </Button>
        ) : null}
        {download && saving.kind !== "none" ? (
          <Button size="small" onClick={() => void save()}>
            {t("outlook.result.download", { format: download.format.toUpperCase() })}
          </Button>
        ) : null}
      </div>
      {saving.kind === "none" ? <Text size={200}>{saving.reason}</Text> : null}
      {corrected && download && saving.kind !== "none" ? <Text size={200}>{t("outlook.result.downloadCorrected")}</Text> : null}
      {note ? (
        <Text size={200} role="status">
          {note.text}
        </Text>
      ) : null}
      {dialog}
    </section>
  );
}

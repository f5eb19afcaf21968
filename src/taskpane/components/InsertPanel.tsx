// Where and how the result goes into the document (F7, F8), and the Insert button. Features this Word or
// Excel lacks are shown as unavailable with the reason, never offered and then failed. When this Word
// document already holds the result, the user is asked first: Replace (the default) or Insert another copy.
// Loaded lazily.
import {
  Button,
  Checkbox,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Text,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { useRef, useState } from "react";
import { t } from "../../i18n/messages";
import type { DecimalMark } from "../../results/numbers/cellValues";
import { excelFileInsertion, wordFileInsertion, wordTables } from "../../office/requirements";
import { TranslationChoice } from "./TranslationChoice";
import type { ResultModel } from "../../results/model";
import { hasTranslation } from "../../results/transcript";
import { changesValues } from "../../results/review/history";
import type { ReviewControls } from "../review/useReviewState";
import { isRememberedInsertKey, insertSettingsFrom } from "../../insert/remembered";
import { usePolicyLocks, useSettings } from "../settings/useSettings";
import { PolicyHint } from "./PolicyHint";
import { insertResult } from "../../insert/insertResult";
import { docxOriginalOnly, recordsTableName, type InsertOutcome } from "../../insert/outcome";
import { tableNameFor } from "../../office/excelCells";
import type { ExcelPlacement, InsertDependencies, InsertHost, InsertSettings, WordPlacement } from "../../insert/settings";
import { useNumberChoice } from "./useNumberChoice";
import { ReadNumbersAs } from "./ReadNumbersAs";
import type { NumberQuestion } from "./useNumberQuestion";
import { readAsFor } from "../../office/numberChoice";
import { insertAsking, reinsertQuestion } from "../../insert/reinsert";
import { documentOf } from "../../results/model";
import { useConfirm } from "../useConfirm";
import { TableAppendPanel } from "./TableAppendPanel";
import type { AppendCheckTarget } from "../../results/checks/types";
import { usePolicyNote } from "../usePolicyNote";

const useStyles = makeStyles({
  panel: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
});

export interface InsertPanelProps {
  host: InsertHost;
  /** The result as the service read it (what options it offers). */
  result: ResultModel;
  /** Its review: Insert writes the result as reviewed. */
  review?: Pick<ReviewControls, "reviewed" | "session">;
  /** "Read numbers as" shared with the review (asked above it where the evidence is split); else the panel's own. */
  numberQuestion?: NumberQuestion;
  dependencies: InsertDependencies;
  /** An insert began: what the last one said is cleared (so the same sentence is read out again). */
  onStarted?: () => void;
  onInserted: (outcome: InsertOutcome) => void;
  onFailed: (error: unknown) => void;
  /** The user's table the result is about to be appended to (null: none), for the review's flags. */
  onAppendTarget?: (target: AppendCheckTarget | null) => void;
}

function Unavailable({ reason }: { reason: string }): React.JSX.Element {
  return (
    <MessageBar intent="info">
      <MessageBarBody>{reason}</MessageBarBody>
    </MessageBar>
  );
}

export function InsertPanel({
  host,
  result,
  review,
  numberQuestion,
  dependencies,
  onStarted,
  onInserted,
  onFailed,
  onAppendTarget,
}: InsertPanelProps): React.JSX.Element {
  const styles = useStyles();
  // Placement, headings, page breaks, translation and tables part start from the remembered choices.
  // (Under the organisation's policy: "Keep every value as text" may be fixed.)
  const [current, remembered] = useSettings();
  const locks = usePolicyLocks();
  const note = usePolicyNote();
  const [settings, setSettings] = useState<InsertSettings>(() => insertSettingsFrom(current.insert));
  const [busy, setBusy] = useState(false);
  const [dialog, , choose] = useConfirm();
  // A second click while the first insertion is being written would insert twice: a guard, not a state update.
  const running = useRef(false);
  // "Read numbers as", for this insert only (never remembered): offered when the document and the workbook
  // write numbers differently (the document's own way is chosen until the user picks another), or when figures
  // such as 12,400 read either way and the workbook reads them as decimals (its reading stays the default).
  const ownNumbers = useNumberChoice(host, result, numberQuestion === undefined);
  const [ownReadAs, setOwnReadAs] = useState<DecimalMark | "text" | null>(null);
  const numbers = (numberQuestion ? numberQuestion.choice : ownNumbers) ?? null;
  // Until the choice is known (a frame, and Excel's answer), Insert waits: figures that read either way must not
  // go in before their question is asked.
  const numbersPending = numberQuestion ? numberQuestion.pending : ownNumbers === undefined;
  const readAs = numberQuestion ? numberQuestion.value : ownReadAs;
  const setReadAs = numberQuestion ? numberQuestion.onChange : setOwnReadAs;
  // "Append to a table in this workbook" (issue 34): for tables and records, this insert only.
  const [toTable, setToTable] = useState(false);
  const set = <K extends keyof InsertSettings>(key: K, value: InsertSettings[K]): void => {
    setSettings((s) => ({ ...s, [key]: value }));
    if (isRememberedInsertKey(key) && (typeof value === "string" || typeof value === "boolean")) remembered.setInsert({ [key]: value });
  };

  // Locked by the organisation, the policy's value holds even if it arrived after this panel opened.
  const keepText = locks.keepText ? current.insert.keepText === true : settings.keepText === true;
  const transcript = result.kind === "transcript";
  const appending = host === "excel" && toTable && !transcript;
  const appendReadAs = readAsFor(numbers, readAs);
  const recordsTable = tableNameFor(recordsTableName(dependencies.extractorName), []);
  const translated = result.kind === "transcript" && hasTranslation(result.transcript);
  const fileCapability = host === "word" ? wordFileInsertion() : excelFileInsertion();
  // Split evidence: the question is above the review, and Insert waits for its answer.
  const readAsOffered = numbers !== null && !keepText && !(settings.serviceFile && fileCapability.supported);
  const waitsForAnswer = readAsOffered && numberQuestion?.asked === true && readAs === null;
  const waitsForNumbers = numbersPending && !keepText;
  const offersFile = host === "word" ? transcript : !transcript;
  const tablesCapability = wordTables();
  // Numbers, amounts, percentages and dates become Excel values unless the user keeps text (remembered, shared
  // with Insert all, and possibly locked by the organisation). Shown when appending too: it applies there.
  const keepTextBox = (
    <PolicyHint
      hint={locks.keepText ? note("keepText", t(current.insert.keepText ? "policy.hint.keepTextOn" : "policy.hint.keepTextOff")) : null}
    >
      <Checkbox
        label={t("results.insertPanel.keepText")}
        checked={keepText}
        disabled={locks.keepText}
        onChange={(_, d) => set("keepText", d.checked === true)}
      />
    </PolicyHint>
  );

  // The service's own file does not hold the review's corrections: the reviewed result goes in instead.
  const corrected = review !== undefined && changesValues(review.session);
  const insert = async (): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    onStarted?.();
    try {
      const reviewed = review ? review.reviewed() : { model: result, corrected: 0 };
      const choice = keepText ? null : readAsFor(numbers, readAs);
      const chosen = { ...settings, keepText, readAs: choice, ...(corrected ? { serviceFile: false } : {}) };
      // Already in this Word document: replace it (the default) or add another copy, as the user says.
      const outcome = await insertAsking(
        (earlier) => insertResult(host, reviewed.model, { ...chosen, earlier }, dependencies, { corrected: reviewed.corrected }),
        async (copies) => {
          const answer = await choose(reinsertQuestion(documentOf(reviewed.model).fileName, copies));
          return answer === "confirm" ? "replace" : answer === "alternative" ? "add" : null;
        },
      );
      if (outcome) onInserted(outcome);
    } catch (error: unknown) {
      onFailed(error);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-label={t("results.insertPanel.label")}>
      {host === "word" ? (
        <Field label={t("results.insertPanel.wordWhere")}>
          <RadioGroup value={settings.wordPlacement} onChange={(_, d) => set("wordPlacement", d.value as WordPlacement)}>
            <Radio value="cursor" label={t("results.insertPanel.atCursor")} />
            <Radio value="replace" label={t("results.insertPanel.replaceSelection")} />
            <Radio value="end" label={t("results.insertPanel.atEnd")} />
          </RadioGroup>
        </Field>
      ) : (
        <Field label={t("results.insertPanel.excelWhere")}>
          <RadioGroup
            value={toTable ? "table" : settings.excelPlacement}
            onChange={(_, d) => {
              setToTable(d.value === "table");
              if (d.value !== "table") set("excelPlacement", d.value as ExcelPlacement);
            }}
          >
            {result.kind === "records" ? (
              // Records go to their extractor's table wherever it is: said, rather than "On a new sheet" (issue 35 item 13).
              <>
                <Radio value="newSheet" label={t("results.insertPanel.recordsNewSheet", { table: recordsTable })} />
                <Radio value="selection" label={t("results.insertPanel.recordsFromSelection", { table: recordsTable })} />
              </>
            ) : (
              <>
                <Radio
                  value="newSheet"
                  label={t(result.kind === "tables" ? "results.insertPanel.newSheetEach" : "results.insertPanel.newSheet")}
                />
                <Radio value="selection" label={t("results.insertPanel.fromSelection")} />
              </>
            )}
            {transcript ? null : <Radio value="table" label={t("results.tableAppend.choice")} />}
          </RadioGroup>
        </Field>
      )}
      {appending ? keepTextBox : null}
      {appending ? (
        <TableAppendPanel
          result={result}
          {...(review ? { review } : {})}
          readAs={appendReadAs}
          keepText={keepText ? (locks.keepText ? "policy" : "setting") : null}
          {...(onStarted ? { onStarted } : {})}
          onInserted={onInserted}
          onFailed={onFailed}
          {...(onAppendTarget ? { onTarget: onAppendTarget } : {})}
        />
      ) : null}
      {appending ? null : (
        <>
          {result.kind === "tables" ? (
            <Field label={t("results.insertPanel.whatToInsert")}>
              <RadioGroup value={settings.tablesPart} onChange={(_, d) => set("tablesPart", d.value as InsertSettings["tablesPart"])}>
                <Radio value="all" label={t("results.insertPanel.tablesAll")} />
                <Radio value="tables" label={t("results.insertPanel.tablesOnly")} />
                <Radio value="keyValues" label={t("results.insertPanel.keyValuesOnly")} />
              </RadioGroup>
            </Field>
          ) : null}
          {transcript ? (
            <>
              <Checkbox
                label={t(host === "word" ? "results.insertPanel.pageHeadings" : "results.insertPanel.pageRows")}
                checked={settings.headings}
                onChange={(_, d) => set("headings", d.checked === true)}
              />
              {host === "word" ? (
                <Checkbox
                  label={t("results.insertPanel.pageBreaks")}
                  checked={settings.pageBreaks}
                  onChange={(_, d) => set("pageBreaks", d.checked === true)}
                />
              ) : null}
            </>
          ) : null}
          {translated ? <TranslationChoice value={settings.translation} onChange={(placement) => set("translation", placement)} /> : null}
          {host === "word" && !transcript && !tablesCapability.supported && tablesCapability.reason ? (
            <Unavailable reason={tablesCapability.reason} />
          ) : null}
          {offersFile ? (
            fileCapability.supported ? (
              <Checkbox
                label={t(host === "word" ? "results.insertPanel.serviceDocx" : "results.insertPanel.serviceXlsx")}
                checked={settings.serviceFile}
                onChange={(_, d) => set("serviceFile", d.checked === true)}
              />
            ) : fileCapability.reason ? (
              <Unavailable reason={fileCapability.reason} />
            ) : null
          ) : null}
          {offersFile && settings.serviceFile && corrected && fileCapability.supported ? (
            <Unavailable reason={t("review.insert.serviceFileNotReviewed")} />
          ) : null}
          {host === "word" && settings.serviceFile && translated && settings.translation === "after" && fileCapability.supported ? (
            <Unavailable reason={docxOriginalOnly()} />
          ) : null}
          {host === "excel" && !transcript ? keepTextBox : null}
          {numbers && readAsOffered && !numberQuestion?.asked ? (
            <ReadNumbersAs choice={numbers} value={readAs} onChange={setReadAs} />
          ) : null}
          {waitsForAnswer ? <Text data-testid="read-numbers-first">{t("results.insertPanel.readAsFirst")}</Text> : null}
          {/* Focusable while busy: the question's dialog gives the focus back to it. */}
          <Button appearance="primary" disabledFocusable={busy || waitsForAnswer || waitsForNumbers} onClick={() => void insert()}>
            {t(host === "word" ? "results.insertPanel.insertWord" : "results.insertPanel.insertExcel")}
          </Button>
        </>
      )}
      {dialog}
    </section>
  );
}

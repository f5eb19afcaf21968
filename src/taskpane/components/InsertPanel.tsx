// Where and how the result goes into the document (F7, F8), and the Insert button. Features this Word or
// Excel lacks are shown as unavailable with the reason, never offered and then failed. Loaded lazily.
import { Button, Checkbox, Field, MessageBar, MessageBarBody, Radio, RadioGroup, makeStyles, tokens } from "@fluentui/react-components";
import { useState } from "react";
import type { ExcelPlacement } from "../../office/excelInsert";
import { excelFileInsertion, wordFileInsertion, wordTables } from "../../office/requirements";
import type { WordPlacement } from "../../office/wordInsert";
import type { TranslationPlacement } from "../../results/layout";
import type { ResultModel } from "../../results/model";
import { hasTranslation } from "../../results/transcript";
import { isRememberedInsertKey, insertSettingsFrom } from "../rememberedInsert";
import { useSettingsStore } from "../settings/useSettings";
import {
  DOCX_ORIGINAL_ONLY,
  insertResult,
  type InsertDependencies,
  type InsertHost,
  type InsertOutcome,
  type InsertSettings,
} from "../insertResult";

const useStyles = makeStyles({
  panel: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
});

export interface InsertPanelProps {
  host: InsertHost;
  result: ResultModel;
  dependencies: InsertDependencies;
  onInserted: (outcome: InsertOutcome) => void;
  onFailed: (error: unknown) => void;
}

function Unavailable({ reason }: { reason: string }): React.JSX.Element {
  return (
    <MessageBar intent="info">
      <MessageBarBody>{reason}</MessageBarBody>
    </MessageBar>
  );
}

export function InsertPanel({ host, result, dependencies, onInserted, onFailed }: InsertPanelProps): React.JSX.Element {
  const styles = useStyles();
  // Placement, headings, page breaks, translation and tables part start from the remembered choices.
  const remembered = useSettingsStore();
  const [settings, setSettings] = useState<InsertSettings>(() => insertSettingsFrom(remembered.get().insert));
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof InsertSettings>(key: K, value: InsertSettings[K]): void => {
    setSettings((s) => ({ ...s, [key]: value }));
    if (isRememberedInsertKey(key) && (typeof value === "string" || typeof value === "boolean")) remembered.setInsert({ [key]: value });
  };

  const transcript = result.kind === "transcript";
  const translated = result.kind === "transcript" && hasTranslation(result.transcript);
  const fileCapability = host === "word" ? wordFileInsertion() : excelFileInsertion();
  const offersFile = host === "word" ? transcript : !transcript;
  const tablesCapability = wordTables();

  const insert = async (): Promise<void> => {
    setBusy(true);
    try {
      onInserted(await insertResult(host, result, settings, dependencies));
    } catch (error: unknown) {
      onFailed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-label="Insert options">
      {host === "word" ? (
        <Field label="Where in the document">
          <RadioGroup value={settings.wordPlacement} onChange={(_, d) => set("wordPlacement", d.value as WordPlacement)}>
            <Radio value="cursor" label="At the cursor" />
            <Radio value="replace" label="In place of the selection" />
            <Radio value="end" label="At the end of the document" />
          </RadioGroup>
        </Field>
      ) : (
        <Field label="Where in the workbook">
          <RadioGroup value={settings.excelPlacement} onChange={(_, d) => set("excelPlacement", d.value as ExcelPlacement)}>
            <Radio value="newSheet" label={result.kind === "tables" ? "Each table on a new sheet" : "On a new sheet"} />
            <Radio value="selection" label="From the selected cell" />
          </RadioGroup>
        </Field>
      )}
      {result.kind === "tables" ? (
        <Field label="What to insert">
          <RadioGroup value={settings.tablesPart} onChange={(_, d) => set("tablesPart", d.value as InsertSettings["tablesPart"])}>
            <Radio value="all" label="Tables and key/value pairs" />
            <Radio value="tables" label="Only the tables" />
            <Radio value="keyValues" label="Only the key/value pairs" />
          </RadioGroup>
        </Field>
      ) : null}
      {transcript ? (
        <>
          <Checkbox
            label={host === "word" ? "A heading for each page" : "A row with the page number before each page"}
            checked={settings.headings}
            onChange={(_, d) => set("headings", d.checked === true)}
          />
          {host === "word" ? (
            <Checkbox
              label="A page break between pages"
              checked={settings.pageBreaks}
              onChange={(_, d) => set("pageBreaks", d.checked === true)}
            />
          ) : null}
        </>
      ) : null}
      {translated ? (
        <Field label="Translation">
          <RadioGroup value={settings.translation} onChange={(_, d) => set("translation", d.value as TranslationPlacement)}>
            <Radio value="after" label="After the original" />
            <Radio value="instead" label="Instead of the original" />
            <Radio value="none" label="Leave it out" />
          </RadioGroup>
        </Field>
      ) : null}
      {host === "word" && !transcript && !tablesCapability.supported && tablesCapability.reason ? (
        <Unavailable reason={tablesCapability.reason} />
      ) : null}
      {offersFile ? (
        fileCapability.supported ? (
          <Checkbox
            label={
              host === "word" ? "Insert the service's own .docx file instead" : "Insert the service's own .xlsx file as new sheets instead"
            }
            checked={settings.serviceFile}
            onChange={(_, d) => set("serviceFile", d.checked === true)}
          />
        ) : fileCapability.reason ? (
          <Unavailable reason={fileCapability.reason} />
        ) : null
      ) : null}
      {host === "word" && settings.serviceFile && translated && settings.translation === "after" && fileCapability.supported ? (
        <Unavailable reason={DOCX_ORIGINAL_ONLY} />
      ) : null}
      {host === "excel" && !transcript ? (
        // Numbers, amounts, percentages and dates become Excel values unless the user keeps text (remembered,
        // and shared with Insert all).
        <Checkbox
          label="Keep every value as text (no numbers or dates)"
          checked={settings.keepText === true}
          onChange={(_, d) => set("keepText", d.checked === true)}
        />
      ) : null}
      {host === "word" ? (
        <Checkbox
          label="Replace what was inserted earlier for this document"
          checked={settings.replaceEarlier}
          onChange={(_, d) => set("replaceEarlier", d.checked === true)}
        />
      ) : null}
      <Button appearance="primary" disabled={busy} onClick={() => void insert()}>
        {host === "word" ? "Insert into document" : "Insert into workbook"}
      </Button>
    </section>
  );
}

// Choose the input and the work, let the service process it, preview the result, insert it into Word or
// Excel. The preview and the insert options are separate chunks (React.lazy), fetched once there is a result.
import { MessageBar, MessageBarBody, Button, Spinner, Text, makeStyles, tokens } from "@fluentui/react-components";
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ServiceClient } from "../../api/client";
import type { TranslationLanguage, User } from "../../api/types";
import type { HostKind } from "../../office/host";
import { resultFromDetail, type ResultModel } from "../../results/model";
import { withTranslation } from "../../results/transcript";
import { processDocument } from "../../work/processDocument";
import { errorMessage } from "../errorMessage";
import type { InsertDependencies, InsertOutcome } from "../insertResult";
import { ActionPicker, choiceReady, type ActionChoice } from "./ActionPicker";
import { SourcePicker, type ChosenFile } from "./SourcePicker";

const ResultPreview = lazy(() => import("./ResultPreview").then((m) => ({ default: m.ResultPreview })));
const InsertPanel = lazy(() => import("./InsertPanel").then((m) => ({ default: m.InsertPanel })));

const useStyles = makeStyles({
  panel: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
});

type Phase =
  | { kind: "idle" }
  | { kind: "working"; status: string }
  | { kind: "done"; result: ResultModel; documentId: string; extractorName: string | null; note: string | null }
  | { kind: "error"; message: string };

export interface TranscribePanelProps {
  client: ServiceClient;
  host: HostKind;
  onAccountChanged: (user: User) => void;
  pollIntervalMs?: number;
}

const RUN_LABEL = { transcribe: "Transcribe", tables: "Find tables", extractor: "Extract fields" } as const;

function summary(result: ResultModel): string {
  if (result.kind === "transcript") return `Transcribed ${result.transcript.pages.length} page(s). Check the text, then insert it.`;
  if (result.kind === "tables")
    return `Found ${result.tables.tables.length} table(s) and ${result.tables.keyValuePairs.length} key/value pair(s). Check them, then insert.`;
  return `Extracted ${result.records.records.length} record(s). Check the fields, then insert.`;
}

export function TranscribePanel({ client, host, onAccountChanged, pollIntervalMs }: TranscribePanelProps): React.JSX.Element {
  const styles = useStyles();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [choice, setChoice] = useState<ActionChoice>({ action: "transcribe", extractor: null, translateTo: null });
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [outcome, setOutcome] = useState<InsertOutcome | null>(null);
  const [insertError, setInsertError] = useState<string | null>(null);
  const [languages, setLanguages] = useState<TranslationLanguage[]>([]);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const loadExtractors = useCallback(() => client.listExtractors(), [client]);
  const loadLanguages = useCallback(() => client.listTranslationLanguages(), [client]);
  const languageName = useCallback((code: string) => languages.find((l) => l.code === code)?.label ?? code, [languages]);

  const working = phase.kind === "working";
  const chooseFile = (chosen: ChosenFile | null): void => {
    setFile(chosen);
    setPhase({ kind: "idle" });
    setOutcome(null);
  };

  const run = async (): Promise<void> => {
    if (!file) return;
    abort.current = new AbortController();
    setOutcome(null);
    setInsertError(null);
    setPhase({ kind: "working", status: `Uploading ${file.name}…` });
    const verb =
      choice.action === "transcribe" ? "Transcribing" : choice.action === "tables" ? "Finding tables in" : "Extracting fields from";
    try {
      const processed = await processDocument(
        client,
        file.blob,
        file.name,
        {
          action: choice.action,
          ...(choice.extractor ? { extractorId: choice.extractor.id } : {}),
          ...(choice.translateTo ? { translateTo: choice.translateTo } : {}),
        },
        {
          signal: abort.current.signal,
          ...(pollIntervalMs === undefined ? {} : { pollIntervalMs }),
          onProgress: (p) => {
            if (p.step === "waiting") {
              setPhase({ kind: "working", status: `${verb} ${file.name}… The service is reading the pages.` });
              // Credits were charged at upload: show the new balance (F2).
              client.getCurrentUser().then(onAccountChanged, () => undefined);
            }
            if (p.step === "translating") setPhase({ kind: "working", status: `Fetching the translation of ${file.name}…` });
          },
        },
      );
      let result = resultFromDetail(processed.detail);
      if (result.kind === "transcript" && processed.translation)
        result = { kind: "transcript", transcript: withTranslation(result.transcript, processed.translation) };
      setPhase({
        kind: "done",
        result,
        documentId: processed.detail.id,
        extractorName: choice.extractor?.name ?? null,
        note: processed.translationProblem,
      });
    } catch (e: unknown) {
      setPhase({ kind: "error", message: errorMessage(e) });
    }
  };

  const done = phase.kind === "done" ? phase : null;
  const dependencies = useMemo((): InsertDependencies => {
    if (!done) return {};
    return {
      downloadFile: async (format, action) => (await client.downloadResult(done.documentId, format, action ? { action } : {})).blob,
      languageName,
      ...(done.extractorName ? { extractorName: done.extractorName } : {}),
    };
  }, [client, done, languageName]);

  return (
    <section className={styles.panel} aria-label="Transcribe a document">
      <SourcePicker host={host} disabled={working} chosen={file} onChosen={chooseFile} />
      <ActionPicker
        value={choice}
        onChange={setChoice}
        disabled={working}
        loadExtractors={loadExtractors}
        loadLanguages={loadLanguages}
        onLanguages={setLanguages}
      />
      <Button appearance="primary" disabled={!file || working || !choiceReady(choice)} onClick={() => void run()}>
        {RUN_LABEL[choice.action]}
      </Button>
      <div role="status" aria-live="polite" data-testid="status">
        {phase.kind === "working" ? <Spinner size="tiny" label={phase.status} labelPosition="after" /> : null}
        {done && !outcome ? <Text>{summary(done.result)}</Text> : null}
        {outcome ? <Text>{outcome.message}</Text> : null}
      </div>
      {phase.kind === "error" ? (
        <MessageBar intent="error">
          <MessageBarBody>{phase.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {insertError ? (
        <MessageBar intent="error">
          <MessageBarBody>{insertError}</MessageBarBody>
        </MessageBar>
      ) : null}
      {[...(done?.note ? [done.note] : []), ...(outcome?.notes ?? [])].map((note) => (
        <MessageBar key={note} intent="warning">
          <MessageBarBody>{note}</MessageBarBody>
        </MessageBar>
      ))}
      {done ? (
        <Suspense fallback={<Spinner size="tiny" label="Preparing the preview…" />}>
          <ResultPreview result={done.result} languageName={languageName} />
          {host === "none" ? (
            <MessageBar intent="info">
              <MessageBarBody>Open this add-in in Word or Excel to insert the result.</MessageBarBody>
            </MessageBar>
          ) : (
            <InsertPanel
              host={host}
              result={done.result}
              dependencies={dependencies}
              onInserted={(o) => {
                setInsertError(null);
                setOutcome(o);
              }}
              onFailed={(e) => {
                setOutcome(null);
                setInsertError(e instanceof Error && e.name === "ExcelInsertError" ? e.message : errorMessage(e));
              }}
            />
          )}
        </Suspense>
      ) : null}
    </section>
  );
}

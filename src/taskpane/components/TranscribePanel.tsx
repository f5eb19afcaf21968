// Pick a file, transcribe it, preview the text, insert it into the document.
import { Button, Label, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens, useId } from "@fluentui/react-components";
import { useEffect, useRef, useState } from "react";
import type { ServiceClient } from "../../api/client";
import type { User } from "../../api/types";
import { checkFile } from "../../input/fileCheck";
import type { HostKind } from "../../office/host";
import { insertLinesAtCursor } from "../../office/wordTranscript";
import { transcriptFromDetail, transcriptLines, type TranscriptModel } from "../../results/transcript";
import { transcribeFile } from "../../work/transcribeFile";
import { errorMessage } from "../errorMessage";

const useStyles = makeStyles({
  panel: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
  field: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS },
  problem: { color: tokens.colorPaletteRedForeground1 },
  preview: {
    maxHeight: "40vh",
    overflowY: "auto",
    whiteSpace: "pre-wrap",
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyBase,
  },
});

type Phase =
  | { kind: "idle" }
  | { kind: "working"; status: string }
  | { kind: "done"; transcript: TranscriptModel }
  | { kind: "inserted"; transcript: TranscriptModel; paragraphs: number }
  | { kind: "error"; message: string };

export interface TranscribePanelProps {
  client: ServiceClient;
  host: HostKind;
  onAccountChanged: (user: User) => void;
  pollIntervalMs?: number;
}

export function TranscribePanel({ client, host, onAccountChanged, pollIntervalMs }: TranscribePanelProps): React.JSX.Element {
  const styles = useStyles();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const abort = useRef<AbortController | null>(null);
  const fileInputId = useId("file");
  const problemId = useId("file-problem");
  useEffect(() => () => abort.current?.abort(), []);

  const choose = async (chosen: File | undefined): Promise<void> => {
    setPhase({ kind: "idle" });
    setFile(null);
    setFileProblem(null);
    if (!chosen) return;
    const check = await checkFile(chosen);
    if (check.ok) setFile(chosen);
    else setFileProblem(`${chosen.name}: ${check.reason}`);
  };

  const transcribe = async (): Promise<void> => {
    if (!file) return;
    abort.current = new AbortController();
    setPhase({ kind: "working", status: `Uploading ${file.name}…` });
    try {
      const detail = await transcribeFile(client, file, file.name, {
        signal: abort.current.signal,
        ...(pollIntervalMs === undefined ? {} : { pollIntervalMs }),
        onProgress: (p) => {
          if (p.step === "waiting") {
            setPhase({ kind: "working", status: `Transcribing ${file.name}… The service is reading the pages.` });
            // Credits were charged at upload: show the new balance (F2).
            client.getCurrentUser().then(onAccountChanged, () => undefined);
          }
        },
      });
      setPhase({ kind: "done", transcript: transcriptFromDetail(detail) });
    } catch (e: unknown) {
      setPhase({ kind: "error", message: errorMessage(e) });
    }
  };

  const insert = async (transcript: TranscriptModel): Promise<void> => {
    const lines = transcriptLines(transcript);
    try {
      await insertLinesAtCursor(lines);
      setPhase({ kind: "inserted", transcript, paragraphs: lines.length });
    } catch (e: unknown) {
      setPhase({ kind: "error", message: errorMessage(e) });
    }
  };

  const transcript = phase.kind === "done" || phase.kind === "inserted" ? phase.transcript : null;
  const working = phase.kind === "working";
  return (
    <section className={styles.panel} aria-label="Transcribe a document">
      {/* A native file input: keyboard and screen-reader friendly everywhere Office runs. */}
      <div className={styles.field}>
        <Label htmlFor={fileInputId}>Scan or photo (PDF, JPG, PNG, TIFF, HEIC or GIF, up to 20 MB)</Label>
        <input
          id={fileInputId}
          type="file"
          accept=".pdf,.jpg,.jpeg,.png,.tif,.tiff,.heic,.gif,application/pdf,image/*"
          disabled={working}
          aria-describedby={fileProblem ? problemId : undefined}
          aria-invalid={fileProblem ? true : undefined}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        {fileProblem ? (
          <Text id={problemId} className={styles.problem}>
            {fileProblem}
          </Text>
        ) : null}
      </div>
      <Button appearance="primary" disabled={!file || working} onClick={() => void transcribe()}>
        Transcribe
      </Button>
      <div role="status" aria-live="polite" data-testid="status">
        {phase.kind === "working" ? <Spinner size="tiny" label={phase.status} labelPosition="after" /> : null}
        {phase.kind === "done" ? <Text>Transcribed {phase.transcript.pages.length} page(s). Check the text, then insert it.</Text> : null}
        {phase.kind === "inserted" ? <Text>Inserted {phase.paragraphs} paragraph(s) at the cursor.</Text> : null}
      </div>
      {phase.kind === "error" ? (
        <MessageBar intent="error">
          <MessageBarBody>{phase.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {transcript ? (
        <>
          <div className={styles.preview} aria-label="Transcript preview" tabIndex={0} role="region" data-testid="preview">
            {transcriptLines(transcript).join("\n")}
          </div>
          {host === "word" ? (
            <Button appearance="primary" onClick={() => void insert(transcript)}>
              Insert into document
            </Button>
          ) : (
            <MessageBar intent="info">
              <MessageBarBody>
                {host === "excel"
                  ? "Inserting transcripts into Excel is coming soon; copy the text from the preview meanwhile."
                  : "Open this add-in in Word to insert the transcript."}
              </MessageBarBody>
            </MessageBar>
          )}
        </>
      ) : null}
    </section>
  );
}

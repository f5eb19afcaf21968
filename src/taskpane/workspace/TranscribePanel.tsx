// The workspace: choose files (or a picture in the document) and the work, send them through the account's
// batch queue, watch each file's state, open a processed file's result, insert it into Word or Excel. The
// queue is saved as it goes, so the work survives closing the pane. The list, the result and the dialogs are
// separate chunks (React.lazy), fetched when first needed.
import { Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from "@fluentui/react-components";
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ServiceClient } from "../../api/client";
import type { TranslationLanguage, User } from "../../api/types";
import { checkFile } from "../../input/fileCheck";
import type { HostKind } from "../../office/host";
import { BalanceRefresh } from "../../work/balanceRefresh";
import type { BatchItem, FileInput, WorkOptions } from "../../work/batch";
import { announcement, cancelQuestion, itemActions, newlyProcessed, resendQuestion } from "../../work/batchView";
import { openResult, type OpenedResult, type ResultSources } from "../../work/openResult";
import { resultSummary } from "../../work/resultSummary";
import { spendingQuestion } from "../../work/spending";
import { errorMessage } from "../errorMessage";
import type { InsertOutcome } from "../insertResult";
import { useQueueListener, type QueueListener, type SharedQueue, type WorkQueue } from "../useBatchQueue";
import { useConfirm } from "../useConfirm";
import type { WorkChoice } from "../../work/settings/settingsStore";
import { DeleteAfterField } from "../settings/DeleteAfterField";
import { useSettings } from "../settings/useSettings";
import { ActionPicker, choiceReady } from "./ActionPicker";
import type { RowHandlers } from "./BatchItemRow";
import { SourcePicker, type CheckedFile } from "./SourcePicker";

const BatchList = lazy(() => import("./BatchList").then((m) => ({ default: m.BatchList })));
const ResultSection = lazy(() => import("../components/ResultSection").then((m) => ({ default: m.ResultSection })));

const useStyles = makeStyles({
  panel: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
  visuallyHidden: {
    position: "absolute",
    width: "1px",
    height: "1px",
    margin: "-1px",
    padding: 0,
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    whiteSpace: "nowrap",
    border: 0,
  },
});

export interface TranscribePanelProps {
  client: ServiceClient;
  host: HostKind;
  /** Called with the account after uploads were charged (the balance changed). */
  onAccountChanged: (user: User) => void;
  /** The signed-in account: its id keys the saved queue, its balance is what a batch is weighed against. */
  user?: User;
  /** How often a translation that is not ready yet is looked at. Default 2 s. */
  pollIntervalMs?: number;
  /** The account's batch queue, opened by the shell and shared with the other views. */
  work: SharedQueue;
  /** Shows where credits are bought (offered wherever the pane says credits are short). */
  onBuyCredits?: () => void;
}

type Opened =
  | { kind: "loading"; itemId: string; fileName: string }
  | { kind: "ready"; value: OpenedResult }
  | { kind: "error"; itemId: string; message: string };

const RUN_LABEL = { transcribe: "Transcribe", tables: "Find tables", extractor: "Extract fields" } as const;

function workOptions(choice: WorkChoice): WorkOptions {
  return {
    action: choice.action,
    ...(choice.deleteAfterSeconds === null ? {} : { deleteAfterSeconds: choice.deleteAfterSeconds }),
    ...(choice.action === "extractor" && choice.extractor ? { extractorId: choice.extractor.id } : {}),
    ...(choice.action === "transcribe" && choice.translateTo ? { translateTo: choice.translateTo } : {}),
  };
}

/** A file chosen again for an item must be that file (its name and options belong to the item), and pass the checks. */
async function checkAgain(item: BatchItem, file: File): Promise<void> {
  if (file.name !== item.fileName) throw new Error(`Choose "${item.fileName}" itself (this is "${file.name}").`);
  const check = await checkFile(file);
  if (!check.ok) throw new Error(`${file.name}: ${check.reason}`);
}

export function TranscribePanel({
  client,
  host,
  onAccountChanged,
  user,
  pollIntervalMs,
  work,
  onBuyCredits,
}: TranscribePanelProps): React.JSX.Element {
  const styles = useStyles();
  const [selection, setSelection] = useState<CheckedFile[]>([]);
  // The work choice is remembered per account and host (and shared with the Settings view).
  const [{ work: choice }, settings] = useSettings();
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [languages, setLanguages] = useState<TranslationLanguage[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [outcome, setOutcome] = useState<InsertOutcome | null>(null);
  const [focusResult, setFocusResult] = useState(false);
  const [said, setSaid] = useState("");
  const [dialog, ask, choose] = useConfirm();
  // Read by the queue's listener and by handlers, never during render.
  const openIdRef = useRef<string | null>(null);
  const openAbort = useRef<AbortController | null>(null);
  const extractorNames = useRef(new Map<string, string>());
  const extractorList = useRef<Promise<Map<string, string>> | null>(null);
  useEffect(() => () => openAbort.current?.abort(), []);

  const loadExtractors = useCallback(() => client.listExtractors(), [client]);
  const loadLanguages = useCallback(() => client.listTranslationLanguages(), [client]);
  const languageName = useCallback((code: string) => languages.find((l) => l.code === code)?.label ?? code, [languages]);
  const balanceRefresh = useMemo(
    () => new BalanceRefresh(() => void client.getCurrentUser({ priority: "background" }).then(onAccountChanged, () => undefined)),
    [client, onAccountChanged],
  );

  const closeResult = (): void => {
    openAbort.current?.abort();
    openIdRef.current = null;
    setOpenId(null);
    setOpened(null);
    setOutcome(null);
  };

  const extractorName = async (id: string): Promise<string | null> => {
    const known = extractorNames.current.get(id);
    if (known !== undefined) return known;
    // Opened after a reopen: the names come from the user's extractors (one request, once).
    extractorList.current ??= client.listExtractors().then((list) => new Map(list.map((e) => [e.id, e.name])));
    return (await extractorList.current).get(id) ?? null;
  };

  /** Shows an item's result; `focus` when the user asked for it (not when it opened by itself). */
  const openItem = (item: BatchItem, queue: WorkQueue, focus = false): void => {
    openAbort.current?.abort();
    const abort = new AbortController();
    openAbort.current = abort;
    openIdRef.current = item.id;
    setOpenId(item.id);
    setOutcome(null);
    setFocusResult(focus);
    setOpened({ kind: "loading", itemId: item.id, fileName: item.fileName });
    const all: ResultSources = {
      loadResult: (id) => queue.loadResult(id),
      getTranslation: (id, options) => client.getTranslation(id, options),
      extractorName,
    };
    openResult(item, all, { signal: abort.signal, ...(pollIntervalMs === undefined ? {} : { pollIntervalMs }) }).then(
      (value) => !abort.signal.aborted && setOpened({ kind: "ready", value }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        // Nothing is open: the row offers Open again, and the next file to finish may open by itself.
        openIdRef.current = null;
        setOpenId(null);
        setOpened({ kind: "error", itemId: item.id, message: errorMessage(error) });
      },
    );
  };

  const onChange: QueueListener = (snapshot, transitions, current) => {
    balanceRefresh.observe(snapshot, transitions);
    const sentence = announcement(transitions, snapshot.items);
    if (sentence !== null) setSaid(sentence);
    // The single-file flow stays one click: the newest file to finish opens by itself when nothing is open.
    const finished = openIdRef.current === null ? newlyProcessed(transitions) : null;
    const item = finished === null ? undefined : snapshot.items.find((i) => i.id === finished);
    if (item) openItem(item, current);
  };
  useQueueListener(work, onChange);
  const { queue, snapshot, problem } = work;

  const inserted = (value: InsertOutcome | null): void => {
    setOutcome(value);
    const id = openIdRef.current;
    // The row says where the result went, also after a reopen (the queue saves the marker, not the result).
    if (value && id !== null) queue?.markInserted(id, { ...value.place, at: Date.now() });
  };

  const start = async (): Promise<void> => {
    const files: FileInput[] = selection.flatMap((f) => (f.ok ? [{ file: f.blob, name: f.name }] : []));
    if (!queue || files.length === 0) return;
    setStarting(true);
    setStartError(null);
    try {
      const question = spendingQuestion(await queue.estimate(files, user?.balance));
      const answer = question ? await choose(question) : "confirm";
      if (answer === "alternative") onBuyCredits?.();
      if (answer !== "confirm") return;
      if (choice.action === "extractor" && choice.extractor) extractorNames.current.set(choice.extractor.id, choice.extractor.name);
      // A new batch: the file shown so far gives way to the first of these to finish.
      closeResult();
      queue.add(files, workOptions(choice));
      setSelection([]);
    } catch (error: unknown) {
      setStartError(errorMessage(error));
    } finally {
      setStarting(false);
    }
  };

  // Only used once the queue is open (the list shows only then).
  const handlers: RowHandlers = {
    open: (item) => {
      if (queue) openItem(item, queue, true);
    },
    cancel: async (item) => {
      if (itemActions(item).cancel === "confirm" && !(await ask(cancelQuestion(item)))) return;
      await queue?.cancel(item.id);
    },
    resend: async (item, file) => {
      if (file) await checkAgain(item, file);
      if (itemActions(item).resend === "confirm" && !(await ask(resendQuestion(item)))) return;
      queue?.resubmit(item.id, file);
    },
    attach: async (item, file) => {
      await checkAgain(item, file);
      queue?.attachFile(item.id, file);
    },
    dismiss: (item) => {
      if (item.id === openIdRef.current) closeResult();
      queue?.dismiss(item.id);
    },
  };

  const readyCount = selection.filter((f) => f.ok).length;
  const ready = opened?.kind === "ready" ? opened.value : null;

  return (
    <section className={styles.panel} aria-label="Transcribe documents">
      <SourcePicker host={host} disabled={starting} selection={selection} onSelection={setSelection} />
      <ActionPicker
        value={choice}
        onChange={(next) => settings.setWork(next)}
        disabled={starting}
        loadExtractors={loadExtractors}
        loadLanguages={loadLanguages}
        onLanguages={setLanguages}
      />
      <DeleteAfterField
        value={choice.deleteAfterSeconds}
        disabled={starting}
        onChange={(s) => settings.setWork({ deleteAfterSeconds: s })}
      />
      {/* Unavailable but focusable (aria-disabled): pressing it, or sending the files, never drops the focus to the page. */}
      <Button
        appearance="primary"
        disabled={!queue}
        disabledFocusable={starting || readyCount === 0 || !choiceReady(choice)}
        onClick={() => void start()}
      >
        {RUN_LABEL[choice.action]}
      </Button>
      {starting ? <Spinner size="tiny" label="Counting pages…" labelPosition="after" /> : null}
      {problem || startError ? (
        <MessageBar intent="error">
          <MessageBarBody>{startError ?? `Your files cannot be followed: ${problem}`}</MessageBarBody>
        </MessageBar>
      ) : null}
      {/* Changes of the files' states, said once each (the rows themselves are not live regions). */}
      <div className={styles.visuallyHidden} aria-live="polite" data-testid="batch-announcer">
        {said}
      </div>
      {snapshot && snapshot.items.length > 0 ? (
        <Suspense fallback={<Spinner size="tiny" label="Loading the list…" />}>
          <BatchList
            snapshot={snapshot}
            openId={openId}
            handlers={handlers}
            onResume={() => queue?.resumeUploads()}
            {...(onBuyCredits ? { onBuyCredits } : {})}
          />
        </Suspense>
      ) : null}
      <div role="status" aria-live="polite" data-testid="status">
        {opened?.kind === "loading" ? <Spinner size="tiny" label={`Opening ${opened.fileName}…`} labelPosition="after" /> : null}
        {ready && !outcome ? <Text>{resultSummary(ready.result)}</Text> : null}
        {outcome ? <Text>{outcome.message}</Text> : null}
      </div>
      {opened?.kind === "error" ? (
        <MessageBar intent="error">
          <MessageBarBody>{opened.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {ready ? (
        <Suspense fallback={<Spinner size="tiny" label="Preparing the preview…" />}>
          <ResultSection
            key={ready.itemId}
            opened={ready}
            host={host}
            client={client}
            languageName={languageName}
            outcome={outcome}
            onOutcome={inserted}
            onClose={closeResult}
            takeFocus={focusResult}
          />
        </Suspense>
      ) : null}
      {dialog}
    </section>
  );
}

// The workspace: choose files (or a picture in the document) and the work, send them through the account's
// batch queue, watch each file's state, open a processed file's result, insert it into Word or Excel. The
// queue is saved as it goes, so the work survives closing the pane. The list, the result and the dialogs are
// separate chunks (React.lazy), fetched when first needed.
import { Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens, useId } from "@fluentui/react-components";
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from "react";
import type { ServiceClient } from "../../api/client";
import type { TranslationLanguage, User } from "../../api/types";
import { t } from "../../i18n/messages";
import { documentHost } from "../../office/documentHost";
import type { HostKind } from "../../office/host";
import { BalanceRefresh } from "../../work/balanceRefresh";
import type { BatchItem } from "../../work/batch";
import { announcement, batchProgress, newlyProcessed } from "../../work/batchView";
import { itemRequest, type ResultSources } from "../../work/openResult";
import { allowedActions } from "../../work/policy/access";
import { allowedLanguages, translationRule } from "../../work/policy/applyPolicy";
import { usePolicy } from "../usePolicy";
import { languageName as localLanguageName } from "../../work/translationTarget";
import { documentLanguage } from "../uiLanguage";
import { ResultArea, queueNumberAnswers } from "../components/ResultArea";
import { useOpenedResult } from "../components/useOpenedResult";
import { useQueueListener, type QueueListener, type SharedQueue, type WorkQueue } from "../useBatchQueue";
import { useConfirm } from "../useConfirm";
import { DeleteAfterField } from "../settings/DeleteAfterField";
import { useSettings } from "../settings/useSettings";
import { ActionPicker, choiceReady } from "./ActionPicker";
import { rowHandlers } from "./rowHandlers";
import { SourcePicker } from "./SourcePicker";
import { isSendable, withChosenPages, type CheckedFile } from "./checkedFile";
import { useSendFiles } from "./useSendFiles";
import { NotCutMessage } from "./pages/NotCutMessage";
import { runHint } from "./runHint";
import { useRevealAfterRun } from "./useRevealAfterRun";
import { visuallyHidden } from "../visuallyHidden";

const BatchList = lazy(() => import("./BatchList").then((m) => ({ default: m.BatchList })));
const InsertAllBar = lazy(() => import("./InsertAllBar").then((m) => ({ default: m.InsertAllBar })));

const useStyles = makeStyles({
  panel: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
  visuallyHidden: visuallyHidden,
});

export interface TranscribePanelProps {
  client: ServiceClient;
  host: HostKind;
  /** Reads the account again after uploads were charged (the balance changed). */
  refreshAccount: () => void;
  /** The signed-in account: its id keys the saved queue, its balance is what a batch is weighed against. */
  user?: User;
  /** How often a translation that is not ready yet is looked at. Default 2 s. */
  pollIntervalMs?: number;
  /** The account's batch queue, opened by the shell and shared with the other views. */
  work: SharedQueue;
  /** Shows where credits are bought (offered wherever the pane says credits are short). */
  onBuyCredits?: () => void;
  /** Told the names of the files chosen and not sent yet, whenever they change. */
  onChosen?: (names: readonly string[]) => void;
}

export function TranscribePanel({
  client,
  host,
  refreshAccount,
  user,
  pollIntervalMs,
  work,
  onBuyCredits,
  onChosen,
}: TranscribePanelProps): React.JSX.Element {
  const styles = useStyles();
  const [selection, setSelection] = useState<CheckedFile[]>([]);
  useEffect(() => onChosen?.(selection.filter(isSendable).map((f) => f.name)), [onChosen, selection]);
  // The work choice is remembered per account and host (and shared with the Settings view).
  // (Under the organisation's policy: what it leaves out is never chosen, what it fixes is shown fixed.)
  const [{ work: choice }, settings] = useSettings();
  const policyState = usePolicy();
  const policy = policyState.settings;
  const [languages, setLanguages] = useState<TranslationLanguage[]>([]);
  const [said, setSaid] = useState("");
  // Results Insert all or "as they finish" held back for a review, with their values to check (the rows say so).
  const [held, setHeld] = useState<ReadonlyMap<string, number>>(new Map());
  const [dialog, ask, choose] = useConfirm();
  const { runButton, arm: armReveal, outcome: revealOutcome, result: revealResult } = useRevealAfterRun();
  const { queue, snapshot, problem } = work;
  const result = useOpenedResult({
    client,
    ask,
    loadResult: (id) => (queue ? queue.loadResult(id) : Promise.reject(new Error(t("workspace.panel.notOpenYet")))),
    ...(pollIntervalMs === undefined ? {} : { pollIntervalMs }),
    // The row says where the result went, also after a reopen (the queue saves the marker, not the result).
    onInserted: (opened, value) => {
      if (opened.itemId !== null) queue?.markInserted(opened.itemId, { ...value.place, at: Date.now() });
    },
  });

  const loadExtractors = useCallback(() => client.listExtractors(), [client]);
  const loadLanguages = useCallback(() => client.listTranslationLanguages().then((all) => allowedLanguages(all, policy)), [client, policy]);
  const languageName = useCallback((code: string) => localLanguageName(code, languages.find((l) => l.code === code)?.label), [languages]);
  // Office's content language: the translation target suggested when the user asks for one.
  const [docLanguage] = useState(documentLanguage);
  const balanceRefresh = useMemo(() => new BalanceRefresh(refreshAccount), [refreshAccount]);

  /** Shows an item's result; `focus` when the user asked for it (not when it opened by itself). */
  const openItem = (item: BatchItem, current: WorkQueue, focus = false): void =>
    void result.open(itemRequest(item, { loadResult: (id) => current.loadResult(id) }), focus);

  const onChange: QueueListener = (snapshot, transitions, current) => {
    balanceRefresh.observe(snapshot, transitions);
    const sentence = announcement(transitions, snapshot.items);
    if (sentence !== null) setSaid(sentence);
    // The single-file flow stays one click: the newest file to finish opens by itself when nothing is open.
    const finished = result.currentKey() === null ? newlyProcessed(transitions) : null;
    const item = finished === null ? undefined : snapshot.items.find((i) => i.id === finished);
    if (item) openItem(item, current);
  };
  useQueueListener(work, onChange);

  const { starting, startError, notCut, setNotCut, start } = useSendFiles({
    queue,
    selection,
    setSelection,
    balance: user?.balance,
    choice,
    policyState,
    choose,
    armReveal,
    rememberExtractor: result.rememberExtractor,
    ...(onBuyCredits ? { onBuyCredits } : {}),
  });

  // "Send all pages" for a file whose pages could not be cut out: its choice goes, the user sends again.
  const sendWhole = (id: string): void => {
    setSelection((current) => current.map((f) => (f.ok && f.id === id ? withChosenPages(f, null) : f)));
    setNotCut((current) => current.filter((n) => n.id !== id));
  };

  // Only used once the queue is open (the list shows only then).
  const handlers = rowHandlers({
    queue,
    ask,
    open: (item, current) => openItem(item, current, true),
    // The user dismissed the file: its result goes with it.
    closeIfOpen: (item) => {
      if (item.id === result.currentKey()) void result.close(true);
    },
  });

  const batchSources = (current: WorkQueue): ResultSources => ({
    loadResult: (id) => current.loadResult(id),
    getTranslation: (id, options) => client.getTranslation(id, options),
    extractorName: result.extractorName,
  });
  const readyCount = selection.filter(isSendable).length;
  const busy = starting !== null;
  const hint = runHint(readyCount, choice, choiceReady(choice), busy, snapshot !== null && batchProgress(snapshot.items).active);
  const hintId = useId("run-hint");
  // Insert all and "as they finish" belong to hosts with an open document (not Outlook, not a plain browser).
  const insertHost = documentHost(host);
  // "Read numbers as", answered in a result's review, is kept with its item: Insert all applies it (issue 31).
  const numberAnswers = useMemo(() => queue && queueNumberAnswers(queue, snapshot?.items ?? []), [queue, snapshot]);

  return (
    <section className={styles.panel} aria-label={t("workspace.panel.label")}>
      <SourcePicker
        host={host}
        disabled={busy}
        selection={selection}
        onSelection={(next) => {
          setSelection(next);
          // A new choice of files or pages makes earlier "could not be cut" messages stale.
          setNotCut([]);
        }}
      />
      <ActionPicker
        value={choice}
        onChange={(next) => settings.setWork(next)}
        disabled={busy}
        loadExtractors={loadExtractors}
        loadLanguages={loadLanguages}
        onLanguages={setLanguages}
        documentLanguage={docLanguage}
        allowedActions={allowedActions(policy)}
        translationRule={translationRule(policy)}
      />
      <DeleteAfterField value={choice.deleteAfterSeconds} disabled={busy} onChange={(s) => settings.setWork({ deleteAfterSeconds: s })} />
      {/* Unavailable but focusable (aria-disabled): pressing it, or sending the files, never drops the focus to the page. */}
      <Button
        ref={runButton}
        appearance="primary"
        disabled={!queue}
        disabledFocusable={busy || readyCount === 0 || !choiceReady(choice)}
        aria-describedby={hint ? hintId : undefined}
        onClick={() => void start()}
      >
        {t("workspace.panel.run", { action: choice.action })}
      </Button>
      {hint ? (
        <Text size={200} id={hintId} data-testid="run-hint">
          {hint}
        </Text>
      ) : null}
      {starting ? (
        <Spinner
          size="tiny"
          label={t(starting === "cutting" ? "pages.control.cutting" : "workspace.panel.countingPages")}
          labelPosition="after"
        />
      ) : null}
      {notCut.length > 0 ? (
        <div ref={revealOutcome}>
          <NotCutMessage files={notCut} onSendWhole={sendWhole} />
        </div>
      ) : null}
      {problem || startError ? (
        <MessageBar intent="error" ref={revealOutcome}>
          <MessageBarBody>{startError ?? t("workspace.panel.cannotFollow", { problem: problem ?? "" })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {/* Changes of the files' states, said once each (the rows themselves are not live regions). */}
      <div className={styles.visuallyHidden} aria-live="polite" data-testid="batch-announcer">
        {said}
      </div>
      {snapshot && snapshot.items.length > 0 ? (
        <Suspense fallback={<Spinner size="tiny" label={t("workspace.panel.loadingList")} />}>
          <BatchList
            snapshot={snapshot}
            openId={result.openKey}
            held={held}
            handlers={handlers}
            onResume={() => queue?.resumeUploads()}
            revealHold={revealOutcome}
            {...(onBuyCredits ? { onBuyCredits } : {})}
          />
        </Suspense>
      ) : null}
      {/* The batch's insert controls show once there are files they can apply to (issue 21), in hosts with an open
          document (not Outlook, not a plain browser). */}
      {queue && snapshot && insertHost && (snapshot.items.length > 0 || selection.length > 0) ? (
        <Suspense fallback={null}>
          <InsertAllBar
            host={insertHost}
            items={snapshot.items}
            sources={batchSources(queue)}
            markInserted={(id, marker) => queue.markInserted(id, marker)}
            reviewed={(id) => (id === result.currentKey() ? (result.review.current()?.pending() ?? null) : null)}
            onReview={(id) => {
              const item = snapshot.items.find((i) => i.id === id);
              if (item) openItem(item, queue, true);
            }}
            onHeld={setHeld}
          />
        </Suspense>
      ) : null}
      <ResultArea
        state={result}
        host={host}
        client={client}
        languageName={languageName}
        revealRef={revealResult}
        {...(numberAnswers ? { numberAnswers } : {})}
      />
      {dialog}
    </section>
  );
}

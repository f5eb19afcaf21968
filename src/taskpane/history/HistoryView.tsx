// The History view: every document on the account (GET /documents, newest first), filtered by the service,
// a page at a time. A processed one opens in the same preview and insert flow as a fresh result, downloads in
// every format its action has, and any can be deleted (after a confirmation). Unfinished ones update live
// from the queue's own polling rounds. The plain logic lives in src/work/history/; this only renders it.
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, makeStyles, tokens } from "@fluentui/react-components";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { isServiceError } from "../../api/errors";
import type { DocumentSummary, TranslationLanguage } from "../../api/types";
import { t } from "../../i18n/messages";
import { ActionGuard } from "../../work/actionGuard";
import { deleteQuestion, deletedSentence, goneSentence, stillWorking } from "../../work/history/deletion";
import type { DownloadChoice } from "../../work/history/downloadChoices";
import { historyRow, itemsByDocument } from "../../work/history/historyRows";
import { documentRequest } from "../../work/history/openDocument";
import { ResultArea, preloadResult } from "../components/ResultArea";
import { useOpenedResult } from "../components/useOpenedResult";
import { errorMessage } from "../errorMessage";
import type { ViewProps } from "../shell/views";
import { useConfirm } from "../useConfirm";
import { useFocusAfterDelete } from "./useFocusAfterDelete";
import { useNow } from "../useNow";
import { currentSaveMethod, downloadResultFile } from "./downloadFile";
import { HistoryFilterBar } from "./HistoryFilterBar";
import { HistoryRowView, type HistoryRowHandlers } from "./HistoryRowView";
import { HistorySearchBox, HistorySearchFurther, HistorySearchOutcome } from "./HistorySearch";
import { useHistoryList } from "./useHistoryList";
import { useHistorySearch } from "./useHistorySearch";
import { useOpenTarget } from "./useOpenTarget";

const useStyles = makeStyles({
  view: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM, minWidth: 0 },
  toolbar: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalS },
  list: { margin: 0, padding: 0, listStyleType: "none", borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  heading: { margin: 0 },
});

/** The time an insertion is marked with (called on the user's action, never during render). */
function insertedNow(): number {
  return Date.now();
}

function countSentence(shown: number, total: number): string {
  return total === 0 ? t("history.view.noneMatch") : t("history.view.showing", { shown, total });
}

export function HistoryView({ client, host, work, active, target }: ViewProps): React.JSX.Element {
  const styles = useStyles();
  const { queue, snapshot } = work;
  const history = useHistoryList(client, queue);
  const { list, remove, refresh } = history;
  // The search by name narrows the rows shown; it combines with the filters (which the service applies).
  const search = useHistorySearch(client, history);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [said, setSaid] = useState<{ text: string; intent: "success" | "error" | "info" } | null>(null);
  const [languages, setLanguages] = useState<TranslationLanguage[]>([]);
  const [dialog, ask] = useConfirm();
  // Deleting cannot be undone: one deletion at a time, from the click on.
  const [deleting] = useState(() => new ActionGuard());
  const now = useNow();
  const saving = useMemo(() => currentSaveMethod(), []);
  const items = useMemo(() => itemsByDocument(snapshot?.items ?? []), [snapshot]);

  // Coming back to the view lists the account afresh (a document deleted elsewhere is simply gone).
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) refresh();
    wasActive.current = active;
  }, [active, refresh]);

  // A document opened from the list shows without waiting for the result's code.
  useEffect(preloadResult, []);
  useEffect(() => {
    let live = true;
    client.listTranslationLanguages({ priority: "background" }).then(
      (found) => live && setLanguages(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client]);
  const languageName = useCallback((code: string) => languages.find((l) => l.code === code)?.label ?? code, [languages]);

  const documentById = useCallback((id: string) => list.documents.find((d) => d.id === id), [list]);
  /** A document the service no longer has leaves the list, said once, without an error dialog. */
  const gone = useCallback(
    (document: DocumentSummary) => {
      remove([document.id]);
      setSelected((s) => new Set([...s].filter((id) => id !== document.id)));
      setSaid({ text: goneSentence(document.fileName || document.id), intent: "info" });
    },
    [remove],
  );

  const result = useOpenedResult({
    client,
    ask,
    loadResult: (id) => (queue ? queue.loadResult(id) : Promise.reject(new Error(t("history.view.queueNotOpen")))),
    // Inserting again from here marks the queue's item too, when this pane sent the document.
    onInserted: (opened, outcome) => {
      if (opened.itemId !== null) queue?.markInserted(opened.itemId, { ...outcome.place, at: insertedNow() });
    },
    onOpenFailed: (key, error) => {
      const document = documentById(key);
      if (document && isServiceError(error) && error.kind === "not_found") {
        void result.close(true);
        gone(document);
      }
    },
  });

  const setBusyFor = (ids: readonly string[], on: boolean): void =>
    setBusy((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterDelete = useFocusAfterDelete(listRef, headingRef, search.shown);

  const deleteDocuments = async (documents: readonly DocumentSummary[]): Promise<void> => {
    if (documents.length === 0) return;
    await deleting.run(() => deleteNow(documents));
  };

  const deleteNow = async (documents: readonly DocumentSummary[]): Promise<void> => {
    // Files still being processed are named, with where: deleting stops that work in every pane.
    const question = deleteQuestion(
      documents.map((d) => d.fileName || d.id),
      stillWorking(documents, items),
    );
    if (!(await ask(question))) return;
    const ids = documents.map((d) => d.id);
    setBusyFor(ids, true);
    const deleted: string[] = [];
    let failed = 0;
    for (const document of documents) {
      try {
        await client.deleteDocument(document.id, { priority: "interactive" });
        deleted.push(document.id);
      } catch (error: unknown) {
        // Already gone is what the user wanted.
        if (isServiceError(error) && error.kind === "not_found") deleted.push(document.id);
        else failed++;
      }
    }
    setBusyFor(ids, false);
    // Every pane's queue learns at once: their items of these documents read "Deleted from History".
    queue?.documentsDeleted(documents.filter((d) => deleted.includes(d.id)));
    if (deleted.length > 0) focusAfterDelete(deleted);
    remove(deleted);
    setSelected((s) => new Set([...s].filter((id) => !deleted.includes(id))));
    const open = result.currentKey();
    if (open !== null && deleted.includes(open)) void result.close(true);
    setSaid({ text: deletedSentence(deleted.length, failed), intent: failed > 0 ? "error" : "success" });
  };

  const handlers: HistoryRowHandlers = {
    open: (document) => {
      setSaid(null);
      void result.open(documentRequest(document, items.get(document.id), client), true);
    },
    download: (document, choice: DownloadChoice) => {
      setBusyFor([document.id], true);
      downloadResultFile(client, document, choice, saving)
        .then(
          (fileName) => setSaid({ text: t("history.view.saved", { fileName }), intent: "success" }),
          (error: unknown) => {
            if (isServiceError(error) && error.kind === "not_found") gone(document);
            else setSaid({ text: errorMessage(error), intent: "error" });
          },
        )
        .finally(() => setBusyFor([document.id], false));
    },
    remove: (document) => void deleteDocuments([document]),
    select: (document, on) =>
      setSelected((s) => {
        const next = new Set(s);
        if (on) next.add(document.id);
        else next.delete(document.id);
        return next;
      }),
  };

  // Open in History from where a selection came from: that document, opened.
  useOpenTarget(target, client, {
    listed: documentById,
    open: handlers.open,
    failed: (error) => setSaid({ text: errorMessage(error), intent: "error" }),
  });

  // Only rows in view can be chosen for deletion (a search hides the others).
  const chosen = search.shown.filter((d) => selected.has(d.id));

  return (
    <section className={styles.view} aria-labelledby="history-heading">
      <Text ref={headingRef} tabIndex={-1} as="h2" id="history-heading" size={400} weight="semibold" className={styles.heading}>
        {t("history.view.heading")}
      </Text>
      <HistoryFilterBar
        value={history.filters}
        onChange={(next) => {
          setSelected(new Set());
          history.setFilters(next);
        }}
      />
      <HistorySearchBox search={search} />
      <div className={styles.toolbar}>
        <Button size="small" onClick={refresh} disabledFocusable={history.loading === "first"}>
          {t("history.view.refresh")}
        </Button>
        <Button size="small" disabledFocusable={chosen.length === 0} onClick={() => void deleteDocuments(chosen)}>
          {chosen.length === 0 ? t("history.view.deleteSelected") : t("history.view.deleteSelectedCount", { count: chosen.length })}
        </Button>
      </div>
      {saving.kind === "none" ? (
        <MessageBar intent="info">
          <MessageBarBody>{saving.reason}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div role="status" aria-live="polite" data-testid="history-said">
        {said ? <Text>{said.text}</Text> : null}
      </div>
      {history.problem ? (
        <MessageBar intent="error">
          <MessageBarBody>{t("history.view.listFailed", { reason: history.problem })}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={refresh}>{t("history.view.tryAgain")}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {history.loading === "first" ? <Spinner size="tiny" label={t("history.view.loading")} labelPosition="after" /> : null}
      {history.loading !== "first" && list.page > 0 && !search.active ? (
        <Text data-testid="history-count">{countSentence(list.documents.length, list.total)}</Text>
      ) : null}
      <HistorySearchOutcome search={search} />
      {search.shown.length > 0 ? (
        <ul ref={listRef} className={styles.list} aria-label={t("history.view.listLabel")}>
          {search.shown.map((document) => (
            <HistoryRowView
              key={document.id}
              document={document}
              row={historyRow(document, items.get(document.id), now)}
              selected={selected.has(document.id)}
              isOpen={result.openKey === document.id}
              canDownload={saving.kind !== "none"}
              busy={busy.has(document.id)}
              handlers={handlers}
            />
          ))}
        </ul>
      ) : null}
      <HistorySearchFurther search={search} shown={search.active && (list.hasMore || search.searching)} busy={history.loading !== null} />
      {list.hasMore && !search.active ? (
        <Button onClick={history.loadMore} disabledFocusable={history.loading !== null}>
          {history.loading === "more" ? t("history.view.loadingMore") : t("history.view.loadMore")}
        </Button>
      ) : null}
      <ResultArea state={result} host={host} client={client} languageName={languageName} />
      {dialog}
    </section>
  );
}

// One opened result at a time, for any view: opening a processed document (from the queue or the history),
// the insert's outcome, closing. The workspace and the history render it with ResultArea, so "insert again"
// is the same preview and the same insert options as a fresh result.
import { useCallback, useEffect, useRef, useState } from "react";
import type { ServiceClient } from "../../api/client";
import { openDocument, type OpenRequest, type OpenedResult, type ResultSources } from "../../work/openResult";
import type { Question } from "../../work/batchView";
import { leaveQuestion } from "../../work/review/leave";
import { errorMessage } from "../errorMessage";
import type { InsertOutcome } from "../../insert/outcome";
import { useReviewState, type ReviewStore } from "../review/useReviewState";

export type Opened =
  | { kind: "loading"; key: string; fileName: string }
  | { kind: "ready"; value: OpenedResult }
  | { kind: "error"; key: string; message: string; error: unknown };

export interface OpenedResultState {
  opened: Opened | null;
  /** The key of the result being opened or shown (null when none). */
  openKey: string | null;
  outcome: InsertOutcome | null;
  /** Move the focus to the result when it appears (the user asked for it). */
  focus: boolean;
  /** The review of the result shown (its `current()` null while none is shown); what renders it subscribes (useReview). */
  review: ReviewStore;
  /**
   * Opens a document; `focus` when the user asked (not when it opened by itself). With corrections not inserted
   * yet, asks first; resolves false when the user kept the result being reviewed.
   */
  open(request: OpenRequest, focus?: boolean): Promise<boolean>;
  /** Closes the result; with corrections not inserted yet, asks first (unless `force`: the document is gone). */
  close(force?: boolean): Promise<boolean>;
  /** Records an insert's outcome (and tells `onInserted`, which marks the queue's item). */
  inserted(outcome: InsertOutcome | null): void;
  /** Remembers an extractor's name (known when the user chose it), so opening its results asks nothing. */
  rememberExtractor(id: string, name: string): void;
  /** The key being opened or shown right now (for listeners that run outside render). */
  currentKey(): string | null;
  /** An extractor's name by id (remembered, or asked of the service once), for results opened elsewhere. */
  extractorName(id: string): Promise<string | null>;
}

export interface OpenedResultOptions {
  client: Pick<ServiceClient, "getTranslation" | "listExtractors">;
  /** The queue's loadResult, for items whose result was not kept across a reopen. */
  loadResult: ResultSources["loadResult"];
  /** How often a translation that is not ready yet is looked at. Default 2 s. */
  pollIntervalMs?: number;
  /** Called after an insert, with what was opened. */
  onInserted?(opened: OpenedResult, outcome: InsertOutcome): void;
  /** Called when opening failed (the history removes a document the service no longer has). */
  onOpenFailed?(key: string, error: unknown): void;
  /** Asks a yes/no question (leaving a result with corrections not inserted); without it, leaving never asks. */
  ask?(question: Question): Promise<boolean>;
}

export function useOpenedResult(options: OpenedResultOptions): OpenedResultState {
  const { client, pollIntervalMs } = options;
  const [opened, setOpened] = useState<Opened | null>(null);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<InsertOutcome | null>(null);
  const [focus, setFocus] = useState(false);
  // Read by queue listeners and handlers, never during render.
  const keyRef = useRef<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const extractorNames = useRef(new Map<string, string>());
  const extractorList = useRef<Promise<Map<string, string>> | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);
  const { store: review, begin, end, unsavedNow } = useReviewState();
  const fileNameRef = useRef("");

  /** True when the result shown may be left: nothing unsaved, or the user said to discard it. */
  const mayLeave = useCallback(async (): Promise<boolean> => {
    const ask = latest.current.ask;
    if (!unsavedNow() || !ask) return true;
    return ask(leaveQuestion(fileNameRef.current));
  }, [unsavedNow]);

  const close = useCallback(
    async (force = false): Promise<boolean> => {
      if (!force && !(await mayLeave())) return false;
      abortRef.current?.abort();
      keyRef.current = null;
      setOpenKey(null);
      setOpened(null);
      setOutcome(null);
      end();
      return true;
    },
    [mayLeave, end],
  );

  const extractorName = useCallback(
    async (id: string): Promise<string | null> => {
      const known = extractorNames.current.get(id);
      if (known !== undefined) return known;
      // Opened after a reopen: the names come from the user's extractors (one request, once).
      extractorList.current ??= client.listExtractors().then((list) => new Map(list.map((e) => [e.id, e.name])));
      return (await extractorList.current).get(id) ?? null;
    },
    [client],
  );

  const open = useCallback(
    async (request: OpenRequest, wantFocus = false): Promise<boolean> => {
      if (!(await mayLeave())) return false;
      abortRef.current?.abort();
      end();
      const abort = new AbortController();
      abortRef.current = abort;
      keyRef.current = request.key;
      setOpenKey(request.key);
      setOutcome(null);
      setFocus(wantFocus);
      setOpened({ kind: "loading", key: request.key, fileName: request.fileName });
      const sources: ResultSources = {
        loadResult: (id) => latest.current.loadResult(id),
        getTranslation: (id, o) => client.getTranslation(id, o),
        extractorName,
      };
      openDocument(request, sources, { signal: abort.signal, ...(pollIntervalMs === undefined ? {} : { pollIntervalMs }) }).then(
        (value) => {
          if (abort.signal.aborted) return;
          fileNameRef.current = value.fileName;
          begin(value.key, value.result);
          setOpened({ kind: "ready", value });
        },
        (error: unknown) => {
          if (abort.signal.aborted) return;
          // Nothing is open: the row offers Open again, and the next file to finish may open by itself.
          keyRef.current = null;
          setOpenKey(null);
          setOpened({ kind: "error", key: request.key, message: errorMessage(error), error });
          latest.current.onOpenFailed?.(request.key, error);
        },
      );
      return true;
    },
    [client, extractorName, pollIntervalMs, mayLeave, begin, end],
  );

  const ready = opened?.kind === "ready" ? opened.value : null;
  const inserted = useCallback(
    (value: InsertOutcome | null): void => {
      setOutcome(value);
      if (value) review.current()?.saved();
      if (value && ready) latest.current.onInserted?.(ready, value);
    },
    [ready, review],
  );

  const rememberExtractor = useCallback((id: string, name: string) => void extractorNames.current.set(id, name), []);
  const currentKey = useCallback(() => keyRef.current, []);

  return { opened, openKey, outcome, focus, review, open, close, inserted, rememberExtractor, currentKey, extractorName };
}

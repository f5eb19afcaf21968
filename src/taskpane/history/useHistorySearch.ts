// The history's search by file name as React state. The service cannot filter by name, so the search runs on
// the documents listed; once typing pauses it may read a few further pages, one at a time through the same
// paced client, under the same filters. Typing again, clearing, a refresh or other filters stop a round at
// once (its request is aborted). "Search further" runs another bounded round. The logic is in
// src/work/history/search.ts; this only holds the state.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { DocumentSummary } from "../../api";
import type { ServiceClient } from "../../api/client";
import { historyQuery } from "../../work/history/filters";
import { SEARCH_DEBOUNCE_MS, matchingDocuments, searchKey, shouldReadMore, searchRound, searchSentence } from "../../work/history/search";
import type { HistoryListState } from "./useHistoryList";

export interface HistorySearchState {
  /** What is in the search box. */
  query: string;
  setQuery(query: string): void;
  /** A search is in effect (the rows shown are its matches). */
  active: boolean;
  /** Further pages are being read for it. */
  searching: boolean;
  /** The listed documents that match (all of them without a search). */
  shown: DocumentSummary[];
  /** What the search found, once settled (for the polite live region); null without a search or while it runs. */
  sentence: string | null;
  searchFurther(): void;
}

export function useHistorySearch(client: ServiceClient, history: HistoryListState): HistorySearchState {
  const { list, filters, addPage } = history;
  const [query, setQueryState] = useState("");
  const [applied, setApplied] = useState("");
  const [round, setRound] = useState(0);
  /** The last round that ran to its end (not stopped): what it searched for, under which filters. */
  const [finished, setFinished] = useState<{ applied: string; round: number; filters: HistoryListState["filters"] } | null>(null);
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  }, [list]);

  // Debounced: the search follows the box once typing pauses; a cleared box restores the list at once.
  useEffect(() => {
    const timer = setTimeout(() => setApplied(query), searchKey(query) === "" ? 0 : SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  // The list's first page is in (a refresh or new filters start it again, which ends any round).
  // No round while a page of the list itself is on its way (one request at a time).
  const listed = history.loading === null && history.problem === null && list.page > 0;
  const settled = query === applied;
  useEffect(() => {
    if (!listed || !settled || searchKey(applied) === "") return;
    const controller = new AbortController();
    void searchRound({
      list: listRef.current,
      query: applied,
      signal: controller.signal,
      fetchPage: (page, signal) => client.listDocuments(historyQuery(filters, page), { signal, priority: "interactive" }),
      onPage: addPage,
    })
      // A page that could not be read ends the round; what was read stays listed and searched.
      .catch(() => "failed")
      .finally(() => !controller.signal.aborted && setFinished({ applied, round, filters }));
    return () => controller.abort();
  }, [client, filters, addPage, applied, settled, listed, round]);

  const setQuery = useCallback((next: string) => setQueryState(next), []);
  const searchFurther = useCallback(() => setRound((r) => r + 1), []);
  const active = searchKey(applied) !== "";
  const ended = finished !== null && finished.applied === applied && finished.round === round && finished.filters === filters;
  const searching = active && listed && settled && !ended && shouldReadMore(list, applied, 0);
  const shown = useMemo(() => matchingDocuments(list.documents, applied), [list.documents, applied]);
  const sentence = active && listed && settled && !searching ? searchSentence(list, applied) : null;
  return { query, setQuery, active, searching, shown, sentence, searchFurther };
}

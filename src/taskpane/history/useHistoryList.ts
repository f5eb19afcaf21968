// The history's list as React state: page 1 under the filters, "Load more" for the next page, a refresh,
// documents removed when deleted or found gone, and live updates of unfinished documents from the queue's
// own polling rounds (the view asks the queue to follow them; it never polls by itself).
import { useCallback, useEffect, useRef, useState } from "react";
import type { DocumentPage } from "../../api";
import type { ServiceClient } from "../../api/client";
import { NO_FILTERS, historyQuery, type HistoryFilters } from "../../work/history/filters";
import { EMPTY_LIST, nextPage, unfinished, withPage, withUpdates, without, type HistoryList } from "../../work/history/historyList";
import { errorMessage } from "../errorMessage";
import type { WorkQueue } from "../useBatchQueue";

export interface HistoryListState {
  filters: HistoryFilters;
  list: HistoryList;
  /** A page is being fetched: "first" (a new list) or "more". */
  loading: "first" | "more" | null;
  problem: string | null;
  setFilters(filters: HistoryFilters): void;
  loadMore(): void;
  refresh(): void;
  remove(ids: Iterable<string>): void;
  /** A further page read by the search, appended as "Load more" would. */
  addPage(page: DocumentPage): void;
}

/** The page wanted (a new object for every ask, so asking again is a new request). */
interface Want {
  filters: HistoryFilters;
  page: number;
}

export function useHistoryList(client: ServiceClient, queue: WorkQueue | null): HistoryListState {
  const [want, setWant] = useState<Want>({ filters: NO_FILTERS, page: 1 });
  const [list, setList] = useState<HistoryList>(EMPTY_LIST);
  const [done, setDone] = useState<{ want: Want; problem: string | null } | null>(null);
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  }, [list]);

  useEffect(() => {
    const controller = new AbortController();
    client.listDocuments(historyQuery(want.filters, want.page), { signal: controller.signal, priority: "interactive" }).then(
      (result) => {
        if (controller.signal.aborted) return;
        setList((current) => withPage(want.page <= 1 ? EMPTY_LIST : current, result));
        setDone({ want, problem: null });
      },
      (error: unknown) => !controller.signal.aborted && setDone({ want, problem: errorMessage(error) }),
    );
    return () => controller.abort();
  }, [client, want]);

  const setFilters = useCallback((filters: HistoryFilters) => setWant({ filters, page: 1 }), []);
  const loadMore = useCallback(() => setWant((w) => ({ filters: w.filters, page: nextPage(listRef.current) })), []);
  const refresh = useCallback(() => setWant((w) => ({ filters: w.filters, page: 1 })), []);
  const remove = useCallback((ids: Iterable<string>) => setList((current) => without(current, ids)), []);
  const addPage = useCallback((page: DocumentPage) => setList((current) => withPage(current, page)), []);

  // Live: the queue's rounds follow the unfinished documents shown, and every round's news updates them.
  const watch = useRef<ReturnType<WorkQueue["watchDocuments"]> | null>(null);
  useEffect(() => {
    if (!queue) return;
    const w = queue.watchDocuments((documents) => setList((current) => withUpdates(current, documents)));
    watch.current = w;
    w.follow(unfinished(listRef.current));
    return () => {
      w.stop();
      watch.current = null;
    };
  }, [queue]);
  useEffect(() => {
    watch.current?.follow(unfinished(list));
  }, [list]);

  const pending = done?.want !== want;
  return {
    filters: want.filters,
    list,
    loading: pending ? (want.page <= 1 ? "first" : "more") : null,
    problem: pending ? null : (done?.problem ?? null),
    setFilters,
    loadMore,
    refresh,
    remove,
    addPage,
  };
}

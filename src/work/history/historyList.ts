// The history's list as pages arrive: page 1, then "Load more" appends the next page (never every page up
// front). Documents can shift between pages while the list is read (new uploads push older ones down), so a
// document already listed is not listed twice. Live updates from the queue's polling rounds change listed
// documents in place; deleted documents leave the list. Pure functions of plain data.
import type { DocumentPage, DocumentSummary } from "../../api";

export interface HistoryList {
  documents: readonly DocumentSummary[];
  /** The last page loaded (0: none yet). */
  page: number;
  /** Documents matching the filters on the service (as the last page said, minus those deleted here since). */
  total: number;
  hasMore: boolean;
}

export const EMPTY_LIST: HistoryList = { documents: [], page: 0, total: 0, hasMore: false };

/** The list after a page arrived: page 1 starts it afresh, a later page is appended without repeats. */
export function withPage(list: HistoryList, page: DocumentPage): HistoryList {
  const start = page.currentPage <= 1 ? [] : list.documents;
  const known = new Set(start.map((d) => d.id));
  const fresh = page.documents.filter((d) => !known.has(d.id));
  // A service that did not move on (ignored or clamped the page number) has nothing more to give.
  const moved = page.currentPage > list.page || page.currentPage <= 1;
  return {
    documents: [...start, ...fresh],
    page: page.currentPage,
    total: page.total,
    hasMore: page.hasNextPage && moved && page.documents.length + page.skipped > 0,
  };
}

/** The page "Load more" asks for. */
export function nextPage(list: HistoryList): number {
  return list.page + 1;
}

/** Listed documents replaced by newer news of them (a polling round); others are left alone. */
export function withUpdates(list: HistoryList, updates: readonly DocumentSummary[]): HistoryList {
  if (updates.length === 0) return list;
  const byId = new Map(updates.map((d) => [d.id, d]));
  let changed = false;
  const documents = list.documents.map((d) => {
    const update = byId.get(d.id);
    if (update === undefined || !newer(update, d)) return d;
    changed = true;
    return update;
  });
  return changed ? { ...list, documents } : list;
}

function newer(candidate: DocumentSummary, current: DocumentSummary): boolean {
  const a = candidate.updatedAt?.getTime();
  const b = current.updatedAt?.getTime();
  return a === undefined || b === undefined || a >= b;
}

/** The list without these documents (deleted here, or found gone). */
export function without(list: HistoryList, ids: Iterable<string>): HistoryList {
  const gone = new Set(ids);
  const documents = list.documents.filter((d) => !gone.has(d.id));
  const removed = list.documents.length - documents.length;
  return removed === 0 ? list : { ...list, documents, total: Math.max(documents.length, list.total - removed) };
}

/** Listed documents the service has not finished: the queue's rounds follow them. */
export function unfinished(list: HistoryList): DocumentSummary[] {
  return list.documents.filter((d) => d.status === "new" || d.status === "queued" || d.status === "processing");
}

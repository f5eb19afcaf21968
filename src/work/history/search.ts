// Searching the history by file name. GET /documents has no name filter (only status, action and paging), so
// the search runs on the documents listed; where too few of them match and the service has more, it reads
// further pages one after another through the same paced client (never in parallel), at most a few pages a
// round, and stops at once when the user types again, clears the search or changes the filters. The user then
// sees how many were searched and can search further. Pure functions of plain data, and one async loop.
import type { DocumentPage, DocumentSummary } from "../../api";
import { t } from "../../i18n/messages";
import { withPage, nextPage, type HistoryList } from "./historyList";

/** Pages read for one round of a search before asking the user to search further (50 a page: 150 documents). */
export const SEARCH_PAGES_PER_ROUND = 3;
/** Enough matches to fill the pane: no further pages are read for more. */
export const SEARCH_ENOUGH_MATCHES = 20;
/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Lower case without accents or other combining marks, so "Résumé" and "resume" are the same. */
export function foldName(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en").normalize("NFC");
}

/** The query as it is matched (folded, trimmed); "" means no search. */
export function searchKey(query: string): string {
  return foldName(query.trim());
}

/** Whether a document's file name contains the query, ignoring case and accents (an empty query matches all). */
export function matchesName(fileName: string, query: string): boolean {
  const key = searchKey(query);
  return key === "" || foldName(fileName).includes(key);
}

export function matchingDocuments(documents: readonly DocumentSummary[], query: string): DocumentSummary[] {
  const key = searchKey(query);
  if (key === "") return [...documents];
  return documents.filter((d) => foldName(d.fileName || d.id).includes(key));
}

/** Whether a round that has read `read` pages so far should read the next one. */
export function shouldReadMore(list: HistoryList, query: string, read: number, pages = SEARCH_PAGES_PER_ROUND): boolean {
  if (searchKey(query) === "" || !list.hasMore || read >= pages) return false;
  return matchingDocuments(list.documents, query).length < SEARCH_ENOUGH_MATCHES;
}

export interface SearchRound {
  list: HistoryList;
  query: string;
  /** Reads one page of the list (the paced client, the history's filters). */
  fetchPage(page: number, signal: AbortSignal): Promise<DocumentPage>;
  /** Each page as it arrives (the view appends it to its list). */
  onPage(page: DocumentPage): void;
  signal: AbortSignal;
  pages?: number;
}

/** Reads further pages one at a time while the search wants them; "cancelled" when the signal stopped it. */
export async function searchRound(round: SearchRound): Promise<"done" | "cancelled"> {
  let list = round.list;
  let read = 0;
  while (shouldReadMore(list, round.query, read, round.pages)) {
    if (round.signal.aborted) return "cancelled";
    const page = await round.fetchPage(nextPage(list), round.signal);
    if (round.signal.aborted) return "cancelled";
    list = withPage(list, page);
    read++;
    round.onPage(page);
  }
  return round.signal.aborted ? "cancelled" : "done";
}

/** What the search found, said once it settles (a polite live region reads it). */
export function searchSentence(list: HistoryList, query: string): string {
  const shown = query.trim();
  const count = matchingDocuments(list.documents, query).length;
  const searched = list.documents.length;
  if (!list.hasMore) {
    return count === 0 ? t("history.search.noneAll", { query: shown }) : t("history.search.matchesAll", { count, query: shown });
  }
  const total = Math.max(list.total, searched);
  return count === 0
    ? t("history.search.nonePartial", { query: shown, searched, total })
    : t("history.search.matchesPartial", { count, query: shown, searched, total });
}

// The history's filters and what they mean for GET /documents: the service does the filtering (status and
// action are the list endpoint's own parameters), newest first, one page at a time.
import type { Action, ListDocumentsQuery } from "../../api";
import type { MessageKey } from "../../i18n/messages";

export type StatusFilter = NonNullable<ListDocumentsQuery["status"]>;

export interface HistoryFilters {
  status: StatusFilter | "all";
  action: Action | "all";
}

export const NO_FILTERS: HistoryFilters = { status: "all", action: "all" };

/** The service allows up to 200 a page; 50 keeps the first answer quick and the list short on a 320 px pane. */
export const HISTORY_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** Each choice with the message key of its label (read with `t` when shown: catalogs load after this module). */
export const STATUS_FILTERS: ReadonlyArray<{ value: HistoryFilters["status"]; label: MessageKey }> = [
  { value: "all", label: "history.filters.anyStatus" },
  { value: "processed", label: "history.status.processed" },
  { value: "processing", label: "history.status.processing" },
  { value: "queued", label: "history.status.queued" },
  { value: "new", label: "history.status.new" },
  { value: "failed", label: "history.status.failed" },
];

export const ACTION_FILTERS: ReadonlyArray<{ value: HistoryFilters["action"]; label: MessageKey }> = [
  { value: "all", label: "history.filters.anyWork" },
  { value: "transcribe", label: "history.filters.transcribe" },
  { value: "tables", label: "history.filters.tables" },
  { value: "extractor", label: "history.filters.extractor" },
];

export function isStatusFilter(value: string): value is HistoryFilters["status"] {
  return STATUS_FILTERS.some((f) => f.value === value);
}

export function isActionFilter(value: string): value is HistoryFilters["action"] {
  return ACTION_FILTERS.some((f) => f.value === value);
}

/** The list request for one page of the history under these filters (page 1-based). */
export function historyQuery(filters: HistoryFilters, page: number, perPage = HISTORY_PAGE_SIZE): ListDocumentsQuery {
  return {
    perPage: Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(perPage))),
    page: Math.max(1, Math.trunc(page)),
    ...(filters.status === "all" ? {} : { status: filters.status }),
    ...(filters.action === "all" ? {} : { action: filters.action }),
  };
}

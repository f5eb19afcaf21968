// The history's filters and what they mean for GET /documents: the service does the filtering (status and
// action are the list endpoint's own parameters), newest first, one page at a time.
import type { Action, ListDocumentsQuery } from "../../api";

export type StatusFilter = NonNullable<ListDocumentsQuery["status"]>;

export interface HistoryFilters {
  status: StatusFilter | "all";
  action: Action | "all";
}

export const NO_FILTERS: HistoryFilters = { status: "all", action: "all" };

/** The service allows up to 200 a page; 50 keeps the first answer quick and the list short on a 320 px pane. */
export const HISTORY_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export const STATUS_FILTERS: ReadonlyArray<{ value: HistoryFilters["status"]; label: string }> = [
  { value: "all", label: "Any status" },
  { value: "processed", label: "Processed" },
  { value: "processing", label: "Processing" },
  { value: "queued", label: "Queued" },
  { value: "new", label: "New" },
  { value: "failed", label: "Failed" },
];

export const ACTION_FILTERS: ReadonlyArray<{ value: HistoryFilters["action"]; label: string }> = [
  { value: "all", label: "Any work" },
  { value: "transcribe", label: "Transcribe" },
  { value: "tables", label: "Tables" },
  { value: "extractor", label: "Extractor" },
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

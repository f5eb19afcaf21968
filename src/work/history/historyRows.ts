// What one row of the history shows and offers, from a document of the list (and the queue's item for it,
// when this pane sent it): the work, a status badge, pages, when it was sent, when the service deletes it,
// where its result was inserted, and what the user can do with it. Pure: the component only renders this.
import type { Action, DocumentStatus, DocumentSummary } from "../../api";
import { t, type MessageKey } from "../../i18n/messages";
import type { BatchItem } from "../batch";
import { insertedSentence } from "../itemLabels";
import { formatPageRanges } from "../../pages/range";
import { exactTime, relativeTime } from "../timeText";
import { downloadChoices, type DownloadChoice } from "./downloadChoices";

/** working: the service is not done; processed: open, insert, download; failed: only delete; unknown: a status this add-in does not know. */
export type RowState = "working" | "processed" | "failed" | "unknown";
export type RowTone = "informative" | "brand" | "success" | "danger" | "warning";

export interface TimeText {
  /** "2 hours ago", "in 13 days". */
  relative: string;
  /** The exact date and time (a title and what screen readers hear). */
  exact: string;
}

export interface HistoryRow {
  id: string;
  fileName: string;
  /** "Transcribe", "Transcribe with translation", "Tables", "Extractor". */
  work: string;
  state: RowState;
  statusLabel: string;
  tone: RowTone;
  /** "3 pages" (or "3 pages sent: 12-14 of 40" when only some pages were sent), or null when the service did not say. */
  pages: string | null;
  /** Shown beside the file name, so two files of the same name are told apart: "3 pages · Transcribe". */
  detail: string;
  sent: TimeText | null;
  /** "Deleted automatically in 13 days.", or null when the service did not say. */
  deletion: (TimeText & { sentence: string }) | null;
  /** Where this pane inserted its result ("Inserted at the cursor"), when it did. */
  inserted: string | null;
  canOpen: boolean;
  downloads: DownloadChoice[];
}

const STATUS: Record<Exclude<DocumentStatus, { unknown: string }>, { label: MessageKey; tone: RowTone; state: RowState }> = {
  new: { label: "history.status.new", tone: "informative", state: "working" },
  queued: { label: "history.status.queued", tone: "informative", state: "working" },
  processing: { label: "history.status.processing", tone: "brand", state: "working" },
  processed: { label: "history.status.processed", tone: "success", state: "processed" },
  failed: { label: "history.status.failed", tone: "danger", state: "failed" },
};

/** "1 page", "3 pages", by the UI language's plural rules. */
export function pagesText(count: number): string {
  return t("history.row.pages", { count });
}

/** Which pages of the original this pane sent, when not all (the queue's item keeps them). */
function sentPagesText(item: BatchItem | undefined): string | null {
  if (!item?.pages) return null;
  const { pages, of } = item.pages;
  return t("pages.history.sent", { count: pages.length, range: formatPageRanges(pages), of });
}

function timeText(at: Date | null, now: number, locale?: string): TimeText | null {
  if (at === null) return null;
  return { relative: relativeTime(at.getTime(), now, locale), exact: exactTime(at.getTime(), locale) };
}

/** When the service deletes the document by itself (either date format the API writes, parsed alike). */
export function deletionText(at: Date | null, now: number, locale?: string): HistoryRow["deletion"] {
  const time = timeText(at, now, locale);
  if (time === null || at === null) return null;
  const sentence = at.getTime() <= now ? t("history.row.deletionDue") : t("history.row.deletionAt", { when: time.relative });
  return { ...time, sentence };
}

const ACTION_LABEL: Readonly<Record<Action, MessageKey>> = {
  transcribe: "history.filters.transcribe",
  tables: "history.filters.tables",
  extractor: "history.filters.extractor",
};

function workText(doc: DocumentSummary, item: BatchItem | undefined): string {
  if (typeof doc.action !== "string") return t("history.row.unknownWork", { action: doc.action.unknown });
  // The list does not say whether a translation was asked; the queue knows for what this pane sent.
  const mine = item !== undefined && item.options.action === doc.action;
  if (mine && doc.action === "transcribe" && item.options.translateTo) return t("history.row.transcribeTranslated");
  return t(ACTION_LABEL[doc.action]);
}

export function historyRow(doc: DocumentSummary, item: BatchItem | undefined, now: number, locale?: string): HistoryRow {
  const status =
    typeof doc.status === "string"
      ? { ...STATUS[doc.status], label: t(STATUS[doc.status].label) }
      : { label: t("history.status.unknown", { status: doc.status.unknown }), tone: "warning" as const, state: "unknown" as const };
  const processed = status.state === "processed";
  const translated = item?.options.action === "transcribe" && Boolean(item.options.translateTo);
  const work = workText(doc, item);
  const pages = sentPagesText(item) ?? (doc.pageCount === null ? null : pagesText(doc.pageCount));
  return {
    id: doc.id,
    fileName: doc.fileName || doc.id,
    work,
    state: status.state,
    statusLabel: status.label,
    tone: status.tone,
    pages,
    detail: pages === null ? work : `${pages} · ${work}`,
    sent: timeText(doc.createdAt, now, locale),
    deletion: deletionText(doc.automaticallyDeletedAt, now, locale),
    inserted: item?.inserted ? insertedSentence(item.inserted) : null,
    canOpen: processed && typeof doc.action === "string",
    downloads: processed ? downloadChoices(doc.action, translated) : [],
  };
}

/** The queue's items by their document id (to find the item of a listed document). */
export function itemsByDocument(items: readonly BatchItem[]): Map<string, BatchItem> {
  const map = new Map<string, BatchItem>();
  for (const item of items) if (item.documentId !== null) map.set(item.documentId, item);
  return map;
}

// What a row says besides its state: which work the file was sent for, when, and where its result was
// inserted. Two uploads of one file with different actions must be told apart at a glance.
import type { Action } from "../api";
import { formatList } from "../i18n/format";
import { t } from "../i18n/messages";
import { formatPageRanges } from "../pages/range";
import type { BatchItem, InsertedMarker, WorkOptions } from "./batch";

/** An action's short name ("Transcribe", "Tables", "Extractor"). */
export function actionLabel(action: Action): string {
  return t("workspace.work.label", { action });
}

/**
 * The same, keyed by action (read when used, so the words are the UI language's: the catalogs are loaded
 * after this module).
 */
export const ACTION_LABEL: Readonly<Record<Action, string>> = {
  get transcribe() {
    return actionLabel("transcribe");
  },
  get tables() {
    return actionLabel("tables");
  },
  get extractor() {
    return actionLabel("extractor");
  },
};

/** "Transcribe", "Transcribe with translation", "Tables", "Extractor". */
export function workLabel(options: Readonly<Pick<WorkOptions, "action" | "translateTo">>): string {
  if (options.action === "transcribe" && options.translateTo) return t("workspace.work.label", { action: "translated" });
  return actionLabel(options.action);
}

/**
 * What a row of another pane's item says instead of its saved reason: that pane sends or follows it (its
 * saved reason may be stale, or say "closed while sending" from before that pane took it over).
 */
export function elsewhereSentence(item: Pick<BatchItem, "state" | "documentId">): string {
  return item.state === "uploading" && item.documentId === null ? t("workspace.elsewhere.sending") : t("workspace.elsewhere.handled");
}

/** When the item was added to the list (epoch ms): its first recorded change. */
export function addedAt(item: BatchItem): number {
  return item.history[0]?.at ?? item.changedAt;
}

/**
 * "Inserted at the cursor", "Inserted into Sheet 'Q1 T2'", "Inserted into 3 sheets: 'A', 'B' and 'C'", "Put into a
 * reply" (Outlook).
 */
export function insertedSentence(marker: InsertedMarker): string {
  if (marker.host === "outlook") return t(marker.outlookPlacement === "cursor" ? "workspace.inserted.draft" : "workspace.inserted.reply");
  if (marker.host === "word") {
    switch (marker.wordPlacement) {
      case "cursor":
        return t("workspace.inserted.cursor");
      case "replace":
        return t("workspace.inserted.replace");
      case "end":
        return t("workspace.inserted.end");
      default:
        return t("workspace.inserted.document");
    }
  }
  const sheets = marker.sheets ?? [];
  const first = sheets[0];
  if (first === undefined) return t("workspace.inserted.workbook");
  if (sheets.length === 1) return t("workspace.inserted.sheet", { sheet: first });
  const names = formatList(sheets.map((sheet) => t("workspace.inserted.sheetName", { sheet })));
  return t("workspace.inserted.sheets", { count: sheets.length, sheets: names });
}

/** "Pages 12-14 of 40 sent.", for an item that sends only some pages of its file (issue 22); null otherwise. */
export function sentPagesSentence(item: Pick<BatchItem, "pages">): string | null {
  if (!item.pages) return null;
  return t("pages.row.sent", { count: item.pages.pages.length, range: formatPageRanges(item.pages.pages), of: item.pages.of });
}

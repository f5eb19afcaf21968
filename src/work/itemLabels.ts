// What a row says besides its state: which work the file was sent for, when, and where its result was
// inserted. Two uploads of one file with different actions must be told apart at a glance.
import type { Action } from "../api";
import type { BatchItem, InsertedMarker, WorkOptions } from "./batch";

export const ACTION_LABEL: Readonly<Record<Action, string>> = {
  transcribe: "Transcribe",
  tables: "Tables",
  extractor: "Extractor",
};

/** "Transcribe", "Transcribe with translation", "Tables", "Extractor". */
export function workLabel(options: Readonly<Pick<WorkOptions, "action" | "translateTo">>): string {
  if (options.action === "transcribe" && options.translateTo) return "Transcribe with translation";
  return ACTION_LABEL[options.action];
}

/**
 * What a row of another pane's item says instead of its saved reason: that pane sends or follows it (its
 * saved reason may be stale, or say "closed while sending" from before that pane took it over).
 */
export function elsewhereSentence(item: Pick<BatchItem, "state" | "documentId">): string {
  return item.state === "uploading" && item.documentId === null
    ? "Being sent from your other Office window."
    : "Handled in your other Office window.";
}

/** When the item was added to the list (epoch ms): its first recorded change. */
export function addedAt(item: BatchItem): number {
  return item.history[0]?.at ?? item.changedAt;
}

const WORD_PLACE: Readonly<Record<NonNullable<InsertedMarker["wordPlacement"]>, string>> = {
  cursor: "Inserted at the cursor",
  replace: "Inserted in place of the selection",
  end: "Inserted at the end of the document",
};

/** "Inserted at the cursor", "Inserted into Sheet 'Q1 T2'", "Inserted into 3 sheets: 'A', 'B', 'C'". */
export function insertedSentence(marker: InsertedMarker): string {
  if (marker.host === "word") return marker.wordPlacement ? WORD_PLACE[marker.wordPlacement] : "Inserted into the document";
  const sheets = marker.sheets ?? [];
  const first = sheets[0];
  if (first === undefined) return "Inserted into the workbook";
  if (sheets.length === 1) return `Inserted into Sheet '${first}'`;
  return `Inserted into ${sheets.length} sheets: ${sheets.map((s) => `'${s}'`).join(", ")}`;
}

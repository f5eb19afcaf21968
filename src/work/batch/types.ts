// The batch queue's vocabulary: the states of a work item, what the UI sees of an item, and the queue's own
// status. Plain data, no behaviour: the task pane renders these, the Office writers take `result`.
import type { Action, DocumentDetail, ServiceErrorKind } from "../../api";

/**
 * Where an item is:
 * - waiting: not sent yet (its turn has not come, uploads are paused, or its file must be added again);
 * - uploading: being sent, or sent with an unknown outcome while the queue looks for it in the document list;
 * - queued / processing: accepted by the service (it has a document id), not finished;
 * - processed: finished, and its result fetched (`result`; null after a reopen until `loadResult`);
 * - failed: the service refused the file, could not process it, or lost the document;
 * - unknown-outcome: the upload may or may not have arrived and it is not in the document list: the user
 *   decides (send it again with `resubmit`, or `dismiss`);
 * - cancelled: dropped before upload, or deleted on the service.
 */
export type ItemState = "waiting" | "uploading" | "queued" | "processing" | "processed" | "failed" | "unknown-outcome" | "cancelled";

export const ITEM_STATES: readonly ItemState[] = [
  "waiting",
  "uploading",
  "queued",
  "processing",
  "processed",
  "failed",
  "unknown-outcome",
  "cancelled",
];

/** What the service is asked to do with a file. */
export interface WorkOptions {
  action: Action;
  /** Required with action "extractor". */
  extractorId?: string;
  /** A code from GET /translation-languages; transcribe only. */
  translateTo?: string;
  /** Seconds until the service deletes the document, 300 to 1209600. */
  deleteAfterSeconds?: number;
}

/**
 * Where an item's result was last inserted (kept with the saved queue, so the row still says so after a
 * reopen; the result itself is never saved). Plain data: the sentence is made by the view.
 */
export interface InsertedMarker {
  /** When (epoch ms). */
  at: number;
  host: "word" | "excel" | "outlook";
  /** Word: at the cursor, in place of the selection, or at the end of the document. */
  wordPlacement?: "cursor" | "replace" | "end";
  /** Outlook: into a reply, or at the cursor of a message being written. */
  outlookPlacement?: "reply" | "cursor";
  /** Excel: the sheets written (new sheets, or the sheet of the selected cell or of the table appended to). */
  sheets?: string[];
}

/**
 * The answer to "Read numbers as" given in an item's review, where the figures read either way (issue 31):
 * numbers with a decimal point or comma, or kept as text. Kept with the saved queue, so Insert all applies it
 * also after the review was left or the pane closed. A choice, not the result: nothing of the result is saved.
 */
export type NumberReading = "." | "," | "text";

/** Where a result went, without when (what an insertion reports; the queue adds the time). */
export type InsertPlace = Omit<InsertedMarker, "at">;

/**
 * Where a file came from when it was not chosen from the computer (issue 13): plain data saved with the item,
 * enough to show it on the row and to fetch the bytes again after a reopen (see `Refetcher`).
 */
export interface ItemOrigin {
  /** "mail": an attachment reached through Graph (the mail picker); "outlook": one of the message open in Outlook. */
  kind: "onedrive" | "sharepoint" | "mail" | "outlook";
  /** "Scans/2026/invoice-03.pdf" (a file's path) or "Invoice March, J. Rivera" (a message's subject and sender). */
  label: string;
  /**
   * What fetches the bytes again: a drive item, a message's attachment in Graph, or an attachment of an Outlook
   * item (Exchange's ids, as Office.js gives them; with its name and size to find it in Graph).
   */
  ref:
    | { driveId: string; itemId: string }
    | { messageId: string; attachmentId: string }
    | { outlookItemId: string; attachmentId: string; attachmentName: string; size: number; graphMessageId?: string };
  /** The Microsoft Graph scopes that read it. */
  scopes: string[];
}

/** Fetches an item's bytes again from where they came from (a reopened queue's waiting items with an origin). */
export type Refetcher = (origin: ItemOrigin, signal?: AbortSignal) => Promise<Blob>;

/**
 * The pages of the original file an item sends (issue 22): the pane cut them into a smaller file before it
 * was added, and `name` is the cut file's ("report (pages 12-14).pdf"). Saved with the item: a reopened pane
 * asks for the original (`sourceName`) again and cuts the same pages from it; results map page numbers back
 * (`pages[n - 1]` is the original number of the sent file's page n).
 */
export interface SentPages {
  /** The original file's name ("report.pdf"). */
  sourceName: string;
  /** Original page numbers, ascending, each once. */
  pages: number[];
  /** Pages of the original file. */
  of: number;
}

/** A file to add to the queue. */
export interface FileInput {
  /** The bytes to send: already cut to `pages` when some pages were chosen. */
  file: Blob;
  name: string;
  origin?: ItemOrigin;
  /** Only these pages of the original are in `file` (issue 22). */
  pages?: SentPages;
}

/** One change of state, with its reason and time (epoch ms). */
export interface Transition {
  from: ItemState | null;
  to: ItemState;
  reason: string;
  at: number;
}

/** A transition as listeners receive it: which item it belongs to. */
export interface ItemTransition extends Transition {
  itemId: string;
}

/** The last error that concerned an item (the sentence is for the user; `kind` for code). */
export interface ItemError {
  kind: ServiceErrorKind | "gone" | "failed" | "storage";
  message: string;
}

/** What the UI sees of one item. Immutable: each change produces a new snapshot. */
export interface BatchItem {
  /** Local id (not the service's document id). */
  readonly id: string;
  /** Items added by the same `add` call share a batch id. */
  readonly batchId: string;
  readonly fileName: string;
  /** Where the file came from, when not from the computer (absent for files from the computer). */
  readonly origin?: ItemOrigin;
  /** The pages of the original it sends, when not all of them (issue 22). */
  readonly pages?: SentPages;
  readonly options: Readonly<WorkOptions>;
  readonly state: ItemState;
  /** Why the item is in its state, as a sentence for the user. */
  readonly reason: string;
  /** When the state last changed (epoch ms). */
  readonly changedAt: number;
  readonly history: readonly Transition[];
  /** The service's document id, once accepted (or adopted). */
  readonly documentId: string | null;
  /** Pages, as the service counted them (null until it said). */
  readonly pageCount: number | null;
  /** The file's bytes are in memory (so it can be sent, or sent again). */
  readonly hasFile: boolean;
  /**
   * The item was waiting when the task pane closed: its bytes are gone, so the user must add the file again
   * (`attachFile`) for it to be sent.
   */
  readonly needsFile: boolean;
  /** The processed document (results, thumbnails), once fetched; not kept across a reopen. */
  readonly result: DocumentDetail | null;
  readonly error: ItemError | null;
  /** A cancellation was asked and is being carried out (for example, waiting for an upload to finish). */
  readonly cancelling: boolean;
  /** Where its result was last inserted, or null. */
  readonly inserted: InsertedMarker | null;
  /** The answer to "Read numbers as" given in its review, or null (none asked or none given). */
  readonly numberReading?: NumberReading | null;
  /**
   * Another open task pane (Word and Excel together) owns the item and works on it: shown here as that pane
   * saved it, with no actions (use that pane).
   */
  readonly elsewhere?: boolean;
}

/** Why uploads are on hold; `resumeUploads()` lifts it (after a top-up, or signing in again). */
export interface UploadHold {
  kind: "insufficient_credits" | "unauthorized" | "forbidden";
  message: string;
  at: number;
}

export interface QueueStatus {
  /** Uploads are on hold: items already accepted are still followed. */
  readonly uploadHold: UploadHold | null;
  /** The last polling round failed (the queue keeps trying); null when it worked. */
  readonly trackingProblem: string | null;
  /** Saving the queue to storage failed (it keeps working, but would not survive closing). */
  readonly storageProblem: string | null;
  /** When the next polling round is planned (epoch ms), or null when none is needed. */
  readonly nextRoundAt: number | null;
  /** Polling rounds done by this queue instance, and list requests they made (pages included). */
  readonly rounds: number;
  readonly listRequests: number;
}

/** The status of a queue with nothing to report: where every queue starts. */
export const IDLE_STATUS: QueueStatus = {
  uploadHold: null,
  trackingProblem: null,
  storageProblem: null,
  nextRoundAt: null,
  rounds: 0,
  listRequests: 0,
};

export interface QueueSnapshot {
  readonly items: readonly BatchItem[];
  readonly status: QueueStatus;
}

/** States in which nothing more happens without the user. */
export const SETTLED_STATES: ReadonlySet<ItemState> = new Set<ItemState>(["processed", "failed", "unknown-outcome", "cancelled"]);

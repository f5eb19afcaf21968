// What the task pane shows when the user opens a processed document (an item of the batch queue, or any
// document of the account from the history): its result as the document-neutral model, with the translation
// when one was asked for. The queue fetches an item's detail (and again after a reopen, with loadResult); the
// history fetches a document's detail itself; the translation is fetched here, when the document is opened,
// since only the user who looks at it needs it. No React, no Office.
import { sleep } from "../api/abort";
import { t } from "../i18n/messages";
import type { ServiceClient } from "../api/client";
import { ServiceError } from "../api/errors";
import type { DocumentDetail, Thumbnail, TranslationPage } from "../api/types";
import { resultFromDetail, type ResultModel } from "../results/model";
import { mapResultPages, mapThumbnailPages } from "../results/pageMapping";
import { withTranslation } from "../results/transcript";
import type { BatchItem } from "./batch";

/** Where the pieces come from: the queue (loadResult) and the client (getTranslation). */
export interface ResultSources {
  /** The queue's loadResult: fetches a processed item's result again (after a reopen). */
  loadResult(itemId: string): Promise<BatchItem>;
  getTranslation: ServiceClient["getTranslation"];
  /** The extractor's name for an id (it names the Excel table); null when it cannot be told. */
  extractorName?(extractorId: string): Promise<string | null>;
}

/**
 * What to open: a processed document, from the queue (an item) or from the history (any document of the
 * account). `detail` fetches its result when it is not at hand.
 */
export interface OpenRequest {
  /** Tells one opened result from another (the item id, or the document id for a document not in the queue). */
  key: string;
  /** The queue's item for the document, when it has one (an insertion marks it). */
  itemId: string | null;
  documentId: string;
  fileName: string;
  /** Whether a translation was asked: true/false when known, "unknown" for a document sent from elsewhere. */
  translation: boolean | "unknown";
  extractorId: string | null;
  /**
   * The original page numbers of the pages sent, when only some pages of the file were (issue 22): the
   * result's pages are numbered as the original's before anything shows or inserts them.
   */
  sentPages?: readonly number[];
  detail(): Promise<DocumentDetail>;
}

export interface WaitOptions {
  signal?: AbortSignal;
  /** Wait between two looks at a translation that is not ready yet. Default 2 s. */
  pollIntervalMs?: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface TranslationOutcome {
  /** The translated pages, or null when they could not be fetched. */
  translation: TranslationPage[] | null;
  /** Why the translation is missing although it was asked for (the transcript is still there). */
  problem: string | null;
}

export interface OpenedResult {
  key: string;
  /** The queue's item for the document, or null when it is not in the queue. */
  itemId: string | null;
  documentId: string;
  fileName: string;
  result: ResultModel;
  /** The extractor's name, for extractor results (null when unknown). */
  extractorName: string | null;
  /** Something the user should know about the result (a translation that could not be fetched). */
  note: string | null;
  /** The page images the service offers (fetched with the user's credentials when shown). */
  thumbnails: Thumbnail[];
}

/**
 * Fetches a document's translation, waiting while the service is still translating (202). A failure is not
 * thrown but described, since the transcript itself is fine; only a cancellation (the signal) throws.
 */
export async function fetchTranslation(
  client: Pick<ServiceClient, "getTranslation">,
  documentId: string,
  options: WaitOptions = {},
): Promise<TranslationOutcome> {
  const { signal, pollIntervalMs = 2000 } = options;
  const wait = options.sleep ?? ((ms: number, s?: AbortSignal) => sleep(ms, s));
  try {
    for (;;) {
      const poll = await client.getTranslation(documentId, { ...(signal ? { signal } : {}), priority: "interactive" });
      if (poll.state === "ready") return { translation: poll.translation.pages, problem: null };
      await wait(pollIntervalMs, signal);
    }
  } catch (error: unknown) {
    if (signal?.aborted) throw error;
    const reason = error instanceof Error && error.message !== "" ? error.message : null;
    return {
      translation: null,
      problem: reason ? t("results.open.translationFailed", { reason }) : t("results.open.translationFailedPlain"),
    };
  }
}

/** What opening a processed item of the queue means. */
export function itemRequest(item: BatchItem, sources: Pick<ResultSources, "loadResult">): OpenRequest {
  return {
    key: item.id,
    itemId: item.id,
    documentId: item.documentId ?? item.result?.id ?? item.id,
    fileName: item.fileName,
    translation: item.options.action === "transcribe" && Boolean(item.options.translateTo),
    extractorId: item.options.extractorId ?? null,
    ...(item.pages ? { sentPages: item.pages.pages } : {}),
    detail: async () => {
      if (item.state !== "processed")
        throw new ServiceError("still_processing", t("results.open.notProcessed", { fileName: item.fileName }));
      const detail = item.result ?? (await sources.loadResult(item.id)).result;
      if (detail === null) throw new ServiceError("bad_response", t("results.open.notLoaded", { fileName: item.fileName }));
      return detail;
    },
  };
}

/** Asks for a translation the list cannot tell about once: a document sent without one answers 400. */
async function maybeTranslation(
  sources: Pick<ResultSources, "getTranslation">,
  documentId: string,
  options: WaitOptions,
): Promise<TranslationOutcome> {
  try {
    const first = await sources.getTranslation(documentId, {
      ...(options.signal ? { signal: options.signal } : {}),
      priority: "interactive",
    });
    if (first.state === "ready") return { translation: first.translation.pages, problem: null };
  } catch (error: unknown) {
    if (options.signal?.aborted) throw error;
    if (error instanceof ServiceError && (error.kind === "bad_request" || error.kind === "not_found"))
      return { translation: null, problem: null };
    return fetchTranslation(sources, documentId, options);
  }
  return fetchTranslation(sources, documentId, options);
}

/** A processed document's result, ready to preview and insert (with its translation and extractor's name). */
export async function openDocument(request: OpenRequest, sources: ResultSources, options: WaitOptions = {}): Promise<OpenedResult> {
  const detail = await request.detail();
  let result = resultFromDetail(detail);
  let note: string | null = null;
  if (request.translation !== false && result.kind === "transcript") {
    const outcome =
      request.translation === true
        ? await fetchTranslation(sources, detail.id, options)
        : await maybeTranslation(sources, detail.id, options);
    if (outcome.translation) result = { kind: "transcript", transcript: withTranslation(result.transcript, outcome.translation) };
    note = outcome.problem;
  }
  if (request.sentPages) result = mapResultPages(result, request.sentPages);
  let extractorName: string | null = null;
  if (result.kind === "records" && request.extractorId && sources.extractorName) {
    extractorName = await sources.extractorName(request.extractorId).catch(() => null);
  }
  return {
    key: request.key,
    itemId: request.itemId,
    documentId: detail.id,
    fileName: request.fileName,
    result,
    extractorName,
    note,
    thumbnails: request.sentPages ? mapThumbnailPages(detail.thumbnails, request.sentPages) : detail.thumbnails,
  };
}

/** The result of a processed item, ready to preview and insert. */
export function openResult(item: BatchItem, sources: ResultSources, options: WaitOptions = {}): Promise<OpenedResult> {
  return openDocument(itemRequest(item, sources), sources, options);
}

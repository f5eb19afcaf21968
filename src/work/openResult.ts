// What the task pane shows when the user opens a processed item of the batch queue: its result as the
// document-neutral model, with the translation when one was asked for. The queue fetches the detail (and
// again after a reopen, with loadResult); the translation is fetched here, when the item is opened, since
// only the user who looks at it needs it. No React, no Office.
import { sleep } from "../api/abort";
import type { ServiceClient } from "../api/client";
import { ServiceError } from "../api/errors";
import type { Thumbnail, TranslationPage } from "../api/types";
import { resultFromDetail, type ResultModel } from "../results/model";
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
  itemId: string;
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
    return {
      translation: null,
      problem: `The transcript is ready, but its translation could not be fetched${error instanceof Error ? ` (${error.message})` : ""}.`,
    };
  }
}

/** The result of a processed item, ready to preview and insert. */
export async function openResult(item: BatchItem, sources: ResultSources, options: WaitOptions = {}): Promise<OpenedResult> {
  if (item.state !== "processed") throw new ServiceError("still_processing", `"${item.fileName}" is not processed yet.`);
  const detail = item.result ?? (await sources.loadResult(item.id)).result;
  if (detail === null)
    throw new ServiceError("bad_response", `The result of "${item.fileName}" could not be loaded. Try to open it again.`);
  let result = resultFromDetail(detail);
  let note: string | null = null;
  const { action, translateTo, extractorId } = item.options;
  if (action === "transcribe" && translateTo && result.kind === "transcript") {
    const outcome = await fetchTranslation(sources, detail.id, options);
    if (outcome.translation) result = { kind: "transcript", transcript: withTranslation(result.transcript, outcome.translation) };
    note = outcome.problem;
  }
  let extractorName: string | null = null;
  if (action === "extractor" && extractorId && sources.extractorName) {
    extractorName = await sources.extractorName(extractorId).catch(() => null);
  }
  return { itemId: item.id, documentId: detail.id, fileName: item.fileName, result, extractorName, note, thumbnails: detail.thumbnails };
}

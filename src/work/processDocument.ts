// Uploads one file for any action (transcribe, with an optional translation; tables; extractor) and waits
// until the service has processed it, then fetches the translation when one was asked for. The batch queue
// will replace the waiting part; this is the single-file path. No React, no Office.
import type { ServiceClient } from "../api/client";
import { ServiceError } from "../api/errors";
import type { Action, DocumentDetail, TranslationPage } from "../api/types";
import { sleep } from "./transcribeFile";

export interface ProcessRequest {
  action: Action;
  /** Required for "extractor". */
  extractorId?: string;
  /** A language code; only with "transcribe". */
  translateTo?: string;
}

export type ProcessProgress =
  | { step: "uploading" }
  | { step: "waiting"; documentId: string }
  | { step: "translating"; documentId: string }
  | { step: "processed"; document: DocumentDetail };

export interface ProcessOptions {
  pollIntervalMs?: number;
  onProgress?: (progress: ProcessProgress) => void;
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface ProcessedDocument {
  detail: DocumentDetail;
  /** The translated pages, when a translation was asked for and could be read. */
  translation: TranslationPage[] | null;
  /** Why the translation is missing although it was asked for (the transcript is still there). */
  translationProblem: string | null;
}

/** The client calls this needs (the real ServiceClient, or a fake in tests). */
export type DocumentService = Pick<ServiceClient, "uploadDocument" | "getDocument" | "getTranslation">;

export async function processDocument(
  client: DocumentService,
  file: Blob,
  fileName: string,
  request: ProcessRequest,
  options: ProcessOptions = {},
): Promise<ProcessedDocument> {
  const { pollIntervalMs = 2000, onProgress, signal } = options;
  const wait = options.sleep ?? sleep;
  if (request.action === "extractor" && !request.extractorId)
    throw new ServiceError("invalid_parameters", "Choose an extractor first: the extractor action needs one.");
  onProgress?.({ step: "uploading" });
  const translateTo = request.action === "transcribe" ? request.translateTo : undefined;
  const accepted = await client.uploadDocument(
    {
      action: request.action,
      file,
      fileName,
      ...(request.action === "extractor" && request.extractorId ? { extractorId: request.extractorId } : {}),
      ...(translateTo ? { translateTo } : {}),
    },
    signal,
  );
  onProgress?.({ step: "waiting", documentId: accepted.id });
  let detail: DocumentDetail;
  for (;;) {
    await wait(pollIntervalMs, signal);
    const poll = await client.getDocument(accepted.id, signal);
    if (poll.state === "processing") continue;
    const status = poll.document.status;
    if (status === "processed") {
      detail = poll.document;
      break;
    }
    if (status === "failed")
      throw new ServiceError(
        "server_error",
        `The service could not read "${fileName}". Check that the scan is legible and not password-protected, then try another file.`,
      );
    // new / queued / processing / an unknown status answered with 200: keep waiting.
  }
  let translation: TranslationPage[] | null = null;
  let translationProblem: string | null = null;
  if (translateTo) {
    onProgress?.({ step: "translating", documentId: accepted.id });
    try {
      for (;;) {
        const poll = await client.getTranslation(accepted.id, signal);
        if (poll.state === "ready") {
          translation = poll.translation.pages;
          break;
        }
        await wait(pollIntervalMs, signal);
      }
    } catch (error: unknown) {
      if (signal?.aborted) throw error;
      translationProblem = `The transcript is ready, but its translation could not be fetched${error instanceof Error ? ` (${error.message})` : ""}.`;
    }
  }
  onProgress?.({ step: "processed", document: detail });
  return { detail, translation, translationProblem };
}

// Uploads one file for transcription and waits until the service has processed it. The batch queue
// (list-based progress, resume after closing, no double charge) will replace the waiting part; this is
// the single-file path of the walking skeleton. No React, no Office.
import type { ServiceClient } from "../api/client";
import { ServiceError } from "../api/errors";
import type { DocumentDetail } from "../api/types";

export type TranscriptionProgress =
  { step: "uploading" } | { step: "waiting"; documentId: string } | { step: "processed"; document: DocumentDetail };

export interface TranscribeOptions {
  pollIntervalMs?: number;
  onProgress?: (progress: TranscriptionProgress) => void;
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ServiceError("aborted", "The request was cancelled."));
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new ServiceError("aborted", "The request was cancelled."));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export async function transcribeFile(
  client: ServiceClient,
  file: Blob,
  fileName: string,
  options: TranscribeOptions = {},
): Promise<DocumentDetail> {
  const { pollIntervalMs = 2000, onProgress, signal } = options;
  const wait = options.sleep ?? sleep;
  onProgress?.({ step: "uploading" });
  const accepted = await client.uploadDocument({ action: "transcribe", file, fileName }, signal);
  onProgress?.({ step: "waiting", documentId: accepted.id });
  for (;;) {
    await wait(pollIntervalMs, signal);
    const poll = await client.getDocument(accepted.id, signal);
    if (poll.state === "processing") continue;
    const status = poll.document.status;
    if (status === "processed") {
      onProgress?.({ step: "processed", document: poll.document });
      return poll.document;
    }
    if (status === "failed")
      throw new ServiceError(
        "server_error",
        `The service could not read "${fileName}". Check that the scan is legible and not password-protected, then try another file.`,
      );
    // new / queued / processing / an unknown status answered with 200: keep waiting.
  }
}

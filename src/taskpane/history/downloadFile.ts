// Downloading a result file: fetched through the service client (the Authorization header, never a token in
// an address), then saved the way this platform allows (src/work/history/saveMethod.ts says which).
import type { ServiceClient } from "../../api/client";
import type { DocumentSummary } from "../../api/types";
import { officePlatform } from "../../office/requirements";
import type { DownloadChoice } from "../../work/history/downloadChoices";
import { saveMethod, type SaveMethod } from "../../work/history/saveMethod";

interface LegacyNavigator {
  msSaveOrOpenBlob?: (blob: Blob, name: string) => boolean;
}

/** How files can be saved where the pane runs now. */
export function currentSaveMethod(): SaveMethod {
  const nav = navigator as Navigator & LegacyNavigator;
  return saveMethod({ platform: officePlatform(), userAgent: nav.userAgent, msSaveBlob: typeof nav.msSaveOrOpenBlob === "function" });
}

/** Hands a Blob to the browser's own download, under `fileName`. */
export function saveBlob(blob: Blob, fileName: string, method: SaveMethod): void {
  if (method.kind === "none") throw new Error(method.reason);
  if (method.kind === "msSaveBlob") {
    (navigator as Navigator & LegacyNavigator).msSaveOrOpenBlob?.(blob, fileName);
    return;
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the Blob when the download starts; keep it a while for slow save dialogs.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Fetches one result file of a document and saves it under the service's file name; returns that name. */
export async function downloadResultFile(
  client: Pick<ServiceClient, "downloadResult">,
  document: Pick<DocumentSummary, "id" | "fileName">,
  choice: DownloadChoice,
  method: SaveMethod = currentSaveMethod(),
): Promise<string> {
  if (method.kind === "none") throw new Error(method.reason);
  const file = await client.downloadResult(document.id, choice.format, {
    documentName: document.fileName,
    priority: "interactive",
    ...(choice.action ? { action: choice.action } : {}),
  });
  saveBlob(file.blob, file.fileName, method);
  return file.fileName;
}

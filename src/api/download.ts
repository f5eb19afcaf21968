// Files from the service: result files in every format (GET /documents/{id}.{format}) and page thumbnails.
// Both are fetched with the account's credentials in the Authorization header, so the UI shows them through
// object URLs (URL.createObjectURL) and never puts a token in an address.
import { formatList } from "../i18n/format";
import { t } from "../i18n/messages";
import { ServiceError } from "./errors";
import type { Transport } from "./http";
import { documentPath } from "./documents";
import { resultFileName, safeFileName } from "./fileNames";
import type { CallOptions, DownloadedFile, ResultAction, ResultFormat, Thumbnail } from "./types";

/** The spec's formats per action. */
export const RESULT_FORMATS: Readonly<Record<ResultAction, readonly ResultFormat[]>> = {
  transcribe: ["txt", "docx", "json"],
  translate: ["txt", "docx", "json"],
  tables: ["xlsx", "json"],
  extractor: ["xlsx", "csv", "json"],
};

const CONTENT_TYPES: Readonly<Record<ResultFormat, string>> = {
  txt: "text/plain",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv",
  json: "application/json",
};

export { safeFileName };

/** The file name of a Content-Disposition header (RFC 6266): `filename*` (UTF-8) first, else `filename`. */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const match = /^([\w-]+)'[^']*'(.*)$/.exec(extended.replace(/^"|"$/g, ""));
    if (match) {
      try {
        const value = match[2] ?? "";
        // UTF-8 is what servers send; any other charset is read byte by byte as Latin-1 (RFC 8187 allows both).
        const decoded = /^utf-8$/i.test(match[1] ?? "")
          ? decodeURIComponent(value)
          : value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        const safe = safeFileName(decoded);
        if (safe) return safe;
      } catch {
        // A malformed escape: fall back to the plain parameter.
      }
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)?.[1];
  const plain = quoted === undefined ? /(?:^|;)\s*filename\s*=\s*([^;\s]+)/i.exec(header)?.[1] : quoted.replace(/\\(.)/g, "$1");
  return plain === undefined ? null : safeFileName(plain);
}

/** "scan.pdf" + docx -> "scan.docx"; with the translation, "scan (translation).docx". */
export function defaultResultFileName(documentName: string | undefined, id: string, format: ResultFormat, action?: ResultAction): string {
  const stem = safeFileName((documentName ?? "").replace(/\.[A-Za-z0-9]{1,5}$/, "")) ?? `document-${safeFileName(id) ?? "result"}`;
  const name = `${action === "translate" ? t("errors.download.translationFileName", { name: stem }) : stem}.${format}`;
  return resultFileName(name, format) ?? `document.${format}`;
}

export interface DownloadOptions extends CallOptions {
  /** Which result: default the action the document was uploaded with; "translate" for its translation. */
  action?: ResultAction;
  /** The document's file name, for the default file name when the service sends none. */
  documentName?: string;
}

function notReady(): ServiceError {
  return new ServiceError("still_processing", t("errors.download.notReady"), { status: 202 });
}

/** GET /documents/{id}.{format}: the result file as a Blob, with its content type and a file name. */
export async function downloadResult(
  transport: Transport,
  id: string,
  format: ResultFormat,
  options: DownloadOptions = {},
): Promise<DownloadedFile> {
  if (!Object.prototype.hasOwnProperty.call(CONTENT_TYPES, format))
    throw new ServiceError("bad_request", t("errors.download.notAFormat", { format: String(format) }));
  const { action } = options;
  if (action !== undefined && !RESULT_FORMATS[action].includes(format)) {
    const formats = formatList(RESULT_FORMATS[action], "disjunction");
    throw new ServiceError("bad_request", t("errors.download.wrongFormat", { action, formats }));
  }
  return transport.request(
    {
      method: "GET",
      path: `${documentPath(id)}.${format}`,
      query: { action },
      operation: "download",
      accept: CONTENT_TYPES[format],
      read: async (r): Promise<DownloadedFile> => {
        if (r.status === 202) {
          await r.body?.cancel().catch(() => undefined);
          throw notReady();
        }
        const received = await r.blob();
        const contentType = r.headers.get("Content-Type") ?? CONTENT_TYPES[format];
        const blob = received.type === "" ? new Blob([received], { type: contentType }) : received;
        // The service's name, but always with the extension of the format asked for (never "report.docx.exe").
        const named = fileNameFromContentDisposition(r.headers.get("Content-Disposition"));
        const fileName =
          (named === null ? null : resultFileName(named, format)) ?? defaultResultFileName(options.documentName, id, format, action);
        return { blob, fileName, contentType };
      },
    },
    options,
  );
}

/**
 * A page image of a processed document, as a Blob (show it with URL.createObjectURL). Takes a thumbnail of
 * the document detail or its URL; only addresses on the service's own origin are fetched.
 */
export async function fetchThumbnail(transport: Transport, thumbnail: Thumbnail | string, options: CallOptions = {}): Promise<Blob> {
  const url = typeof thumbnail === "string" ? thumbnail : thumbnail.url;
  return transport.request(
    {
      method: "GET",
      path: url,
      operation: "thumbnail",
      accept: "image/*",
      read: async (r) => {
        const received = await r.blob();
        return received.type === "" ? new Blob([received], { type: "image/jpeg" }) : received;
      },
    },
    options,
  );
}

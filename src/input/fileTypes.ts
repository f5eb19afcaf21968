// Whether a file may be chosen from what is known of it before its bytes are fetched (its name, the type and
// size the source reports): the service's types, within 20 MB, not empty; a PDF or TIFF over 20 MB too (up to
// the bound for cutting pages), since pages chosen from it may fit, as for a file from the computer (issue 35,
// item 8). Used by every source that lists files it has not downloaded (Microsoft 365, Outlook's attachments);
// the content is checked again after download.
import { formatFileSize, formatNumber } from "../i18n/format";
import { t } from "../i18n/messages";
import { MAX_CUTTABLE_BYTES, MAX_UPLOAD_BYTES } from "./fileCheck";

const EXTENSIONS = new Set(["pdf", "jpg", "jpeg", "png", "tif", "tiff", "heic", "gif"]);
const MIME_TYPES = new Set(["application/pdf", "image/jpeg", "image/png", "image/tiff", "image/heic", "image/heif", "image/gif"]);

export type Selectable = { ok: true } | { ok: false; reason: string };

/** A file name's extension, lower case ("" when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** The service reads this type (by the name's extension, or the type the source reports). */
export function isServiceType(name: string, mimeType: string | undefined): boolean {
  return EXTENSIONS.has(extensionOf(name)) || (mimeType !== undefined && MIME_TYPES.has(mimeType.toLowerCase()));
}

/** A PDF or TIFF (by the name's extension, or the type the source reports): pages can be chosen and cut from it. */
export function isCuttableType(name: string, mimeType: string | undefined): boolean {
  const mime = mimeType?.toLowerCase();
  return ["pdf", "tif", "tiff"].includes(extensionOf(name)) || mime === "application/pdf" || mime === "image/tiff";
}

/** The largest file of this type that may be chosen: over the service's limit only when its pages can be cut. */
export function chosenSizeLimit(name: string, mimeType: string | undefined): number {
  return isCuttableType(name, mimeType) ? MAX_CUTTABLE_BYTES : MAX_UPLOAD_BYTES;
}

/**
 * The reason a file of `size` bytes is too big, in megabytes with one decimal (so 20.4 MB does not read "20 MB"),
 * against the limit for its type: a picture's (the service's), or a PDF's or TIFF's to choose its pages from.
 */
export function tooLargeReason(size: number, name: string, mimeType: string | undefined): string {
  const over = formatNumber(size / (1024 * 1024), { style: "unit", unit: "megabyte", unitDisplay: "short", maximumFractionDigits: 1 });
  const kind = isCuttableType(name, mimeType) ? "pages" : "picture";
  return t("microsoft.sources.tooLarge", {
    kind,
    size: over,
    limit: formatFileSize(chosenSizeLimit(name, mimeType)),
    sendLimit: formatFileSize(MAX_UPLOAD_BYTES),
  });
}

/** Whether a file (by name, type and size as the metadata says) may be chosen; the content is checked after download. */
export function selectable(name: string, mimeType: string | undefined, size: number | undefined): Selectable {
  if (!isServiceType(name, mimeType)) return { ok: false, reason: t("microsoft.sources.notSupportedType") };
  if (size !== undefined && size > chosenSizeLimit(name, mimeType)) return { ok: false, reason: tooLargeReason(size, name, mimeType) };
  if (size === 0) return { ok: false, reason: t("microsoft.sources.empty") };
  return { ok: true };
}

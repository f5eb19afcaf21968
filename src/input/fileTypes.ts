// Whether a file may be chosen from what is known of it before its bytes are fetched (its name, the type and
// size the source reports): the service's types, within 20 MB, not empty. Used by every source that lists files
// it has not downloaded (Microsoft 365, Outlook's attachments); the content is checked again after download.
import { formatFileSize, formatNumber } from "../i18n/format";
import { t } from "../i18n/messages";
import { MAX_UPLOAD_BYTES } from "./fileCheck";

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

/** The reason a file of `size` bytes is too big, in megabytes with one decimal (so 20.4 MB does not read "20 MB"). */
export function tooLargeReason(size: number): string {
  const over = formatNumber(size / (1024 * 1024), { style: "unit", unit: "megabyte", unitDisplay: "short", maximumFractionDigits: 1 });
  return t("microsoft.sources.tooLarge", { size: over, limit: formatFileSize(MAX_UPLOAD_BYTES) });
}

/** Whether a file (by name, type and size as the metadata says) may be chosen; the content is checked after download. */
export function selectable(name: string, mimeType: string | undefined, size: number | undefined): Selectable {
  if (!isServiceType(name, mimeType)) return { ok: false, reason: t("microsoft.sources.notSupportedType") };
  if (size !== undefined && size > MAX_UPLOAD_BYTES) return { ok: false, reason: tooLargeReason(size) };
  if (size === 0) return { ok: false, reason: t("microsoft.sources.empty") };
  return { ok: true };
}

// Checks a file before anything is sent: the service takes PDF, JPG, PNG, TIFF, HEIC and GIF up to 20 MB an upload
// (a PDF or TIFF chosen here may be larger, up to 200 MB, to have the pages to send chosen from it).
// The type is read from the file's first bytes, not its name, so a renamed file is caught here rather than
// costing a round trip (or credits).
import { formatFileSize } from "../i18n/format";
import { t } from "../i18n/messages";

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * The largest PDF or TIFF the pane takes to cut pages out of (issue 22): over the service's limit, the pages
 * chosen from it may still fit. The file is read into memory to be cut, hence a bound.
 */
export const MAX_CUTTABLE_BYTES = 200 * 1024 * 1024;

export type AcceptedKind = "pdf" | "jpeg" | "png" | "tiff" | "heic" | "gif";

export type FileCheck = { ok: true; kind: AcceptedKind } | { ok: false; reason: string };

/** Which limit a refusal for size names: a picture's (the service's), a PDF's or TIFF's to choose pages from, or the service's. */
export type TooLargeKind = "picture" | "pages" | "other";

/** Why a file of `size` bytes is too large, naming the limit for its kind and what to do (a whole sentence). */
export function tooLargeSentence(kind: TooLargeKind, size: number): string {
  const limit = formatFileSize(kind === "pages" ? MAX_CUTTABLE_BYTES : MAX_UPLOAD_BYTES);
  return t("workspace.fileCheck.tooLarge", { kind, size: formatFileSize(size), limit, sendLimit: formatFileSize(MAX_UPLOAD_BYTES) });
}

/** Reads the kind from the magic bytes at the start of a file. */
export function sniffKind(head: Uint8Array): AcceptedKind | null {
  const at = (i: number): number => head[i] ?? -1;
  const ascii = (from: number, to: number): string => String.fromCharCode(...Array.from(head.subarray(from, to)));
  if (ascii(0, 5) === "%PDF-") return "pdf";
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "jpeg";
  if (at(0) === 0x89 && ascii(1, 4) === "PNG") return "png";
  if ((ascii(0, 2) === "II" && at(2) === 42 && at(3) === 0) || (ascii(0, 2) === "MM" && at(2) === 0 && at(3) === 42)) return "tiff";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  // HEIC: an ISO-BMFF 'ftyp' box whose brand is one of HEIF's.
  if (ascii(4, 8) === "ftyp" && ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(ascii(8, 12))) return "heic";
  return null;
}

export async function checkFile(file: Blob & { name?: string }): Promise<FileCheck> {
  if (file.size === 0) return { ok: false, reason: t("workspace.fileCheck.empty") };
  const kind = sniffKind(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  // Sent whole: the service's limit, said for a picture as a picture's.
  if (file.size > MAX_UPLOAD_BYTES)
    return { ok: false, reason: tooLargeSentence(kind === null || kind === "pdf" || kind === "tiff" ? "other" : "picture", file.size) };
  if (kind === null) return { ok: false, reason: t("workspace.fileCheck.wrongType") };
  return { ok: true, kind };
}

/**
 * Like `checkFile`, for a file chosen in the pane: a PDF or TIFF over the service's limit (up to
 * MAX_CUTTABLE_BYTES) passes with `overLimit`, since the pages chosen from it can be cut to fit; the cut is
 * checked again before it is sent.
 */
export async function checkChosenFile(file: Blob): Promise<(FileCheck & { ok: true; overLimit: boolean }) | (FileCheck & { ok: false })> {
  const check = await checkFile(file);
  if (check.ok) return { ...check, overLimit: false };
  if (file.size <= MAX_UPLOAD_BYTES) return check;
  const kind = sniffKind(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (kind !== "pdf" && kind !== "tiff") return check;
  // Too large even to choose pages from: the limit for that, and what to do (split it).
  return file.size > MAX_CUTTABLE_BYTES ? { ok: false, reason: tooLargeSentence("pages", file.size) } : { ok: true, kind, overLimit: true };
}

// Names files are saved and sent under (issue 32): a service's Content-Disposition, a document's name, a user's
// file name with its pages. No folders, no character a file system refuses, no control or invisible character
// (a right-to-left override turns "invoice‮fdp.exe" into what reads as "invoiceexe.pdf"; zero-width
// characters hide one name inside another), at most 200 characters with the extension kept when cut, and,
// for a result, the extension of the format asked for. Pure.
import type { ResultFormat } from "./types";

const MAX_LENGTH = 200;
/** Format characters (bidi overrides, isolates and marks, zero-width characters, the BOM, soft hyphens) and Hangul fillers. */
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0]/gu;
/** Control characters and the characters Windows refuses in names. */
const REFUSED = /[\p{Cc}<>:"|?*]+/gu;
const EXTENSION = /\.[\p{L}\p{N}]{1,8}$/u;

/** `name` at most MAX_LENGTH characters, cut in its stem so its extension stays (surrogate pairs kept whole). */
function cutKeepingExtension(name: string): string {
  if (name.length <= MAX_LENGTH) return name;
  const extension = EXTENSION.exec(name)?.[0] ?? "";
  let stem = "";
  for (const char of name.slice(0, name.length - extension.length)) {
    if (stem.length + char.length + extension.length > MAX_LENGTH) break;
    stem += char;
  }
  return `${stem.replace(/[\s.]+$/, "")}${extension}`;
}

/** A name safe to save under: no folders, no characters file systems refuse, nothing invisible, not empty; null if nothing is left. */
export function safeFileName(name: string): string | null {
  const base = name.split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .replace(INVISIBLE, "")
    .replace(REFUSED, "_")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  return cleaned === "" ? null : cutKeepingExtension(cleaned);
}

/** A safe name ending in ".{format}": a different extension the name ends with is replaced ("report.docx.exe" -> "report.docx"). */
export function resultFileName(name: string, format: ResultFormat): string | null {
  const safe = safeFileName(name);
  if (safe === null) return null;
  if (safe.toLowerCase().endsWith(`.${format}`)) return safe;
  const stem = safe.replace(EXTENSION, "");
  return stem.toLowerCase().endsWith(`.${format}`) ? safeFileName(stem) : safeFileName(`${stem}.${format}`);
}

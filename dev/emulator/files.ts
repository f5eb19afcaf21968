// What an uploaded file is, judged by its bytes (never by its name), and how many pages it has. PDF and TIFF
// are counted by parsing them with maintained libraries; every other accepted type is one page.
import { PDFDocument } from "pdf-lib";
import * as UTIF from "utif2";

export type FileKind = "pdf" | "jpeg" | "png" | "tiff" | "heic" | "gif";

export const MAX_FILE_BYTES = 20 * 1024 * 1024;

const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);

export function sniff(data: Uint8Array): FileKind | undefined {
  const ascii = (from: number, to: number): string => Buffer.from(data.subarray(from, to)).toString("latin1");
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "II*\0" || ascii(0, 4) === "MM\0*") return "tiff";
  if (ascii(4, 8) === "ftyp" && HEIC_BRANDS.has(ascii(8, 12))) return "heic";
  // The PDF header may follow some junk, as long as it starts in the first kilobyte (PDF 32000-1, annex H).
  if (ascii(0, 1024).includes("%PDF-")) return "pdf";
  return undefined;
}

export interface PageCount {
  pages: number;
  /** False when a PDF or TIFF could not be parsed: the upload is accepted as one page and ends as `failed`. */
  readable: boolean;
}

export async function countPages(kind: FileKind, data: Uint8Array): Promise<PageCount> {
  try {
    if (kind === "pdf") {
      const pdf = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
      const pages = pdf.getPageCount();
      return pages > 0 ? { pages, readable: true } : { pages: 1, readable: false };
    }
    if (kind === "tiff") {
      const ifds = UTIF.decode(toArrayBuffer(data));
      // Only IFDs that describe an image are pages (thumbnails and EXIF hang off them as sub-IFDs).
      const pages = ifds.filter((ifd) => ifd["t256"] !== undefined && ifd["t257"] !== undefined).length;
      return pages > 0 ? { pages, readable: true } : { pages: 1, readable: false };
    }
  } catch {
    return { pages: 1, readable: false };
  }
  return { pages: 1, readable: true };
}

export function toArrayBuffer(data: Uint8Array): ArrayBuffer {
  return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
}

export const MEDIA_TYPES: Record<FileKind, string> = {
  pdf: "application/pdf",
  jpeg: "image/jpeg",
  png: "image/png",
  tiff: "image/tiff",
  heic: "image/heic",
  gif: "image/gif",
};

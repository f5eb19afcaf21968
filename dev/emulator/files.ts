// What an uploaded file is, judged by its bytes (never by its name), and how many pages it has. PDF and TIFF
// are counted as the pane counts them (src/pages: pdf-lib and utif2 behind walks with limits), in a worker
// thread within the same budget, so a hostile upload (a page tree of 2^40 paths, an object stream inflating
// to 1 GiB, a TIFF whose directories loop) fails as one unreadable page instead of stopping the emulator and
// the development server that shares its process. Every other accepted type is one page.
import { inspectionBudgetMs } from "../../src/pages/limits";
import { BudgetedWorker } from "../../src/pages/worker/budgetedWorker";
import { spawnNodePagesWorker } from "../pagesWorker/nodePort";

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

let counter: BudgetedWorker | null = null;

export async function countPages(kind: FileKind, data: Uint8Array): Promise<PageCount> {
  if (kind !== "pdf" && kind !== "tiff") return { pages: 1, readable: true };
  counter ??= new BudgetedWorker(() => spawnNodePagesWorker(), 5_000);
  const bytes = new Uint8Array(data); // a copy, handed to the worker: the upload keeps its own bytes (Buffer.slice would share them)
  const outcome = await counter.run({ job: "inspect", format: kind, bytes }, [bytes.buffer], inspectionBudgetMs(bytes.length));
  const info = outcome.ok && outcome.answer.job === "inspect" ? outcome.answer.info : null;
  // A protected PDF still tells its pages; a damaged, looping or unsafe file, or one past the budget, does not.
  const pages = info === null || info.kind === "single" ? null : info.count;
  return pages !== null && pages > 0 ? { pages, readable: true } : { pages: 1, readable: false };
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

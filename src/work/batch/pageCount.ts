// Pages in a file, read cheaply from its bytes for a cost estimate (the service counts them itself when the
// file arrives). PDF: the page tree's /Count, also inside compressed object streams; TIFF: the images in the
// IFD chain; JPG, PNG, HEIC and GIF: one page. Null when it cannot be told (an encrypted or damaged PDF, an
// unknown type): the estimate then says "unknown" for that file rather than guess.
import { sniffKind } from "../../input/fileCheck";

/** Pages of `file`, or null when they cannot be told cheaply. */
export async function countPages(file: Blob): Promise<number | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const kind = sniffKind(head);
  if (kind === null) return null;
  if (kind === "pdf") return pdfPages(new Uint8Array(await file.arrayBuffer()));
  if (kind === "tiff") return tiffPages(new Uint8Array(await file.arrayBuffer()));
  return 1;
}

/**
 * The largest /Count of a page tree node (a dictionary with /Type /Pages): the root's, which counts every
 * page. Dictionaries are read in the file as it is and in its compressed object streams (/Type /ObjStm,
 * FlateDecode). Falls back to counting page dictionaries (/Type /Page).
 */
export async function pdfPages(bytes: Uint8Array): Promise<number | null> {
  const text = latin1(bytes);
  const found = scanDictionaries(text);
  for (const stream of objectStreams(text, bytes)) {
    const inflated = await inflate(stream);
    if (inflated !== null) {
      const inner = scanDictionaries(latin1(inflated));
      found.root = Math.max(found.root, inner.root);
      found.leaves += inner.leaves;
    }
  }
  if (found.root > 0) return found.root;
  return found.leaves > 0 ? found.leaves : null;
}

/** Page tree /Count (largest) and page dictionaries among the outermost dictionaries of `text`. */
function scanDictionaries(text: string): { root: number; leaves: number } {
  let root = 0;
  let leaves = 0;
  for (const dict of outermostDictionaries(text)) {
    if (/\/Type\s*\/Pages\b/.test(dict)) {
      const count = /\/Count\s+(\d+)/.exec(dict);
      if (count?.[1] !== undefined) root = Math.max(root, Number(count[1]));
    } else if (/\/Type\s*\/Page\b/.test(dict)) {
      leaves++;
    }
  }
  return { root, leaves };
}

/**
 * Each outermost `<< ... >>` of `text`, with the dictionaries nested in it left out. Stream data (images,
 * fonts) is skipped: its bytes could look like `<<` or `>>` anywhere.
 */
function outermostDictionaries(text: string): string[] {
  const dicts: string[] = [];
  let depth = 0;
  let current = "";
  let from = 0;
  for (let i = 0; i < text.length - 1; i++) {
    const opensStream = text[i] === "s" && text.startsWith("stream", i) && text.slice(i - 3, i) !== "end";
    if (depth === 0 && opensStream && (text[i + 6] === "\r" || text[i + 6] === "\n")) {
      const end = text.indexOf("endstream", i + 6);
      if (end < 0) break;
      i = end + "endstream".length - 1;
      continue;
    }
    const pair = text[i] === "<" && text[i + 1] === "<" ? 1 : text[i] === ">" && text[i + 1] === ">" ? -1 : 0;
    if (pair === 0) continue;
    if (pair === 1) {
      if (depth === 1) current += text.slice(from, i);
      depth++;
      from = i + 2;
    } else if (depth > 0) {
      if (depth === 1) dicts.push(current + text.slice(from, i));
      depth--;
      if (depth === 0) current = "";
      from = i + 2;
    }
    i++;
  }
  return dicts;
}

/** The raw (still compressed) data of each FlateDecode object stream. */
function objectStreams(text: string, bytes: Uint8Array): Uint8Array[] {
  const streams: Uint8Array[] = [];
  const marker = /\/Type\s*\/ObjStm\b/g;
  for (let m = marker.exec(text); m !== null; m = marker.exec(text)) {
    const dictStart = text.lastIndexOf("obj", m.index);
    const keyword = text.indexOf("stream", m.index);
    if (dictStart < 0 || keyword < 0) continue;
    const dict = text.slice(dictStart, keyword);
    if (!/\/Filter\s*\/FlateDecode\b/.test(dict) || /\/DecodeParms/.test(dict)) continue;
    let start = keyword + "stream".length;
    if (text[start] === "\r") start++;
    if (text[start] === "\n") start++;
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    let end = length?.[1] !== undefined ? start + Number(length[1]) : text.indexOf("endstream", start);
    if (end < start || end > bytes.length) continue;
    if (length === null) while (end > start && (text[end - 1] === "\n" || text[end - 1] === "\r")) end--;
    streams.push(bytes.subarray(start, end));
  }
  return streams;
}

/** zlib inflate with the platform's DecompressionStream; null when unavailable or the data is damaged. */
async function inflate(data: Uint8Array): Promise<Uint8Array | null> {
  if (typeof DecompressionStream === "undefined") return null;
  try {
    const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate"));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } catch {
    return null;
  }
}

/** Images in the chain of image file directories (a TIFF's pages). */
export function tiffPages(bytes: Uint8Array): number | null {
  if (bytes.length < 8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const little = bytes[0] === 0x49; // "II"
  const u16 = (at: number): number => view.getUint16(at, little);
  const u32 = (at: number): number => view.getUint32(at, little);
  let offset = u32(4);
  let pages = 0;
  const visited = new Set<number>();
  while (offset !== 0) {
    if (visited.has(offset) || offset + 2 > bytes.length || visited.size > 10_000) return pages > 0 ? pages : null;
    visited.add(offset);
    const entries = u16(offset);
    const end = offset + 2 + entries * 12;
    if (end + 4 > bytes.length) return pages > 0 ? pages : null;
    let width = false;
    let height = false;
    let reduced = false;
    for (let i = 0; i < entries; i++) {
      const entry = offset + 2 + i * 12;
      const tag = u16(entry);
      if (tag === 256) width = true;
      if (tag === 257) height = true;
      // NewSubfileType bit 0: a reduced-resolution copy of another page, not a page of its own.
      if (tag === 254 && (u32(entry + 8) & 1) === 1) reduced = true;
    }
    if (width && height && !reduced) pages++;
    offset = u32(end);
  }
  return pages > 0 ? pages : null;
}

function latin1(bytes: Uint8Array): string {
  let text = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) text += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return text;
}

// Pages in a file, read cheaply from its bytes for a cost estimate (the service counts them itself when the
// file arrives). PDF: the page tree's /Count; TIFF: the images in the IFD chain; JPG, PNG, HEIC and GIF: one
// page. Null when it cannot be told (a PDF whose page tree is compressed into object streams, a damaged file,
// an unknown type): the estimate then says "unknown" for that file rather than guess.
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
 * The largest /Count among the page tree nodes (/Type /Pages): the root's, which counts every page. An object
 * rewritten by an incremental update counts in its last version. Falls back to counting /Type /Page objects.
 */
export function pdfPages(bytes: Uint8Array): number | null {
  const text = latin1(bytes);
  const counts = new Map<string, number>();
  const object = /(\d+)\s+(\d+)\s+obj\b([\s\S]*?)\bendobj\b/g;
  let leaves = 0;
  for (let m = object.exec(text); m !== null; m = object.exec(text)) {
    const body = m[3] ?? "";
    if (/\/Type\s*\/Pages\b/.test(body)) {
      const count = /\/Count\s+(\d+)/.exec(body);
      if (count?.[1] !== undefined) counts.set(`${m[1]} ${m[2]}`, Number(count[1]));
    } else if (/\/Type\s*\/Page\b/.test(body)) {
      leaves++;
    }
  }
  const most = Math.max(0, ...counts.values());
  if (most > 0) return most;
  return leaves > 0 ? leaves : null;
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

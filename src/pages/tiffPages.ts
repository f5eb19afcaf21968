// Pages of a TIFF: the images in its chain of image file directories (IFDs), reduced-resolution copies left
// out. Walked here, with limits, before utif2 sees the file (issue 32): utif2 follows the chain and every
// sub-directory without a guard and reads as many values as an entry claims, so a chain that loops, an entry
// claiming 4 billion values or a page claiming 60000 x 60000 pixels would hang it. This walk visits each
// directory once (a loop reads as damaged), checks every entry's values lie inside the file, and checks each
// page's pixels against the limit before anything is decoded. No React, no Office.
import type { IFD } from "utif2";
import { MAX_PIXELS, MAX_TIFF_DEPTH, MAX_TIFF_DIRECTORIES } from "./limits";

export type TiffWalk = { ok: true; pages: number } | { ok: false; why: "damaged" | "unsafe" };

/** Bytes per value of each TIFF field type utif2 reads (the others it skips). */
const TYPE_SIZES: Readonly<Record<number, number>> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8, 13: 4 };
/** Tags whose values point at sub-directories utif2 reads too: SubIFDs, EXIF, GPS, Fuji's. */
const SUB_DIRECTORIES = new Set([330, 34665, 34853, 61440]);
/** DNG private data: utif2 reads a directory at an offset hidden inside it, which this walk does not follow. */
const DNG_PRIVATE = 50740;
/** The most bytes one page may take while decoded (utif2's buffer, then RGBA). */
const MAX_DECODED_BYTES = MAX_PIXELS * 4;

class Refused extends Error {
  constructor(readonly why: "damaged" | "unsafe") {
    super(why);
  }
}

/** The directories utif2 decoded that are pages (the ones `walkTiff` counts): reduced-resolution copies left out. */
export function pageIfds(ifds: readonly IFD[]): IFD[] {
  const first = (ifd: IFD, tag: number): unknown => {
    const value = ifd[`t${tag}`];
    return Array.isArray(value) ? value[0] : undefined;
  };
  return ifds.filter((ifd) => first(ifd, 256) !== undefined && first(ifd, 257) !== undefined && (Number(first(ifd, 254) ?? 0) & 1) === 0);
}

function reader(bytes: Uint8Array): { u16: (at: number) => number; u32: (at: number) => number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const little = bytes[0] === 0x49; // "II"
  const inside = (at: number, size: number): void => {
    if (at < 0 || at + size > bytes.length) throw new Refused("damaged");
  };
  return {
    u16: (at) => (inside(at, 2), view.getUint16(at, little)),
    u32: (at) => (inside(at, 4), view.getUint32(at, little)),
  };
}

/** Walks one directory (and its sub-directories); whether it is a page; the offset of the next in the chain. */
function walkDirectory(bytes: Uint8Array, offset: number, depth: number, seen: Set<number>): { page: boolean; next: number } {
  if (seen.has(offset)) throw new Refused("damaged");
  seen.add(offset);
  if (seen.size > MAX_TIFF_DIRECTORIES || depth > MAX_TIFF_DEPTH) throw new Refused("unsafe");
  const { u16, u32 } = reader(bytes);
  const entries = u16(offset);
  const values = new Map<number, number[]>();
  for (let i = 0; i < entries; i++) {
    const entry = offset + 2 + i * 12;
    const tag = u16(entry);
    const type = u16(entry + 2);
    const count = u32(entry + 4);
    const size = TYPE_SIZES[type];
    if (tag === DNG_PRIVATE) throw new Refused("unsafe");
    if (size === undefined) continue;
    // utif2 reads `count` values: they must lie inside the file (inline when they fit in 4 bytes).
    const total = count * size;
    const at = total <= 4 ? entry + 8 : u32(entry + 8);
    if (total > bytes.length || at + total > bytes.length) throw new Refused("damaged");
    if (type === 3 || type === 4 || type === 13) {
      const read = type === 3 ? (k: number) => u16(at + 2 * k) : (k: number) => u32(at + 4 * k);
      values.set(
        tag,
        Array.from({ length: Math.min(count, 16) }, (_, k) => read(k)),
      );
      if (SUB_DIRECTORIES.has(tag)) for (let k = 0; k < count; k++) walkDirectory(bytes, read(k), depth + 1, seen);
    } else if (SUB_DIRECTORIES.has(tag)) throw new Refused("damaged");
  }
  const next = u32(offset + 2 + entries * 12);
  const [width] = values.get(256) ?? [];
  const [height] = values.get(257) ?? [];
  const reduced = ((values.get(254)?.[0] ?? 0) & 1) === 1;
  if (width === undefined || height === undefined || reduced) return { page: false, next };
  if (width === 0 || height === 0) throw new Refused("damaged");
  const bits = (values.get(258) ?? [1]).reduce((a, b) => Math.max(a, b), 1);
  const samples = values.get(277)?.[0] ?? 1;
  const bytesPerPixel = Math.max(4, Math.ceil((bits * samples) / 8));
  if (width * height > MAX_PIXELS || width * height * bytesPerPixel > MAX_DECODED_BYTES) throw new Refused("unsafe");
  return { page: true, next };
}

/** The pages of a TIFF (its chain of directories walked with limits), or why they cannot be read. */
export function walkTiff(bytes: Uint8Array): TiffWalk {
  const order = bytes.length >= 4 ? String.fromCharCode(bytes[0]!, bytes[1]!) : "";
  if (order !== "II" && order !== "MM") return { ok: false, why: "damaged" };
  const seen = new Set<number>();
  let pages = 0;
  try {
    let offset = reader(bytes).u32(4);
    while (offset !== 0) {
      const { page, next } = walkDirectory(bytes, offset, 0, seen);
      if (page) pages++;
      offset = next;
    }
  } catch (error: unknown) {
    if (error instanceof Refused) return { ok: false, why: error.why };
    throw error;
  }
  return pages > 0 ? { ok: true, pages } : { ok: false, why: "damaged" };
}

/** Images in the chain of image file directories (a TIFF's pages); null when they cannot be read safely. */
export function tiffPages(bytes: Uint8Array): number | null {
  const walk = walkTiff(bytes);
  return walk.ok ? walk.pages : null;
}

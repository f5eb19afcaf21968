// Pages of a TIFF: the images in its chain of image file directories (IFDs), reduced-resolution copies left
// out. Walked here rather than with utif2 because this walk stops on a chain that loops or runs off the end
// of the file, where utif2's decoder would loop forever: the cut (tiffToPdf.ts) walks it first too.
import type { IFD } from "utif2";

/** The directories utif2 decoded that are pages (the ones `tiffPages` counts): reduced-resolution copies left out. */
export function pageIfds(ifds: readonly IFD[]): IFD[] {
  const first = (ifd: IFD, tag: number): unknown => {
    const value = ifd[`t${tag}`];
    return Array.isArray(value) ? value[0] : undefined;
  };
  return ifds.filter((ifd) => first(ifd, 256) !== undefined && first(ifd, 257) !== undefined && (Number(first(ifd, 254) ?? 0) & 1) === 0);
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

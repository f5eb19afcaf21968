// A TIFF's pages opened for decoding with utif2 (the maintained decoder), only once walkTiff accepted the
// file: its chain and sub-directories are then known to end, every entry's values to lie inside the file and
// every page to be within the pixel limit (issue 32). Used by the cut (tiffToPdf.ts) and by the pictures
// (tiffThumbnail.ts), both in the pages worker. No React, no Office.
import type { IFD } from "utif2";
import { loadUtif } from "./libraries";
import { CutError } from "./pageInfo";
import { pageIfds, walkTiff } from "./tiffPages";

export interface TiffImages {
  /** The page directories, in order. */
  readonly pages: readonly IFD[];
  /** Page `page` (1-based) decoded as RGBA, with its size. Throws CutError. */
  rgba(page: number): { data: Uint8Array; width: number; height: number; ifd: IFD };
}

export async function openTiff(bytes: Uint8Array): Promise<TiffImages> {
  const walk = walkTiff(bytes);
  if (!walk.ok) throw new CutError(walk.why);
  const buffer = bytes.slice().buffer;
  const UTIF = await loadUtif();
  let pages: IFD[];
  try {
    // Maker notes are not read: they are a camera's private directories, which walkTiff does not follow.
    const decode = UTIF.decode as (buffer: ArrayBuffer, options: { parseMN: boolean; debug: boolean }) => IFD[];
    pages = pageIfds(decode(buffer, { parseMN: false, debug: false }));
  } catch (error: unknown) {
    throw new CutError("damaged", error);
  }
  if (pages.length !== walk.pages) throw new CutError("damaged");
  return {
    pages,
    rgba: (page) => {
      const ifd = pages[page - 1];
      if (ifd === undefined) throw new CutError("damaged");
      try {
        UTIF.decodeImage(buffer, ifd);
        const { width, height } = ifd;
        if (!(width > 0 && height > 0)) throw new CutError("damaged");
        const data = UTIF.toRGBA8(ifd);
        // The decoded pixels are not kept: a page is decoded again if it is asked for again.
        (ifd as { data?: Uint8Array }).data = undefined;
        return { data, width, height, ifd };
      } catch (error: unknown) {
        throw error instanceof CutError ? error : new CutError("damaged", error);
      }
    },
  };
}

// TIFF page pictures with utif2 (the maintained decoder the cut uses too): each page is decoded when its
// picture is asked for, drawn scaled down, and its pixels released.
import type { IFD } from "utif2";
import { loadUtif } from "../libraries";
import { pageIfds, tiffPages } from "../tiffPages";
import { OneAtATime, PicturesError, canvasBlob, type PagePictures } from "./pagePictures";

export async function openTiffPictures(bytes: Uint8Array): Promise<PagePictures> {
  // utif2 follows the chain of directories without a guard: walk it first (tiffPages stops on a loop).
  const count = tiffPages(bytes);
  if (count === null) throw new PicturesError("damaged");
  const buffer = bytes.slice().buffer;
  const UTIF = await loadUtif();
  let ifds: IFD[];
  try {
    ifds = pageIfds(UTIF.decode(buffer));
  } catch (error: unknown) {
    throw new PicturesError("damaged", error);
  }
  const turns = new OneAtATime();
  return {
    count: ifds.length,
    picture: (pageNumber, width) =>
      turns.run(async () => {
        const ifd = ifds[pageNumber - 1];
        if (ifd === undefined) throw new PicturesError("damaged");
        UTIF.decodeImage(buffer, ifd);
        const full = document.createElement("canvas");
        full.width = ifd.width;
        full.height = ifd.height;
        full.getContext("2d")?.putImageData(new ImageData(new Uint8ClampedArray(UTIF.toRGBA8(ifd)), ifd.width, ifd.height), 0, 0);
        // The decoded pixels are not kept: a page is decoded again if its picture is asked for again.
        (ifd as { data?: Uint8Array }).data = undefined;
        const picture = document.createElement("canvas");
        picture.width = Math.max(1, Math.round(width));
        picture.height = Math.max(1, Math.round((ifd.height / ifd.width) * width));
        picture.getContext("2d")?.drawImage(full, 0, 0, picture.width, picture.height);
        full.width = full.height = 0;
        return canvasBlob(picture);
      }),
    close: () => undefined,
  };
}

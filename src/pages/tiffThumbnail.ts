// A small picture of one TIFF page, made in the pages worker (issue 32): the page decoded (after the limits of
// tiffImages.ts), scaled down to the asked width by averaging the pixels each picture pixel covers, and handed
// back as RGBA for the pane to put on a canvas. The full-size pixels never reach the pane. No React, no Office.
import { openTiff } from "./tiffImages";

export interface Thumbnail {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

/** `rgba` (`width` x `height`) scaled down to `to` pixels wide (never up), each pixel the mean of those it covers. */
export function scaleDown(rgba: Uint8Array, width: number, height: number, to: number): Thumbnail {
  const w = Math.max(1, Math.min(width, Math.round(to)));
  const h = Math.max(1, Math.round((height / width) * w));
  const out = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    const y0 = Math.floor((y * height) / h);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * height) / h));
    for (let x = 0; x < w; x++) {
      const x0 = Math.floor((x * width) / w);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * width) / w));
      const sums = [0, 0, 0, 0];
      for (let sy = y0; sy < y1; sy++)
        for (let sx = x0; sx < x1; sx++) for (let c = 0; c < 4; c++) sums[c]! += rgba[(sy * width + sx) * 4 + c]!;
      const n = (y1 - y0) * (x1 - x0);
      for (let c = 0; c < 4; c++) out[(y * w + x) * 4 + c] = sums[c]! / n;
    }
  }
  return { width: w, height: h, rgba: out };
}

/** Page `page` (1-based) of a TIFF, `width` pixels wide. Throws CutError when it cannot be read safely. */
export async function tiffThumbnail(bytes: Uint8Array, page: number, width: number): Promise<Thumbnail> {
  const tiff = await openTiff(bytes);
  const { data, width: fullWidth, height } = tiff.rgba(page);
  return scaleDown(data, fullWidth, height, width);
}

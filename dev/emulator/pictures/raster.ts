// Pixels of an uploaded image's page, as the service would keep them: decoded (PNG, JPEG, TIFF pages), scaled
// down to fit the longest side a service serves (never up), alpha flattened onto white, and encoded as JPEG.
import { decode as decodeJpeg, encode as encodeJpeg } from "jpeg-js";
import { PNG } from "pngjs";
import * as UTIF from "utif2";
import { toArrayBuffer, type FileKind } from "../files";

export interface Raster {
  width: number;
  height: number;
  /** RGBA, 8 bits per channel. */
  data: Uint8Array;
}

/** The longest side of a served page picture: about what a service keeps of a scan (A4 at 170 dpi). */
export const PAGE_MAX_SIDE = 2000;

/** The size that fits `maxSide` on the longer side, keeping the proportions (never larger than the source). */
export function fittedSize(width: number, height: number, maxSide = PAGE_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Area-average reduction to fit `maxSide` on the longer side (each output pixel averages the source pixels it
 * covers, so thin strokes of text stay visible instead of being skipped), flattening alpha onto white.
 */
export function scaleDown(src: Raster, maxSide = PAGE_MAX_SIDE): Raster {
  const { width, height } = fittedSize(src.width, src.height, maxSide);
  const out = new Uint8Array(width * height * 4);
  const fx = src.width / width;
  const fy = src.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * fy);
    const y1 = Math.max(y0 + 1, Math.min(src.height, Math.floor((y + 1) * fy)));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * fx);
      const x1 = Math.max(x0 + 1, Math.min(src.width, Math.floor((x + 1) * fx)));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          const i = (sy * src.width + sx) * 4;
          const alpha = (src.data[i + 3] ?? 255) / 255;
          const white = 255 * (1 - alpha);
          r += (src.data[i] ?? 255) * alpha + white;
          g += (src.data[i + 1] ?? 255) * alpha + white;
          b += (src.data[i + 2] ?? 255) * alpha + white;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * width + x) * 4;
      out[o] = Math.round(r / n);
      out[o + 1] = Math.round(g / n);
      out[o + 2] = Math.round(b / n);
      out[o + 3] = 255;
    }
  }
  return { width, height, data: out };
}

export function toJpeg(raster: Raster, quality = 80): Buffer {
  return encodeJpeg({ width: raster.width, height: raster.height, data: raster.data }, quality).data;
}

/** The pixels of an image's page (PNG and JPEG have one, a TIFF one per directory); undefined for other kinds. */
export function decodeImagePage(kind: FileKind, data: Uint8Array, pageNumber: number): Raster | undefined {
  if (kind === "png") {
    const png = PNG.sync.read(Buffer.from(data));
    return { width: png.width, height: png.height, data: png.data };
  }
  if (kind === "jpeg") {
    return decodeJpeg(data, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 100, maxMemoryUsageInMB: 512 });
  }
  if (kind === "tiff") {
    const buffer = toArrayBuffer(data);
    const ifd = UTIF.decode(buffer).filter((i) => i["t256"] !== undefined)[pageNumber - 1];
    if (!ifd) return undefined;
    UTIF.decodeImage(buffer, ifd);
    return { width: ifd.width, height: ifd.height, data: UTIF.toRGBA8(ifd) };
  }
  return undefined;
}

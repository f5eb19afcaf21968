// Page thumbnails as JPEG. PNG, JPEG and TIFF pages are decoded and scaled down, so a thumbnail shows the
// real page; PDF, HEIC and GIF (which would need a renderer) get a drawn placeholder page.
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

const MAX_SIDE = 240;

function blank(width: number, height: number, gray = 255): Raster {
  return { width, height, data: new Uint8Array(width * height * 4).fill(gray) };
}

function fillRect(r: Raster, x0: number, y0: number, w: number, h: number, rgb: [number, number, number]): void {
  for (let y = Math.max(0, y0); y < Math.min(r.height, y0 + h); y++) {
    for (let x = Math.max(0, x0); x < Math.min(r.width, x0 + w); x++) {
      const i = (y * r.width + x) * 4;
      r.data[i] = rgb[0];
      r.data[i + 1] = rgb[1];
      r.data[i + 2] = rgb[2];
      r.data[i + 3] = 255;
    }
  }
}

/** A page with grey "text lines" and one dark block per page number, so pages differ visibly. */
export function placeholderPage(pageNumber: number): Raster {
  const page = blank(170, 220, 235);
  fillRect(page, 10, 10, 150, 200, [255, 255, 255]);
  for (let line = 0; line < 14; line++) {
    const width = 120 - ((line * 37 + pageNumber * 11) % 45);
    fillRect(page, 22, 40 + line * 11, width, 4, [185, 185, 185]);
  }
  for (let i = 0; i < Math.min(pageNumber, 12); i++) fillRect(page, 22 + i * 11, 20, 8, 8, [60, 60, 60]);
  return page;
}

/** Box-filter reduction so the longer side is at most `maxSide`, flattening alpha onto white. */
export function scaleDown(src: Raster, maxSide = MAX_SIDE): Raster {
  const factor = Math.max(1, Math.ceil(Math.max(src.width, src.height) / maxSide));
  const width = Math.max(1, Math.floor(src.width / factor));
  const height = Math.max(1, Math.floor(src.height / factor));
  const out = blank(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sum = [0, 0, 0];
      let n = 0;
      for (let dy = 0; dy < factor; dy++) {
        for (let dx = 0; dx < factor; dx++) {
          const i = ((y * factor + dy) * src.width + (x * factor + dx)) * 4;
          const alpha = (src.data[i + 3] ?? 255) / 255;
          for (let c = 0; c < 3; c++) sum[c]! += (src.data[i + c] ?? 255) * alpha + 255 * (1 - alpha);
          n++;
        }
      }
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) out.data[o + c] = Math.round(sum[c]! / n);
      out.data[o + 3] = 255;
    }
  }
  return out;
}

export function toJpeg(raster: Raster, quality = 75): Buffer {
  return encodeJpeg({ width: raster.width, height: raster.height, data: raster.data }, quality).data;
}

function decodePage(kind: FileKind, data: Uint8Array, pageNumber: number): Raster | undefined {
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

/** The page's thumbnail; an image that cannot be decoded gets the placeholder rather than an error. */
export function thumbnail(kind: FileKind, data: Uint8Array, pageNumber: number): Buffer {
  let page: Raster | undefined;
  try {
    page = decodePage(kind, data, pageNumber);
  } catch {
    page = undefined;
  }
  return toJpeg(scaleDown(page && page.width > 0 && page.height > 0 ? page : placeholderPage(pageNumber)));
}

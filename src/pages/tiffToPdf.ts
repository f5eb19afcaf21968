// The chosen pages of a multi-page TIFF, sent as one PDF (issue 22; docs/internals.md, "Pages", says why): utif2 (a
// maintained TIFF decoder) reads each chosen page whatever its compression (CCITT fax, LZW, PackBits, JPEG,
// Deflate), and pdf-lib writes a PDF with one page per image, at the image's own resolution and physical size.
// The pixels are kept losslessly: bilevel pages as 1 bit per pixel, grey pages as 8-bit grey, colour as RGB,
// each Flate-compressed. (utif2 can only write uncompressed RGBA TIFFs: a 200 KB fax page would become 35 MB.)
// Deterministic: the same pages of the same file make the same bytes. Runs in the pages worker (issue 32); the
// file is walked with limits (tiffImages.ts) before utif2 reads it, and each page's pixels checked before decoding.
import type { PDFDocument, PDFPage } from "pdf-lib";
import type { IFD } from "utif2";
import { loadPdfLib } from "./libraries";
import { CutError } from "./pageInfo";
import { openTiff, type TiffImages } from "./tiffImages";

type Ifd = IFD;
type PdfLib = Awaited<ReturnType<typeof loadPdfLib>>;

const numbers = (ifd: Ifd, tag: number): number[] | null => {
  const value = ifd[`t${tag}`];
  return Array.isArray(value) && value.every((v) => typeof v === "number") ? (value as number[]) : null;
};

/** Dots per inch along one axis: XResolution/YResolution (rationals) with ResolutionUnit; 72 when not said. */
function dpi(ifd: Ifd, tag: 282 | 283): number {
  const value = ifd[`t${tag}`] as unknown;
  const first = Array.isArray(value) ? (value[0] as unknown) : undefined;
  const ratio =
    Array.isArray(first) && typeof first[0] === "number" && typeof first[1] === "number" && first[1] !== 0 ? first[0] / first[1] : NaN;
  const unit = numbers(ifd, 296)?.[0] ?? 2;
  if (!Number.isFinite(ratio) || ratio <= 0 || unit === 1) return 72;
  return unit === 3 ? ratio * 2.54 : ratio;
}

interface Pixels {
  data: Uint8Array;
  colorSpace: "DeviceGray" | "DeviceRGB";
  bitsPerComponent: 1 | 8;
}

/** RGBA (over white where transparent) as the smallest lossless PDF image: 1-bit, 8-bit grey or RGB. */
function pixelsOf(rgba: Uint8Array, width: number, height: number, bilevel: boolean): Pixels {
  const count = width * height;
  const value = (i: number, channel: number): number => {
    const alpha = rgba[i * 4 + 3]!;
    const v = rgba[i * 4 + channel]!;
    return alpha === 255 ? v : Math.round((v * alpha + 255 * (255 - alpha)) / 255);
  };
  if (bilevel) {
    const rowBytes = Math.ceil(width / 8);
    const data = new Uint8Array(rowBytes * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) if (value(y * width + x, 0) >= 128) data[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
    return { data, colorSpace: "DeviceGray", bitsPerComponent: 1 };
  }
  let grey = true;
  for (let i = 0; i < count && grey; i++) grey = rgba[i * 4] === rgba[i * 4 + 1] && rgba[i * 4] === rgba[i * 4 + 2];
  const channels = grey ? 1 : 3;
  const data = new Uint8Array(count * channels);
  for (let i = 0; i < count; i++) for (let c = 0; c < channels; c++) data[i * channels + c] = value(i, c);
  return { data, colorSpace: grey ? "DeviceGray" : "DeviceRGB", bitsPerComponent: 8 };
}

function addImagePage(lib: PdfLib, tiff: TiffImages, doc: PDFDocument, number: number): PDFPage {
  const { concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState } = lib;
  const { data, width, height, ifd } = tiff.rgba(number);
  const bilevel = (numbers(ifd, 258)?.[0] ?? 1) === 1 && (numbers(ifd, 277)?.[0] ?? 1) === 1;
  const pixels = pixelsOf(data, width, height, bilevel);
  const image = doc.context.register(
    doc.context.flateStream(pixels.data, {
      Type: "XObject",
      Subtype: "Image",
      Width: width,
      Height: height,
      ColorSpace: pixels.colorSpace,
      BitsPerComponent: pixels.bitsPerComponent,
    }),
  );
  // The page has the scan's physical size, so every pixel is kept at the service's rendering resolution.
  const pageWidth = (width / dpi(ifd, 282)) * 72;
  const pageHeight = (height / dpi(ifd, 283)) * 72;
  const page = doc.addPage([pageWidth, pageHeight]);
  const name = page.node.newXObject("Scan", image);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(pageWidth, 0, 0, pageHeight, 0, 0),
    drawObject(name),
    popGraphicsState(),
  );
  return page;
}

/** A PDF of `pages` (1-based, in this order) of a TIFF. Throws CutError("damaged") when a page cannot be read. */
export async function tiffToPdf(bytes: Uint8Array, pages: readonly number[]): Promise<Uint8Array> {
  const [tiff, lib] = await Promise.all([openTiff(bytes), loadPdfLib()]);
  if (pages.some((p) => !Number.isInteger(p) || p < 1 || p > tiff.pages.length)) throw new CutError("damaged");
  try {
    const doc = await lib.PDFDocument.create({ updateMetadata: false });
    for (const page of pages) addImagePage(lib, tiff, doc, page);
    return await doc.save({ addDefaultPage: false });
  } catch (error: unknown) {
    throw error instanceof CutError ? error : new CutError("damaged", error);
  }
}

// Builders of sample files: the fixtures (make-fixtures.ts) and the synthetic uploads of the tests. Everything
// is deterministic, so remaking a fixture gives the same bytes and therefore the same content hash.
import { PDFDocument, PDFFont, PDFPage, rgb, StandardFonts } from "pdf-lib";
import { encode as encodeJpeg } from "jpeg-js";
import { PNG } from "pngjs";
import { seededRandom } from "./faults";

/** An RGBA drawing surface with soft round pen dots, enough to draw ruled paper and handwriting. */
export class Canvas {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: [number, number, number],
  ) {
    this.data = new Uint8Array(width * height * 4);
    for (let i = 0; i < width * height; i++) this.data.set([...background, 255], i * 4);
  }

  blend(x: number, y: number, color: [number, number, number], alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const i = (y * this.width + x) * 4;
    const a = Math.min(1, alpha);
    for (let c = 0; c < 3; c++) this.data[i + c] = Math.round(this.data[i + c]! * (1 - a) + color[c]! * a);
  }

  fillRect(x: number, y: number, w: number, h: number, color: [number, number, number]): void {
    for (let yy = y; yy < y + h; yy++) for (let xx = x; xx < x + w; xx++) this.blend(xx, yy, color, 1);
  }

  /** An anti-aliased dot of radius `r` centred on (cx, cy). */
  dot(cx: number, cy: number, r: number, color: [number, number, number]): void {
    for (let y = Math.floor(cy - r - 1); y <= Math.ceil(cy + r + 1); y++) {
      for (let x = Math.floor(cx - r - 1); x <= Math.ceil(cx + r + 1); x++) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        this.blend(x, y, color, r + 0.5 - d);
      }
    }
  }

  toPng(): Buffer {
    const png = new PNG({ width: this.width, height: this.height });
    png.data = Buffer.from(this.data);
    return PNG.sync.write(png, { colorType: 2, deflateLevel: 9 });
  }

  toJpeg(quality = 80): Buffer {
    return encodeJpeg({ width: this.width, height: this.height, data: this.data }, quality).data;
  }

  /** 8-bit grey levels (for TIFF pages). */
  toGray(): Uint8Array {
    const out = new Uint8Array(this.width * this.height);
    for (let i = 0; i < out.length; i++) out[i] = Math.round((this.data[i * 4]! + this.data[i * 4 + 1]! + this.data[i * 4 + 2]!) / 3);
    return out;
  }
}

const INK: [number, number, number] = [28, 44, 118];
const ASCENDERS = new Set("bdfhklt0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ!?'");
const DESCENDERS = new Set("gjpqy,;");

/**
 * Joined-up "handwriting": each letter is one loop of a slanted prolate cycloid, tall for ascenders and capitals,
 * hanging below the line for descenders, so each written word is as long as the word of the transcript.
 */
export function writeLine(canvas: Canvas, text: string, x0: number, baseline: number, random: () => number): void {
  let x = x0;
  for (const word of text.split(" ")) {
    for (const ch of word) {
      const width = 7.5 + random() * 3;
      const tall = ASCENDERS.has(ch) ? 17 + random() * 3 : 8 + random() * 2;
      const below = DESCENDERS.has(ch);
      for (let step = 0; step <= 40; step++) {
        const t = (step / 40) * 2 * Math.PI;
        const px = x + (width * t) / (2 * Math.PI) - width * 0.5 * Math.sin(t);
        const lift = ((1 - Math.cos(t)) / 2) * (below ? -11 : tall);
        const py = baseline - lift + random() * 0.4;
        canvas.dot(px + lift * 0.28, py, 1.05, INK);
      }
      x += width;
    }
    x += 9 + random() * 4;
  }
}

/** A page of ruled notepaper with `lines` written on it. */
export function handwrittenNote(lines: string[], seed = 7): Buffer {
  const canvas = new Canvas(560, 360, [251, 249, 240]);
  for (let y = 56; y < canvas.height; y += 34) canvas.fillRect(0, y, canvas.width, 1, [176, 205, 232]);
  canvas.fillRect(52, 0, 2, canvas.height, [226, 150, 150]);
  const random = seededRandom(seed);
  lines.forEach((line, i) => writeLine(canvas, line, 66 + (i % 2) * 3, 56 + 34 * (i + 1) - 3, random));
  return canvas.toPng();
}

/** A plain image of the given size (PNG or JPEG) with a few grey text bars. */
export function plainImage(format: "png" | "jpeg", width = 120, height = 160, seed = 1): Buffer {
  const canvas = new Canvas(width, height, [255, 255, 255]);
  const random = seededRandom(seed);
  for (let y = 16; y < height - 10; y += 12) canvas.fillRect(10, y, Math.round(40 + random() * (width - 60)), 4, [90, 90, 90]);
  return format === "png" ? canvas.toPng() : canvas.toJpeg();
}

/** A 1x1 GIF89a. */
export function tinyGif(): Buffer {
  return Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
}

/** The start of a HEIC file (an ISO-BMFF `ftyp` box with the heic brand): enough to be recognised as HEIC. */
export function heicHeader(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write("ftypheic", 4, "latin1");
  ftyp.writeUInt32BE(0, 12);
  ftyp.write("mif1heic", 16, "latin1");
  return Buffer.concat([ftyp, Buffer.alloc(64)]);
}

export interface GrayPage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** A baseline TIFF (little-endian, uncompressed, 8-bit grey), one image file directory per page. */
export function multiPageTiff(pages: GrayPage[]): Buffer {
  const chunks: Buffer[] = [];
  const header = Buffer.alloc(8);
  header.write("II", 0, "latin1");
  header.writeUInt16LE(42, 2);
  chunks.push(header);
  let offset = 8;
  const ifdOffsets: number[] = [];
  const entries = 9;
  const ifdSize = 2 + entries * 12 + 4;
  // Layout: header, then for each page its pixels followed by its directory.
  const layout = pages.map((p) => {
    const pixelsAt = offset;
    offset += p.pixels.length;
    if (offset % 2 === 1) offset++;
    const ifdAt = offset;
    offset += ifdSize;
    ifdOffsets.push(ifdAt);
    return { pixelsAt, ifdAt };
  });
  header.writeUInt32LE(ifdOffsets[0] ?? 0, 4);
  pages.forEach((p, i) => {
    const { pixelsAt } = layout[i]!;
    const pixels = Buffer.from(p.pixels);
    chunks.push(pixels);
    if ((pixelsAt + pixels.length) % 2 === 1) chunks.push(Buffer.alloc(1));
    const ifd = Buffer.alloc(ifdSize);
    ifd.writeUInt16LE(entries, 0);
    const tags: [number, number, number][] = [
      [256, 4, p.width], // ImageWidth (LONG)
      [257, 4, p.height], // ImageLength
      [258, 3, 8], // BitsPerSample (SHORT)
      [259, 3, 1], // Compression: none
      [262, 3, 1], // PhotometricInterpretation: BlackIsZero
      [273, 4, pixelsAt], // StripOffsets
      [277, 3, 1], // SamplesPerPixel
      [278, 4, p.height], // RowsPerStrip
      [279, 4, p.pixels.length], // StripByteCounts
    ];
    tags.forEach(([tag, type, value], k) => {
      const at = 2 + k * 12;
      ifd.writeUInt16LE(tag, at);
      ifd.writeUInt16LE(type, at + 2);
      ifd.writeUInt32LE(1, at + 4);
      if (type === 3) ifd.writeUInt16LE(value, at + 8);
      else ifd.writeUInt32LE(value, at + 8);
    });
    ifd.writeUInt32LE(ifdOffsets[i + 1] ?? 0, 2 + entries * 12);
    chunks.push(ifd);
  });
  return Buffer.concat(chunks);
}

/** A page of a scanned document as grey pixels, with `bars` text lines of varying length. */
export function scannedPage(width: number, height: number, bars: number, seed: number): GrayPage {
  const canvas = new Canvas(width, height, [246, 246, 246]);
  const random = seededRandom(seed);
  for (let i = 0; i < bars; i++) canvas.fillRect(12, 14 + i * 11, Math.round(30 + random() * (width - 50)), 4, [60, 60, 60]);
  return { width, height, pixels: canvas.toGray() };
}

/** A PDF whose pages each say which page they are; pdf-lib's dates are fixed so the bytes are stable. */
export async function simplePdf(pageCount: number, label = "Sample"): Promise<Buffer> {
  const pdf = await stablePdf(label);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pageCount; i++) {
    const page = pdf.addPage([300, 400]);
    page.drawText(`${label}, page ${i} of ${pageCount}`, { x: 30, y: 360, size: 12, font });
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

export async function stablePdf(title: string): Promise<PDFDocument> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const date = new Date("2026-01-01T00:00:00Z");
  pdf.setTitle(title);
  pdf.setProducer("dev/emulator/samples.ts");
  pdf.setCreator("dev/emulator/samples.ts");
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  return pdf;
}

/** Draws a grid table with its text; `rows[0]` is drawn bold as the header. */
export function drawTable(
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  x: number,
  top: number,
  widths: number[],
  rows: string[][],
): number {
  const rowHeight = 20;
  const total = widths.reduce((a, b) => a + b, 0);
  rows.forEach((row, r) => {
    const y = top - (r + 1) * rowHeight;
    let cx = x;
    row.forEach((text, c) => {
      page.drawText(text, { x: cx + 5, y: y + 6, size: 10, font: r === 0 ? fonts.bold : fonts.regular });
      cx += widths[c] ?? 0;
    });
  });
  const line = { thickness: 0.7, color: rgb(0.3, 0.3, 0.3) };
  for (let r = 0; r <= rows.length; r++)
    page.drawLine({ start: { x, y: top - r * rowHeight }, end: { x: x + total, y: top - r * rowHeight }, ...line });
  let cx = x;
  for (let c = 0; c <= widths.length; c++) {
    page.drawLine({ start: { x: cx, y: top }, end: { x: cx, y: top - rows.length * rowHeight }, ...line });
    cx += widths[c] ?? 0;
  }
  return top - rows.length * rowHeight;
}

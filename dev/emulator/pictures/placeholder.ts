// The picture of a page that cannot be drawn (a HEIC or GIF, a PDF the renderer refuses or that takes too
// long): a blank sheet that says, in letters large enough to read at any zoom, which page it stands for, so a
// person looking at the preview is never misled into reading a picture of some other page.
import type { Raster } from "./raster";

/** 5 x 7 capitals and digits, one string of five 0/1 columns per row. */
const GLYPHS: Record<string, readonly string[]> = {
  A: ["01110", "10001", "10001", "11111", "10001", "10001", "10001"],
  C: ["01110", "10001", "10000", "10000", "10000", "10001", "01110"],
  E: ["11111", "10000", "10000", "11110", "10000", "10000", "11111"],
  G: ["01110", "10001", "10000", "10111", "10001", "10001", "01111"],
  I: ["01110", "00100", "00100", "00100", "00100", "00100", "01110"],
  N: ["10001", "11001", "10101", "10011", "10001", "10001", "10001"],
  O: ["01110", "10001", "10001", "10001", "10001", "10001", "01110"],
  P: ["11110", "10001", "10001", "11110", "10000", "10000", "10000"],
  R: ["11110", "10001", "10001", "11110", "10100", "10010", "10001"],
  T: ["11111", "00100", "00100", "00100", "00100", "00100", "00100"],
  U: ["10001", "10001", "10001", "10001", "10001", "10001", "01110"],
  "0": ["01110", "10001", "10011", "10101", "11001", "10001", "01110"],
  "1": ["00100", "01100", "00100", "00100", "00100", "00100", "01110"],
  "2": ["01110", "10001", "00001", "00010", "00100", "01000", "11111"],
  "3": ["11110", "00001", "00001", "01110", "00001", "00001", "11110"],
  "4": ["00010", "00110", "01010", "10010", "11111", "00010", "00010"],
  "5": ["11111", "10000", "11110", "00001", "00001", "10001", "01110"],
  "6": ["00110", "01000", "10000", "11110", "10001", "10001", "01110"],
  "7": ["11111", "00001", "00010", "00100", "01000", "01000", "01000"],
  "8": ["01110", "10001", "10001", "01110", "10001", "10001", "01110"],
  "9": ["01110", "10001", "10001", "01111", "00001", "00010", "01100"],
};

const WIDTH = 850;
const HEIGHT = 1100;

function fill(r: Raster, x0: number, y0: number, w: number, h: number, grey: number): void {
  for (let y = Math.max(0, y0); y < Math.min(r.height, y0 + h); y++) {
    for (let x = Math.max(0, x0); x < Math.min(r.width, x0 + w); x++) {
      const i = (y * r.width + x) * 4;
      r.data[i] = r.data[i + 1] = r.data[i + 2] = grey;
      r.data[i + 3] = 255;
    }
  }
}

/** Writes `text` centred on the line whose top is `top`, each glyph pixel a `size` square. */
function write(r: Raster, text: string, top: number, size: number, grey: number): void {
  const advance = 6 * size;
  let x = Math.round((r.width - (text.length * advance - size)) / 2);
  for (const ch of text) {
    GLYPHS[ch]?.forEach((row, gy) => {
      for (let gx = 0; gx < 5; gx++) if (row[gx] === "1") fill(r, x + gx * size, top + gy * size, size, size, grey);
    });
    x += advance;
  }
}

/** A letter-sized sheet (850 x 1100, 100 dpi) saying "PAGE n" and "NO PICTURE". */
export function placeholderPage(pageNumber: number): Raster {
  const page: Raster = { width: WIDTH, height: HEIGHT, data: new Uint8Array(WIDTH * HEIGHT * 4) };
  fill(page, 0, 0, WIDTH, HEIGHT, 255);
  // A frame, so the sheet's edge shows on a white background.
  fill(page, 0, 0, WIDTH, 4, 160);
  fill(page, 0, HEIGHT - 4, WIDTH, 4, 160);
  fill(page, 0, 0, 4, HEIGHT, 160);
  fill(page, WIDTH - 4, 0, 4, HEIGHT, 160);
  const label = `PAGE ${pageNumber}`;
  // 16 px a glyph pixel (a 112 px line) for short numbers, smaller when a long number would not fit.
  write(page, label, 420, Math.min(16, Math.floor((WIDTH - 80) / (6 * label.length))), 40);
  write(page, "NO PICTURE", 600, 8, 110);
  return page;
}

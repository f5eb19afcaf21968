// The page pictures (GET /document/{id}/image-{n}.jpg, issue 36): each page at its own resolution, at most
// 2,000 px on the longer side, so a value can be found on it by eye. Samples' PDF pages come as rendered
// beforehand (test/fixtures/pages); other PDFs are drawn by pdf.js in the picture worker; images keep their
// pixels (scaled down when larger); a page that cannot be drawn says which page it stands for.
import * as fs from "node:fs";
import * as path from "node:path";
import { decode as decodeJpeg } from "jpeg-js";
import { PictureWorker } from "../../dev/emulator/pictures/pictureWorker";
import { placeholderPage } from "../../dev/emulator/pictures/placeholder";
import { fittedSize, scaleDown } from "../../dev/emulator/pictures/raster";
import { heicHeader, multiPageTiff, simplePdf } from "../../dev/emulator/samples";
import { FIXTURES, fixture, startHarness, type FileInput, type Harness, type Json } from "./helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
beforeEach(() => h.services.reset());

interface Picture {
  width: number;
  height: number;
  data: Uint8Array;
  bytes: Uint8Array;
}

async function pagePicture(file: FileInput, page: number, action = "transcribe"): Promise<Picture> {
  const id = await h.uploaded({ action }, file);
  h.finishProcessing();
  const detail = (await h.json(`/documents/${id}`)).body as Json & { thumbnails: { page_number: number; url: string }[] };
  const url = detail.thumbnails.find((t) => t.page_number === page)!.url;
  const r = await h.api(url);
  expect(r.status).toBe(200);
  expect(r.headers.get("content-type")).toBe("image/jpeg");
  const bytes = new Uint8Array(await r.arrayBuffer());
  return { ...decodeJpeg(bytes, { useTArray: true, formatAsRGBA: true }), bytes };
}

/** How many pixels in the rectangle are dark (ink), of all of them. */
function inkShare(p: Picture, x0: number, y0: number, x1: number, y1: number): number {
  let ink = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (p.data[(y * p.width + x) * 4]! < 128) ink++;
  return ink / ((x1 - x0) * (y1 - y0));
}

test("a sample PDF's page is its picture rendered beforehand: 150 dpi, the whole page", async () => {
  const picture = await pagePicture({ name: "invoice.pdf", bytes: fixture("two-page-invoice.pdf") }, 2, "tables");
  expect([picture.width, picture.height]).toEqual([1240, 1754]); // A4 at 150 dpi
  expect(Buffer.from(picture.bytes).equals(fs.readFileSync(path.join(FIXTURES, "pages/two-page-invoice.pdf-2.jpg")))).toBe(true);
});

test("every sample PDF page has its picture, each under 300 KB", () => {
  const dir = path.join(FIXTURES, "pages");
  for (const name of fs.readdirSync(FIXTURES).filter((n) => n.endsWith(".expected.json"))) {
    const want = JSON.parse(fs.readFileSync(path.join(FIXTURES, name), "utf8")) as { file: string; page_count: number; status: string };
    if (!want.file.endsWith(".pdf") || want.status !== "processed") continue;
    for (let n = 1; n <= want.page_count; n++) {
      const file = path.join(dir, `${want.file}-${n}.jpg`);
      expect(fs.existsSync(file)).toBe(true);
      expect(fs.statSync(file).size).toBeLessThan(300_000);
    }
  }
});

test("another PDF's page is drawn by pdf.js: its text where the page has it, each page its own", async () => {
  // simplePdf: 300 x 400 pt pages saying "Sample, page n of 2" at 30 pt from the left, 40 pt from the top.
  const file = { name: "minutes.pdf", bytes: await simplePdf(2) };
  const second = await pagePicture(file, 2);
  expect([second.width, second.height]).toEqual([625, 833]); // 150 dpi
  const scale = 150 / 72;
  // The line of text (12 pt, its baseline 40 pt from the top) has ink; the page's lower half has none.
  expect(inkShare(second, Math.round(30 * scale), Math.round(28 * scale), Math.round(200 * scale), Math.round(42 * scale))).toBeGreaterThan(
    0.05,
  );
  expect(inkShare(second, 0, Math.round(second.height / 2), second.width, second.height)).toBe(0);
}, 60_000);

test("an image keeps its pixels; a larger one is scaled down to 2,000 px on the longer side", async () => {
  const note = await pagePicture({ name: "note.png", bytes: fixture("handwritten-note.png") }, 1);
  expect([note.width, note.height]).toEqual([560, 360]);
  // A 3000 x 1200 scan (an uncompressed TIFF: PNG or JPEG encoding is slow inside jest) with a black band
  // across its middle third, which stays in the middle third.
  const pixels = new Uint8Array(3000 * 1200).fill(255);
  pixels.fill(0, 400 * 3000, 800 * 3000);
  const scaled = await pagePicture({ name: "wide.tiff", bytes: multiPageTiff([{ width: 3000, height: 1200, pixels }]) }, 1);
  expect([scaled.width, scaled.height]).toEqual([2000, 800]);
  expect(inkShare(scaled, 0, 280, 2000, 520)).toBe(1);
  expect(inkShare(scaled, 0, 0, 2000, 250)).toBe(0);
}, 60_000);

test("a page that cannot be drawn (HEIC here) is a sheet saying which page it is", async () => {
  const picture = await pagePicture({ name: "photo.heic", bytes: heicHeader() }, 1);
  expect([picture.width, picture.height]).toEqual([850, 1100]);
  // "PAGE 1" in large letters across the middle of the sheet.
  expect(inkShare(picture, 100, 420, 750, 532)).toBeGreaterThan(0.2);
});

describe("units", () => {
  test("fitted size: the longer side at most 2,000 px, proportions kept, never enlarged", () => {
    expect(fittedSize(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(fittedSize(1200, 5000)).toEqual({ width: 480, height: 2000 });
    expect(fittedSize(560, 360)).toEqual({ width: 560, height: 360 });
  });

  test("scaling down averages what each pixel covers and flattens transparency onto white", () => {
    // 4 x 1: black, white, transparent, black -> 2 x 1 halves: grey (black + white), grey (white + black).
    const data = new Uint8Array([0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 0, 0, 0, 0, 255]);
    const out = scaleDown({ width: 4, height: 1, data }, 2);
    expect([out.width, out.height]).toEqual([2, 1]);
    expect(Array.from(out.data)).toEqual([128, 128, 128, 255, 128, 128, 128, 255]);
  });

  test("a drawing past its budget is abandoned (its thread ended) and the next one starts a new thread", async () => {
    const hurried = new PictureWorker(1);
    expect(await hurried.draw({ kind: "pdf", bytes: await simplePdf(1), pageNumber: 1 })).toEqual({ ok: false, why: "overBudget" });
    hurried.close();
    const patient = new PictureWorker(30_000);
    const drawn = await patient.draw({ kind: "png", bytes: fixture("handwritten-note.png"), pageNumber: 1 });
    patient.close();
    expect(drawn.ok).toBe(true);
  }, 60_000);

  test("the placeholder keeps a long page number inside the sheet", () => {
    const sheet = placeholderPage(12345);
    expect([sheet.width, sheet.height]).toEqual([850, 1100]);
    // The sheet's edges inside the frame stay white: the text fitted.
    for (let y = 300; y < 700; y++) expect(sheet.data[(y * 850 + 10) * 4]).toBe(255);
  });
});

test("a page asked for twice at once is drawn once", async () => {
  const id = await h.uploaded({ action: "transcribe" }, { name: "agenda.pdf", bytes: await simplePdf(1, "Agenda") });
  h.finishProcessing();
  const draw = jest.spyOn(h.services.pictures, "draw");
  const [a, b] = await Promise.all([h.api(`/document/${id}/image-1.jpg`), h.api(`/document/${id}/image-1.jpg`)]);
  expect([a.status, b.status]).toEqual([200, 200]);
  expect(Buffer.from(await a.arrayBuffer()).equals(Buffer.from(await b.arrayBuffer()))).toBe(true);
  expect(draw).toHaveBeenCalledTimes(1);
  draw.mockRestore();
}, 60_000);

// Cutting the chosen pages out of real files: the samples of test/fixtures and a generated 40-page PDF. The
// cut PDF holds exactly the chosen pages, in order, with their text (pages copied, not re-rendered); a TIFF's
// pages become a PDF with each page's pixels unchanged; encrypted and damaged files say they cannot be cut.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PDFDict, PDFDocument, PDFName, PDFRawStream, StandardFonts, decodePDFRawStream } from "pdf-lib";
import * as UTIF from "utif2";
import { checkChosenFile } from "../../../src/input/fileCheck";
import { inspectPages } from "../../../src/pages/inspect";
import { CutError } from "../../../src/pages/pageInfo";
import { cutPdf, inspectPdf } from "../../../src/pages/pdfDocument";
import { cutFileName, cutToPages, reapplyPages } from "../../../src/pages/prepare";
import { tiffToPdf } from "../../../src/pages/tiffToPdf";
import { pageTexts } from "../../support/pdfText";

const FIXTURES = join(__dirname, "../../fixtures");
const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(join(FIXTURES, name)));
const blob = (bytes: Uint8Array): Blob => new Blob([bytes as BlobPart]);
const bytesOf = async (b: Blob): Promise<Uint8Array> => new Uint8Array(await b.arrayBuffer());

/** A 40-page PDF, each page saying which it is ("Page 7 of 40"), with a font shared by all pages. */
async function fortyPages(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= 40; n++) doc.addPage([300, 400]).drawText(`Page ${n} of 40`, { x: 40, y: 340, size: 16, font });
  return doc.save();
}

/** The same PDF marked as encrypted (an /Encrypt dictionary in its trailer), as a protected PDF is. */
async function encrypted(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  doc.addPage();
  doc.context.trailerInfo.Encrypt = doc.context.obj({ Filter: "Standard", V: 1, R: 2, O: "x", U: "y", P: -4 });
  return doc.save({ useObjectStreams: false });
}

describe("PDF", () => {
  test("pages 2-3 of the three-page report: exactly those pages, in order, with their text", async () => {
    const original = fixture("quarterly-report.pdf");
    const texts = await pageTexts(original);
    const cut = await cutPdf(original, [2, 3]);
    expect(await pageTexts(cut)).toEqual([texts[1], texts[2]]);
    expect(texts[1]).toContain("Product breakdown");
    expect((await PDFDocument.load(cut)).getPageCount()).toBe(2);
  });

  test("pages go in the order asked", async () => {
    const original = fixture("quarterly-report.pdf");
    const texts = await pageTexts(original);
    expect(await pageTexts(await cutPdf(original, [3, 1]))).toEqual([texts[2], texts[0]]);
  });

  test("3 pages of a generated 40-page PDF: those pages, their size kept, smaller than the whole", async () => {
    const original = await fortyPages();
    const cut = await cutPdf(original, [12, 13, 14]);
    expect(await pageTexts(cut)).toEqual(["Page 12 of 40", "Page 13 of 40", "Page 14 of 40"]);
    const doc = await PDFDocument.load(cut);
    expect(doc.getPages().map((p) => [p.getWidth(), p.getHeight()])).toEqual([
      [300, 400],
      [300, 400],
      [300, 400],
    ]);
    expect(cut.length).toBeLessThan(original.length);
    expect(await inspectPdf(original)).toEqual({ kind: "pages", format: "pdf", count: 40 });
  });

  test("the same pages of the same file always make the same bytes (sending again sends the same file)", async () => {
    const original = await fortyPages();
    const first = await cutPdf(original, [12, 13, 14]);
    expect(Buffer.from(await cutPdf(original, [12, 13, 14])).equals(Buffer.from(first))).toBe(true);
    const again = await reapplyPages(blob(original), { sourceName: "report.pdf", pages: [12, 13, 14], of: 40 });
    expect(Buffer.from(await bytesOf(again)).equals(Buffer.from(first))).toBe(true);
  });

  test("an encrypted PDF: its pages are counted, but it cannot be cut", async () => {
    const bytes = await encrypted();
    expect(await inspectPdf(bytes)).toEqual({ kind: "uncuttable", format: "pdf", count: 2, why: "protected" });
    await expect(cutPdf(bytes, [1])).rejects.toEqual(new CutError("protected"));
    await expect(cutToPages(blob(bytes), { name: "secret.pdf", format: "pdf", of: 2 }, [1])).resolves.toEqual({
      ok: false,
      problem: "protected",
      message:
        "“secret.pdf” is protected (encrypted), so its pages cannot be cut out. Send it whole, or remove the protection and choose it again.",
    });
  });

  test("a damaged PDF: neither counted nor cut", async () => {
    const bytes = fixture("corrupt-scan.pdf");
    expect(await inspectPdf(bytes)).toEqual({ kind: "uncuttable", format: "pdf", count: null, why: "damaged" });
    await expect(cutPdf(bytes, [1])).rejects.toMatchObject({ why: "damaged" });
    const prepared = await cutToPages(blob(bytes), { name: "scan.pdf", format: "pdf", of: 1 }, [1]);
    expect(prepared).toMatchObject({ ok: false, problem: "damaged" });
    expect(prepared.ok ? "" : prepared.message).toBe(
      "The pages of “scan.pdf” cannot be cut out: the file seems damaged. Send it whole, or choose a repaired copy.",
    );
  });

  test("pages outside the file are refused rather than guessed", async () => {
    await expect(cutPdf(fixture("quarterly-report.pdf"), [4])).rejects.toBeInstanceOf(CutError);
  });
});

describe("the file sent", () => {
  test("named after the original with its pages, checked like any file, with the choice to save with the item", async () => {
    const prepared = await cutToPages(
      blob(fixture("quarterly-report.pdf")),
      { name: "quarterly-report.pdf", format: "pdf", of: 3 },
      [3, 2],
    );
    if (!prepared.ok) throw new Error(prepared.message);
    expect(prepared.input.name).toBe("quarterly-report (pages 2-3).pdf");
    expect(prepared.input.pages).toEqual({ sourceName: "quarterly-report.pdf", pages: [2, 3], of: 3 });
    expect(prepared.input.file.type).toBe("application/pdf");
    expect(await pageTexts(await bytesOf(prepared.input.file))).toHaveLength(2);
  });

  test.each([
    ["report.pdf", [12, 13, 14], "report (pages 12-14).pdf"],
    ["report.pdf", [7], "report (page 7).pdf"],
    ["scan.2026.pdf", [1, 2, 3, 7, 12, 13, 14], "scan.2026 (pages 1-3, 7, 12-14).pdf"],
    ["fax.tiff", [2], "fax (page 2).pdf"],
    ["no-extension", [1, 2], "no-extension (pages 1-2).pdf"],
    ["inv\u202Efdp.exe\u200B.pdf", [1], "invfdp.exe (page 1).pdf"],
  ])("%s, pages %j: %s", (name, pages, expected) => {
    expect(cutFileName(name, pages)).toBe(expected);
  });

  test("a long name is cut before its pages and extension, never after (issue 32)", () => {
    const name = cutFileName(`${"a".repeat(300)}.pdf`, [12, 13, 14]);
    expect([name.length, name.endsWith("a (pages 12-14).pdf")]).toEqual([200, true]);
  });

  test("a file over 20 MB may be chosen, and sent once its chosen pages fit", async () => {
    // Three pages, each carrying 8 MB that does not compress (as a scan's image does).
    const doc = await PDFDocument.create({ updateMetadata: false });
    let seed = 7;
    for (let n = 0; n < 3; n++) {
      const noise = new Uint8Array(8 * 1024 * 1024).map(() => ((seed = (seed * 1103515245 + 12345) >>> 0), seed >>> 24));
      const page = doc.addPage();
      page.node.set(PDFName.of("Noise"), doc.context.register(doc.context.stream(noise)));
    }
    const big = blob(await doc.save());
    expect(big.size).toBeGreaterThan(20 * 1024 * 1024);
    await expect(checkChosenFile(big)).resolves.toEqual({ ok: true, kind: "pdf", overLimit: true });
    await expect(cutToPages(big, { name: "big.pdf", format: "pdf", of: 3 }, [1, 2, 3])).resolves.toMatchObject({
      ok: false,
      problem: "tooLarge",
      message: expect.stringMatching(
        /^The chosen pages make a file of 24(\.\d)? MB; the service takes files up to 20 MB\. Choose fewer pages\.$/,
      ),
    });
    await expect(cutToPages(big, { name: "big.pdf", format: "pdf", of: 3 }, [2, 3])).resolves.toMatchObject({ ok: true });
  });

  test("an original given again after a reopen that is over 200 MB is refused as too large to choose pages from, not as the chosen pages", async () => {
    const huge = { size: 250 * 1024 * 1024, slice: () => new Blob(["%PDF-1.7"]) } as unknown as Blob;
    await expect(reapplyPages(huge, { sourceName: "archive.pdf", pages: [2], of: 40 })).rejects.toThrow(
      "The file is 250 MB; a PDF or TIFF can be up to 200 MB here, to choose the pages to send (the service takes up to 20 MB at a time). Split it into smaller files, then add them.",
    );
  });

  test("an original given again after a reopen whose page count changed is refused", async () => {
    await expect(reapplyPages(blob(fixture("quarterly-report.pdf")), { sourceName: "report.pdf", pages: [12], of: 40 })).rejects.toThrow(
      "“report.pdf” now has 3 pages, not 40: the pages chosen before (12) may not be the ones you meant. Dismiss this row, then choose the file again and its pages.",
    );
  });
});

describe("TIFF, sent as a PDF", () => {
  /** The image XObjects of each page of a PDF: their dictionary and decoded bytes. */
  async function images(pdf: Uint8Array): Promise<Array<{ dict: PDFDict; data: Uint8Array; size: [number, number] }>> {
    const doc = await PDFDocument.load(pdf);
    return doc.getPages().map((page) => {
      const xobjects = page.node.Resources()?.lookup(PDFName.of("XObject"), PDFDict);
      const [ref] = xobjects?.values() ?? [];
      const stream = ref ? doc.context.lookup(ref) : undefined;
      if (!(stream instanceof PDFRawStream)) throw new Error("no image on the page");
      return { dict: stream.dict, data: decodePDFRawStream(stream).decode(), size: [page.getWidth(), page.getHeight()] };
    });
  }

  test("page 2 of the two-page fax: one page, its grey pixels exactly as in the TIFF", async () => {
    const tiff = fixture("fax-two-pages.tiff");
    const ifds = UTIF.decode(tiff.slice().buffer);
    UTIF.decodeImage(tiff.slice().buffer, ifds[1]!);
    const [page, ...rest] = await images(await tiffToPdf(tiff, [2]));
    expect(rest).toEqual([]);
    expect(page!.dict.get(PDFName.of("ColorSpace"))).toEqual(PDFName.of("DeviceGray"));
    expect(page!.dict.get(PDFName.of("Width"))?.toString()).toBe("180");
    expect(page!.size).toEqual([180, 240]); // no resolution in the file: 72 dpi, a pixel a point
    expect(Buffer.from(page!.data).equals(Buffer.from(ifds[1]!.data))).toBe(true);
  });

  test("both pages, in the order asked, and the same bytes every time", async () => {
    const tiff = fixture("fax-two-pages.tiff");
    const pdf = await tiffToPdf(tiff, [2, 1]);
    expect(await images(pdf)).toHaveLength(2);
    expect(Buffer.from(await tiffToPdf(tiff, [2, 1])).equals(Buffer.from(pdf))).toBe(true);
    const [second, first] = await images(pdf);
    const one = await images(await tiffToPdf(tiff, [1]));
    expect(Buffer.from(first!.data).equals(Buffer.from(one[0]!.data))).toBe(true);
    expect(Buffer.from(second!.data).equals(Buffer.from(first!.data))).toBe(false);
  });

  test("a colour page stays RGB, and its resolution gives the page its size", async () => {
    const rgba = new Uint8Array(4 * 4 * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 37) % 256));
    const tiff = new Uint8Array(UTIF.encodeImage(rgba, 4, 4, { t282: [[300, 1]], t283: [[150, 1]], t296: [2] } as unknown as UTIF.IFD));
    const [page] = await images(await tiffToPdf(tiff, [1]));
    expect(page!.dict.get(PDFName.of("ColorSpace"))).toEqual(PDFName.of("DeviceRGB"));
    expect(page!.size).toEqual([(4 / 300) * 72, (4 / 150) * 72]);
    expect(Array.from(page!.data.slice(0, 6))).toEqual([0, 37, 74, 148, 185, 222]);
  });

  test("a damaged TIFF (its directories loop) cannot be cut, and says so", async () => {
    const bytes = new Uint8Array(64);
    bytes.set([0x49, 0x49, 42, 0, 8, 0, 0, 0]);
    bytes.set([1, 0, 0, 1, 3, 0, 1, 0, 0, 0, 1, 0, 0, 0, 8, 0, 0, 0], 8);
    await expect(tiffToPdf(bytes, [1])).rejects.toMatchObject({ why: "damaged" });
    await expect(inspectPages(blob(bytes), "tiff")).resolves.toEqual({ kind: "uncuttable", format: "tiff", count: null, why: "damaged" });
  });

  test("the chosen pages of a TIFF go as a PDF named so", async () => {
    const prepared = await cutToPages(blob(fixture("fax-two-pages.tiff")), { name: "fax-two-pages.tiff", format: "tiff", of: 2 }, [2]);
    if (!prepared.ok) throw new Error(prepared.message);
    expect(prepared.input.name).toBe("fax-two-pages (page 2).pdf");
    expect(new TextDecoder().decode((await bytesOf(prepared.input.file)).slice(0, 5))).toBe("%PDF-");
  });
});

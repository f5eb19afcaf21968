// Cost before sending: page counts read cheaply from the files (PDF page tree, also in compressed object
// streams; TIFF pages; images one page), and the verdict against the balance.
import * as fs from "node:fs";
import * as path from "node:path";
import { PDFDocument } from "pdf-lib";
import { countPages, estimateCost } from "../../../src/work/batch";
import { tiffPages } from "../../../src/pages/tiffPages";

const FIXTURES = path.resolve(__dirname, "../../fixtures");
const pdfPages = (bytes: Uint8Array): Promise<number | null> => countPages(new Blob([bytes as BlobPart]));
const fixture = (name: string): Blob => new Blob([Uint8Array.from(fs.readFileSync(path.join(FIXTURES, name)))]);

async function pdf(pages: number, useObjectStreams: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage();
  return doc.save({ useObjectStreams });
}

describe("countPages", () => {
  test.each([
    ["quarterly-report.pdf", 3],
    ["expense-claim.pdf", 1],
    ["fax-two-pages.tiff", 2],
    ["handwritten-note.png", 1],
  ])("%s: %i", async (name, pages) => {
    expect(await countPages(fixture(name))).toBe(pages);
  });

  test("a damaged PDF or an unknown type: unknown", async () => {
    expect(await countPages(fixture("corrupt-scan.pdf"))).toBeNull();
    expect(await countPages(new Blob(["just text"]))).toBeNull();
  });

  test("PDFs with and without compressed object streams", async () => {
    expect(await pdfPages(await pdf(7, false))).toBe(7);
    const compressed = await pdf(12, true);
    expect(Buffer.from(compressed).toString("latin1")).not.toMatch(/\/Type\s*\/Pages/); // only inside the object stream
    expect(await pdfPages(compressed)).toBe(12);
  });

  test("page-like bytes inside stream data do not confuse the count", async () => {
    const noise = "stream\n<< /Type /Pages /Count 99 >> << << <<\nendstream\n";
    const bytes = await pdf(2, false);
    const text = Buffer.from(bytes).toString("latin1").replace("%%EOF", `9 0 obj\n<< /Length 40 >>\n${noise}endobj\n%%EOF`);
    expect(await pdfPages(Uint8Array.from(Buffer.from(text, "latin1")))).toBe(2);
  });

  test("a TIFF whose IFD chain loops or runs off the end still ends", () => {
    const bytes = new Uint8Array(64);
    bytes.set([0x49, 0x49, 42, 0, 8, 0, 0, 0]); // first IFD at 8
    bytes.set([1, 0, 0, 1, 3, 0, 1, 0, 0, 0, 1, 0, 0, 0, 8, 0, 0, 0], 8); // one entry (width), next IFD = 8 again
    expect(tiffPages(bytes)).toBeNull();
    expect(tiffPages(new Uint8Array([0x4d, 0x4d, 0, 42]))).toBeNull();
  });
});

describe("estimateCost", () => {
  const files = [
    { file: fixture("quarterly-report.pdf"), name: "report.pdf" },
    { file: fixture("handwritten-note.png"), name: "note.png" },
  ];

  test("known pages against the balance", async () => {
    expect(await estimateCost(files, 10)).toMatchObject({
      files: [
        { name: "report.pdf", pages: 3 },
        { name: "note.png", pages: 1 },
      ],
      knownPages: 4,
      unknownFiles: 0,
      minimumPages: 4,
      verdict: "enough",
      shortfall: 0,
    });
    expect(await estimateCost(files, 3)).toMatchObject({ verdict: "not-enough", shortfall: 1 });
  });

  test("files of unknown length count at least one page each, and make the verdict unknown", async () => {
    const withUnknown = [...files, { file: fixture("corrupt-scan.pdf"), name: "odd.pdf" }];
    expect(await estimateCost(withUnknown, 10)).toMatchObject({ knownPages: 4, unknownFiles: 1, minimumPages: 5, verdict: "unknown" });
    expect(await estimateCost(withUnknown, 4)).toMatchObject({ verdict: "not-enough", shortfall: 1 });
  });
});

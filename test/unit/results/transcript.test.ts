import type { DocumentDetail } from "../../../src/api/types";
import { splitLines, transcriptFromDetail, transcriptLines } from "../../../src/results/transcript";

const detail = (pages: Array<[number, string]>): DocumentDetail => ({
  id: "doc1",
  fileName: "note.png",
  action: "transcribe",
  pageCount: pages.length,
  status: "processed",
  automaticallyDeletedAt: null,
  createdAt: null,
  updatedAt: null,
  transcriptPages: pages.map(([pageNumber, transcript]) => ({ pageNumber, transcript })),
  tablesPages: [],
  extractorPages: [],
  thumbnails: [],
  rawResults: [],
});

describe("transcript shaping", () => {
  it("splits every kind of line break into lines", () => {
    expect(splitLines("a\r\nb\rc\nd\u2028e")).toEqual(["a", "b", "c", "d", "e"]);
  });
  it("drops control characters but keeps tabs and markup as text", () => {
    expect(splitLines("x\u0000y\u000bz\tw <script>alert(1)</script>")).toEqual(["xyz\tw <script>alert(1)</script>"]);
  });
  it("gives the lines of all pages in page order", () => {
    const model = transcriptFromDetail(
      detail([
        [1, "Dear Ada,\nthank you"],
        [2, "Yours"],
      ]),
    );
    expect(model.pages.map((p) => p.pageNumber)).toEqual([1, 2]);
    expect(transcriptLines(model)).toEqual(["Dear Ada,", "thank you", "Yours"]);
  });
  it("keeps blank lines as empty paragraphs", () => {
    expect(transcriptLines(transcriptFromDetail(detail([[1, "a\n\nb"]])))).toEqual(["a", "", "b"]);
  });
});

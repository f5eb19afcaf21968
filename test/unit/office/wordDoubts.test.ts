// A Word passage inserted with flags still open (issue 33): one comment on the insertion lists each flag's
// words (WordApi 1.4), in the insert's own request; the outcome says so; an older Word marks nothing and the
// outcome says that too. Insert all comments each document's insertion.
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { createBatchWriter, insertResult } from "../../../src/insert/insertResult";
import { DEFAULT_INSERT_SETTINGS } from "../../../src/insert/settings";
import type { ResultModel } from "../../../src/results/model";

const result = (): ResultModel => ({
  kind: "tables",
  tables: {
    documentId: "inv1",
    fileName: "invoice.pdf",
    tables: [
      {
        pageNumber: 1,
        tableNumber: 1,
        index: 1,
        hasHeaderRow: true,
        columnCount: 2,
        rows: [
          ["Item", "Amount"],
          ["Paper", "40.00"],
          ["Toner", "1O5.00"],
          ["Ink", "20.00"],
          ["Total", "165.00"],
        ],
      },
    ],
    keyValuePairs: [],
  },
});
const checks = { culture: null };
const settings = { ...DEFAULT_INSERT_SETTINGS, wordPlacement: "end" as const };

describe("a Word insertion with values left to check", () => {
  let host: HostDouble | null = null;
  afterEach(() => host?.uninstall());

  it("gets one comment listing them, in the insert's own syncs", async () => {
    host = installHostDouble({ host: "Word" });
    const outcome = await insertResult("word", result(), settings, { checks });
    expect(host.stats.syncCount).toBe(2);
    expect(outcome.notes).toContain("1 value left to check is listed in a comment on the insertion.");
    const [comment] = host.word.liveComments();
    expect(comment?.content).toMatch(/^To check: /);
    // On the insertion: every block of its content control.
    expect(comment?.blocks.every((b) => b.controls.length > 0)).toBe(true);
  });

  it("none without flags or without checks", async () => {
    host = installHostDouble({ host: "Word" });
    const plain = await insertResult("word", result(), settings);
    expect(plain.notes.join(" ")).not.toMatch(/left to check/);
    expect(host.word.comments).toEqual([]);
  });

  it("marks nothing on a Word older than WordApi 1.4, and says so", async () => {
    host = installHostDouble({ host: "Word", supportedSets: { WordApi: "1.3" } });
    const outcome = await insertResult("word", result(), settings, { checks });
    expect(outcome.notes).toContain("1 value is left to check; this Word cannot add comments, so the document does not mark it.");
    expect(host.word.comments).toEqual([]);
  });

  it("comments each document's insertion in Insert all", async () => {
    host = installHostDouble({ host: "Word" });
    const write = createBatchWriter("word", { excelPlacement: "newSheet", keepText: false, fileHeadings: false, checks });
    const outcome = await write([{ itemId: "a", fileName: "invoice.pdf", model: result(), extractorName: null }]);
    expect(outcome.notes).toContain("1 value left to check is listed in a comment on the insertion.");
    expect(host.word.liveComments()).toHaveLength(1);
  });
});

// The review gate of Insert all and "as they finish": results with values to check wait while the others go
// in; "Insert anyway" lets them through; a result reviewed and inserted meanwhile no longer waits.
import { LocalInsertedMarks, insertAll, insertAllSentences, type PendingResult, type WriteOutcome } from "../../../src/work/insertAll";
import { flagCount, heldAfter, heldSentence } from "../../../src/work/review/gate";
import { cultureOfLanguage } from "../../../src/results/numbers/numberCulture";
import { resultFromDetail } from "../../../src/results/model";
import { fixtureDetail } from "../office/fixtures";
import { batchItem } from "./batchItem";

const enUS = { culture: cultureOfLanguage("en-US") };
const invoice = resultFromDetail(fixtureDetail("two-page-invoice", "tables"));
const report = resultFromDetail(fixtureDetail("quarterly-report", "tables"));

const written = async (results: readonly PendingResult[]): Promise<WriteOutcome> => ({
  inserted: results.map((r) => ({ itemId: r.itemId, place: { host: "excel" as const, sheets: [r.fileName] } })),
  failed: [],
  notes: [],
});

describe("the review gate", () => {
  it("counts a result's values to check", () => {
    expect(flagCount(invoice, enUS)).toBe(3);
    expect(flagCount(report, enUS)).toBe(0);
  });

  it("holds back a flagged document and inserts the others", async () => {
    const marks = new LocalInsertedMarks();
    const write = jest.fn(written);
    const items = [batchItem({ id: "a", fileName: "invoice.pdf" }), batchItem({ id: "b", fileName: "report.pdf" })];
    const result = await insertAll(items, {
      load: async (item) => ({ itemId: item.id, fileName: item.fileName, model: item.id === "a" ? invoice : report, extractorName: null }),
      write,
      marks,
      hold: (r) => flagCount(r.model, enUS),
    });
    expect(write.mock.calls[0]?.[0].map((r) => r.itemId)).toEqual(["b"]);
    expect(result.held).toEqual([{ itemId: "a", fileName: "invoice.pdf", flags: 3 }]);
    expect(marks.isInserted("a")).toBe(false);
    expect(insertAllSentences(result)).toEqual(["Inserted 1 result."]);
    expect(heldSentence(result.held)).toBe("invoice.pdf has 3 cells to check.");
    expect(heldSentence([...result.held, { itemId: "c", fileName: "c.pdf", flags: 1 }])).toBe("2 results have cells to check.");
  });

  it("writes nothing when every result is held, and says nothing is new only when nothing waits", async () => {
    const write = jest.fn(written);
    const result = await insertAll([batchItem({ id: "a", fileName: "invoice.pdf" })], {
      load: async (item) => ({ itemId: item.id, fileName: item.fileName, model: invoice, extractorName: null }),
      write,
      marks: new LocalInsertedMarks(),
      hold: () => 3,
    });
    expect(write).not.toHaveBeenCalled();
    expect(insertAllSentences(result)).toEqual([]);
  });

  it("keeps what waits up to date: tried again, held again or not; inserted by hand, gone", () => {
    const a = { itemId: "a", fileName: "a.pdf", flags: 2 };
    const b = { itemId: "b", fileName: "b.pdf", flags: 1 };
    const first = heldAfter(new Map(), { held: [a, b], tried: ["a", "b"] }, () => false);
    expect([...first.keys()]).toEqual(["a", "b"]);
    // Insert anyway for a: it went in; b was reviewed and inserted from the review meanwhile.
    const next = heldAfter(first, { held: [], tried: ["a"] }, (id) => id === "b");
    expect([...next.keys()]).toEqual([]);
  });
});

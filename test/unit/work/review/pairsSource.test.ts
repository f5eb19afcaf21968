// The key/value pairs as the review's grid (issue 31, item 5): a row per pair under a Key | Value header, a pair
// left out as a row left out, its value's flag as the cell's mark; one grid row each, not a block of fields.
import { checkReview } from "../../../../src/results/checks/checkReview";
import { cultureOfLanguage } from "../../../../src/results/numbers/numberCulture";
import { edit, startReview } from "../../../../src/results/review/history";
import { indexFlags } from "../../../../src/work/review/flags";
import { pairsSource } from "../../../../src/work/review/pairsSource";
import { ROW_HEIGHT } from "../../../../src/taskpane/review/gridStyles";

test("a row per pair (Key | Value), left-out pairs as rows left out, flags on values", () => {
  let session = startReview({
    kind: "tables",
    tables: {
      documentId: "d",
      fileName: "f.pdf",
      tables: [],
      keyValuePairs: [
        { pageNumber: 1, key: "Invoice", value: "INV-7" },
        { pageNumber: 1, key: "Due", value: "31/09/2026" },
        { pageNumber: 2, key: "Total", value: "1O5.00" },
      ],
    },
  });
  session = edit(session, { op: "choosePair", pair: 0, chosen: false });
  const doc = session.doc;
  if (doc.kind !== "tables") throw new Error("tables");
  const flags = indexFlags(checkReview(doc, { culture: cultureOfLanguage("en-US") }), doc);
  const source = pairsSource(doc.pairs, flags);
  expect([source.rowCount, source.columnCount, source.headerRow]).toEqual([4, 2, true]);
  expect([0, 1, 2, 3].map((r) => [source.cell(r, 0), source.cell(r, 1)])).toEqual([
    ["Key", "Value"],
    ["Invoice", "INV-7"],
    ["Due", "31/09/2026"],
    ["Total", "1O5.00"],
  ]);
  expect([1, 2, 3].map((r) => source.rowDeleted(r))).toEqual([true, false, false]);
  expect(source.mark(2, 1)?.description).toBe("Not a real date.");
  expect(source.mark(3, 1)?.suggestion).toBe("105.00");
  expect(source.mark(2, 0)).toBeNull();
  // Seven pairs take eight grid rows: far under a screen at 320 px (they were ~160 px each as fields).
  expect(ROW_HEIGHT * 8).toBeLessThan(7 * 160);
});

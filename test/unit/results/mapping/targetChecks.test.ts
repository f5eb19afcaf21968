import { checkReview } from "../../../../src/results/checks/checkReview";
import type { AppendCheckTarget } from "../../../../src/results/checks/types";
import { cultureFromSeparators } from "../../../../src/results/numbers/numberCulture";
import { startReview } from "../../../../src/results/review/history";
import { flagSentence } from "../../../../src/work/review/flags";

const culture = cultureFromSeparators(".", ",", "workbook");

describe("the review flags values that do not fit the target table", () => {
  it("flags text going into a number column, once per place, beside the review's own flags", () => {
    const { doc } = startReview({
      kind: "tables",
      tables: {
        documentId: "d",
        fileName: "inv.pdf",
        tables: [
          {
            pageNumber: 1,
            tableNumber: 1,
            index: 1,
            hasHeaderRow: true,
            columnCount: 3,
            rows: [
              ["Item", "Due", "Amount"],
              ["Pen", "2026-02-30", "1O5.00"],
              ["Box", "2026-03-01", "99.00"],
            ],
          },
        ],
        keyValuePairs: [],
      },
    });
    const target: AppendCheckTarget = {
      headings: ["Fällig", "Menge", "Betrag"],
      kinds: ["date", "number", "number"],
      mapping: {
        columns: [
          { kind: "source", key: "1" },
          { kind: "source", key: "0" },
          { kind: "source", key: "2" },
        ],
        extra: [],
      },
      layout: "table:item|due|amount",
    };
    const own = checkReview(doc, { culture });
    const flags = checkReview(doc, { culture, target });
    const added = flags.slice(own.length);
    expect(added.map((f) => [f.kind, f.place])).toEqual([
      ["targetType", { kind: "cell", table: "t1", row: 1, column: 0 }],
      ["targetType", { kind: "cell", table: "t1", row: 2, column: 0 }],
    ]);
    expect(flagSentence(added[0]!)).toBe("Does not read as a number, which the column Menge of your table holds.");
    // The impossible date keeps the review's own flag (with its fix), not a second one.
    expect(own.some((f) => f.kind === "date" && f.place.kind === "cell" && f.place.column === 1)).toBe(true);
  });

  it("flags a text field going into a number column of records, and nothing for another layout", () => {
    const { doc } = startReview({
      kind: "records",
      records: {
        documentId: "d",
        fileName: "a.pdf",
        fields: [{ key: "ref", name: "Reference", array: false, type: "text" }],
        records: [{ pageNumber: 1, values: { ref: "INV-1" } }],
      },
    });
    const target: AppendCheckTarget = {
      headings: ["Amount"],
      kinds: ["number"],
      mapping: { columns: [{ kind: "source", key: "ref" }], extra: [] },
      layout: "records:ref",
    };
    const flags = checkReview(doc, { culture, target });
    expect(flags).toEqual([
      { place: { kind: "field", record: 0, field: "ref" }, kind: "targetType", column: "Amount", expected: "number", suggestion: null },
    ]);
  });
});

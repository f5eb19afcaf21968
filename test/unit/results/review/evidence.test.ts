// What the review says above each table before Insert (src/results/review/evidence.ts): the columns the
// document's evidence reads otherwise than the workbook, and the values that decided, as the outcome says them.
import { evidenceSentences } from "../../../../src/insert/evidenceNote";
import { resultFromDetail } from "../../../../src/results/model";
import { cultureOfLanguage } from "../../../../src/results/numbers/numberCulture";
import { ReviewEvidence, reviewEvidence } from "../../../../src/results/review/evidence";
import { edit, startReview } from "../../../../src/results/review/history";
import type { ReviewDoc } from "../../../../src/results/review/types";
import { fixtureDetail } from "../../office/fixtures";
import { grid } from "./helpers";

type TablesDoc = Extract<ReviewDoc, { kind: "tables" }>;
const tablesDoc = (doc: ReviewDoc): TablesDoc => {
  if (doc.kind !== "tables") throw new Error("tables");
  return doc;
};
const quarterly = (): TablesDoc => tablesDoc(startReview(resultFromDetail(fixtureDetail("quarterly-report", "tables"))).doc);

describe("the review's evidence sentences", () => {
  it.each(["de-DE", "fr-FR"])("name the quarterly report's columns read with , as thousands separator in a %s workbook", (language) => {
    const said = reviewEvidence(quarterly(), cultureOfLanguage(language));
    expect(evidenceSentences(said.get("t1") ?? [])).toEqual([
      'Read with , as thousands separator in "January", "February", and "March": the document writes 310 without a separator beside 1,240 in one column.',
    ]);
    expect(evidenceSentences(said.get("t2") ?? [])).toEqual([
      'Read with , as thousands separator in "Units": the column writes 310 without a separator beside 1,240.',
      'Read with , as thousands separator in "Revenue": the document writes 310 without a separator beside 1,240 in one column.',
    ]);
    expect(said.get("t3")).toEqual([]);
  });

  it("say nothing in an en-US workbook, where the workbook reads them so anyway, or without a workbook", () => {
    expect([...reviewEvidence(quarterly(), cultureOfLanguage("en-US")).values()].flat()).toEqual([]);
    expect(reviewEvidence(quarterly(), null).size).toBe(0);
  });

  it("name the document's own figure when another table writes both marks, and follow the review's edits", () => {
    const model = {
      kind: "tables" as const,
      tables: {
        documentId: "d",
        fileName: "ledger.pdf",
        tables: [
          grid(1, 1, [
            ["Month", "Sales"],
            ["Jan", "12,400"],
            ["Feb", "9,870"],
          ]),
          grid(2, 1, [
            ["Fee", "Amount"],
            ["Rate", "7.25"],
            ["Rent", "3,410.00"],
          ]),
        ],
        keyValuePairs: [],
      },
    };
    const session = startReview(model);
    const de = cultureOfLanguage("de-DE");
    expect(evidenceSentences(reviewEvidence(tablesDoc(session.doc), de).get("t1") ?? [])).toEqual([
      'Read with , as thousands separator in "Sales": the document writes 3,410.00.',
    ]);
    // The second table left out: nothing tells any more, the workbook reads them (and the checks flag them).
    const without = edit(session, { op: "chooseTable", table: "t2", chosen: false });
    expect(reviewEvidence(tablesDoc(without.doc), de).get("t1")).toEqual([]);
  });
});

describe("the evidence kept between edits (ReviewEvidence)", () => {
  it("says after every edit what a fresh reading says, re-reading only the columns that changed", () => {
    const culture = cultureOfLanguage("de-DE");
    const reader = new ReviewEvidence();
    let session = startReview(resultFromDetail(fixtureDetail("quarterly-report", "tables")));
    const steps = [
      { op: "setCell", table: "t1", row: 1, column: 1, value: "1.240,50" },
      { op: "setCell", table: "t2", row: 2, column: 1, value: "7.25" },
      { op: "deleteColumn", table: "t1", column: 2 },
      { op: "deleteRow", table: "t2", row: 1 },
      { op: "setCell", table: "t1", row: 1, column: 1, value: "1,240" },
      { op: "header", table: "t2", on: false },
      { op: "chooseTable", table: "t3", chosen: false },
    ] as const;
    expect(reader.read(tablesDoc(session.doc), culture)).toEqual(reviewEvidence(tablesDoc(session.doc), culture));
    for (const step of steps) {
      session = edit(session, step);
      expect(reader.read(tablesDoc(session.doc), culture)).toEqual(reviewEvidence(tablesDoc(session.doc), culture));
    }
    expect(reader.read(tablesDoc(session.doc), cultureOfLanguage("en-US"))).toEqual(
      reviewEvidence(tablesDoc(session.doc), cultureOfLanguage("en-US")),
    );
  });
});

// A large review's first reading runs in steps (a column each), spread over tasks by the pane: what the steps
// read is what a check or an evidence reading at once finds, after edits too, and a review is large only past
// LARGE_REVIEW_CELLS of tables. Flags checked on an earlier state mark no value that changed since.
import { ReviewChecker, checkReview } from "../../../../src/results/checks/checkReview";
import { resultFromDetail } from "../../../../src/results/model";
import { cultureOfLanguage } from "../../../../src/results/numbers/numberCulture";
import { ReviewEvidence, reviewEvidence } from "../../../../src/results/review/evidence";
import { edit, startReview } from "../../../../src/results/review/history";
import type { ReviewDoc } from "../../../../src/results/review/types";
import { indexFlags } from "../../../../src/work/review/flags";
import { LARGE_REVIEW_CELLS, isLargeReview } from "../../../../src/work/review/largeReview";
import { fixtureDetail } from "../../office/fixtures";
import { grid } from "../review/helpers";

const context = { culture: cultureOfLanguage("en-US") };
const tables = (doc: ReviewDoc): Extract<ReviewDoc, { kind: "tables" }> => {
  if (doc.kind !== "tables") throw new Error("tables");
  return doc;
};
const count = (steps: Iterator<unknown>): number => {
  let n = 0;
  while (!steps.next().done) n++;
  return n;
};

describe("a first reading in steps", () => {
  it.each(["petty-cash-ledger", "quarterly-report", "two-page-invoice"])("%s: the checks find what a check at once finds", (name) => {
    const session = startReview(resultFromDetail(fixtureDetail(name, "tables")));
    const checker = new ReviewChecker();
    expect(count(checker.steps(session.doc, context))).toBeGreaterThan(0);
    expect(checker.check(session.doc, context)).toEqual(checkReview(session.doc, context));
    // An edit after the steps: the kept reading and a fresh one agree.
    const first = checkReview(session.doc, context)[0];
    if (first?.place.kind === "cell") {
      const edited = edit(session, {
        op: "setCell",
        table: first.place.table,
        row: first.place.row,
        column: first.place.column,
        value: "7",
      });
      expect(checker.check(edited.doc, context)).toEqual(checkReview(edited.doc, context));
    }
  });

  it.each(["de-DE", "en-US"])("the evidence sentences read in steps are those read at once (%s)", (language) => {
    const culture = cultureOfLanguage(language);
    const doc = tables(startReview(resultFromDetail(fixtureDetail("quarterly-report", "tables"))).doc);
    const reader = new ReviewEvidence();
    expect(count(reader.steps(doc, culture))).toBeGreaterThan(0);
    expect(reader.read(doc, culture)).toEqual(reviewEvidence(doc, culture));
    expect(count(reader.steps(doc, null))).toBe(0);
  });

  it("takes a review as large past LARGE_REVIEW_CELLS cells of tables", () => {
    const rows = (n: number): string[][] => Array.from({ length: n }, (_, r) => Array.from({ length: 10 }, (_, c) => `${r * c}`));
    const doc = (n: number): ReviewDoc =>
      startReview({ kind: "tables", tables: { documentId: "d", fileName: "f.pdf", tables: [grid(1, 1, rows(n))], keyValuePairs: [] } }).doc;
    expect(isLargeReview(doc(LARGE_REVIEW_CELLS / 10))).toBe(false);
    expect(isLargeReview(doc(LARGE_REVIEW_CELLS / 10 + 1))).toBe(true);
    expect(isLargeReview(null)).toBe(false);
  });
});

describe("flags checked on an earlier state", () => {
  it("mark no value changed since, and still mark the others", () => {
    const session = startReview(resultFromDetail(fixtureDetail("petty-cash-ledger", "tables")));
    const flags = checkReview(session.doc, context);
    const [a, b] = flags.map((f) => f.place);
    if (a?.kind !== "cell" || b?.kind !== "cell") throw new Error("two flagged cells");
    const edited = edit(session, { op: "setCell", table: a.table, row: a.row, column: a.column, value: "20.00" }).doc;
    const index = indexFlags(flags, session.doc, edited);
    expect(index.at(a)).toBeNull();
    expect(index.at(b)).not.toBeNull();
    expect(indexFlags(flags, session.doc).at(a)).not.toBeNull();
  });
});

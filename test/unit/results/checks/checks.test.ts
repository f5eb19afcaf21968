// The review's checks, each with and without a fix, on the samples and on small tables: letter/digit
// misreads, totals that do not add up (rows and columns), impossible dates, decimal-mark breaks, ambiguous
// values the workbook reads as decimals, extractor type mismatches and empty fields others fill.
import { ReviewChecker, checkReview } from "../../../../src/results/checks/checkReview";
import type { CheckContext, Flag } from "../../../../src/results/checks/types";
import * as cellValues from "../../../../src/results/numbers/cellValues";
import { cultureOfLanguage } from "../../../../src/results/numbers/numberCulture";
import { resultFromDetail, type ResultModel } from "../../../../src/results/model";
import { edit, editAll, startReview } from "../../../../src/results/review/history";
import { fixEdit, flagSentence } from "../../../../src/work/review/flags";
import type { ReviewEdit } from "../../../../src/results/review/types";
import { fixtureDetail } from "../../office/fixtures";
import { grid } from "../review/helpers";

const enUS = { culture: cultureOfLanguage("en-US") };
const deDE = { culture: cultureOfLanguage("de-DE") };

const tablesModel = (...tables: string[][][]): ResultModel => ({
  kind: "tables",
  tables: { documentId: "d", fileName: "f.pdf", tables: tables.map((rows, i) => grid(i + 1, i + 1, rows)), keyValuePairs: [] },
});
const flagsOf = (model: ResultModel, edits: ReviewEdit[] = [], context: CheckContext = enUS): Flag[] =>
  checkReview(editAll(startReview(model), edits).doc, context);
const brief = (flags: readonly Flag[]) =>
  flags.map((f) => ({
    at: f.place,
    kind: f.kind,
    suggestion: f.suggestion,
    ...(f.kind === "total" ? { sum: f.sum, total: f.total } : {}),
    ...(f.kind === "totalUnchecked" ? { reason: f.reason } : {}),
  }));

describe("the two-page invoice", () => {
  const invoice = resultFromDetail(fixtureDetail("two-page-invoice", "tables"));

  it("flags the misread amount with its fix, the Total (the table may continue: no sum of page 2 alone), and the impossible date", () => {
    expect(brief(flagsOf(invoice))).toEqual([
      { at: { kind: "cell", table: "t1", row: 2, column: 3 }, kind: "notNumber", suggestion: "105.00" },
      { at: { kind: "cell", table: "t2", row: 4, column: 3 }, kind: "totalUnchecked", suggestion: null, reason: "continued" },
      { at: { kind: "pair", pair: 1 }, kind: "date", suggestion: null },
    ]);
  });

  it("says the table may continue before the join, and suggests nothing there", () => {
    const total = flagsOf(invoice).find((f) => f.place.kind === "cell" && f.place.table === "t2")!;
    expect(flagSentence(total)).toBe("This table may continue the one before it: join them to check its total.");
    expect(fixEdit(total)).toBeNull();
  });

  it("joined, adds the misread amount as its fix reads and says so: never the sum without it", () => {
    const total = flagsOf(invoice, [{ op: "join", table: "t2" }]).find((f) => f.kind === "total")!;
    expect(total).toMatchObject({
      sum: "1,243.50",
      total: "1,234.50",
      suggestion: "1,243.50",
      fixes: [{ text: "1O5.00", read: "105.00" }],
    });
    expect(flagSentence(total)).toBe("Rows add up to 1,243.50 with 1O5.00 read as 105.00, the total says 1,234.50. Suggested: 1,243.50.");
  });

  it("sums over the joined table, and once the misread is fixed says what the rows add up to", () => {
    const joined: ReviewEdit[] = [{ op: "join", table: "t2" }];
    const fixed: ReviewEdit[] = [...joined, { op: "setCell", table: "t1", row: 2, column: 3, value: "105.00" }];
    expect(brief(flagsOf(invoice, fixed)).find((f) => f.kind === "total")).toMatchObject({ sum: "1,243.50", total: "1,234.50" });
    const corrected = [...fixed, { op: "setCell", table: "t2", row: 4, column: 3, value: "1,243.50" } as const];
    expect(flagsOf(invoice, corrected).map((f) => f.kind)).toEqual(["date"]);
  });

  it("does not flag what is left out: a deleted row, an unchosen table, an unchosen pair", () => {
    const edits: ReviewEdit[] = [
      { op: "deleteRow", table: "t1", row: 2 },
      { op: "chooseTable", table: "t2", chosen: false },
      { op: "choosePair", pair: 1, chosen: false },
    ];
    expect(flagsOf(invoice, edits)).toEqual([]);
  });
});

describe("cells", () => {
  it("suggests a digit for each look-alike letter, and nothing for a value that is no number", () => {
    const model = tablesModel([
      ["Item", "Qty"],
      ["a", "1O5"],
      ["b", "2l"],
      ["c", "S0"],
      ["d", "n/a"],
      ["e", "12"],
      ["f", "7"],
      ["g", "3"],
    ]);
    expect(brief(flagsOf(model))).toEqual([
      { at: { kind: "cell", table: "t1", row: 1, column: 1 }, kind: "notNumber", suggestion: "105" },
      { at: { kind: "cell", table: "t1", row: 2, column: 1 }, kind: "notNumber", suggestion: "21" },
      { at: { kind: "cell", table: "t1", row: 3, column: 1 }, kind: "notNumber", suggestion: "50" },
      { at: { kind: "cell", table: "t1", row: 4, column: 1 }, kind: "notNumber", suggestion: null },
    ]);
  });

  it("flags a number written with the other decimal mark, with the marks swapped as its fix", () => {
    const model = tablesModel([
      ["Item", "Price"],
      ["a", "1,234.50"],
      ["b", "12.75"],
      ["c", "3.10"],
      ["d", "1.240,50"],
    ]);
    expect(brief(flagsOf(model))).toEqual([
      { at: { kind: "cell", table: "t1", row: 4, column: 1 }, kind: "decimalMark", suggestion: "1,240.50" },
    ]);
  });

  it("flags a date that is no day of the calendar, and offers a fix only for a letter taken for a digit", () => {
    const model = tablesModel([
      ["When", "What"],
      ["2026-02-30", "x"],
      ["2026-O2-18", "y"],
      ["2026-03-01", "z"],
    ]);
    expect(brief(flagsOf(model))).toEqual([
      { at: { kind: "cell", table: "t1", row: 1, column: 0 }, kind: "date", suggestion: null },
      { at: { kind: "cell", table: "t1", row: 2, column: 0 }, kind: "date", suggestion: "2026-02-18" },
    ]);
  });

  it("flags values a German workbook reads as decimals that may be thousands, where nothing in the document tells", () => {
    const quarterly = resultFromDetail(fixtureDetail("quarterly-report", "tables"));
    if (quarterly.kind !== "tables") throw new Error("tables");
    // The first table alone: every figure leaves its comma open, nothing beside them says which it is.
    const january: ResultModel = {
      ...quarterly,
      tables: { ...quarterly.tables, tables: quarterly.tables.tables.slice(0, 1), keyValuePairs: [] },
    };
    expect(flagsOf(january, [], enUS)).toEqual([]);
    const german = flagsOf(january, [], deDE);
    expect(german[0]).toEqual({ place: { kind: "cell", table: "t1", row: 1, column: 1 }, kind: "ambiguous", suggestion: "12400" });
    // Taken: the column now reads 12400 whatever the workbook.
    const fix = german[0]!;
    expect(flagsOf(january, [{ op: "setCell", table: "t1", row: 1, column: 1, value: fix.suggestion! }], deDE).length).toBe(
      german.length - 1,
    );
    // Answering "Read numbers as" settles them all, either way: the answer is the evidence the document lacked.
    expect(german).toHaveLength(9);
    expect(flagsOf(january, [], { ...deDE, readAs: "." })).toEqual([]);
    expect(flagsOf(january, [], { ...deDE, readAs: "," })).toEqual([]);
  });

  it("flags nothing in the whole quarterly report in a German workbook: its Units column (310 beside 1,240) settles thousands", () => {
    const quarterly = resultFromDetail(fixtureDetail("quarterly-report", "tables"));
    expect(flagsOf(quarterly, [], deDE)).toEqual([]);
    expect(flagsOf(quarterly, [], { culture: cultureOfLanguage("fr-FR") })).toEqual([]);
  });
});

describe("totals", () => {
  it("suggests no sum when a value it would add does not read as a number and has no fix", () => {
    const model = tablesModel([
      ["Item", "Amount"],
      ["a", "10.00"],
      ["b", "n/a 7"],
      ["c", "5.00"],
      ["Total", "22.00"],
    ]);
    const flags = flagsOf(model);
    const total = flags.find((f) => f.place.kind === "cell" && f.place.row === 4)!;
    expect(brief([total])).toEqual([
      { at: { kind: "cell", table: "t1", row: 4, column: 1 }, kind: "totalUnchecked", suggestion: null, reason: "unreadable" },
    ]);
    expect(flagSentence(total)).toBe("The rows above hold n/a 7, which does not read as a number: the total cannot be checked.");
    expect(flags.some((f) => f.suggestion === "15.00")).toBe(false);
  });

  it("names every fix it took: the first, and how many more", () => {
    const model = tablesModel([
      ["Item", "Amount"],
      ["a", "1O.00"],
      ["b", "2O.00"],
      ["c", "5.00"],
      ["Total", "36.00"],
    ]);
    const total = flagsOf(model).find((f) => f.kind === "total")!;
    expect(flagSentence(total)).toBe(
      "Rows add up to 35.00 with 1O.00 read as 10.00 and 1 more suggested fix, the total says 36.00. Suggested: 35.00.",
    );
  });

  it("checks a Total row in the languages of documents and of the pane, and leaves a right one alone", () => {
    for (const label of ["Total", "Summe:", "Gesamt", "Total TTC", "Suma", "الإجمالي"]) {
      const model = tablesModel([
        ["Item", "Amount"],
        ["a", "10.00"],
        ["b", "20.50"],
        [label, "31.00"],
      ]);
      expect(brief(flagsOf(model))).toEqual([
        { at: { kind: "cell", table: "t1", row: 3, column: 1 }, kind: "total", suggestion: "30.50", sum: "30.50", total: "31.00" },
      ]);
    }
    expect(
      flagsOf(
        tablesModel([
          ["Item", "Amount"],
          ["a", "10.00"],
          ["b", "20.50"],
          ["Total", "30.50"],
        ]),
      ),
    ).toEqual([]);
    // A word that only starts like one is no label.
    expect(
      flagsOf(
        tablesModel([
          ["Item", "Amount"],
          ["a", "10.00"],
          ["b", "20.50"],
          ["Totally", "31.00"],
        ]),
      ),
    ).toEqual([]);
  });

  it("writes the sum as the total is written: its currency, thousands and decimals", () => {
    const model = tablesModel([
      ["Item", "Amount"],
      ["a", "$1,000.00"],
      ["b", "$250.25"],
      ["Sum", "$1,205.25"],
    ]);
    expect(brief(flagsOf(model))[0]).toMatchObject({ sum: "$1,250.25", total: "$1,205.25" });
  });

  it("checks a Total column only where it is the sum of the columns before it in most rows", () => {
    const quarter = tablesModel([
      ["Region", "Jan", "Feb", "Total"],
      ["North", "10", "20", "30"],
      ["South", "5", "5", "10"],
      ["West", "1", "2", "4"],
    ]);
    expect(brief(flagsOf(quarter))).toEqual([
      { at: { kind: "cell", table: "t1", row: 3, column: 3 }, kind: "total", suggestion: "3", sum: "3", total: "4" },
    ]);
    // Quantity times price is no sum: nothing flagged.
    const lines = tablesModel([
      ["Item", "Qty", "Price", "Total"],
      ["a", "2", "5", "10"],
      ["b", "3", "4", "12"],
      ["c", "1", "9", "9"],
    ]);
    expect(flagsOf(lines)).toEqual([]);
  });
});

describe("extractor records", () => {
  it("flags a declared date that does not read, with the fix for a letter taken for a digit, and an empty field others fill", () => {
    const claims = resultFromDetail(fixtureDetail("two-expense-claims", "extractor", "EXPf4Jm8Wd"));
    expect(brief(flagsOf(claims))).toEqual([
      { at: { kind: "field", record: 1, field: "department" }, kind: "emptyField", suggestion: null },
      { at: { kind: "field", record: 1, field: "claim_date" }, kind: "fieldType", suggestion: "2026-02-18" },
    ]);
    expect(flagsOf(claims, [{ op: "setField", record: 1, field: "claim_date", value: "2026-02-18" }]).map((f) => f.kind)).toEqual([
      "emptyField",
    ]);
    // A skipped record is not checked, nor counted among the others.
    expect(flagsOf(claims, [{ op: "skipRecord", record: 1, skipped: true }])).toEqual([]);
  });

  it("flags the invoice's impossible date without a fix, and an amount field that does not read", () => {
    const invoice = resultFromDetail(fixtureDetail("two-page-invoice", "extractor", "INVc7Rk2Qx"));
    expect(brief(flagsOf(invoice))).toEqual([
      { at: { kind: "field", record: 0, field: "invoice_date" }, kind: "fieldType", suggestion: null },
    ]);
    const amount = flagsOf(invoice, [{ op: "setField", record: 0, field: "total_amount", value: "1,234.5O" }]);
    expect(amount.find((f) => f.kind === "fieldType" && f.place.kind === "field" && f.place.field === "total_amount")).toMatchObject({
      type: "currency",
      suggestion: "1,234.50",
    });
  });
});

describe("an edit re-reads only what it touches", () => {
  it("reads one column again after a cell edit, none after an edit elsewhere", () => {
    const rows = [["A", "B", "C"], ...Array.from({ length: 50 }, (_, i) => [`r${i}`, String(i), `${i}.5`])];
    const checker = new ReviewChecker();
    let session = startReview(tablesModel(rows));
    checker.check(session.doc, enUS);
    const spy = jest.spyOn(cellValues, "readColumn");
    session = edit(session, { op: "setCell", table: "t1", row: 3, column: 1, value: "1O" });
    const flags = checker.check(session.doc, enUS);
    expect(spy.mock.calls.filter((call) => call[0].length === 50)).toHaveLength(1);
    expect(flags).toEqual([{ place: { kind: "cell", table: "t1", row: 3, column: 1 }, kind: "notNumber", suggestion: "10" }]);
    // A second edit, in another column: both read as they are now.
    session = edit(session, { op: "setCell", table: "t1", row: 7, column: 2, value: "8.S" });
    expect(checker.check(session.doc, enUS).map((f) => f.suggestion)).toEqual(["10", "8.5"]);
    spy.mockRestore();
  });
});

// "Read numbers as" is offered in two cases (src/office/numberChoice.ts): the document writes numbers otherwise
// than the workbook (its columns' evidence: "1.240,50", or "1,240" beside "310"), or it holds figures such as
// 12,400 that read either way and that this workbook reads as decimals because nothing in the document tells.
// Left as preselected, nothing is forced on the writers (each column reads by its own evidence); and the count
// is the writers' own reading of the result.
import { numberChoice, marksDisagree, readAsFor, ambiguousDecimals, type NumberChoice } from "../../../src/office/numberChoice";
import { resultFromDetail, type ResultModel } from "../../../src/results/model";
import { readAsDecimals, readColumn, workbookDecimals, type NumberCulture } from "../../../src/results/numbers/cellValues";
import { ambiguousSeparator } from "../../../src/results/numbers/numberReading";
import { fixtureDetail } from "./fixtures";

const EN_US: NumberCulture = { decimal: ".", group: ",", source: "workbook" };
const DE_DE: NumberCulture = { decimal: ",", group: ".", source: "workbook" };
const FR_FR: NumberCulture = { decimal: ",", group: "\u202f", source: "workbook" };
const DE_LANGUAGE: NumberCulture = { ...DE_DE, source: "language" };

const result = (name: string): ResultModel => resultFromDetail(fixtureDetail(name, "tables"));
/** The quarterly report's first table alone: every figure leaves its comma open, nothing tells which it is. */
function firstTable(): ResultModel {
  const model = result("quarterly-report");
  if (model.kind !== "tables") throw new Error("tables");
  return { ...model, tables: { ...model.tables, tables: model.tables.tables.slice(0, 1), keyValuePairs: [] } };
}

describe("a figure that reads either way", () => {
  it("has one separator followed by exactly three digits", () => {
    expect(
      ["12,400", "1.240", "-9,870", "$16,045", "62%", "1.240,50", "12,40", "0,400", "1,240,000"].map((v) => ambiguousSeparator(v)),
    ).toEqual([",", ".", ",", ",", null, null, null, null, null]);
  });

  it("counts as read as decimals by the workbook only when the workbook's mark decided (or the user chose it)", () => {
    const january = ["12,400", "9,870", "15,310"];
    const texts = (culture: NumberCulture, context = {}): string[] =>
      workbookDecimals(readColumn(january, { culture, ...context }), culture).map((c) => c.text);
    expect(texts(DE_DE)).toEqual(january);
    expect(texts(DE_LANGUAGE)).toEqual(january);
    expect(texts(FR_FR)).toEqual(january);
    // Read as thousands: nothing to say.
    expect(texts(EN_US)).toEqual([]);
    // The document's values told (its own mark is the workbook's): not the workbook's reading.
    expect(texts(DE_DE, { documentMark: "," })).toEqual([]);
    // The column's own values told.
    expect(workbookDecimals(readColumn([...january, "1.240,50"], { culture: DE_DE }), DE_DE)).toEqual([]);
    // The user chose the workbook's mark, or the other one.
    expect(texts(DE_DE, { readAs: "," })).toEqual(january);
    expect(texts(DE_DE, { readAs: "." })).toEqual([]);
    expect(readColumn(["12,400", "9,870"], { culture: DE_DE }).cells.map(readAsDecimals)).toEqual([true, true]);
    expect(readColumn(["12,400", "310"], { culture: EN_US }).cells.map(readAsDecimals)).toEqual([false, false]);
  });
});

describe("the quarterly report (every grouped figure reads either way)", () => {
  it.each([
    ["de-DE", DE_DE],
    ["fr-FR", FR_FR],
  ])("offers the document's way in a %s workbook, preselected: its Units column (310 beside 1,240) says thousands", (_, culture) => {
    expect(marksDisagree(result("quarterly-report"), culture)).toEqual({ document: ".", workbook: "," });
    expect(numberChoice(result("quarterly-report"), culture)).toEqual({ kind: "evidence", document: ".", workbook: ",", preselected: "." });
    // Nothing the workbook read as decimals.
    expect(ambiguousDecimals(result("quarterly-report"), culture)).toBeNull();
  });

  it.each([
    ["de-DE", DE_DE],
    ["fr-FR", FR_FR],
  ])("offers the choice for its first table alone in a %s workbook, the workbook's reading preselected", (_, culture) => {
    expect(marksDisagree(firstTable(), culture)).toBeNull();
    expect(numberChoice(firstTable(), culture)).toEqual({
      kind: "ambiguous",
      workbook: ",",
      // January 3, February 3, March 3.
      decimals: { count: 9, example: { text: "12,400", value: 12.4 }, mark: "," },
      preselected: ",",
    });
  });

  it("offers nothing in an en-US workbook (they read as thousands) or when the workbook is unknown", () => {
    expect(numberChoice(result("quarterly-report"), EN_US)).toBeNull();
    expect(ambiguousDecimals(result("quarterly-report"), EN_US)).toBeNull();
    expect(numberChoice(result("quarterly-report"), null)).toBeNull();
  });

  it("keeps the German invoice's case as it was: the document's own way preselected", () => {
    expect(numberChoice(result("german-invoice"), EN_US)).toEqual({ kind: "evidence", document: ",", workbook: ".", preselected: "," });
    // Its own values decide its "12.400" quantity in a de-DE workbook: nothing to choose.
    expect(numberChoice(result("german-invoice"), DE_DE)).toBeNull();
  });
});

describe("what the writers are told", () => {
  const evidence: NumberChoice = { kind: "evidence", document: ",", workbook: ".", preselected: "," };
  const ambiguous: NumberChoice = {
    kind: "ambiguous",
    workbook: ",",
    decimals: { count: 14, example: { text: "12,400", value: 12.4 }, mark: "," },
    preselected: ",",
  };

  it("is nothing forced while the document's way is left (each column's evidence decides), else the pick", () => {
    expect(readAsFor(evidence, null)).toBeNull();
    expect(readAsFor(evidence, ",")).toBeNull();
    expect(readAsFor(evidence, ".")).toBe(".");
    expect(readAsFor(evidence, "text")).toBe("text");
  });

  it("is nothing forced while the workbook's reading is left (each column's evidence still counts), else the pick", () => {
    expect(readAsFor(ambiguous, null)).toBeNull();
    expect(readAsFor(ambiguous, ",")).toBeNull();
    expect(readAsFor(ambiguous, ".")).toBe(".");
    expect(readAsFor(ambiguous, "text")).toBe("text");
    expect(readAsFor(null, ".")).toBeNull();
  });
});

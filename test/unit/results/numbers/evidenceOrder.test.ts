// The decimal mark by the evidence, strongest first (src/results/numbers/markEvidence.ts, cellValues.ts): the
// value itself, its column, the whole document, then the workbook's culture; and figures written in en-US,
// de-DE, fr-FR, de-CH (apostrophe groups) and en-IN (lakh groups) read back to their value in a document of
// their style, whatever the workbook.
import fc from "fast-check";
import { columnMark, readColumn, type NumberCulture } from "../../../../src/results/numbers/cellValues";
import { columnEvidence, documentEvidence } from "../../../../src/results/numbers/markEvidence";
import { cultureOfLanguage } from "../../../../src/results/numbers/numberCulture";
import { typeGrid } from "../../../../src/office/excelTyping";

const culture = (language: string): NumberCulture => cultureOfLanguage(language)!;
const DE_DE = culture("de-DE");
const FR_FR = culture("fr-FR");
const EN_US = culture("en-US");
const values = (column: string[], context = {}): Array<number | string> =>
  readColumn(column, context).cells.map((c) => (c.value.kind === "number" ? c.value.value : c.value.text));

describe("the evidence order", () => {
  it("1. the value itself: a figure writing both marks settles its column's mark, whatever the workbook", () => {
    expect(columnEvidence(["3,410.00", "12,400"])).toMatchObject({ mark: ".", example: "3,410.00", beside: null });
    expect(values(["3,410.00", "12,400"], { culture: DE_DE })).toEqual([3410, 12400]);
    expect(values(["1.240,50", "12.400"], { culture: EN_US })).toEqual([1240.5, 12400]);
  });

  it("2. the column: figures leaving one separator open beside integers under 1,000 written without it group thousands", () => {
    expect(columnEvidence(["1,240", "310", "2,075"])).toEqual({ mark: ".", dots: 2, commas: 0, example: "1,240", beside: "310" });
    expect(columnEvidence(["1.240", "310", "2.075"])).toMatchObject({ mark: ",", example: "1.240", beside: "310" });
    for (const workbook of [DE_DE, FR_FR, EN_US])
      expect(values(["1,240", "310", "2,075"], { culture: workbook })).toEqual([1240, 310, 2075]);
    // Not when an integer of four digits or more is written without a group: the column does not group.
    expect(columnEvidence(["1,240", "310", "2075"]).mark).toBeNull();
    // Not when the open figures use both separators, or there is no integer beside them.
    expect(columnEvidence(["1,240", "310", "2.075"]).mark).toBeNull();
    expect(columnEvidence(["12,400", "9,870", "15,310"]).mark).toBeNull();
    // A mark a value settles outweighs the integers.
    expect(columnEvidence(["1,240", "310", "7,25"]).mark).toBe(",");
  });

  it("2. the column wins over the document and the workbook", () => {
    const document = documentEvidence([["7,25", "1.240,50"]]);
    expect(document.mark).toBe(",");
    expect(columnMark(["1,240", "310"], { culture: DE_DE, documentEvidence: document })).toEqual({
      mark: ".",
      from: "column",
      evidence: { example: "1,240", beside: "310" },
    });
  });

  it("3. the document: its columns together settle a column whose own values do not tell", () => {
    const report = documentEvidence([
      ["12,400", "9,870", "15,310"],
      ["1,240", "310", "2,075"],
      ["62%", "38%"],
    ]);
    expect(report).toEqual({ mark: ".", dots: 2, commas: 0, example: "1,240", beside: "310" });
    const ledger = documentEvidence([["7.25", "3,410.00"], ["12,400"]]);
    // The example that shows best what each mark is for: a value writing both.
    expect(ledger).toMatchObject({ mark: ".", example: "3,410.00", beside: null });
    expect(columnMark(["12,400", "9,870"], { culture: DE_DE, documentEvidence: ledger })).toEqual({
      mark: ".",
      from: "document",
      evidence: { example: "3,410.00", beside: null },
    });
    expect(values(["12,400", "9,870"], { culture: FR_FR, documentEvidence: ledger })).toEqual([12400, 9870]);
    // A column split evenly falls to the document before the workbook.
    expect(columnMark(["219.70", "1,5"], { culture: DE_DE, documentEvidence: ledger }).mark).toBe(".");
  });

  it("4. the workbook: only where nothing in the column or the document tells", () => {
    const nothing = documentEvidence([
      ["12,400", "9,870"],
      ["North", "South"],
    ]);
    expect(nothing.mark).toBeNull();
    expect(columnMark(["12,400", "9,870"], { culture: DE_DE, documentEvidence: nothing })).toEqual({
      mark: ",",
      from: "language",
      evidence: null,
    });
    expect(values(["12,400", "9,870"], { culture: DE_DE, documentEvidence: nothing })).toEqual([12.4, 9.87]);
    expect(values(["12,400", "9,870"], { culture: EN_US, documentEvidence: nothing })).toEqual([12400, 9870]);
    // With no workbook either, figures that read either way stay text.
    expect(values(["12,400", "9,870"], { documentEvidence: nothing })).toEqual(["12,400", "9,870"]);
  });

  it("keeps which values decided a column read against the workbook, for the review and the outcome", () => {
    const read = readColumn(["12,400", "9,870"], { culture: DE_DE, documentEvidence: documentEvidence([["7.25", "3,410.00"]]) });
    expect(read).toMatchObject({ markFrom: "document", againstCulture: true, evidence: { example: "3,410.00", beside: null } });
  });
});

type Style = "en-US" | "de-DE" | "fr-FR" | "de-CH" | "en-IN";
const STYLES: Style[] = ["en-US", "de-DE", "fr-FR", "de-CH", "en-IN"];
/** Styles whose integers are grouped with "." or ",": Excel reads those in any workbook once the mark is known. */
const POINT_OR_COMMA_GROUPS = new Set<Style>(["en-US", "de-DE", "en-IN"]);

const amount = (style: Style, cents: number): string =>
  new Intl.NumberFormat(style, { numberingSystem: "latn", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
const whole = (style: Style, n: number): string => new Intl.NumberFormat(style, { numberingSystem: "latn" }).format(n);

/** A figure: an amount with two decimals, or an integer (grouped as the style groups). */
const figure = fc.oneof(
  fc.integer({ min: 0, max: 99_999_999_999 }).map((cents) => ({ kind: "amount" as const, n: cents })),
  fc.integer({ min: 0, max: 999_999_999 }).map((n) => ({ kind: "integer" as const, n })),
);

describe("property: a figure written in a style reads back to its value in a document of that style, whatever the workbook", () => {
  it("holds for en-US, de-DE, fr-FR, de-CH and en-IN figures in workbooks of each of those cultures", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STYLES),
        fc.constantFrom(...STYLES),
        fc.array(figure, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 100, max: 99_999_999 }),
        (style, workbookStyle, figures, ledgerCents) => {
          const workbook = culture(workbookStyle);
          // Integers grouped with spaces or apostrophes read only where the workbook groups digits so.
          const usable = figures.filter((f) => f.kind === "amount" || POINT_OR_COMMA_GROUPS.has(style) || style === workbookStyle);
          const column = usable.map((f) => (f.kind === "amount" ? amount(style, f.n) : whole(style, f.n)));
          const expected = usable.map((f) => (f.kind === "amount" ? f.n / 100 : f.n));
          // The document's other table writes an amount in its style ("3,410.00", "3.410,00", "3 410,00"...).
          const ledger = [amount(style, ledgerCents)];
          const typed = typeGrid([["Figure"], ...column.map((v) => [v])], { headerRows: 1, documentColumns: [column, ledger] }, workbook);
          const written = typed.values.slice(1).map((row) => row[0]);
          expect(written.length).toBe(expected.length);
          written.forEach((value, i) => {
            expect(typeof value).toBe("number");
            expect(value as number).toBeCloseTo(expected[i]!, 2);
          });
        },
      ),
      { numRuns: 600 },
    );
  });

  it("holds for a column of integers alone, settled by the document's amounts", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Style>("en-US", "de-DE", "en-IN"),
        fc.constantFrom(...STYLES),
        fc.array(fc.integer({ min: 1000, max: 999_999 }), { minLength: 1, maxLength: 6 }),
        (style, workbookStyle, numbers) => {
          const column = numbers.map((n) => whole(style, n));
          const typed = typeGrid(
            [["Units"], ...column.map((v) => [v])],
            { headerRows: 1, documentColumns: [column, [amount(style, 341000)]] },
            culture(workbookStyle),
          );
          expect(typed.values.slice(1).map((row) => row[0])).toEqual(numbers);
        },
      ),
      { numRuns: 300 },
    );
  });
});

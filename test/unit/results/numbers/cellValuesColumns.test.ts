// Whole columns read as the workbook reads numbers (src/results/numbers/cellValues.ts): the sample documents' columns in
// en-US and de-DE workbooks, German-written values that decide for themselves, mixed columns, every ambiguous
// form, key/value values, declared types, the user's choice; and the workbook culture from Office's settings.
import fc from "fast-check";
import { readColumn, type CellReading, type ColumnReading, type NumberCulture } from "../../../../src/results/numbers/cellValues";
import { digitLookalikeFix } from "../../../../src/results/numbers/misreads";
import { markOf } from "../../../../src/results/numbers/numberReading";
import { cultureFromSeparators, cultureOfLanguage } from "../../../../src/results/numbers/numberCulture";
import { keptText, typeGrid } from "../../../../src/office/excelTyping";

const EN_US: NumberCulture = { decimal: ".", group: ",", source: "workbook" };
const DE_DE: NumberCulture = { decimal: ",", group: ".", source: "workbook" };
const FR_FR: NumberCulture = { decimal: ",", group: "\u202f", source: "workbook" };

const values = (reading: ColumnReading): Array<number | string> =>
  reading.cells.map((c) => (c.value.kind === "number" ? c.value.value : c.value.text));
const others = (reading: ColumnReading): Array<number | null> => reading.cells.map((c) => c.other?.value ?? null);
const flagged = (reading: ColumnReading): string[] => reading.cells.filter((c) => c.flagged).map((c) => c.text);

describe("the quarterly report's columns", () => {
  const january = ["12,400", "9,870", "15,310"];
  const units = ["1,240", "310", "2,075"];

  it("are numbers in an en-US workbook, each with the other reading kept for review", () => {
    const read = readColumn(january, { culture: EN_US });
    expect(values(read)).toEqual([12400, 9870, 15310]);
    expect(read.cells.map((c) => c.value.kind === "number" && c.value.format)).toEqual(["#,##0", "#,##0", "#,##0"]);
    expect(others(read)).toEqual([12.4, 9.87, 15.31]);
    expect(read).toMatchObject({ kind: "number", mark: ".", markFrom: "workbook", againstCulture: false });
    expect(values(readColumn(units, { culture: EN_US }))).toEqual([1240, 310, 2075]);
  });

  it("follow a de-DE workbook's reading only where nothing in the column or the document tells", () => {
    const read = readColumn(january, { culture: DE_DE });
    expect(values(read)).toEqual([12.4, 9.87, 15.31]);
    expect(others(read)).toEqual([12400, 9870, 15310]);
    expect(read.cells.every((c) => c.other !== null && !c.flagged)).toBe(true);
  });

  it.each([
    ["de-DE", DE_DE],
    ["fr-FR", FR_FR],
  ])("read Units as thousands in a %s workbook: 310 written without a separator beside 1,240 and 2,075 says so", (_, culture) => {
    const unitsRead = readColumn(units, { culture });
    expect(values(unitsRead)).toEqual([1240, 310, 2075]);
    expect(unitsRead).toMatchObject({ mark: ".", markFrom: "column", againstCulture: true, evidence: { example: "1,240", beside: "310" } });
  });

  it("follow the rest of the document when it tells the mark, whatever the workbook", () => {
    expect(values(readColumn(january, { culture: DE_DE, documentMark: "." }))).toEqual([12400, 9870, 15310]);
    expect(readColumn(january, { culture: DE_DE, documentMark: "." })).toMatchObject({ markFrom: "document", againstCulture: true });
  });
});

describe("a German-written table", () => {
  const amounts = ["354,00", "496,00", "1.240,50", "298,80", "124,00"];
  const quantities = ["120", "40", "1", "12", "12.400"];

  it.each([
    ["en-US", EN_US, true],
    ["de-DE", DE_DE, false],
  ])("is read right in a %s workbook, since its own values decide", (_, culture, against) => {
    const read = readColumn(amounts, { culture });
    expect(values(read)).toEqual([354, 496, 1240.5, 298.8, 124]);
    expect(read).toMatchObject({ mark: ",", markFrom: "column", againstCulture: against });
    expect(values(readColumn(["1.240,50", "12.400"], { culture }))).toEqual([1240.5, 12400]);
    // The quantities alone say nothing: the invoice's amounts do.
    expect(values(readColumn(quantities, { culture, documentMark: "," }))).toEqual([120, 40, 1, 12, 12400]);
  });

  it("keeps its grouped figures in a French workbook, which groups digits with spaces", () => {
    expect(values(readColumn(["12\u202f400,50", "1\u00a0240", "980"], { culture: FR_FR }))).toEqual([12400.5, 1240, 980]);
    // Spaces group digits only where the workbook does: elsewhere "12 400" may be two numbers run together.
    expect(values(readColumn(["12 400", "980"], { culture: EN_US }))).toEqual(["12 400", 980]);
  });
});

describe("mixed columns", () => {
  it("keeps the readable cells of a column of numbers as numbers and flags the others, with a fix where one is known", () => {
    const read = readColumn(["240", "1O5", "1,500", "18", "n/a", ""], { culture: EN_US });
    expect(values(read)).toEqual([240, "1O5", 1500, 18, "n/a", ""]);
    expect(read.kind).toBe("number");
    expect(flagged(read)).toEqual(["1O5", "n/a"]);
    const misread = read.cells[1] as CellReading;
    expect(misread).toMatchObject({ reason: "misread", suggestion: "105" });
    expect(read.cells[4]).toMatchObject({ reason: "notNumber", suggestion: null });
    expect(read.cells[5]).toMatchObject({ reason: "empty", flagged: false });
  });

  it("writes a column of text whole: its few numbers stay text, nothing is flagged", () => {
    const read = readColumn(["North", "South", "5", ""], { culture: EN_US });
    expect(values(read)).toEqual(["North", "South", "5", ""]);
    expect(read).toMatchObject({ kind: "text" });
    expect(read.cells[2]).toMatchObject({ reason: "minority", flagged: false });
    expect(flagged(read)).toEqual([]);
  });

  it("counts values meant as numbers with the numbers, as long as real numbers are as many", () => {
    expect(flagged(readColumn(["1O5", "2OO", "n/a", "12", "40"], { culture: EN_US }))).toEqual(["1O5", "2OO", "n/a"]);
    // Section numbers are no misread figures.
    expect(readColumn(["1.2.3", "1.2.4", "2.1"], { culture: EN_US })).toMatchObject({ kind: "text" });
    expect(flagged(readColumn(["1.2.3", "1.2.4", "2.1"], { culture: EN_US }))).toEqual([]);
  });

  it("takes the values most of a column agree on, and flags the odd one out", () => {
    const read = readColumn(["1.240,50", "89,90", "219.70"], { culture: EN_US });
    expect(values(read)).toEqual([1240.5, 89.9, "219.70"]);
    expect(read.cells[2]).toMatchObject({ reason: "otherMark", flagged: true });
  });

  it("is a column of dates when its numbers all are", () => {
    const read = readColumn(["2026-03-31", "2026-02-30", "2026-04-03"], { culture: EN_US });
    expect(read.kind).toBe("date");
    expect(read.cells[1]).toMatchObject({ reason: "notDate", flagged: true });
  });
});

describe("every ambiguous form", () => {
  // [text, in an en-US workbook, in a de-DE workbook]
  const FORMS: Array<[string, number | string, number | string]> = [
    ["12,400", 12400, 12.4],
    ["1.240", 1.24, 1240],
    ["999,999", 999999, 999.999],
    ["-1,240", -1240, -1.24],
    ["(1,240)", -1240, -1.24],
    ["$1,240", 1240, 1.24],
    ["1,240 €", 1240, 1.24],
    ["12,400%", 124, 0.124],
    // Not ambiguous: the form itself says the mark, or there is no thousands group to be.
    ["0,400", 0.4, 0.4],
    ["1234,567", 1234.567, 1234.567],
    ["12,40", 12.4, 12.4],
    ["1,234,567", 1234567, 1234567],
    ["1.240,50", 1240.5, 1240.5],
  ];
  it.each(FORMS)("%s reads %s in en-US and %s in de-DE (alone in its column)", (text, en, de) => {
    expect(values(readColumn([text], { culture: EN_US }))[0]).toBe(en);
    expect(values(readColumn([text], { culture: DE_DE }))[0]).toBe(de);
  });

  it("stays text where neither the document nor a workbook tells", () => {
    expect(readColumn(["12,400"]).cells[0]).toMatchObject({ reason: "ambiguous", value: { kind: "text" } });
  });
});

describe("key/value values and declared types", () => {
  it("reads each key/value value on its own, flagging only values that look like a misread number", () => {
    const read = readColumn(["2026-03-31", "J. Rivera", "Q1 2026", "1O5", "12.03.2026", "1,23.4", "2.513,30 €"], {
      culture: EN_US,
      documentMark: ",",
      independent: true,
    });
    expect(values(read).slice(0, 3)).toEqual([46112, "J. Rivera", "Q1 2026"]);
    expect(values(read)[6]).toBe(2513.3);
    expect(flagged(read)).toEqual(["1O5", "1,23.4"]);
  });

  it("lets a declared type win: a text field is never flagged, a number or date field names what does not read", () => {
    expect(flagged(readColumn(["1O5", "12"], { culture: EN_US, declaredType: "text" }))).toEqual([]);
    expect(flagged(readColumn(["1O5", "n/a"], { culture: EN_US, declaredType: "number" }))).toEqual(["1O5", "n/a"]);
    expect(readColumn(["2026-02-30"], { culture: EN_US, declaredType: "date" })).toMatchObject({
      kind: "date",
      cells: [{ reason: "notDate", flagged: true }],
    });
    expect(values(readColumn(["0012"], { culture: EN_US, declaredType: "number" }))).toEqual([12]);
  });

  it("reads with the user's choice over everything, and names what then does not read", () => {
    const read = readColumn(["1.240,50", "89,90"], { culture: EN_US, readAs: "." });
    expect(read).toMatchObject({ markFrom: "choice", kind: "number" });
    expect(flagged(read)).toEqual(["1.240,50", "89,90"]);
    expect(values(readColumn(["12,400"], { culture: EN_US, readAs: "," }))).toEqual([12.4]);
  });
});

describe("letter/digit confusions", () => {
  it.each([
    ["1O5", "105"],
    ["1OO", "100"],
    ["l,24O", "1,240"],
    ["S0", "50"],
    ["2Z", "22"],
    ["B2B", null],
    ["Bob", null],
    ["105", null],
    ["O", null],
  ])("%s -> %s", (text, fix) => expect(digitLookalikeFix(text)).toBe(fix));
});

describe("the workbook's culture", () => {
  it("comes from Excel's separators", () => {
    expect(cultureFromSeparators(",", ".", "workbook")).toEqual(DE_DE);
    expect(cultureFromSeparators(".", "", "workbook")).toEqual(EN_US);
    expect(cultureFromSeparators("٫", "٬", "workbook")).toBeNull();
  });
  it("or from a language where Excel cannot tell", () => {
    expect(cultureOfLanguage("de-DE")).toEqual({
      decimal: ",",
      group: ".",
      source: "language",
      dates: { order: "dmy", format: "dd.mm.yyyy" },
    });
    expect(cultureOfLanguage("en-US")).toEqual({
      decimal: ".",
      group: ",",
      source: "language",
      dates: { order: "mdy", format: "mm/dd/yyyy" },
    });
    expect(cultureOfLanguage("fr")?.decimal).toBe(",");
    expect(cultureOfLanguage("ar")?.decimal).toBe(".");
    expect(cultureOfLanguage("")).toBeNull();
    expect(cultureOfLanguage("not a language")).toBeNull();
  });
});

describe("property: a column is all text, all numbers read one way, or the outcome names each text cell", () => {
  const cellText = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom("12,400", "1.240", "1.240,50", "1,234.50", "1O5", "n/a", "", "62%", "2026-03-31", "0012", "12 400", "-", "€5"),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
    fc.integer().map((n) => n.toLocaleString("en-US")),
    fc.integer().map((n) => n.toLocaleString("de-DE")),
    fc.float({ noNaN: true, noDefaultInfinity: true }).map((n) => n.toLocaleString("de-DE", { minimumFractionDigits: 2 })),
  );
  const culture = fc.constantFrom<NumberCulture | null>(EN_US, DE_DE, FR_FR, null);

  it("holds for every column, culture and document mark, and the outcome names exactly the flagged cells", () => {
    fc.assert(
      fc.property(
        fc.array(cellText, { minLength: 1, maxLength: 8 }),
        culture,
        fc.constantFrom<"." | "," | null>(".", ",", null),
        (column, workbook, documentMark) => {
          const read = readColumn(column, { culture: workbook, documentMark });
          const numbers = read.cells.filter((c) => c.value.kind === "number");
          const texts = read.cells.filter((c) => c.value.kind === "text" && c.text !== "");
          if (numbers.length > 0) expect(texts.every((c) => c.flagged)).toBe(true);
          else expect(texts.every((c) => !c.flagged)).toBe(true);
          // One reading: every number whose text says a mark says the column's.
          for (const cell of numbers) expect([null, read.mark]).toContain(markOf(cell.text, workbook?.group ?? null));
          // What the insert writes and reports: every text cell of a column with numbers, by address, once.
          const document = documentMark === null ? [] : [documentMark === "." ? "1.5" : "1,5"];
          const typed = typeGrid([["Heading"], ...column.map((v) => [v])], { headerRows: 1, documentColumns: [document] }, workbook);
          const named = keptText(typed, { sheet: "S", top: 0, left: 0, headerRows: 1 }).flatMap((k) => k.cells.map((c) => c.address));
          const written = typed.values.slice(1).map((row) => row[0]);
          const textAt = written.flatMap((v, i) => (typeof v === "string" && v !== "" ? [`A${i + 2}`] : []));
          expect(named).toEqual(written.some((v) => typeof v === "number") ? textAt : []);
        },
      ),
      { numRuns: 500 },
    );
  });
});

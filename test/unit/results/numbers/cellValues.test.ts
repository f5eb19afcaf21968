import fc from "fast-check";
import { columnMark, readCell, readColumn, type CellValue, type DecimalMark } from "../../../../src/results/numbers/cellValues";
import { cultureOfLanguage } from "../../../../src/results/numbers/numberCulture";
import { applyFormats, planFormats, typeGrid } from "../../../../src/office/excelTyping";
import { installHostDouble, type HostDouble } from "../../../../dev/host/install";

const num = (value: number, format: string): CellValue => ({ kind: "number", value, format });
const EN_US = { decimal: ".", group: ",", source: "workbook" } as const;
const DE_DE = { decimal: ",", group: ".", source: "workbook" } as const;
const txt = (text: string): CellValue => ({ kind: "text", text });

// [input, the column's decimal mark, expected]
const CASES: Array<[string, DecimalMark | null, CellValue]> = [
  // integers and decimals
  ["0", null, num(0, "0")],
  ["7", null, num(7, "0")],
  ["42", null, num(42, "0")],
  ["219.70", null, num(219.7, "0.00")],
  ["0.5", null, num(0.5, "0.0")],
  ["3.14159", null, num(3.14159, "0.00000")],
  ["1,5", null, num(1.5, "0.0")],
  ["0,25", ",", num(0.25, "0.00")],
  ["123456789012345", null, num(123456789012345, "0")],
  [" 12 ", null, num(12, "0")],
  // thousands and decimal marks
  ["12,400", ".", num(12400, "#,##0")],
  ["12,400", ",", num(12.4, "0.000")],
  ["12,400", null, txt("12,400")],
  ["1.240", ".", num(1.24, "0.000")],
  ["1.240", ",", num(1240, "#,##0")],
  ["1.240", null, txt("1.240")],
  ["1,234", null, txt("1,234")],
  ["1,234", ".", num(1234, "#,##0")],
  ["1,234,5", null, txt("1,234,5")],
  ["1,234,5", ".", txt("1,234,5")],
  ["1,234,567", null, num(1234567, "#,##0")],
  ["1.234.567", null, num(1234567, "#,##0")],
  ["1,234.50", null, num(1234.5, "#,##0.00")],
  ["1.240,50", null, num(1240.5, "#,##0.00")],
  ["1.240,50", ".", txt("1.240,50")],
  ["1,234.50", ",", txt("1,234.50")],
  // Indian lakh groups (en-IN): 12 lakh 40 thousand.
  ["12,40,000", null, num(1240000, "#,##0")],
  ["12,4,000", null, txt("12,4,000")],
  ["1,23.4", null, txt("1,23.4")],
  ["1.2.3", null, txt("1.2.3")],
  ["0,123", null, num(0.123, "0.000")],
  ["1234,567", null, num(1234.567, "0.000")],
  ["1,", null, txt("1,")],
  [",5", null, txt(",5")],
  [".5", null, txt(".5")],
  ["1..2", null, txt("1..2")],
  // negatives
  ["-5", null, num(-5, "0")],
  ["-0", null, num(0, "0")],
  ["-219.70", null, num(-219.7, "0.00")],
  ["(1,234.00)", null, num(-1234, "#,##0.00")],
  ["(42)", null, num(-42, "0")],
  ["-5+3", null, txt("-5+3")],
  ["--5", null, txt("--5")],
  // A trailing minus, as accounting exports write negatives.
  ["5-", null, num(-5, "0")],
  ["5--", null, txt("5--")],
  ["+5", null, txt("+5")],
  ["-(5)", null, txt("-(5)")],
  // percentages
  ["62%", null, num(0.62, "0%")],
  ["38%", null, num(0.38, "0%")],
  ["12.5%", null, num(0.125, "0.0%")],
  ["14.3%", null, num(0.143, "0.0%")],
  ["-3%", null, num(-0.03, "0%")],
  ["100%", null, num(1, "0%")],
  ["%5", null, txt("%5")],
  ["5%%", null, txt("5%%")],
  // currency
  ["$12.50", null, num(12.5, '"$"#,##0.00;-"$"#,##0.00')],
  ["€1.240,50", null, num(1240.5, '"€"#,##0.00;-"€"#,##0.00')],
  ["1.240,50 €", null, num(1240.5, '#,##0.00 "€";-#,##0.00 "€"')],
  ["£5", null, num(5, '"£"#,##0;-"£"#,##0')],
  ["-$5.00", null, num(-5, '"$"#,##0.00;-"$"#,##0.00')],
  ["$-5.00", null, num(-5, '"$"#,##0.00;-"$"#,##0.00')],
  ["($1,000.00)", null, num(-1000, '"$"#,##0.00;-"$"#,##0.00')],
  ["¥1,000", null, txt("¥1,000")],
  ["¥1,000", ".", num(1000, '"¥"#,##0;-"¥"#,##0')],
  ["$", null, txt("$")],
  ["$5%", null, txt("$5%")],
  // An ISO currency code before or after reads like a symbol; a word that is no currency code does not.
  ["USD 12.00", null, num(12, '"USD "#,##0.00;-"USD "#,##0.00')],
  ["12,00 EUR", ",", num(12, '#,##0.00 "EUR";-#,##0.00 "EUR"')],
  ["ABC 12.00", null, txt("ABC 12.00")],
  // dates
  ["2026-02-17", null, num(46070, "yyyy-mm-dd")],
  ["2026-03-31", null, num(46112, "yyyy-mm-dd")],
  ["2024-02-29", null, num(45351, "yyyy-mm-dd")],
  ["2026-02-17 12:00:00", null, num(46070.5, "yyyy-mm-dd hh:mm:ss")],
  ["2026-02-17T06:00:00.123456Z", null, num(46070.25, "yyyy-mm-dd hh:mm:ss")],
  ["2026-02-17T18:00", null, num(46070.75, "yyyy-mm-dd hh:mm")],
  ["2026-02-30", null, txt("2026-02-30")],
  ["2025-02-29", null, txt("2025-02-29")],
  ["2026-13-01", null, txt("2026-13-01")],
  ["1899-12-31", null, txt("1899-12-31")],
  ["2026-02-17T25:00:00Z", null, txt("2026-02-17T25:00:00Z")],
  ["2026-02-17T10:00:00+02:00", null, txt("2026-02-17T10:00:00+02:00")],
  // A day over 12 settles the order on its own; without a workbook the format follows the order (dates.test.ts).
  ["17/02/2026", null, num(46070, "dd/mm/yyyy")],
  ["02/17/2026", null, num(46070, "mm/dd/yyyy")],
  ["03/04/2026", null, txt("03/04/2026")],
  // what stays text
  ["0012", null, txt("0012")],
  ["007.5", null, txt("007.5")],
  ["00", null, txt("00")],
  ["1234567890123456", null, txt("1234567890123456")],
  ["4111111111111111", null, txt("4111111111111111")],
  ["1e5", null, txt("1e5")],
  ["1E-3", null, txt("1E-3")],
  ["TRUE", null, txt("TRUE")],
  ["false", null, txt("false")],
  ["#N/A", null, txt("#N/A")],
  ["4:30", null, txt("4:30")],
  ["Q1 2026", null, txt("Q1 2026")],
  ["12 400", null, txt("12 400")],
  ["", null, txt("")],
  ["Infinity", null, txt("Infinity")],
  ["NaN", null, txt("NaN")],
  ["0x1F", null, txt("0x1F")],
  // formula triggers never become anything but text
  ["=1+1", null, txt("=1+1")],
  ["=SUM(A1:A2)", null, txt("=SUM(A1:A2)")],
  ["+1", null, txt("+1")],
  ["+1+1", null, txt("+1+1")],
  ["-1+1", null, txt("-1+1")],
  ["-A1", null, txt("-A1")],
  ["@SUM(A1)", null, txt("@SUM(A1)")],
  ["\t5", null, txt("\t5")],
  ["\r5", null, txt("\r5")],
  ["\n5", null, txt("\n5")],
  ["5\n", null, txt("5\n")],
  ["'5", null, txt("'5")],
];

describe("reading cell values", () => {
  it(`has at least 80 cases (${CASES.length})`, () => expect(CASES.length).toBeGreaterThanOrEqual(80));
  it.each(CASES.map(([input, mark, expected]) => [JSON.stringify(input), mark, input, expected] as const))(
    "%s with the column's mark %s",
    (_, mark, input, expected) => {
      expect(readCell(input, mark)).toEqual(expected);
    },
  );

  it("settles a column's decimal mark from its own values first, then the document, then the workbook", () => {
    expect(columnMark(["12,400", "219.70"])).toMatchObject({ mark: ".", from: "column" });
    expect(columnMark(["12,400", "1.240,50"], { culture: EN_US })).toMatchObject({ mark: ",", from: "column" });
    expect(columnMark(["12,400", "9,870"])).toMatchObject({ mark: null, from: null });
    expect(columnMark(["12,400"], { documentMark: ",", culture: EN_US })).toMatchObject({ mark: ",", from: "document" });
    expect(columnMark(["12,400"], { culture: DE_DE })).toMatchObject({ mark: ",", from: "workbook" });
    expect(columnMark(["12,400"], { culture: cultureOfLanguage("de")! })).toMatchObject({ mark: ",", from: "language" });
    // As many values each way: the workbook settles it; with nothing to settle it, separators stay text.
    expect(columnMark(["219.70", "1,5"], { culture: DE_DE })).toMatchObject({ mark: ",", from: "workbook" });
    expect(columnMark(["219.70", "1,5"])).toMatchObject({ mark: "conflict", from: "column" });
    // Most values win: "219.70" among German amounts is the odd one out.
    expect(columnMark(["1.240,50", "89,90", "219.70"], { culture: EN_US })).toMatchObject({ mark: ",", from: "column" });
    expect(columnMark(["1.240,50"], { culture: EN_US, readAs: "." })).toMatchObject({ mark: ".", from: "choice" });
    const values = (column: string[], context = {}): Array<string | number> =>
      readColumn(column, context).cells.map((c) => (c.value.kind === "number" ? c.value.value : c.value.text));
    expect(values(["12,400", "219.70"])).toEqual([12400, 219.7]);
    expect(values(["1.240,50", "12,400"])).toEqual([1240.5, 12.4]);
    // Disagreeing values with nothing to settle them stay text; among numbers they are flagged.
    expect(values(["219.70", "1,5", "12"])).toEqual(["219.70", "1,5", "12"]);
    expect(readColumn(["219.70", "1,5", "12", "7"]).cells.map((c) => c.flagged)).toEqual([true, true, false, false]);
  });

  it("lets an extractor field's declared type win over guessing", () => {
    expect(readCell("2026-02-17", null, "text")).toEqual(txt("2026-02-17"));
    expect(readCell("12", null, "text")).toEqual(txt("12"));
    expect(readCell("0012", null, "number")).toEqual(num(12, "0"));
    expect(readCell("62%", null, "date")).toEqual(txt("62%"));
    expect(readCell("2026-02-17", null, "date")).toEqual(num(46070, "yyyy-mm-dd"));
    expect(readCell("2026-02-17", null, "number")).toEqual(txt("2026-02-17"));
    expect(readCell("219.70", null, "currency")).toEqual(num(219.7, "#,##0.00"));
    expect(readCell("true", null, "boolean")).toEqual(txt("true"));
  });
});

describe("planning number formats", () => {
  it("sends one format for a block that agrees, one per column that agrees, per cell otherwise", () => {
    expect(
      planFormats([
        ["@", "@"],
        ["@", "@"],
      ]),
    ).toEqual([{ column: null, formats: [["@"]] }]);
    expect(
      planFormats([
        ["@", "0.00"],
        ["@", "@"],
      ]),
    ).toEqual([
      { column: 0, formats: [["@"]] },
      { column: 1, formats: [["0.00"], ["@"]] },
    ]);
  });

  it("keeps every value as text when the typing is null", () => {
    expect(typeGrid([["h"], ["12"]], null)).toMatchObject({ values: [["h"], ["12"]], formats: [["@"], ["@"]], columns: [null] });
    expect(typeGrid([["h"], ["12"]], { headerRows: 1 })).toMatchObject({ values: [["h"], [12]], formats: [["@"], ["0"]] });
  });
});

describe("property: every cell is a finite number with a number format, or text formatted as Text before its value", () => {
  let host: HostDouble;
  beforeEach(() => {
    host = installHostDouble({ host: "Excel" });
  });
  afterEach(() => host.uninstall());

  const cellText = fc.oneof(
    fc.string(),
    fc.constantFrom("=", "+", "-", "@", "\t", "\r", "(", "$", "%", ",", ".", "0").chain((c) => fc.string().map((s) => c + s)),
    fc.double({ noNaN: true }).map(String),
    fc.integer().map((n) => n.toLocaleString("en-US")),
    fc.integer().map((n) => n.toLocaleString("de-DE")),
  );

  it("holds for the reader alone", () => {
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 6 }), (column) => {
        for (const { value: cell } of readColumn(column).cells) {
          if (cell.kind === "number") {
            expect(Number.isFinite(cell.value)).toBe(true);
            expect(cell.format).not.toBe("@");
            expect(cell.format.length).toBeGreaterThan(0);
          }
        }
      }),
    );
  });

  it("holds in the workbook: what was not written as a number is a Text cell holding exactly the input", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(cellText, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 5 }), async (body) => {
        host.excel.reset();
        const rows = body.map((r) => r.map((c) => c.slice(0, 200)));
        const typed = typeGrid([["A", "B"], ...rows], { headerRows: 1 });
        await Excel.run(async (context) => {
          const range = context.workbook.worksheets.getActiveWorksheet().getRange(`A1:B${rows.length + 1}`);
          applyFormats(range, typed.formats);
          range.values = typed.values;
          await context.sync();
        });
        const sheet = host.excel.active();
        rows.forEach((row, r) =>
          row.forEach((input, c) => {
            const cell = host.excel.cell(sheet, r + 1, c);
            const value = typed.values[r + 1]?.[c];
            if (typeof value === "number") {
              expect(Number.isFinite(value)).toBe(true);
              expect(cell).toMatchObject({ type: "Double", value: String(value) });
              expect(cell?.numberFormat).not.toBe("@");
            } else {
              expect(cell?.numberFormat).toBe("@");
              expect(cell?.type).toBe("String");
              expect(cell?.value).toBe(input);
            }
          }),
        );
      }),
      { numRuns: 200 },
    );
  });
});

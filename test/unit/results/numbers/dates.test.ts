// Dates written day/month/year, month/day/year, year-month-day and with dots (src/results/numbers/localDates.ts,
// read through cellValues.ts), by the same evidence order as figures: the value itself (a day over 12, dots, a
// year first), its column, the document, then the workbook's short date. Impossible dates, dates among numbers
// and numbers among dates are flagged by the review's checks. Properties: any day written in any of the three
// orders, in a column that settles it or a workbook of that order, reads back to its day.
import fc from "fast-check";
import { checkReview } from "../../../../src/results/checks/checkReview";
import { readColumn, type NumberCulture } from "../../../../src/results/numbers/cellValues";
import { isDate } from "../../../../src/results/numbers/dates";
import {
  dateCultureOfLanguage,
  dateCultureOfPattern,
  dateOrderEvidence,
  dateShape,
  readLocalDate,
  type DateOrder,
} from "../../../../src/results/numbers/localDates";
import { cultureOfLanguage } from "../../../../src/results/numbers/numberCulture";
import type { ResultModel } from "../../../../src/results/model";
import { startReview } from "../../../../src/results/review/history";
import { typeGrid } from "../../../../src/office/excelTyping";
import { flagSentence } from "../../../../src/work/review/flags";
import { grid } from "../review/helpers";

const EN_US = cultureOfLanguage("en-US")!;
const DE_DE = cultureOfLanguage("de-DE")!;
const EN_GB: NumberCulture = { ...EN_US, dates: { order: "dmy", format: "dd/mm/yyyy" } };
/** Excel's serial number of a day. */
const serial = (y: number, m: number, d: number): number => (Date.UTC(y, m - 1, d) - Date.UTC(1899, 11, 30)) / 86_400_000;
const values = (column: string[], context = {}): Array<number | string> =>
  readColumn(column, context).cells.map((c) => (c.value.kind === "number" ? c.value.value : c.value.text));

describe("reading a date in each order", () => {
  it("day/month/year, month/day/year and year-month-day, with slashes, dots or hyphens", () => {
    expect(readLocalDate("31/03/2026", null, null)).toEqual({ kind: "date", value: serial(2026, 3, 31), format: "dd/mm/yyyy" });
    expect(readLocalDate("03/31/2026", null, null)).toEqual({ kind: "date", value: serial(2026, 3, 31), format: "mm/dd/yyyy" });
    expect(readLocalDate("2026/03/31", null, null)).toEqual({ kind: "date", value: serial(2026, 3, 31), format: "yyyy-mm-dd" });
    expect(readLocalDate("2026.3.31", null, "dd.mm.yyyy")).toEqual({ kind: "date", value: serial(2026, 3, 31), format: "dd.mm.yyyy" });
    expect(readLocalDate("31-03-2026", null, null)).toMatchObject({ value: serial(2026, 3, 31) });
    // Dots write day.month.year wherever they are used: the German invoice's date, in any workbook.
    expect(readLocalDate("12.03.2026", "mdy", null)).toMatchObject({ value: serial(2026, 3, 12) });
    // Day and month 12 or under: the order given decides, none leaves it open.
    expect(readLocalDate("03/04/2026", "dmy", null)).toMatchObject({ value: serial(2026, 4, 3) });
    expect(readLocalDate("03/04/2026", "mdy", null)).toMatchObject({ value: serial(2026, 3, 4) });
    expect(readLocalDate("03/04/2026", null, null)).toEqual({ kind: "ambiguous" });
    // Not dates: codes, section numbers, two-digit years, figures.
    for (const text of ["1.2.3", "12/03/26", "12.400", "1/2", "2026", "12-34-5678-9"]) expect(readLocalDate(text, "dmy", null)).toBeNull();
  });

  it("flags no day of the calendar as impossible: 31/09/2026, 13/13/2026, 29.02.2026", () => {
    for (const text of ["31/09/2026", "13/13/2026", "29.02.2026", "09/31/2026", "2026/02/30", "00/01/2026"])
      expect(readLocalDate(text, "dmy", null)).toEqual({ kind: "impossible" });
    expect(readLocalDate("29.02.2028", null, null)).toMatchObject({ kind: "date", value: serial(2028, 2, 29) });
  });

  it("a date is a number whose format shows a day or a year", () => {
    for (const format of ["yyyy-mm-dd", "dd.mm.yyyy", "m/d/yyyy", "yyyy-mm-dd hh:mm"])
      expect(isDate({ kind: "number", format })).toBe(true);
    for (const format of ["0.00", "#,##0", '"$"#,##0.00', "0%"]) expect(isDate({ kind: "number", format })).toBe(false);
  });

  const orders: DateOrder[] = ["dmy", "mdy", "ymd"];
  const written = (order: DateOrder, y: number, m: number, d: number, sep: string): string => {
    const two = (n: number): string => String(n).padStart(2, "0");
    if (order === "ymd") return `${y}${sep}${two(m)}${sep}${two(d)}`;
    return order === "dmy" ? `${two(d)}${sep}${two(m)}${sep}${y}` : `${two(m)}${sep}${two(d)}${sep}${y}`;
  };
  const day = fc.date({ min: new Date(Date.UTC(1900, 2, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true });

  it("property: any day written in any order reads back to that day in a workbook of that order", () => {
    fc.assert(
      fc.property(day, fc.constantFrom(...orders), fc.constantFrom("/", "-"), (at, order, sep) => {
        const [y, m, d] = [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate()];
        const format = order === "ymd" ? "yyyy-mm-dd" : order === "dmy" ? "dd/mm/yyyy" : "m/d/yyyy";
        const workbook: NumberCulture = { ...EN_US, dates: { order, format } };
        const [cell] = readColumn([written(order, y, m, d, sep)], { culture: workbook }).cells;
        expect(cell?.value).toEqual({ kind: "number", value: serial(y, m, d), format });
      }),
    );
  });

  it("property: a column of dates in any order reads right in a workbook of the other order once one of its days is over 12", () => {
    fc.assert(
      fc.property(fc.array(day, { minLength: 1, maxLength: 8 }), fc.constantFrom<DateOrder>("dmy", "mdy"), (days, order) => {
        const witness = new Date(Date.UTC(2026, 2, 31));
        const column = [witness, ...days].map((at) => written(order, at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), "/"));
        const other: NumberCulture = { ...EN_US, dates: { order: order === "dmy" ? "mdy" : "dmy", format: "yyyy-mm-dd" } };
        const expected = [witness, ...days].map((at) => serial(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate()));
        expect(values(column, { culture: other })).toEqual(expected);
      }),
    );
  });
});

describe("the evidence order for dates", () => {
  it("1. the value itself: a day over 12 or dots", () => {
    expect(dateShape("31/03/2026")?.said).toBe("dmy");
    expect(dateShape("03/31/2026")?.said).toBe("mdy");
    expect(dateShape("03.04.2026")?.said).toBe("dmy");
    expect(dateShape("03/04/2026")?.said).toBeNull();
  });

  it("2. the column: its dates that say an order settle the others, over the workbook's", () => {
    expect(dateOrderEvidence(["31/03/2026", "03/04/2026"])).toEqual({ dmy: 1, mdy: 0, order: "dmy" });
    expect(values(["31/03/2026", "03/04/2026"], { culture: EN_US })).toEqual([serial(2026, 3, 31), serial(2026, 4, 3)]);
    expect(values(["03/31/2026", "03/04/2026"], { culture: EN_GB })).toEqual([serial(2026, 3, 31), serial(2026, 3, 4)]);
  });

  it("3. the document: another column's or pair's dates settle a column whose own do not", () => {
    expect(values(["03/04/2026"], { culture: EN_US, documentDateOrder: "dmy" })).toEqual([serial(2026, 4, 3)]);
    const typed = typeGrid([["Due"], ["03/04/2026"]], { headerRows: 1, documentColumns: [["03/04/2026"], ["25/12/2026"]] }, EN_US);
    expect(typed.values[1]).toEqual([serial(2026, 4, 3)]);
    // Written in the workbook's date format.
    expect(typed.formats[1]).toEqual(["mm/dd/yyyy"]);
  });

  it("4. the workbook's short date, only when nothing in the document tells; without one the date stays text", () => {
    expect(values(["03/04/2026"], { culture: EN_US })).toEqual([serial(2026, 3, 4)]);
    expect(values(["03/04/2026"], { culture: EN_GB })).toEqual([serial(2026, 4, 3)]);
    expect(values(["03/04/2026"], {})).toEqual(["03/04/2026"]);
  });

  it("the workbook's short date from Excel's pattern or from a language", () => {
    expect(dateCultureOfPattern("M/d/yyyy")).toEqual({ order: "mdy", format: "m/d/yyyy" });
    expect(dateCultureOfPattern("dd.MM.yyyy")).toEqual({ order: "dmy", format: "dd.mm.yyyy" });
    expect(dateCultureOfPattern("yyyy-MM-dd")).toEqual({ order: "ymd", format: "yyyy-mm-dd" });
    expect(dateCultureOfPattern("dddd, MMMM d")).toBeNull();
    expect(dateCultureOfLanguage("de-DE")).toEqual({ order: "dmy", format: "dd.mm.yyyy" });
    expect(dateCultureOfLanguage("fr-FR")).toEqual({ order: "dmy", format: "dd/mm/yyyy" });
    expect(DE_DE.dates?.order).toBe("dmy");
  });
});

describe("the checks on dates", () => {
  const model = (rows: string[][], pairs: { key: string; value: string }[] = []): ResultModel => ({
    kind: "tables",
    tables: {
      documentId: "d",
      fileName: "f.pdf",
      tables: [grid(1, 1, rows)],
      keyValuePairs: pairs.map((p) => ({ ...p, pageNumber: 1 })),
    },
  });
  const flags = (m: ResultModel, culture: NumberCulture | null = EN_US) =>
    checkReview(startReview(m).doc, { culture }).map((f) => ({
      at: f.place,
      kind: f.kind,
      ...(f.kind === "date" && f.problem ? { problem: f.problem } : {}),
      sentence: flagSentence(f),
    }));

  it("flags a date among hours worked, and keeps it as text when written", () => {
    const rows = [
      ["Name", "Hours"],
      ["Ana", "7.5"],
      ["Ben", "2026-03-12"],
      ["Cleo", "8"],
      ["Dev", "12.03.2026"],
    ];
    expect(flags(model(rows))).toEqual([
      {
        at: { kind: "cell", table: "t1", row: 2, column: 1 },
        kind: "date",
        problem: "dateAmongNumbers",
        sentence: "A date among numbers: kept as text.",
      },
      {
        at: { kind: "cell", table: "t1", row: 4, column: 1 },
        kind: "date",
        problem: "dateAmongNumbers",
        sentence: "A date among numbers: kept as text.",
      },
    ]);
    const typed = typeGrid(rows, { headerRows: 1 }, EN_US);
    expect(typed.values.map((r) => r[1])).toEqual(["Hours", 7.5, "2026-03-12", 8, "12.03.2026"]);
    expect(typed.formats[2]?.[1]).toBe("@");
  });

  it("flags a number among dates", () => {
    const rows = [
      ["Date", "Amount"],
      ["31/01/2026", "10"],
      ["45", "12"],
      ["28/02/2026", "9"],
    ];
    expect(flags(model(rows))).toEqual([
      {
        at: { kind: "cell", table: "t1", row: 2, column: 0 },
        kind: "date",
        problem: "numberAmongDates",
        sentence: "A number among dates: kept as text.",
      },
    ]);
  });

  it("flags an impossible date in a column of dates and as a pair's value", () => {
    const rows = [["Date"], ["31/01/2026"], ["31/09/2026"], ["28/02/2026"]];
    expect(flags(model(rows, [{ key: "Due", value: "13/13/2026" }]))).toEqual([
      { at: { kind: "cell", table: "t1", row: 2, column: 0 }, kind: "date", sentence: "Not a real date." },
      { at: { kind: "pair", pair: 0 }, kind: "date", sentence: "Not a real date." },
    ]);
  });

  it("reads a column by the document's pairs: 25/12/2026 in a pair settles 03/04/2026 in a table, in an en-US workbook", () => {
    const rows = [["Shipped"], ["03/04/2026"], ["05/06/2026"]];
    expect(flags(model(rows, [{ key: "Delivered", value: "25/12/2026" }]))).toEqual([]);
    expect(values(["03/04/2026"], { culture: EN_US, documentDateOrder: dateOrderEvidence(["25/12/2026"]).order })).toEqual([
      serial(2026, 4, 3),
    ]);
  });
});

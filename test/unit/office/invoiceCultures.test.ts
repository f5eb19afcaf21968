// Invoices and reports written the way people write them, into workbooks of the cultures the host double knows:
// the figures' values and number formats as the writers would send them, and whether "Read numbers as" is asked.
// Currency codes ("USD 12,400.00"), a space before the percent sign ("12,5 %"), and a trailing minus
// ("1.234,50-", as accounting exports write it) are the document's own evidence like any other figure.
import { shortDatePattern, workbookCulture } from "../../../dev/host/workbookCulture";
import { numberChoice } from "../../../src/office/numberChoice";
import { typeGrid } from "../../../src/office/excelTyping";
import type { ResultModel } from "../../../src/results/model";
import { dateCultureOfPattern } from "../../../src/results/numbers/localDates";
import { cultureFromSeparators, type NumberCulture } from "../../../src/results/numbers/numberCulture";
import { tablesGrids } from "../../../src/results/sheetGrids";

/** A workbook of this culture as Excel reports it (its separators and short date), as the double gives it. */
function culture(name: string): NumberCulture {
  const w = workbookCulture(name);
  const c = cultureFromSeparators(w.decimal, w.group, "workbook");
  if (!c) throw new Error(name);
  return { ...c, dates: dateCultureOfPattern(shortDatePattern(name)) };
}

/** A tables result of one table (headings first). */
function invoice(rows: string[][]): ResultModel {
  return {
    kind: "tables",
    tables: {
      documentId: "d1",
      fileName: "invoice.pdf",
      tables: [{ pageNumber: 1, tableNumber: 1, index: 1, hasHeaderRow: true, columnCount: rows[0]?.length ?? 0, rows }],
      keyValuePairs: [],
    },
  } as ResultModel;
}

/** What the writers send for the table: per column, values and formats below the heading. */
function written(result: ResultModel, name: string): { values: (string | number)[][]; formats: string[][] } {
  if (result.kind !== "tables") throw new Error("tables");
  const grid = tablesGrids(result.tables).grids[0];
  if (!grid) throw new Error("no grid");
  const typed = typeGrid(grid.rows, grid.typing ?? null, culture(name));
  const width = grid.rows[0]?.length ?? 0;
  const col = <T>(rows: T[][], c: number): T[] => rows.slice(1).map((r) => r[c] as T);
  return {
    values: Array.from({ length: width }, (_, c) => col(typed.values, c)),
    formats: Array.from({ length: width }, (_, c) => col(typed.formats, c)),
  };
}

const WORKBOOKS = ["de-DE", "fr-FR", "de-CH", "en-IN", "en-GB", "en-US"];

describe("amounts written with a currency code", () => {
  const result = invoice([
    ["Item", "Qty", "Amount"],
    ["Steel sheet", "12,400", "USD 12,400.00"],
    ["Bolts", "3,100", "USD 1,550.25"],
  ]);

  it.each(WORKBOOKS)("are numbers, and settle the quantities as thousands (%s)", (name) => {
    const { values, formats } = written(result, name);
    expect(values[2]).toEqual([12400, 1550.25]);
    expect(formats[2]).toEqual(['"USD "#,##0.00;-"USD "#,##0.00', '"USD "#,##0.00;-"USD "#,##0.00']);
    expect(values[1]).toEqual([12400, 3100]);
  });

  it("leave nothing to ask in a German workbook: the document tells", () => {
    expect(numberChoice(result, culture("de-DE"))).toEqual(expect.objectContaining({ kind: "evidence", preselected: "." }));
  });

  it.each(WORKBOOKS)("read after the figure too, the German way (%s)", (name) => {
    const german = invoice([
      ["Menge", "Betrag (EUR)"],
      ["12.400", "1.234,50 EUR"],
      ["3.100", "-99,00 EUR"],
    ]);
    const { values, formats } = written(german, name);
    expect(values[1]).toEqual([1234.5, -99]);
    expect(formats[1]?.[0]).toBe('#,##0.00 "EUR";-#,##0.00 "EUR"');
    expect(values[0]).toEqual([12400, 3100]);
  });

  it("a code-like word that is no currency stays text", () => {
    const { values } = written(invoice([["Part"], ["ABC 100"], ["XYZ 200"]]), "en-US");
    expect(values[0]).toEqual(["ABC 100", "XYZ 200"]);
  });
});

describe("percentages with a space before the sign", () => {
  it.each(WORKBOOKS)("read as the figures they are (%s)", (name) => {
    const { values, formats } = written(invoice([["Rabatt"], ["12,5 %"], ["7,25\u00a0%"], ["100\u202f%"]]), name);
    expect(values[0]).toEqual([0.125, 0.0725, 1]);
    expect(formats[0]).toEqual(["0.0%", "0.00%", "0%"]);
  });
});

describe("a trailing minus, as accounting exports write negatives", () => {
  it.each(WORKBOOKS)("reads as a negative amount (%s)", (name) => {
    const { values, formats } = written(invoice([["Saldo"], ["1.234,50-"], ["99,00"], ["12,00-"]]), name);
    expect(values[0]).toEqual([-1234.5, 99, -12]);
    expect(formats[0]).toEqual(["#,##0.00", "0.00", "0.00"]);
  });

  it("settles figures that read either way elsewhere in the document", () => {
    const result = invoice([
      ["Menge", "Saldo"],
      ["12,400", "1,234.50-"],
      ["3,100", "2,500.00-"],
    ]);
    expect(written(result, "de-DE").values[0]).toEqual([12400, 3100]);
  });

  it("a range or a dash after a word stays text", () => {
    const { values } = written(invoice([["Pages"], ["10-12"], ["abc-"], ["-"]]), "en-US");
    expect(values[0]).toEqual(["10-12", "abc-", "-"]);
  });
});

describe("dates that leave day and month open", () => {
  const french = invoice([
    ["Date", "Montant"],
    ["03/04/2025", "1 234,50 €"],
    ["05/06/2025", "99,00 €"],
  ]);
  // 3 April and 5 June 2025, and 4 March and 6 May, as Excel's serial numbers.
  const dayFirst = [45750, 45813];
  const monthFirst = [45720, 45783];

  it.each(WORKBOOKS)("read day first in a document that writes decimal commas (%s)", (name) => {
    expect(written(french, name).values[0]).toEqual(dayFirst);
  });

  it.each([
    ["en-US", monthFirst],
    ["en-GB", dayFirst],
    ["de-DE", dayFirst],
  ])("follow the workbook where the document writes decimal points (%s)", (name, expected) => {
    const english = invoice([
      ["Date", "Amount"],
      ["03/04/2025", "$1,234.50"],
      ["05/06/2025", "$99.00"],
    ]);
    expect(written(english, name).values[0]).toEqual(expected);
  });
});

describe("whole amounts grouped with spaces or apostrophes", () => {
  it.each(WORKBOOKS)("read where their column groups its decimals the same way (%s)", (name) => {
    const { values } = written(
      invoice([
        ["Montant", "Betrag"],
        ["12 400 €", "12'400"],
        ["1 234,50 €", "1'234.50"],
        ["99,00 €", "99.00"],
      ]),
      name,
    );
    expect(values[0]).toEqual([12400, 1234.5, 99]);
    expect(values[1]).toEqual([12400, 1234.5, 99]);
  });

  it("stay text where nothing in their column groups so (two figures in one cell, as like as not)", () => {
    const { values } = written(invoice([["Codes"], ["12 400"], ["7 300"]]), "en-US");
    expect(values[0]).toEqual(["12 400", "7 300"]);
  });
});

describe("price-list ways of writing whole amounts and negatives", () => {
  it.each(WORKBOOKS)('"12,-", "1.250,–" and "Fr. 1\'250.–" are whole amounts, written with two decimals (%s)', (name) => {
    const { values, formats } = written(
      invoice([
        ["Preis", "Prix"],
        ["12,-", "Fr. 1'250.–"],
        ["1.250,–", "Fr. 99.50"],
        ["99,50", "Fr. 12.--"],
      ]),
      name,
    );
    expect(values[0]).toEqual([12, 1250, 99.5]);
    expect(formats[0]).toEqual(["0.00", "#,##0.00", "0.00"]);
    expect(values[1]).toEqual([1250, 99.5, 12]);
    expect(formats[1]?.[0]).toBe('"Fr. "#,##0.00;-"Fr. "#,##0.00');
  });

  it.each(WORKBOOKS)('a typographic minus ("−1.234,50") is a minus (%s)', (name) => {
    expect(written(invoice([["Saldo"], ["\u22121.234,50"], ["99,00"]]), name).values[0]).toEqual([-1234.5, 99]);
  });

  it.each(WORKBOOKS)('Indian rupees written "Rs. 1,23,456.00" (%s)', (name) => {
    expect(written(invoice([["Amount"], ["Rs. 1,23,456.00"], ["Rs. 12,400"]]), name).values[0]).toEqual([123456, 12400]);
  });
});

describe("key/value pairs each stand alone", () => {
  /** A German delivery note: a count and a weight side by side are no column of like figures. */
  const note = (): ResultModel =>
    ({
      kind: "tables",
      tables: {
        documentId: "d2",
        fileName: "lieferschein.pdf",
        tables: [],
        keyValuePairs: [
          { pageNumber: 1, key: "Lieferschein-Nr.", value: "LS-4711" },
          { pageNumber: 1, key: "Paletten", value: "3" },
          { pageNumber: 1, key: "Gewicht (kg)", value: "12,400" },
        ],
      },
    }) as ResultModel;

  /** The pairs' grid as the writers send it: key, value. */
  function pairs(name: string): (string | number)[][] {
    const result = note();
    if (result.kind !== "tables") throw new Error("tables");
    const grid = tablesGrids(result.tables).grids[0];
    if (!grid) throw new Error("no grid");
    return typeGrid(grid.rows, grid.typing ?? null, culture(name))
      .values.slice(1)
      .map((row) => row.slice(0, 2));
  }

  it("a count beside a weight tells nothing: a German workbook reads 12,400 its way, and asks", () => {
    expect(pairs("de-DE")).toEqual([
      ["Lieferschein-Nr.", "LS-4711"],
      ["Paletten", 3],
      ["Gewicht (kg)", 12.4],
    ]);
    expect(numberChoice(note(), culture("de-DE"))).toEqual(expect.objectContaining({ kind: "ambiguous", workbook: "," }));
  });

  it("a pair that settles the mark on its own still tells", () => {
    const result = note();
    if (result.kind !== "tables") throw new Error("tables");
    result.tables.keyValuePairs.push({ pageNumber: 1, key: "Total", value: "1,234.50" });
    expect(numberChoice(result, culture("de-DE"))).toEqual(expect.objectContaining({ kind: "evidence", preselected: "." }));
  });
});

describe("typeset figures", () => {
  it.each(WORKBOOKS)("grouped with thin spaces read as one figure (%s)", (name) => {
    expect(written(invoice([["Betrag"], ["1\u2009234,50"], ["12\u2009400,00"]]), name).values[0]).toEqual([1234.5, 12400]);
  });

  it.each(WORKBOOKS)('a minus before the currency code ("-EUR 99,00") (%s)', (name) => {
    expect(written(invoice([["Saldo"], ["EUR -1.234,50"], ["-EUR 99,00"]]), name).values[0]).toEqual([-1234.5, -99]);
  });
});

describe("an Indian invoice", () => {
  it.each(WORKBOOKS)("writes its days first: its amounts grouped in lakhs say so (%s)", (name) => {
    const result = invoice([
      ["Date", "Amount"],
      ["03-04-2025", "₹1,23,456.00"],
      ["05-06-2025", "₹12,400.00"],
    ]);
    expect(written(result, name).values[0]).toEqual([45750, 45813]);
  });
});

describe("accounting negatives in brackets after the currency", () => {
  it.each(WORKBOOKS)('"$(1,234.50)" and "USD (99.00)" are negative amounts (%s)', (name) => {
    const { values } = written(invoice([["Net"], ["$(1,234.50)"], ["$99.00"], ["USD (99.00)"]]), name);
    expect(values[0]).toEqual([-1234.5, 99, -99]);
  });
});

import { cultureFromSeparators } from "../../../../src/results/numbers/numberCulture";
import { fitRows, isoDay, mappedRows, type SourceRows } from "../../../../src/results/mapping/mappedRows";
import { recordsSource, tablesSource } from "../../../../src/results/mapping/sources";
import { columnLook, fitColumn, isDateFormat, targetKind } from "../../../../src/results/mapping/typeFit";
import type { ColumnMapping } from "../../../../src/results/mapping/types";

const enUS = cultureFromSeparators(".", ",", "workbook");
const deDE = cultureFromSeparators(",", ".", "workbook");

describe("targetKind", () => {
  it.each([
    ["@", "Empty", "text"],
    ["dd.mm.yyyy", "Double", "date"],
    ["m/d/yyyy", "Empty", "date"],
    ["[$-407]d. mmmm yyyy", "Empty", "date"],
    ["#,##0.00", "Empty", "number"],
    ['#,##0.00 "kr"', "Empty", "number"],
    ["0%", "Empty", "number"],
    ["General", "Double", "number"],
    ["General", "String", "text"],
    ["General", "Empty", "any"],
  ] as const)("%s with a %s cell is %s", (numberFormat, valueType, kind) => {
    expect(targetKind({ numberFormat, valueType })).toBe(kind);
  });

  it("knows date formats from number formats", () => {
    expect(isDateFormat("yyyy-mm-dd")).toBe(true);
    expect(isDateFormat('0.00" days"')).toBe(false);
    expect(isDateFormat("#,##0")).toBe(false);
  });
});

describe("columnLook", () => {
  const text = { numberFormat: "@", valueType: "String" };
  const money = { numberFormat: "#,##0.00", valueType: "Double" };
  const general = { numberFormat: "General", valueType: "String" };
  it("takes the last row, unless it went in as text where the table began with numbers or dates", () => {
    expect(columnLook(money, text)).toBe(money);
    expect(columnLook(text, money)).toBe(money);
    expect(columnLook(text, { numberFormat: "dd.mm.yyyy", valueType: "Double" })).toEqual({
      numberFormat: "dd.mm.yyyy",
      valueType: "Double",
    });
    expect(columnLook(text, general)).toBe(text);
    expect(columnLook(text, null)).toBe(text);
    expect(columnLook({ numberFormat: "General", valueType: "Empty" }, money)).toEqual({ numberFormat: "General", valueType: "Empty" });
  });
});

describe("fitColumn", () => {
  it("reads numbers by the figures rules and flags what is not one", () => {
    const fitted = fitColumn(["45.00", "1O5.00", "1,234.50", ""], "number", { culture: enUS });
    expect(fitted.reading.cells.map((c) => c.value.kind)).toEqual(["number", "text", "number", "text"]);
    expect(fitted.reading.cells[2]?.value).toMatchObject({ value: 1234.5 });
    expect(fitted.misfits).toEqual([1]);
  });

  it("reads German figures in a German workbook", () => {
    const fitted = fitColumn(["1.234,50", "12,40"], "number", { culture: deDE });
    expect(fitted.reading.cells.map((c) => (c.value.kind === "number" ? c.value.value : null))).toEqual([1234.5, 12.4]);
    expect(fitted.misfits).toEqual([]);
  });

  it("flags a day that is no date in a date column, and keeps text as text in a text column", () => {
    expect(fitColumn(["2026-02-28", "2026-02-30"], "date", { culture: enUS }).misfits).toEqual([1]);
    const text = fitColumn(["0042", "=1+1"], "text", { culture: enUS });
    expect(text.reading.cells.map((c) => c.value)).toEqual([
      { kind: "text", text: "0042" },
      { kind: "text", text: "=1+1" },
    ]);
    expect(text.misfits).toEqual([]);
  });

  it("reads a column its target does not decide as the document says", () => {
    const fitted = fitColumn(["12", "x"], "any", { culture: enUS, declaredType: "text" });
    expect(fitted.reading.cells.map((c) => c.value.kind)).toEqual(["text", "text"]);
    expect(fitted.misfits).toEqual([]);
  });
});

describe("mappedRows", () => {
  const doc: SourceRows = {
    documentId: "d1",
    fileName: "a.pdf",
    rows: [
      { page: 1, values: { "0": "Notebook", "1": "10", "2": "45.00" } },
      { page: 2, values: { "0": "Pen", "1": "x", "2": "1,234.50" } },
    ],
  };
  const mapping: ColumnMapping = {
    columns: [
      { kind: "fixed", value: "dateInserted" },
      { kind: "source", key: "2" },
      { kind: "source", key: "0" },
      { kind: "fixed", value: "fileName" },
      { kind: "fixed", value: "page" },
      { kind: "text", text: "Office" },
      { kind: "empty" },
    ],
    extra: [
      { key: "1", name: "Qty", add: true },
      { key: "9", name: "Left out", add: false },
    ],
  };

  it("arranges rows as the table's columns, then the added ones", () => {
    const out = mappedRows(mapping, [doc], "2026-11-29");
    expect(out.added).toEqual([{ key: "1", name: "Qty", add: true }]);
    expect(out.rows).toEqual([
      ["2026-11-29", "45.00", "Notebook", "a.pdf", "1", "Office", "", "10"],
      ["2026-11-29", "1,234.50", "Pen", "a.pdf", "2", "Office", "", "x"],
    ]);
    // Which columns hold the document's own values ("Keep them as text" applies to those only).
    expect(out.fromDocument).toEqual([false, true, true, false, false, false, false, true]);
    const fitted = fitRows(out.rows, ["date", "number", "text", "text", "number", "any", "any", "number"], { culture: enUS });
    expect(fitted.misfits).toEqual([{ row: 1, column: 7, kind: "number" }]);
    expect(fitted.columns[0]?.reading.kind).toBe("date");
  });

  it("writes today as an ISO day", () => {
    expect(isoDay(new Date(2026, 0, 5))).toBe("2026-01-05");
  });
});

describe("sources", () => {
  it("takes a table and its continuation, without the closing total, with the key/value pairs on each row", () => {
    const source = tablesSource({
      documentId: "d",
      fileName: "inv.pdf",
      tables: [
        {
          pageNumber: 1,
          tableNumber: 1,
          index: 1,
          hasHeaderRow: true,
          columnCount: 2,
          rows: [
            ["Item", "Amount"],
            ["A", "1.00"],
          ],
        },
        {
          pageNumber: 2,
          tableNumber: 1,
          index: 2,
          hasHeaderRow: true,
          columnCount: 2,
          rows: [
            ["ITEM", "amount"],
            ["B", "2.00"],
            ["Total", "3.00"],
          ],
        },
        { pageNumber: 2, tableNumber: 2, index: 3, hasHeaderRow: true, columnCount: 1, rows: [["Other"], ["z"]] },
      ],
      keyValuePairs: [{ pageNumber: 1, key: "Invoice number", value: "INV-1" }],
    });
    expect(source?.layout).toBe("table:item|amount");
    expect(source?.columns.map((c) => c.name)).toEqual(["Item", "Amount", "Invoice number"]);
    expect(source?.rows.rows).toEqual([
      { page: 1, values: { "kv:invoice number": "INV-1", "0": "A", "1": "1.00" } },
      { page: 2, values: { "kv:invoice number": "INV-1", "0": "B", "1": "2.00" } },
    ]);
  });

  it("takes an extractor's fields, keyed by the extractor's field keys", () => {
    const source = recordsSource({
      documentId: "d",
      fileName: "inv.pdf",
      fields: [{ key: "total_amount", name: "Total amount", array: false, type: "currency" }],
      records: [{ pageNumber: 1, values: { total_amount: "12.00" } }],
    });
    expect(source.layout).toBe("records:total_amount");
    expect(source.columns).toEqual([{ key: "total_amount", name: "Total amount", alias: "total_amount", type: "currency" }]);
  });
});

// Issue 31, item 3: a row that totals the rows above it (a totals word and numbers to add, as the review's
// checks read them) is never a data row of the Excel table: it is the table's totals row with the document's
// own value, or (Excel before ExcelApi 1.3, records tables) the row right below the table; the outcome says so.
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import type { Bounds } from "../../../dev/host/excelModelTypes";
import { appendRecordsToExcel } from "../../../src/office/excelInsert";
import { insertTablesIntoExcel } from "../../../src/insert/excelResults";
import { totalsNotes } from "../../../src/insert/totalsNote";
import type { RecordsModel } from "../../../src/results/records";
import { tablesFromDetail, type TablesModel } from "../../../src/results/tables";
import { fixtureDetail } from "./fixtures";

const invoiceRows = [
  ["Item", "Qty", "Amount"],
  ["Field notebook", "10", "45.00"],
  ["Scanner pen", "2", "105.00"],
  ["Archive box", "12", "99.00"],
  ["Total", "", "249.00"],
];
const oneTable = (rows: string[][]): TablesModel => ({
  documentId: "d1",
  fileName: "scan.pdf",
  tables: [{ pageNumber: 1, tableNumber: 1, index: 1, hasHeaderRow: true, rows, columnCount: rows[0]?.length ?? 0 }],
  keyValuePairs: [],
});
const lines = (fileName: string, items: Array<[string, string]>): RecordsModel => ({
  documentId: fileName,
  fileName,
  fields: [
    { key: "item", name: "Item", array: false, type: "text" },
    { key: "amount", name: "Amount", array: false, type: "currency" },
  ],
  records: items.map(([item, amount]) => ({ pageNumber: 1, values: { item, amount } })),
});

describe("a Total row in Excel", () => {
  let host: HostDouble;
  afterEach(() => host.uninstall());
  const column = (bounds: Bounds, c: number): Bounds => ({ ...bounds, left: bounds.left + c, right: bounds.left + c });
  const sumOfData = (name: string, c: number): number => {
    const table = host.excel.tables.find((t) => t.name === name)!;
    return host.excel.sum(host.excel.sheetById(table.sheetId)!.name, column(host.excel.dataBounds(table), c));
  };

  it("is the table's totals row with the document's value, outside the data that SUM adds", async () => {
    host = installHostDouble({ host: "Excel" });
    const report = await insertTablesIntoExcel(oneTable(invoiceRows), "newSheet");
    const table = host.excel.tables[0]!;
    expect(table.showTotals).toBe(true);
    expect(host.excel.dataBounds(table)).toEqual({ top: 1, left: 0, bottom: 3, right: 2 });
    expect(sumOfData("scan_T1", 2)).toBe(249);
    const sheet = host.excel.sheet("scan T1")!;
    // The document's own label and value, as a value: no formula of ours.
    expect(host.excel.grid("scan T1")[4]).toEqual(["Total", "", "249.00"]);
    expect(sheet.cells[4]?.[2]).toMatchObject({ type: "Double", value: "249" });
    expect(sheet.cells[4]?.map((c) => c?.type)).not.toContain("Formula");
    expect(report.placed[0]?.totals).toBe("totalsRow");
    expect(totalsNotes(report.placed)).toEqual([
      "The last row of the table scan_T1 adds up the rows above it: it is the table's totals row, with the document's figures, not a row of its data.",
    ]);
    // Two syncs, as before: the totals row travels with the table.
    expect(host.stats.syncCount).toBe(2);
  });

  it("goes right below the table where Excel has no totals rows to write (before ExcelApi 1.3)", async () => {
    host = installHostDouble({ host: "Excel", supportedSets: { ExcelApi: "1.2" } });
    const report = await insertTablesIntoExcel(oneTable(invoiceRows), "newSheet");
    const table = host.excel.tables[0]!;
    expect(table.showTotals).toBeFalsy();
    expect(table.bounds).toEqual({ top: 0, left: 0, bottom: 3, right: 2 });
    expect(sumOfData("scan_T1", 2)).toBe(249);
    expect(host.excel.grid("scan T1")[4]).toEqual(["Total", "", "249.00"]);
    expect(report.placed[0]?.totals).toBe("belowTable");
    expect(totalsNotes(report.placed)[0]).toMatch(/written right below the table/);
  });

  it("leaves the next table at the selection where it was", async () => {
    host = installHostDouble({ host: "Excel" });
    host.excel.selectCells({ top: 0, left: 0, bottom: 0, right: 0 });
    const model = oneTable(invoiceRows);
    const second = { ...model.tables[0]!, index: 2, tableNumber: 2, rows: [["Note"], ["kept"]], columnCount: 1 };
    const report = await insertTablesIntoExcel({ ...model, tables: [model.tables[0]!, second] }, "selection");
    expect(report.placed.map((p) => p.address)).toEqual(["Sheet1!A1:C5", "Sheet1!A7:A8"]);
    expect(host.excel.grid("Sheet1").map((r) => r[0])).toEqual([
      "Item",
      "Field notebook",
      "Scanner pen",
      "Archive box",
      "Total",
      "",
      "Note",
      "kept",
    ]);
  });

  it("keeps the two-page invoice's Total out of page 2's data, unjoined, and every value a value", async () => {
    host = installHostDouble({ host: "Excel" });
    await insertTablesIntoExcel(tablesFromDetail(fixtureDetail("two-page-invoice", "tables")), "newSheet");
    const t2 = host.excel.tables.find((t) => t.name === "two_page_invoice_T2")!;
    expect(t2.showTotals).toBe(true);
    expect(sumOfData("two_page_invoice_T2", 3)).toBeCloseTo(802.5);
    expect(host.excel.grid("two-page-invoice T2").at(-1)).toEqual(["Total", "", "", "1,234.50"]);
    // Page 1's table has no Total row: all of it is data.
    expect(host.excel.tables.find((t) => t.name === "two_page_invoice_T1")?.showTotals).toBeFalsy();
  });

  it("is no total without numbers above it to add, nor when the label is not on the last row", async () => {
    host = installHostDouble({ host: "Excel" });
    await insertTablesIntoExcel(
      oneTable([
        ["Item", "Amount"],
        ["Total", "5.00"],
        ["Pen", "2.00"],
        ["Box", "3.00"],
      ]),
      "newSheet",
    );
    await insertTablesIntoExcel(
      oneTable([
        ["Item", "Amount"],
        ["Pen", "2.00"],
        ["Total", "2.00"],
      ]),
      "newSheet",
    );
    expect(host.excel.tables.map((t) => Boolean(t.showTotals))).toEqual([false, false]);
  });

  it("leaves a Total among key/value pairs a pair: keys are no rows to add up", async () => {
    host = installHostDouble({ host: "Excel" });
    const pairs = [
      { pageNumber: 1, key: "Subtotal", value: "100.00" },
      { pageNumber: 1, key: "Tax", value: "19.00" },
      { pageNumber: 1, key: "Total", value: "119.00" },
    ];
    const report = await insertTablesIntoExcel({ ...oneTable(invoiceRows), tables: [], keyValuePairs: pairs }, "newSheet");
    expect(host.excel.tables[0]?.showTotals).toBeFalsy();
    expect(report.placed[0]?.totals).toBeNull();
  });

  it("is no data row of a records table either: right below it, and below it again when records are appended", async () => {
    host = installHostDouble({ host: "Excel" });
    const target = { tableName: "Extracted_Lines", sheetBase: "Lines", placement: "newSheet" as const };
    const first = await appendRecordsToExcel(
      [
        lines("a.pdf", [
          ["Pen", "2.00"],
          ["Box", "3.00"],
          ["Total", "5.00"],
        ]),
      ],
      target,
    );
    expect(first.placed[0]?.totals).toBe("belowTable");
    const second = await appendRecordsToExcel(
      [
        lines("b.pdf", [
          ["Lamp", "10.00"],
          ["Tape", "1.50"],
          ["Total", "11.50"],
        ]),
      ],
      target,
    );
    expect(second.appended?.rows).toBe(2);
    expect(second.placed[0]?.totals).toBe("belowTable");
    expect(host.excel.grid("Lines").map((r) => [r[2], r[3]])).toEqual([
      ["Item", "Amount"],
      ["Pen", "2.00"],
      ["Box", "3.00"],
      ["Lamp", "10.00"],
      ["Tape", "1.50"],
      ["Total", "11.50"],
      ["Total", "5.00"],
    ]);
    expect(sumOfData("Extracted_Lines", 3)).toBeCloseTo(16.5);
    expect(totalsNotes(second.placed)[0]).toMatch(/^The last row of the table Extracted_Lines adds up/);
  });
});

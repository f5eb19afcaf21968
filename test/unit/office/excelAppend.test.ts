// Appending records and writing values as numbers, against the host double: totals rows, new headings as
// text, typed values readable back (type and format), and grids too large to spread into Math.max.
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { workbookCulture } from "../../../dev/host/workbookCulture";
import { fitGrid } from "../../../src/results/cellText";
import { appendRecordsToExcel } from "../../../src/office/excelInsert";
import { insertTablesIntoExcel } from "../../../src/insert/excelResults";
import { tablesGrids } from "../../../src/results/sheetGrids";
import { recordsFromDetail, type RecordsModel } from "../../../src/results/records";
import type { TablesModel } from "../../../src/results/tables";
import { fixtureDetail } from "./fixtures";

const record = (fileName: string, fields: Array<[string, string, string]>): RecordsModel => ({
  documentId: fileName,
  fileName,
  fields: fields.map(([key, name]) => ({ key, name, array: false })),
  records: [{ pageNumber: 1, values: Object.fromEntries(fields.map(([key, , value]) => [key, value])) }],
});
const target = { tableName: "Extracted_Invoice", sheetBase: "Invoice", placement: "newSheet" as const };

describe("appending records and typed values, host double", () => {
  let host: HostDouble;
  beforeEach(() => {
    host = installHostDouble({ host: "Excel" });
  });
  afterEach(() => host.uninstall());

  it("appends above a totals row, never over it (issue 15, defect 9)", async () => {
    await appendRecordsToExcel([record("a.pdf", [["t", "Total", "10"]])], target);
    const table = host.excel.tables[0]!;
    host.excel.setTotals(table, true);
    await appendRecordsToExcel([record("b.pdf", [["t", "Total", "20"]])], target);
    expect(host.excel.grid("Invoice")).toEqual([
      ["File", "Page", "Total"],
      ["a.pdf", "1", "10"],
      ["b.pdf", "1", "20"],
      ["Total", "", ""],
    ]);
    expect(host.excel.tables[0]?.bounds).toEqual({ top: 0, left: 0, bottom: 3, right: 2 });
  });

  it("formats a heading added for a new field as text, like every other heading (issue 15, defect 10)", async () => {
    await appendRecordsToExcel([record("a.pdf", [["t", "Total", "10"]])], target);
    await appendRecordsToExcel([record("b.pdf", [["v", "=Vendor", "ACME"]])], target);
    const sheet = host.excel.sheet("Invoice")!;
    expect(host.excel.cell(sheet, 0, 3)).toMatchObject({ type: "String", value: "=Vendor", numberFormat: "@" });
    expect(host.excel.cell(sheet, 2, 3)).toMatchObject({ type: "String", value: "ACME", numberFormat: "@" });
  });

  it("measures grids of 200,000 rows without spreading them into Math.max (issue 15, defect 6)", () => {
    const rows = Array.from({ length: 200_000 }, (_, i) => [String(i)]);
    expect(fitGrid(rows).rows).toHaveLength(200_000);
    const model: TablesModel = {
      documentId: "d",
      fileName: "big.pdf",
      tables: [{ pageNumber: 1, tableNumber: 1, index: 1, hasHeaderRow: true, rows, columnCount: 1 }],
      keyValuePairs: [],
    };
    expect(tablesGrids(model).grids[0]?.rows).toHaveLength(200_000);
  });

  it("writes the expense claim's amounts and date as numbers Excel can sum, its text as text", async () => {
    const model = recordsFromDetail(fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd"));
    await appendRecordsToExcel([model, { ...model, fileName: "second.pdf" }], { ...target, sheetBase: "Expense" });
    const sheet = host.excel.sheet("Expense")!;
    const header = host.excel.grid("Expense")[0]!;
    const total = header.indexOf("Total");
    const date = header.indexOf("Claim date");
    expect(host.excel.cell(sheet, 1, total)).toMatchObject({ type: "Double", value: "219.7" });
    expect(host.excel.cell(sheet, 1, total)?.numberFormat).not.toBe("@");
    expect(host.excel.cell(sheet, 1, date)).toMatchObject({ type: "Double", value: "46070", numberFormat: "yyyy-mm-dd" });
    expect(host.excel.cell(sheet, 1, header.indexOf("Employee name"))).toMatchObject({ type: "String", numberFormat: "@" });
    expect(host.excel.sum("Expense", { top: 1, left: total, bottom: 2, right: total })).toBeCloseTo(439.4);
    // Shown through their formats, as the service wrote them.
    expect([host.excel.grid("Expense")[1]?.[total], host.excel.grid("Expense")[1]?.[date]]).toEqual(["219.70", "2026-02-17"]);
  });

  it("keeps every value as text when asked", async () => {
    const model = recordsFromDetail(fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd"));
    await appendRecordsToExcel([model], { ...target, sheetBase: "Expense", values: { keepText: true } });
    const cells = host.excel.sheet("Expense")!.cells.flat();
    expect(cells.every((cell) => cell === undefined || cell.value === "" || (cell.type === "String" && cell.numberFormat === "@"))).toBe(
      true,
    );
  });

  it("reads a table column with its decimal mark settled by the rest of the document or the workbook", async () => {
    const model: TablesModel = {
      documentId: "d",
      fileName: "q.pdf",
      tables: [
        {
          pageNumber: 1,
          tableNumber: 1,
          index: 1,
          hasHeaderRow: true,
          rows: [
            ["Region", "Sales", "Share"],
            ["North", "12,400", "62%"],
            ["South", "9,870", "38%"],
          ],
          columnCount: 3,
        },
      ],
      keyValuePairs: [{ pageNumber: 1, key: "Total", value: "22,270.00" }],
    };
    await insertTablesIntoExcel(model, "newSheet");
    const t1 = host.excel.sheet("q T1")!;
    expect(host.excel.cell(t1, 1, 1)).toMatchObject({ type: "Double", value: "12400", numberFormat: "#,##0" });
    expect(host.excel.cell(t1, 1, 2)).toMatchObject({ type: "Double", value: "0.62", numberFormat: "0%" });
    expect(host.excel.grid("q T1")[1]).toEqual(["North", "12,400", "62%"]);
    const kv = host.excel.sheet("q Key-Value")!;
    expect(host.excel.cell(kv, 1, 0)).toMatchObject({ type: "String", value: "Total", numberFormat: "@" });
    expect(host.excel.cell(kv, 1, 1)).toMatchObject({ type: "Double", value: "22270", numberFormat: "#,##0.00" });

    // Without the key/value pair, nothing in the document tells the mark: a de-DE workbook reads 12,400 as 12.4.
    host.excel.culture = workbookCulture("de-DE");
    await insertTablesIntoExcel({ ...model, fileName: "de.pdf", keyValuePairs: [] }, "newSheet");
    expect(host.excel.cell(host.excel.sheet("de T1")!, 1, 1)).toMatchObject({ type: "Double", value: "12.4" });
  });
});

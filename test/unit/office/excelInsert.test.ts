import ExcelJS from "exceljs";
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { FORMULA_TRIGGERS } from "../../../src/office/excelCells";
import { EXCEL_CELL_LIMIT } from "../../../src/results/cellText";
import { ExcelInsertError, appendRecordsToExcel, insertXlsxIntoExcel, recordRows } from "../../../src/office/excelInsert";
import { insertKeyValuesIntoExcel, insertTablesIntoExcel, insertTranscriptIntoExcel } from "../../../src/insert/excelResults";
import type { RecordsModel } from "../../../src/results/records";
import { recordsFromDetail } from "../../../src/results/records";
import { tablesFromDetail, type TablesModel } from "../../../src/results/tables";
import { transcriptFromDetail, withTranslation } from "../../../src/results/transcript";
import { fixtureDetail, fixtureTranslation } from "./fixtures";

const quarterly = (): TablesModel => tablesFromDetail(fixtureDetail("quarterly-report", "tables"));
const oneTable = (rows: string[][], hasHeaderRow = true): TablesModel => ({
  documentId: "d1",
  fileName: "scan.pdf",
  tables: [{ pageNumber: 1, tableNumber: 1, index: 1, hasHeaderRow, rows, columnCount: rows[0]?.length ?? 0 }],
  keyValuePairs: [],
});
const record = (fileName: string, fields: Array<[string, string, string]>): RecordsModel => ({
  documentId: fileName,
  fileName,
  fields: fields.map(([key, name]) => ({ key, name, array: false })),
  records: [{ pageNumber: 1, values: Object.fromEntries(fields.map(([key, , value]) => [key, value])) }],
});

describe("Excel writers, host double", () => {
  let host: HostDouble;
  beforeEach(() => {
    host = installHostDouble({ host: "Excel" });
  });
  afterEach(() => host.uninstall());
  const sheetNames = (): string[] => host.excel.sheets.map((s) => s.name);

  describe("tables", () => {
    it("puts each table on a new sheet named from the file and table number, as an Excel table with its header row", async () => {
      const report = await insertTablesIntoExcel(quarterly(), "newSheet", { keepText: true });
      expect(sheetNames()).toEqual([
        "Sheet1",
        "quarterly-report T1",
        "quarterly-report T2",
        "quarterly-report T3",
        "quarterly-report Key-Value",
      ]);
      expect(host.excel.grid("quarterly-report T1")).toEqual([
        ["Region", "January", "February", "March"],
        ["North", "12,400", "13,150", "14,020"],
        ["South", "9,870", "10,230", "9,960"],
        ["West", "15,310", "14,880", "16,045"],
      ]);
      expect(host.excel.tables.map((t) => [t.name, t.bounds.bottom - t.bounds.top + 1])).toEqual([
        ["quarterly_report_T1", 4],
        ["quarterly_report_T2", 4],
        ["quarterly_report_T3", 3],
        ["quarterly_report_KeyValue", 8],
      ]);
      // Key, Value and the page the pair is on (issue 31, item 5), as records have a Page column.
      expect(host.excel.grid("quarterly-report Key-Value")[0]).toEqual(["Key", "Value", "Page"]);
      expect(host.excel.grid("quarterly-report Key-Value")[1]).toEqual(["Report date", "2026-03-31", "1"]);
      expect(report.placed[0]?.address).toBe("'quarterly-report T1'!A1:D4");
      // The first new sheet is shown.
      expect(host.excel.active().name).toBe("quarterly-report T1");
    });
    it("keeps numbers, dates and percentages as the literal text the service sent when asked to keep every value as text", async () => {
      await insertTablesIntoExcel(quarterly(), "newSheet", { keepText: true });
      const sheet = host.excel.sheet("quarterly-report T1")!;
      expect(host.excel.cell(sheet, 1, 1)).toMatchObject({ type: "String", value: "12,400", numberFormat: "@" });
      const kv = host.excel.sheet("quarterly-report Key-Value")!;
      expect(host.excel.cell(kv, 1, 1)).toMatchObject({ type: "String", value: "2026-03-31" });
      const share = host.excel.sheet("quarterly-report T3")!;
      expect(host.excel.cell(share, 1, 1)).toMatchObject({ type: "String", value: "62%" });
    });
    it("gives a table without a header row the headings Column 1..n", async () => {
      await insertTablesIntoExcel(oneTable([["a", "b"]], false), "newSheet");
      expect(host.excel.grid("scan T1")).toEqual([
        ["Column 1", "Column 2"],
        ["a", "b"],
      ]);
    });
    it("makes duplicate or empty headings unique before Excel would rename them", async () => {
      await insertTablesIntoExcel(
        oneTable([
          ["Amount", "", "Amount"],
          ["1", "2", "3"],
        ]),
        "newSheet",
      );
      expect(host.excel.grid("scan T1")[0]).toEqual(["Amount", "Column 2", "Amount2"]);
    });
    it("never reuses a sheet or table name: a second insert gets (2) names", async () => {
      await insertTablesIntoExcel(oneTable([["h"], ["v"]]), "newSheet");
      await insertTablesIntoExcel(oneTable([["h"], ["w"]]), "newSheet");
      expect(sheetNames()).toEqual(["Sheet1", "scan T1", "scan T1 (2)"]);
      expect(host.excel.tables.map((t) => t.name)).toEqual(["scan_T1", "scan_T1_2"]);
    });
    it("writes at the selected cell, tables one under the other with an empty row between", async () => {
      host.excel.selectCells({ top: 2, left: 1, bottom: 2, right: 1 });
      const report = await insertTablesIntoExcel({ ...quarterly(), keyValuePairs: [] }, "selection");
      expect(sheetNames()).toEqual(["Sheet1"]);
      expect(report.placed.map((p) => p.address)).toEqual(["Sheet1!B3:E6", "Sheet1!B8:D11", "Sheet1!B13:C15"]);
      expect(host.excel.tables).toHaveLength(3);
    });
    it("refuses to write over cells that hold something, before changing anything", async () => {
      const sheet = host.excel.active();
      host.excel.enter(sheet, 4, 2, "mine");
      host.excel.selectCells({ top: 2, left: 1, bottom: 2, right: 1 });
      await expect(insertTablesIntoExcel(quarterly(), "selection")).rejects.toThrow(ExcelInsertError);
      await expect(insertTablesIntoExcel(quarterly(), "selection")).rejects.toThrow(/B3 to E6 are not all empty/);
      expect(host.excel.grid("Sheet1")).toEqual([["mine"]]);
    });
    it("writes only the key/value pairs (Key, Value, Page) when asked", async () => {
      await insertKeyValuesIntoExcel(quarterly(), "newSheet");
      expect(sheetNames()).toEqual(["Sheet1", "quarterly-report Key-Value"]);
      expect(host.excel.grid("quarterly-report Key-Value").every((row) => row.length === 3)).toBe(true);
    });
  });

  describe("literal text: nothing becomes a formula", () => {
    const dangerous = FORMULA_TRIGGERS.flatMap((c) => [`${c}1+1`, `${c}SUM(A1:A2)`, `${c}cmd|' /C calc'!A0`]);
    it.each(FORMULA_TRIGGERS.map((c) => [JSON.stringify(c), c]))(
      "keeps a value starting with %s as text, in tables, headers, transcripts and records",
      async (_, c) => {
        const value = `${c}HYPERLINK("http://evil.example","x")`;
        await insertTablesIntoExcel(
          oneTable([
            [value, "h"],
            [value, "1"],
          ]),
          "newSheet",
        );
        await insertTranscriptIntoExcel(
          { documentId: "t", fileName: "t.png", pages: [{ pageNumber: 1, lines: [value] }] },
          { headings: false, pageBreaks: false, translation: "none" },
          "newSheet",
        );
        await appendRecordsToExcel([record("r.pdf", [["f", value, value]])], {
          tableName: "Extracted_Test",
          sheetBase: "Test",
          placement: "newSheet",
        });
        const cells = host.excel.sheets.flatMap((s) => s.cells.flat().filter((cell) => cell !== undefined));
        // Only the "1" and the page number are read as numbers; everything else is text in a Text cell.
        expect(cells.filter((cell) => cell.type !== "String").map((cell) => [cell.type, cell.value])).toEqual([
          ["Double", "1"],
          ["Double", "1"],
        ]);
        // Table body and record value at least (headings are trimmed, and a transcript splits at CR).
        expect(cells.filter((cell) => cell.value === value).length).toBeGreaterThanOrEqual(2);
        expect(cells.every((cell) => cell.numberFormat === "@" || cell.value === "" || cell.type === "Double")).toBe(true);
      },
    );
    it("writes every variant unchanged", async () => {
      await insertTablesIntoExcel(
        oneTable([["Value"], ...dangerous.map((d) => [d]), ["'quoted"], ["0012"], ["TRUE"], ["#N/A"], ["4:30"]]),
        "newSheet",
      );
      const column = host.excel.grid("scan T1").map((r) => r[0]);
      expect(column).toEqual(["Value", ...dangerous, "'quoted", "0012", "TRUE", "#N/A", "4:30"]);
      const sheet = host.excel.sheet("scan T1")!;
      expect(sheet.cells.flat().every((cell) => cell?.type === "String")).toBe(true);
    });
    it("is what the double catches when a writer forgets the text format", async () => {
      await Excel.run(async (context) => {
        context.workbook.worksheets.getActiveWorksheet().getRange("A1:B1").values = [["=1+1", "0012"]];
        await context.sync();
      });
      const sheet = host.excel.active();
      expect([host.excel.cell(sheet, 0, 0)?.type, host.excel.cell(sheet, 0, 1)?.value]).toEqual(["Formula", "12"]);
    });
  });

  describe("Excel's 32,767 characters a cell", () => {
    it("cuts a longer table cell, says so in the cell, and counts it", async () => {
      const long = "x".repeat(EXCEL_CELL_LIMIT + 10);
      const report = await insertTablesIntoExcel(oneTable([["h"], [long]]), "newSheet");
      expect(report.cutCells).toBe(1);
      const value = host.excel.grid("scan T1")[1]?.[0] ?? "";
      expect(value.length).toBe(EXCEL_CELL_LIMIT);
      expect(value.endsWith("per cell]")).toBe(true);
    });
    it("continues a longer transcript line in the next cells of its row", async () => {
      const long = "y".repeat(EXCEL_CELL_LIMIT * 2 + 5);
      await insertTranscriptIntoExcel(
        { documentId: "t", fileName: "t.png", pages: [{ pageNumber: 1, lines: ["short", long] }] },
        { headings: false, pageBreaks: false, translation: "none" },
        "newSheet",
      );
      const rows = host.excel.grid("t Text");
      expect(rows.map((r) => r.map((c) => c.length))).toEqual([
        [5, 0, 0],
        [EXCEL_CELL_LIMIT, EXCEL_CELL_LIMIT, 5],
      ]);
      expect(rows[1]?.join("")).toBe(long);
    });
  });

  describe("transcripts", () => {
    it("writes one line per row from the selected cell, with page rows and the translation when asked", async () => {
      host.excel.selectCells({ top: 0, left: 2, bottom: 0, right: 2 });
      const model = withTranslation(
        transcriptFromDetail(fixtureDetail("handwritten-note", "transcribe")),
        fixtureTranslation("handwritten-note", "fr"),
      );
      const report = await insertTranscriptIntoExcel(
        model,
        { headings: true, pageBreaks: false, translation: "after", languageName: () => "French" },
        "selection",
      );
      const column = host.excel.grid("Sheet1").map((r) => r[0]);
      expect(column.slice(0, 3)).toEqual(["Page 1", "Monday 14 March", "Call the plumber before noon"]);
      expect(column[6]).toBe("Translation (French), page 1");
      expect(column).toHaveLength(12);
      expect(report.placed[0]?.address).toBe("Sheet1!C1:C12");
    });
  });

  describe("extractor records", () => {
    it("creates the table with the field names as headers on first use", async () => {
      const model = recordsFromDetail(fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd"));
      const report = await appendRecordsToExcel([model], {
        tableName: "Extracted_Expense Claim",
        sheetBase: "Expense Claim",
        placement: "newSheet",
      });
      expect(sheetNames()).toEqual(["Sheet1", "Expense Claim"]);
      const rows = host.excel.grid("Expense Claim");
      expect(rows[0]).toEqual(["File", "Page", "Employee name", "Department", "Claim date", "Purpose", "Expenses", "Total", "Approved"]);
      expect(rows[1]?.slice(0, 3)).toEqual(["expense-claim.pdf", "1", "Dana Whitfield"]);
      expect(rows[1]?.[6]).toBe("Train ticket: 64.20\nHotel, 1 night: 118.00\nMeals: 37.50");
      expect(host.excel.tables.map((t) => t.name)).toEqual(["Extracted_Expense_Claim"]);
      expect(report.placed[0]?.table).toBe("Extracted_Expense_Claim");
    });
    it("appends rows from many documents to one table; a new field adds a column", async () => {
      const target = { tableName: "Extracted_Invoice", sheetBase: "Invoice", placement: "newSheet" as const };
      await appendRecordsToExcel(
        [
          record("a.pdf", [
            ["number", "Invoice number", "A-1"],
            ["total", "Total", "10.00"],
          ]),
        ],
        target,
      );
      const second = await appendRecordsToExcel(
        [
          record("b.pdf", [
            ["total", "Total", "20.00"],
            ["vendor", "Vendor", "ACME"],
          ]),
          record("c.pdf", [["number", "Invoice number", "C-3"]]),
        ],
        target,
      );
      expect(sheetNames()).toEqual(["Sheet1", "Invoice"]);
      expect(host.excel.grid("Invoice")).toEqual([
        ["File", "Page", "Invoice number", "Total", "Vendor"],
        ["a.pdf", "1", "A-1", "10.00", ""],
        ["b.pdf", "1", "", "20.00", "ACME"],
        ["c.pdf", "1", "C-3", "", ""],
      ]);
      expect(host.excel.tables).toHaveLength(1);
      expect(host.excel.tables[0]?.bounds).toEqual({ top: 0, left: 0, bottom: 3, right: 4 });
      expect(second.appended).toEqual({ table: "Extracted_Invoice", sheet: "Invoice", rows: 2, addedColumns: ["Vendor"] });
    });
    it("moves what is below the table down instead of writing over it", async () => {
      const target = { tableName: "Extracted_Log", sheetBase: "Log", placement: "selection" as const };
      await appendRecordsToExcel([record("a.pdf", [["x", "X", "1"]])], target);
      host.excel.enter(host.excel.active(), 4, 0, "note below");
      await appendRecordsToExcel([record("b.pdf", [["x", "X", "2"]])], target);
      expect(host.excel.grid("Sheet1").map((r) => r[0])).toEqual(["File", "a.pdf", "b.pdf", "", "", "note below"]);
    });
    it("matches fields by name across documents", () => {
      const { header, rows } = recordRows([record("a", [["k1", "Total", "1"]]), record("b", [["k2", "total", "2"]])]);
      expect(header).toEqual(["File", "Page", "Total"]);
      expect(rows.map((r) => r[2])).toEqual(["1", "2"]);
    });
    it("stays within two syncs plus one per block", async () => {
      const big: RecordsModel = {
        documentId: "big",
        fileName: "big.pdf",
        fields: [{ key: "t", name: "Text", array: false }],
        records: Array.from({ length: 2000 }, (_, i) => ({ pageNumber: i + 1, values: { t: `record ${i} ` + "z".repeat(200) } })),
      };
      const target = { tableName: "Extracted_Big", sheetBase: "Big", placement: "newSheet" as const };
      await appendRecordsToExcel([big], target);
      const before = host.stats.syncCount;
      await appendRecordsToExcel([big], target, 100_000);
      const blocks = Math.ceil((2000 * 240) / 100_000);
      expect(host.stats.syncCount - before).toBeLessThanOrEqual(blocks + 2);
      expect(host.excel.grid("Big")).toHaveLength(4001);
    });
  });

  describe("big writes", () => {
    it("writes a 10,000 x 10 table in blocks under 5 MB: one sync per block plus at most two", async () => {
      const rows = [
        Array.from({ length: 10 }, (_, c) => `Column ${c + 1}`),
        ...Array.from({ length: 10_000 }, (_, r) => Array.from({ length: 10 }, (_, c) => `=R${r}C${c} ` + "v".repeat(60))),
      ];
      await insertTablesIntoExcel(oneTable(rows), "newSheet");
      const blockBytes = 4_000_000;
      const estimated = rows.reduce((n, r) => n + r.reduce((m, v) => m + v.length + 7, 2), 0);
      expect(host.stats.syncCount).toBeLessThanOrEqual(Math.ceil(estimated / blockBytes) + 2);
      expect(Math.max(...host.stats.requestSizes)).toBeLessThan(5 * 1024 * 1024);
      const sheet = host.excel.sheet("scan T1")!;
      expect(host.excel.usedBounds(sheet)).toEqual({ top: 0, left: 0, bottom: 10_000, right: 9 });
      expect(host.excel.cell(sheet, 10_000, 9)?.type).toBe("String");
    });
    it("is what the 5 MB limit refuses when sent in one request", async () => {
      const rows = Array.from({ length: 60_000 }, () => ["w".repeat(100)]);
      await expect(
        Excel.run(async (context) => {
          context.workbook.worksheets.getActiveWorksheet().getRange(`A1:A${rows.length}`).values = rows;
          await context.sync();
        }),
      ).rejects.toMatchObject({ code: "RequestPayloadSizeLimitExceeded" });
    });
  });

  describe("the service's .xlsx", () => {
    async function sampleXlsx(): Promise<string> {
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet("Sheet1").addRows([
        ["Item", "Amount"],
        ["Tea", "3.50"],
      ]);
      workbook.addWorksheet("Key-Value Pairs").addRows([
        ["Page", "Key", "Value"],
        ["1", "Total", "3.50"],
      ]);
      return Buffer.from(await workbook.xlsx.writeBuffer()).toString("base64");
    }
    it("inserts its sheets at the end, renaming a taken name as Excel does", async () => {
      const { sheets } = await insertXlsxIntoExcel(await sampleXlsx());
      expect(sheets).toEqual(["Sheet1 (2)", "Key-Value Pairs"]);
      expect(host.excel.grid("Sheet1 (2)")).toEqual([
        ["Item", "Amount"],
        ["Tea", "3.50"],
      ]);
      expect(host.stats.syncCount).toBe(2);
    });
    it("is refused where Excel cannot insert workbooks (ExcelApi 1.13, iPad)", async () => {
      host.uninstall();
      host = installHostDouble({ host: "Excel", supportedSets: { ExcelApi: "1.12" } });
      await expect(insertXlsxIntoExcel(await sampleXlsx())).rejects.toThrow(/ExcelApi 1\.13/);
      host.uninstall();
      host = installHostDouble({ host: "Excel", platform: "iOS" });
      await expect(insertXlsxIntoExcel(await sampleXlsx())).rejects.toThrow(ExcelInsertError);
    });
  });
});

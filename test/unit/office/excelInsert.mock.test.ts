// The Excel writers against office-addin-mock: the order of what they queue (Text format before values,
// values before tables and formats) and the syncs they make.
import { appendRecordsToExcel, insertXlsxIntoExcel } from "../../../src/office/excelInsert";
import { insertTablesIntoExcel, insertTranscriptIntoExcel } from "../../../src/insert/excelResults";
import type { RecordsModel } from "../../../src/results/records";
import { tablesFromDetail } from "../../../src/results/tables";
import { transcriptFromDetail } from "../../../src/results/transcript";
import { fixtureDetail } from "./fixtures";
import { installMock, installRequirements, recorder, uninstallMocks, type Log } from "./recorder";

interface Setup {
  sheets?: string[];
  tables?: string[];
  selection?: { row: number; column: number; sheet: string };
  existing?: { header: string[]; rowIndex: number; columnIndex: number; rowCount: number; sheet: string };
}

function excelContext(log: Log, setup: Setup = {}): Record<string, unknown> {
  const selectedSheet = recorder("selectedSheet", log, {
    name: setup.selection?.sheet ?? "Sheet1",
    getUsedRangeOrNullObject: () => recorder("used", log, { isNullObject: true }),
  });
  const existingSheet = recorder("tableSheet", log, { name: setup.existing?.sheet ?? "" });
  const table = recorder("table", log, {
    getHeaderRowRange: () =>
      recorder("header", log, {
        values: [setup.existing?.header ?? []],
        rowIndex: setup.existing?.rowIndex ?? 0,
        columnIndex: setup.existing?.columnIndex ?? 0,
      }),
    // The data below the header (a totals row, when the table has one, is not in it).
    getDataBodyRange: () =>
      recorder("body", log, { rowIndex: (setup.existing?.rowIndex ?? 0) + 1, rowCount: (setup.existing?.rowCount ?? 1) - 1 }),
    getRange: () =>
      recorder("tableRange", log, {
        rowIndex: setup.existing?.rowIndex ?? 0,
        columnIndex: setup.existing?.columnIndex ?? 0,
        rowCount: setup.existing?.rowCount ?? 0,
        columnCount: setup.existing?.header.length ?? 0,
      }),
    worksheet: existingSheet,
    columns: recorder("table.columns", log),
    rows: recorder("table.rows", log),
  });
  const tables = recorder("tables", log, { items: (setup.tables ?? []).map((name) => ({ name })), getItem: () => table });
  const worksheets = recorder("sheets", log, { items: (setup.sheets ?? ["Sheet1"]).map((name) => ({ name })) });
  const workbook = recorder("workbook", log, {
    worksheets,
    tables,
    getSelectedRange: () =>
      recorder("selected", log, {
        rowIndex: setup.selection?.row ?? 0,
        columnIndex: setup.selection?.column ?? 0,
        worksheet: selectedSheet,
      }),
    insertWorksheetsFromBase64: (base64: string) => {
      log.push(`workbook.insertWorksheetsFromBase64(${base64.length} chars)`);
      return { value: ["{id-1}"] };
    },
  });
  return { workbook };
}

/** The source record, kept in the workbook's settings with the last request (issue 33). */
const isSource = (line: string): boolean => line.startsWith('workbook.settings.add("transcribe.source.v1:');
const writes = (log: Log): Log => log.filter((l) => !isSource(l));

/** Index of the first log line matching. */
const at = (log: Log, pattern: RegExp): number => log.findIndex((l) => pattern.test(l));

describe("Excel writers, office-addin-mock", () => {
  let log: Log;
  beforeEach(() => {
    log = [];
    installRequirements({ ExcelApi: "1.19" });
  });
  afterEach(uninstallMocks);

  it("a table on a new sheet: one Text format for the block where every cell is text, then values, then the table; two syncs", async () => {
    const sync = installMock("Excel", excelContext(log));
    const model = tablesFromDetail(fixtureDetail("quarterly-report", "tables"));
    await insertTablesIntoExcel({ ...model, tables: model.tables.slice(0, 1), keyValuePairs: [] }, "newSheet");
    expect(sync).toHaveBeenCalledTimes(2);
    // Where it came from goes last, in the same request: no sync of its own.
    expect(log.filter(isSource)).toHaveLength(1);
    expect(log.at(-1)).toMatch(/^workbook\.settings\.add\("transcribe\.source\.v1:x:quarterly-report T1!0,0"/);
    expect(writes(log)).toEqual([
      'sheets.add("quarterly-report T1")',
      'sheets.add().getRange("A1:D4")',
      // "12,400" alone cannot be told from 12.4, and nothing else in the document tells: it stays text.
      'sheets.add().getRange().numberFormat = [["@"]]',
      'sheets.add().getRange().values = [["Region", "January", "February", "March"], ["North", "12,400", "13,150", "14,020"], ["South", "9,870", "10,230", "9,960"], ["West", "15,310", "14,880", "16,045"]]',
      'sheets.add().tables.add("A1:D4", true)',
      'sheets.add().tables.add().name = "quarterly_report_T1"',
      'sheets.add().tables.add().style = "TableStyleMedium2"',
      'sheets.add().getRange("A1:D4")',
      "sheets.add().getRange().format.autofitColumns()",
      "sheets.add().activate()",
    ]);
  });

  it("at the selected cell: on the selection's sheet, from its row and column", async () => {
    const sync = installMock("Excel", excelContext(log, { selection: { row: 4, column: 2, sheet: "Data" } }));
    await insertTranscriptIntoExcel(
      transcriptFromDetail(fixtureDetail("handwritten-note", "transcribe")),
      { headings: false, pageBreaks: false, translation: "none" },
      "selection",
    );
    expect(sync).toHaveBeenCalledTimes(2);
    expect(log.slice(0, 3)).toEqual([
      'selectedSheet.getRange("C5:C9")',
      'selectedSheet.getRange().numberFormat = [["@"]]',
      "selectedSheet.getRange().values = [5 items]",
    ]);
    expect(writes(log).at(-1)).toBe("selectedSheet.getRange().select()");
    expect(log.at(-1)).toMatch(/^workbook\.settings\.add\("transcribe\.source\.v1:x:Data!4,2"/);
  });

  it("a big table: one sync per block, each block formats its cells before writing them", async () => {
    const rows = [["Text"], ...Array.from({ length: 30_000 }, (_, i) => [`line ${i} ` + "q".repeat(200)])];
    const sync = installMock("Excel", excelContext(log));
    await insertTablesIntoExcel(
      {
        documentId: "d",
        fileName: "big.pdf",
        tables: [{ pageNumber: 1, tableNumber: 1, index: 1, hasHeaderRow: true, rows, columnCount: 1 }],
        keyValuePairs: [],
      },
      "newSheet",
    );
    const blocks = log.filter((l) => l.endsWith("values = [" + l.split("values = [")[1])).length;
    expect(blocks).toBeGreaterThan(1);
    expect(sync).toHaveBeenCalledTimes(blocks + 1);
    log.forEach((line, i) => {
      if (line.includes(".values = ")) expect(log[i - 1]).toMatch(/numberFormat = /);
    });
    expect(at(log, /tables\.add\(/)).toBeGreaterThan(
      log.map((l, i) => (l.includes("values = ") ? i : -1)).reduce((a, b) => Math.max(a, b)),
    );
  });

  it("records appended to an existing table: a column for the new field (its heading as text), empty rows, formats, values; three syncs", async () => {
    const sync = installMock(
      "Excel",
      excelContext(log, {
        tables: ["Extracted_Invoice"],
        existing: { header: ["File", "Page", "Total"], rowIndex: 0, columnIndex: 0, rowCount: 2, sheet: "Invoice" },
      }),
    );
    const model: RecordsModel = {
      documentId: "b",
      fileName: "b.pdf",
      fields: [
        { key: "total", name: "Total", array: false },
        { key: "vendor", name: "Vendor", array: false },
      ],
      records: [{ pageNumber: 1, values: { total: "=20", vendor: "ACME" } }],
    };
    const report = await appendRecordsToExcel([model], { tableName: "Extracted_Invoice", sheetBase: "Invoice", placement: "newSheet" });
    expect(sync).toHaveBeenCalledTimes(3);
    // The appended row's document and page, from the first appended row (A3).
    expect(log.at(-1)).toMatch(/^workbook\.settings\.add\("transcribe\.source\.v1:x:Invoice!2,0"/);
    expect(writes(log)).toEqual([
      'table.columns.add(undefined, undefined, "Vendor")',
      'tableSheet.getRange("D1")',
      'tableSheet.getRange().numberFormat = [["@"]]',
      'tableSheet.getRange().values = [["Vendor"]]',
      'table.rows.add(undefined, [["", "", "", ""]])',
      'tableSheet.getRange("A3:D3")',
      "tableSheet.getRange().getColumn(0)",
      'tableSheet.getRange().getColumn().numberFormat = [["@"]]',
      "tableSheet.getRange().getColumn(1)",
      'tableSheet.getRange().getColumn().numberFormat = [["0"]]',
      "tableSheet.getRange().getColumn(2)",
      'tableSheet.getRange().getColumn().numberFormat = [["@"]]',
      "tableSheet.getRange().getColumn(3)",
      'tableSheet.getRange().getColumn().numberFormat = [["@"]]',
      'tableSheet.getRange().values = [["b.pdf", 1, "=20", "ACME"]]',
      "tableRange.format.autofitColumns()",
    ]);
    expect(report.appended).toEqual({ table: "Extracted_Invoice", sheet: "Invoice", rows: 1, addedColumns: ["Vendor"] });
  });

  it("the service's .xlsx: inserted, then the first new sheet shown", async () => {
    const sync = installMock("Excel", excelContext(log));
    await insertXlsxIntoExcel("UEsDBA==");
    expect(sync).toHaveBeenCalledTimes(2);
    expect(log).toEqual(["workbook.insertWorksheetsFromBase64(8 chars)", 'sheets.getItem("{id-1}")', "sheets.getItem().activate()"]);
  });
});

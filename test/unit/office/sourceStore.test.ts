// Source records kept in the document by every write (issue 33): Excel through Workbook.settings in the
// insert's own last request (no sync of its own; the Common API on an Excel older than ExcelApi 1.4), Word
// under the content control's tag (Replace keeps one record); single inserts, records appended, Insert all.
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { insertTablesBatchIntoExcel } from "../../../src/office/excelBatch";
import { appendRecordsToExcel } from "../../../src/office/excelInsert";
import { insertTablesIntoExcel } from "../../../src/insert/excelResults";
import { queueExcelSourcesRead, queueWordSourcesRead } from "../../../src/office/sourceStore";
import { insertBatchIntoWord } from "../../../src/office/wordBatch";
import { insertBlocksIntoWord } from "../../../src/office/wordInsert";
import { createBatchWriter } from "../../../src/insert/insertResult";
import { sourceOfCell, sourceOfPassage } from "../../../src/results/provenance/locate";
import { runsOf } from "../../../src/results/provenance/pageRuns";
import { wordRecord, type SourceRecord } from "../../../src/results/provenance/sourceRecord";
import { resultFromDetail } from "../../../src/results/model";
import { recordsFromDetail } from "../../../src/results/records";
import type { TablesModel } from "../../../src/results/tables";
import { fixtureDetail } from "./fixtures";

const excelRecords = (): Promise<SourceRecord[]> =>
  Excel.run(async (context) => {
    const read = queueExcelSourcesRead(context);
    await context.sync();
    return [...read().values()];
  });
const wordRecords = (): Promise<Map<string, SourceRecord>> =>
  Word.run(async (context) => {
    const read = queueWordSourcesRead(context);
    await context.sync();
    return read();
  });

/** A table joined from pages 1 and 2: a header row, two rows from page 1, three from page 2. */
const joined = (): TablesModel => ({
  documentId: "inv1",
  fileName: "invoice.pdf",
  tables: [
    {
      pageNumber: 1,
      tableNumber: 1,
      index: 1,
      hasHeaderRow: true,
      columnCount: 2,
      rows: [
        ["Item", "Amount"],
        ["a", "1"],
        ["b", "2"],
        ["c", "3"],
        ["d", "4"],
        ["e", "5"],
      ],
      rowPages: [1, 1, 1, 2, 2, 2],
    },
  ],
  keyValuePairs: [],
});

describe("Excel keeps where cells came from", () => {
  let host: HostDouble;
  afterEach(() => host.uninstall());

  it("costs no sync and finds page 2 for a cell of the page-2 rows", async () => {
    host = installHostDouble({ host: "Excel" });
    await insertTablesIntoExcel(joined(), "newSheet");
    // Look and write: the record went with the write.
    expect(host.stats.syncCount).toBe(2);
    const records = await excelRecords();
    expect(records).toHaveLength(1);
    const sheet = host.excel.sheets[1]!.name;
    expect(sourceOfCell(records, { sheet, row: 4, column: 1 })).toMatchObject({
      source: { documentId: "inv1", fileName: "invoice.pdf", action: "tables" },
      page: 2,
      table: 1,
    });
    expect(sourceOfCell(records, { sheet, row: 2, column: 0 })?.page).toBe(1);
    expect(sourceOfCell(records, { sheet, row: 6, column: 0 })).toBeNull();
  });

  it("keeps them through the Common API on an Excel older than ExcelApi 1.4, with the same syncs", async () => {
    host = installHostDouble({ host: "Excel", supportedSets: { ExcelApi: "1.1" } });
    await insertTablesIntoExcel(joined(), "newSheet");
    expect(host.stats.syncCount).toBe(2);
    const records = await excelRecords();
    expect(sourceOfCell(records, { sheet: host.excel.sheets[1]!.name, row: 5, column: 0 })?.page).toBe(2);
    expect(host.excel.settings.entries().map(([k]) => k)).toEqual(["transcribe.source.v1:all"]);
  });

  it("gives each appended records row its document and page", async () => {
    host = installHostDouble({ host: "Excel" });
    const claim = (n: number) => ({
      ...recordsFromDetail(fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd")),
      documentId: `e${n}`,
      fileName: `claim-${n}.pdf`,
    });
    const target = { tableName: "Extracted_Claims", sheetBase: "Claims", placement: "newSheet" as const };
    await appendRecordsToExcel([claim(0)], target);
    await appendRecordsToExcel([claim(1), claim(2)], target);
    const records = await excelRecords();
    expect(records).toHaveLength(2);
    const rows = host.excel.grid("Claims");
    const fileColumn = rows[0]!.indexOf("File");
    for (let row = 1; row < rows.length; row++)
      expect(sourceOfCell(records, { sheet: "Claims", row, column: 2 })?.source.fileName).toBe(rows[row]![fileColumn]);
  });

  it("records every document of Insert all, through the batch writer too", async () => {
    host = installHostDouble({ host: "Excel" });
    const quarterly = tablesFromFixture();
    await insertTablesBatchIntoExcel([quarterly, { ...quarterly, documentId: "q2", fileName: "q2.pdf" }], "newSheet");
    const records = await excelRecords();
    expect(records).toHaveLength(1);
    expect(records[0]!.sources.map((s) => s.documentId)).toEqual([quarterly.documentId, "q2"]);
    const write = createBatchWriter("excel", { excelPlacement: "newSheet", keepText: false, fileHeadings: false });
    await write([
      { itemId: "a", fileName: "x.pdf", model: resultFromDetail(fixtureDetail("handwritten-note", "transcribe")), extractorName: null },
    ]);
    const after = await excelRecords();
    expect(after).toHaveLength(2);
    expect(after.flatMap((r) => r.sources.map((s) => s.action))).toContain("transcribe");
  });
});

function tablesFromFixture(): TablesModel {
  const model = resultFromDetail(fixtureDetail("quarterly-report", "tables"));
  if (model.kind !== "tables") throw new Error("tables");
  return model.tables;
}

describe("Word keeps where each insertion came from, under its tag", () => {
  let host: HostDouble;
  afterEach(() => host.uninstall());
  const source = { document: { documentId: "d1", fileName: "letter.pdf", action: "transcribe" }, runs: runsOf([1, 1, 2]) };
  const blocks = [{ kind: "paragraphs" as const, lines: ["one", "two", "three"] }];
  const tag = "transcribe-documents:d1:transcribe";
  const options = { placement: "end" as const, tag, title: "letter.pdf", record: wordRecord([{ tag, source }], new Date().toISOString()) };

  it("in the write's two syncs, and Replace keeps one record", async () => {
    host = installHostDouble({ host: "Word" });
    await insertBlocksIntoWord(blocks, options);
    expect(host.stats.syncCount).toBe(2);
    await insertBlocksIntoWord(blocks, { ...options, earlier: "replace" });
    const records = await wordRecords();
    expect([...records.keys()]).toEqual(["w:transcribe-documents:d1:transcribe"]);
    expect(sourceOfPassage([...records.values()], options.tag, 2)).toMatchObject({ page: 2, source: source.document });
  });

  it("a record per document of a batch, also on a Word older than WordApi 1.4", async () => {
    host = installHostDouble({ host: "Word", supportedSets: { WordApi: "1.3" } });
    const doc = (id: string) => ({
      documentId: id,
      fileName: `${id}.pdf`,
      blocks,
      tag: `t:${id}`,
      title: id,
      source: { ...source, document: { ...source.document, documentId: id } },
    });
    await insertBatchIntoWord([doc("a"), doc("b")], { fileHeadings: false });
    const records = await wordRecords();
    expect([...records.keys()].sort()).toEqual(["w:t:a", "w:t:b"]);
  });
});

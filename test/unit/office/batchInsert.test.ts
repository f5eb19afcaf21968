// Whole batches into the host double: Excel records of many documents in one table within "one sync per
// block plus two", tables to their own sheets, transcripts with a File column, Word in two syncs after the
// batch's last insertion.
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { insertTablesBatchIntoExcel, insertTranscriptsBatchIntoExcel } from "../../../src/office/excelBatch";
import { appendRecordsToExcel } from "../../../src/office/excelInsert";
import { insertBatchIntoWord } from "../../../src/office/wordBatch";
import { recordsFromDetail } from "../../../src/results/records";
import { tablesFromDetail } from "../../../src/results/tables";
import { transcriptFromDetail } from "../../../src/results/transcript";
import { createBatchWriter } from "../../../src/insert/insertResult";
import { resultFromDetail } from "../../../src/results/model";
import { fixtureDetail } from "./fixtures";

const expense = (n: number) => ({
  ...recordsFromDetail(fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd")),
  documentId: `e${n}`,
  fileName: `claim-${n}.pdf`,
});

describe("batches into Excel", () => {
  let host: HostDouble;
  beforeEach(() => {
    host = installHostDouble({ host: "Excel" });
  });
  afterEach(() => host.uninstall());

  it("appends 50 documents' records to one table: one row each, Total summable, at most one sync per block plus two", async () => {
    const target = { tableName: "Extracted_Expense_Claim", sheetBase: "Expense Claim", placement: "newSheet" as const };
    await appendRecordsToExcel([expense(0)], target);
    const before = host.stats.syncCount;
    await appendRecordsToExcel(
      Array.from({ length: 50 }, (_, i) => expense(i + 1)),
      target,
    );
    expect(host.stats.syncCount - before).toBeLessThanOrEqual(3);
    const rows = host.excel.grid("Expense Claim");
    expect(rows).toHaveLength(52);
    const total = rows[0]!.indexOf("Total");
    expect(host.excel.sum("Expense Claim", { top: 1, left: total, bottom: 51, right: total })).toBeCloseTo(219.7 * 51);
  });

  it("puts each document's tables on its own sheets, in order, in one look and one write", async () => {
    const quarterly = tablesFromDetail(fixtureDetail("quarterly-report", "tables"));
    const claim = tablesFromDetail(fixtureDetail("expense-claim", "tables"));
    const before = host.stats.syncCount;
    const report = await insertTablesBatchIntoExcel(
      [quarterly, claim, { ...claim, documentId: "x", tables: [], keyValuePairs: [] }],
      "newSheet",
    );
    expect(host.stats.syncCount - before).toBe(2);
    expect(report.documents.map((d) => d.placed.length)).toEqual([4, 2]);
    expect(report.skipped).toEqual([{ documentId: "x", reason: "The service found no tables or key/value pairs in this document." }]);
    expect(host.excel.sheets.map((s) => s.name)).toEqual([
      "Sheet1",
      "quarterly-report T1",
      "quarterly-report T2",
      "quarterly-report T3",
      "quarterly-report Key-Value",
      "expense-claim T1",
      "expense-claim Key-Value",
    ]);
    expect(host.excel.cell(host.excel.sheet("expense-claim T1")!, 1, 1)).toMatchObject({ type: "Double", value: "64.2" });
  });

  it("writes transcripts one line per row with a File column, as text", async () => {
    const note = transcriptFromDetail(fixtureDetail("handwritten-note", "transcribe"));
    await insertTranscriptsBatchIntoExcel(
      [note, { ...note, documentId: "n2", fileName: "second.png" }],
      { headings: false, pageBreaks: false, translation: "none" },
      "newSheet",
    );
    const rows = host.excel.grid("Transcripts");
    expect(rows[0]).toEqual(["File", "Text"]);
    expect(rows[1]?.[0]).toBe("handwritten-note.png");
    expect(rows.at(-1)?.[0]).toBe("second.png");
  });

  it("reports a group that cannot be written for each of its files, and still writes the others", async () => {
    host.excel.selectCells({ top: 0, left: 0, bottom: 0, right: 0 });
    // Below where the records table (two rows at A1) ends and the tables would start: the tables do not fit.
    host.excel.enter(host.excel.active(), 5, 0, "mine");
    const write = createBatchWriter("excel", { excelPlacement: "selection", keepText: false, fileHeadings: false });
    const claim = resultFromDetail(fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd"));
    const tables = resultFromDetail(fixtureDetail("quarterly-report", "tables"));
    const outcome = await write([
      { itemId: "a", fileName: "quarterly-report.pdf", model: tables, extractorName: null },
      { itemId: "b", fileName: "expense-claim.pdf", model: claim, extractorName: "Expense Claim" },
    ]);
    expect(outcome.failed.map((f) => f.itemId)).toEqual(["a"]);
    expect(outcome.failed[0]?.reason).toMatch(/not all empty/);
    // Placed from the selected cell: the records table starts on the active sheet.
    expect(outcome.inserted).toEqual([{ itemId: "b", place: { host: "excel", sheets: ["Sheet1"] } }]);
  });

  // Found from the user's seat: with "Start at the selected cell", the first result went in and every later one
  // of the batch (inserted as it finished, or by Insert anyway) was refused for the cells just written.
  it("writes a batch's later results at the selection one under the other, not over its own first result", async () => {
    host.excel.selectCells({ top: 1, left: 1, bottom: 1, right: 1 });
    const write = createBatchWriter("excel", { excelPlacement: "selection", keepText: false, fileHeadings: false });
    const report = (fileName: string) => ({
      itemId: fileName,
      fileName,
      model: resultFromDetail(fixtureDetail("quarterly-report", "tables")),
      extractorName: null,
    });
    const first = await write([report("q1.pdf")]);
    const second = await write([report("q2.pdf")]);
    const third = await write([report("q3.pdf")]);
    for (const outcome of [first, second, third]) expect(outcome.failed).toEqual([]);
    // The sheet's used area, from B2 (where the user selected): every result's first table heading in its
    // first column, each block below the one before it, an empty row between them.
    const grid = host.excel.grid(host.excel.active().name);
    const headings = grid.flatMap((row, r) => (row[0] === "Region" ? [r] : []));
    expect(headings).toHaveLength(3);
    expect(headings[0]).toBe(0);
    expect(headings[1]! > headings[0]! && headings[2]! > headings[1]!).toBe(true);
    expect(grid[headings[1]! - 1]?.every((cell) => cell === "")).toBe(true);
  });
});

describe("batches into Word", () => {
  let host: HostDouble;
  beforeEach(() => {
    host = installHostDouble({ host: "Word" });
  });
  afterEach(() => host.uninstall());

  const doc = (n: number) => ({
    documentId: `d${n}`,
    fileName: `scan-${n}.png`,
    blocks: [{ kind: "paragraphs" as const, lines: [`line ${n}a`, `line ${n}b`] }],
    tag: `transcribe-documents:d${n}:transcribe`,
    title: `Transcript: scan-${n}.png`,
  });

  it("writes each document in order, under its file name, each its own control, in one sync; the next batch goes after it", async () => {
    const before = host.stats.syncCount;
    const first = await insertBatchIntoWord([doc(1), doc(2)], { fileHeadings: true });
    expect(host.stats.syncCount - before).toBe(1);
    expect(first.where).toBe("end");
    const second = await insertBatchIntoWord([doc(3)], { fileHeadings: false, afterTag: doc(2).tag });
    expect(second.where).toBe("after");
    expect(host.stats.syncCount - before).toBe(3);
    const text = host.word.paragraphTexts().filter((t) => t !== "");
    expect(text).toEqual(["scan-1.png", "line 1a", "line 1b", "scan-2.png", "line 2a", "line 2b", "line 3a", "line 3b"]);
    expect([...host.word.contentControls.values()].map((c) => c.tag)).toEqual([doc(1).tag, doc(2).tag, doc(3).tag]);
  });
});

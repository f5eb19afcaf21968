// Extractor records inserted with fields still flagged (issue 33): each flagged field's cell gets a note and a
// fill like a table's, in a new records table and in rows appended to one (where a field may sit in another
// column); the outcome counts them; the record keeps where they are; and a selected row names its document
// and page.
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { recordDoubtCells } from "../../../src/office/excelDoubts";
import { queueExcelSourcesRead } from "../../../src/office/sourceStore";
import { createBatchWriter, insertResult } from "../../../src/insert/insertResult";
import { DEFAULT_INSERT_SETTINGS } from "../../../src/insert/settings";
import { sourceOfCell } from "../../../src/results/provenance/locate";
import type { RecordsModel } from "../../../src/results/records";
import type { SourceRecord } from "../../../src/results/provenance/sourceRecord";
import { recordsDoubts } from "../../../src/work/review/doubts";

/** Two claims on pages 1 and 2; the second's amount misread ("1O.50": a letter for a digit). */
const claims = (id: string, fields: RecordsModel["fields"] = FIELDS): RecordsModel => ({
  documentId: id,
  fileName: `${id}.pdf`,
  fields,
  records: [
    { pageNumber: 1, values: { name: "Dana", amount: "12.00" } },
    { pageNumber: 2, values: { name: "Lee", amount: "1O.50" } },
  ],
});
const FIELDS: RecordsModel["fields"] = [
  { key: "name", name: "Name", array: false, type: "text" },
  { key: "amount", name: "Amount", array: false, type: "number" },
];
const checks = { culture: null };
const settings = { ...DEFAULT_INSERT_SETTINGS, excelPlacement: "newSheet" as const };

const kept = (): Promise<SourceRecord[]> =>
  Excel.run(async (context) => {
    const read = queueExcelSourcesRead(context);
    await context.sync();
    return [...read().values()];
  });

describe("extractor records left to check", () => {
  let host: HostDouble | null = null;
  afterEach(() => host?.uninstall());

  it("name the record and field of each flag", () => {
    expect(recordsDoubts(claims("a"), checks)).toEqual([{ record: 1, field: "amount", text: expect.stringMatching(/^To check: /) }]);
  });

  it("land on their row and column, document after document", () => {
    const columns = [new Map([["amount", 3]]), new Map([["amount", 4]])];
    const doubt = (record: number) => [{ record, field: "amount", text: "x" }];
    expect(recordDoubtCells([claims("a"), claims("b")], columns, [doubt(1), doubt(0)])).toEqual([
      { row: 1, column: 3, text: "x" },
      { row: 2, column: 4, text: "x" },
    ]);
    // A record or field the rows do not have marks nothing.
    expect(recordDoubtCells([claims("a")], columns, [[...doubt(5), { record: 0, field: "nope", text: "y" }]])).toEqual([]);
  });

  it("get a note in a new records table, and a selected row names its document and page", async () => {
    host = installHostDouble({ host: "Excel" });
    const outcome = await insertResult("excel", { kind: "records", records: claims("a") }, settings, { checks, extractorName: "Claims" });
    expect(outcome.notes).toContain("1 cell left to check is marked with a note.");
    const sheet = host.excel.sheets.find((s) => s.cells.some((r) => r?.some((c) => c?.note)))!;
    const grid = host.excel.grid(sheet.name);
    const column = grid[0]!.indexOf("Amount");
    expect(sheet.cells[2]![column]).toMatchObject({ note: { kind: "note" }, fill: "#FFE699" });
    const records = await kept();
    expect(sourceOfCell(records, { sheet: sheet.name, row: 2, column: 0 })).toMatchObject({ source: { fileName: "a.pdf" }, page: 2 });
    // Kept from the area's top-left cell, its header row included.
    expect(records[0]!.areas.flatMap((a) => (a.kind === "excel" ? a.doubts : []))).toEqual([[2, column]]);
  });

  it("get a note in rows appended to the table, in the table's own column for the field", async () => {
    host = installHostDouble({ host: "Excel" });
    const write = createBatchWriter("excel", { excelPlacement: "newSheet", keepText: false, fileHeadings: false, checks });
    await write([{ itemId: "a", fileName: "a.pdf", model: { kind: "records", records: claims("a") }, extractorName: "Claims" }]);
    // The second document's fields in another order: Amount stays in the table's Amount column.
    const reordered = claims("b", [FIELDS[1]!, FIELDS[0]!]);
    const outcome = await write([
      { itemId: "b", fileName: "b.pdf", model: { kind: "records", records: reordered }, extractorName: "Claims" },
    ]);
    expect(outcome.notes).toContain("1 cell left to check is marked with a note.");
    const sheet = host.excel.sheets.find((s) => s.cells.some((r) => r?.some((c) => c?.note)))!;
    const grid = host.excel.grid(sheet.name);
    const column = grid[0]!.indexOf("Amount");
    const noted = sheet.cells.flatMap((r, i) => (r ?? []).flatMap((c, j) => (c?.note ? [[i, j]] : [])));
    expect(noted).toEqual([
      [2, column],
      [4, column],
    ]);
    expect(grid[4]![column]).toBe("1O.50");
    const records = await kept();
    expect(sourceOfCell(records, { sheet: sheet.name, row: 4, column: 1 })).toMatchObject({ source: { fileName: "b.pdf" }, page: 2 });
  });
});

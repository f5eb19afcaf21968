// Doubts stay with the data (issue 33): cells inserted with a flag still open get a note with the flag's
// words (a comment before ExcelApi 1.18, only the fill before 1.10) and a fill, in the insert's own requests;
// the outcome counts them; the source record keeps where they are; Mark as checked takes note and fill off.
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { markChecked } from "../../../src/office/excelDoubts";
import { queueExcelSourcesRead } from "../../../src/office/sourceStore";
import { insertResult, createBatchWriter } from "../../../src/insert/insertResult";
import { DEFAULT_INSERT_SETTINGS } from "../../../src/insert/settings";
import { tablesDoubts } from "../../../src/work/review/doubts";
import type { ResultModel } from "../../../src/results/model";
import type { TablesModel } from "../../../src/results/tables";

const model = (): TablesModel => ({
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
        ["Paper", "40.00"],
        ["Toner", "1O5.00"],
        ["Ink", "20.00"],
        ["Total", "165.00"],
      ],
    },
  ],
  keyValuePairs: [{ pageNumber: 1, key: "Date", value: "2026-02-30" }],
});
const result = (): ResultModel => ({ kind: "tables", tables: model() });
const checks = { culture: null };
const settings = { ...DEFAULT_INSERT_SETTINGS, excelPlacement: "newSheet" as const };

describe("cells left to check", () => {
  let host: HostDouble | null = null;
  afterEach(() => host?.uninstall());

  it("maps flags to their grid cells: the misread amount (the total adds up with its fix) and the impossible date", () => {
    const doubts = tablesDoubts(model(), checks);
    expect(doubts.map((g) => g.map((d) => [d.row, d.column]))).toEqual([[[2, 1]], [[1, 1]]]);
    expect(doubts[0]![0]!.text).toMatch(/^To check: /);
  });

  it("get a note and a fill in the insert's own syncs, and the outcome counts them", async () => {
    host = installHostDouble({ host: "Excel" });
    const outcome = await insertResult("excel", result(), settings, { checks });
    expect(host.stats.syncCount).toBe(2);
    expect(outcome.notes).toContain("2 cells left to check are marked with notes.");
    const sheet = host.excel.sheet("invoice T1")!;
    expect(sheet.cells[2]![1]).toMatchObject({ note: { kind: "note" }, fill: "#FFE699" });
    expect(sheet.cells[2]![1]!.note!.text).toMatch(/^To check: /);
    expect(sheet.cells[1]![1]?.note).toBeUndefined();
    // The record keeps where they are (not their words).
    const records = await Excel.run(async (context) => {
      const read = queueExcelSourcesRead(context);
      await context.sync();
      return [...read().values()];
    });
    expect(records[0]!.areas.map((a) => (a.kind === "excel" ? a.doubts : []))).toEqual([[[2, 1]], [[1, 1]]]);
    await markChecked("invoice T1", 2, 1);
    expect(sheet.cells[2]![1]?.note).toBeUndefined();
    expect(sheet.cells[2]![1]?.fill).toBeUndefined();
  });

  it("are comments before ExcelApi 1.18 and only a fill before 1.10, said so", async () => {
    host = installHostDouble({ host: "Excel", supportedSets: { ExcelApi: "1.12" } });
    const comments = await insertResult("excel", result(), settings, { checks });
    expect(comments.notes).toContain("2 cells left to check are marked with comments.");
    expect(host.excel.sheet("invoice T1")!.cells[2]![1]!.note!.kind).toBe("comment");
    host.uninstall();
    host = installHostDouble({ host: "Excel", supportedSets: { ExcelApi: "1.9" } });
    const fill = await insertResult("excel", result(), settings, { checks });
    expect(fill.notes.join(" ")).toMatch(/2 cells left to check are highlighted/);
    expect(host.excel.sheet("invoice T1")!.cells[2]![1]).toMatchObject({ fill: "#FFE699" });
    await markChecked("invoice T1", 2, 1);
    expect(host.excel.sheet("invoice T1")!.cells[2]![1]?.fill).toBeUndefined();
  });

  it("come with Insert all's Insert anyway, and none without checks", async () => {
    host = installHostDouble({ host: "Excel" });
    const write = createBatchWriter("excel", { excelPlacement: "newSheet", keepText: false, fileHeadings: false, checks });
    const outcome = await write([{ itemId: "a", fileName: "invoice.pdf", model: result(), extractorName: null }]);
    expect(outcome.notes).toContain("2 cells left to check are marked with notes.");
    const plain = await insertResult("excel", result(), settings);
    expect(plain.notes.join(" ")).not.toMatch(/left to check/);
  });
});

// The Excel double's notes (ExcelApi 1.18), comments (ExcelApi 1.10) and fill colour: queued until the sync,
// one cell an address, one note or comment a cell, missing from an Excel without the set.
import { installHostDouble, type HostDouble } from "../../../dev/host/install";

describe("notes, comments and fill in the Excel double", () => {
  let host: HostDouble;
  afterEach(() => host.uninstall());
  const cell = (row: number, column: number) => host.excel.sheets[0]!.cells[row]?.[column];

  it("adds a note at the sync, reads and deletes it, fills and clears a cell", async () => {
    host = installHostDouble({ host: "Excel" });
    await Excel.run(async (context) => {
      context.workbook.notes.add("Sheet1!B2", "To check");
      context.workbook.worksheets.getItem("Sheet1").getRange("B2").format.fill.color = "#ffe699";
      expect(cell(1, 1)?.note).toBeUndefined();
      await context.sync();
    });
    expect(cell(1, 1)).toMatchObject({ note: { kind: "note", text: "To check" }, fill: "#FFE699" });
    await Excel.run(async (context) => {
      const note = context.workbook.notes.getItemOrNullObject("Sheet1!B2");
      const none = context.workbook.notes.getItemOrNullObject("Sheet1!C3");
      note.load("content");
      await context.sync();
      expect([note.isNullObject, note.content, none.isNullObject]).toEqual([false, "To check", true]);
      note.delete();
      context.workbook.worksheets.getItem("Sheet1").getRange("B2").format.fill.clear();
      await context.sync();
    });
    expect(cell(1, 1)?.note).toBeUndefined();
    expect(cell(1, 1)?.fill).toBeUndefined();
  });

  it("refuses a range of many cells, a second note on a cell, and a colour it cannot read", async () => {
    host = installHostDouble({ host: "Excel" });
    await expect(
      Excel.run(async (context) => {
        context.workbook.notes.add("Sheet1!A1:B2", "x");
        await context.sync();
      }),
    ).rejects.toMatchObject({ code: "InvalidArgument" });
    await expect(
      Excel.run(async (context) => {
        context.workbook.notes.add("Sheet1!A1", "x");
        context.workbook.comments.add("Sheet1!A1", "y");
        await context.sync();
      }),
    ).rejects.toMatchObject({ code: "InvalidArgument" });
    await Excel.run(async (context) => {
      expect(() => (context.workbook.worksheets.getItem("Sheet1").getRange("A1").format.fill.color = "yellow")).toThrow(TypeError);
      await context.sync();
    });
  });

  it("has comments from ExcelApi 1.10 and notes from 1.18 only", async () => {
    host = installHostDouble({ host: "Excel", supportedSets: { ExcelApi: "1.17" } });
    await Excel.run(async (context) => {
      expect(() => context.workbook.notes).toThrow(TypeError);
      context.workbook.comments.add("'Sheet1'!C1", "y");
      await context.sync();
    });
    expect(cell(0, 2)?.note).toEqual({ kind: "comment", text: "y" });
    host.uninstall();
    host = installHostDouble({ host: "Excel", supportedSets: { ExcelApi: "1.9" } });
    await Excel.run(async (context) => {
      expect(() => context.workbook.comments).toThrow(TypeError);
      await context.sync();
    });
  });
});

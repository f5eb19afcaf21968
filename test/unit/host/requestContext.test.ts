import { installHostDouble, type HostDouble } from "../../../dev/host/install";

describe("Office host double: load/sync rules", () => {
  let host: HostDouble;
  beforeEach(() => {
    host = installHostDouble({ host: "Word" });
    host.word.reset(["Hello world"]);
  });
  afterEach(() => host.uninstall());

  it("throws on a property read before load and sync, as Office does", async () => {
    await Word.run(async (context) => {
      const body = context.document.body;
      expect(() => body.text).toThrow(/call the load method/);
      body.load("text");
      expect(() => body.text).toThrow(/context.sync/);
      await context.sync();
      expect(body.text).toBe("Hello world");
    });
  });

  it("applies queued changes only at sync, and counts syncs", async () => {
    await Word.run(async (context) => {
      context.document.body.insertText("!", "End");
      expect(host.word.paragraphTexts()[0]).toBe("Hello world");
      await context.sync();
    });
    expect(host.word.paragraphTexts()[0]).toBe("Hello world!");
    expect(host.stats.syncCount).toBe(1);
    expect(host.stats.requestSizes[0]).toBeGreaterThan(0);
  });

  it("reports requirement sets and the host", async () => {
    expect(Office.context.requirements.isSetSupported("WordApi", "1.3")).toBe(true);
    expect(Office.context.requirements.isSetSupported("WordApi", "1.9")).toBe(false);
    expect(Office.context.requirements.isSetSupported("NoSuchApi")).toBe(false);
    await expect(Office.onReady()).resolves.toMatchObject({ host: "Word" });
  });

  it("writes and reads Excel cells through the same rules", async () => {
    const excel = installHostDouble({ host: "Excel" });
    await Excel.run(async (context) => {
      const range = context.workbook.worksheets.getActiveWorksheet().getRange("B2:C2");
      range.values = [["a", "=1+1"]];
      range.load("values");
      await context.sync();
      expect(range.values).toEqual([["a", "=1+1"]]);
    });
    expect(excel.excel.grid("Sheet1", { top: 1, left: 0, bottom: 1, right: 2 })).toEqual([["", "a", "=1+1"]]);
    // Like Excel, the double parses an unguarded "=1+1" as a formula.
    expect(excel.excel.cell(excel.excel.active(), 1, 2)?.type).toBe("Formula");
    excel.uninstall();
  });
});

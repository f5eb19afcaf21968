/* eslint-disable office-addins/call-sync-before-read, office-addins/load-object-before-read, office-addins/no-context-sync-in-loop, office-addins/no-navigational-load --
   This file reads values too early on purpose: it checks that the double refuses as Office does. */
// The Word and Excel doubles keep Office's rules for everything the writers use, so a writer that breaks one
// fails here and in its own tests rather than in Office.
import ExcelJS from "exceljs";
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { parseEntry } from "../../../dev/host/excelEntry";
import { largestRequest } from "../../../dev/host/requestContext";

describe("Word double", () => {
  let host: HostDouble;
  beforeEach(() => {
    host = installHostDouble({ host: "Word" });
  });
  afterEach(() => host.uninstall());

  it("makes content controls, paragraphs, tables and page breaks readable only after load and sync", async () => {
    await Word.run(async (context) => {
      const p = context.document.body.insertParagraph("Heading", "End");
      p.styleBuiltIn = "Heading1";
      const cc = p.insertContentControl();
      cc.tag = "t1";
      const table = cc.insertTable(2, 2, "End", [
        ["a", "b"],
        ["c", "d"],
      ]);
      table.headerRowCount = 1;
      cc.insertBreak("Page", "End");
      cc.load("tag,text");
      expect(() => cc.tag).toThrow(/call the load method/);
      await context.sync();
      expect(cc.tag).toBe("t1");
      expect(cc.text).toBe("Heading\ra\tb\rc\td\r\f");
    });
    expect(host.word.blocks.map((b) => [b.kind, b.controls.length])).toEqual([
      ["paragraph", 0],
      ["paragraph", 1],
      ["table", 1],
      ["pageBreak", 1],
    ]);
  });

  it("finds controls by tag, and reports a missing object as a null object after sync", async () => {
    await Word.run(async (context) => {
      context.document.body.insertParagraph("x", "End").insertContentControl().tag = "found";
      await context.sync();
      const found = context.document.contentControls.getByTag("found");
      found.load("items/tag");
      const none = context.document.contentControls.getByTag("missing").getFirstOrNullObject();
      expect(() => none.isNullObject).toThrow();
      await context.sync();
      expect(found.items.map((c) => c.tag)).toEqual(["found"]);
      expect(none.isNullObject).toBe(true);
    });
  });

  it("gives picture data only through a ClientResult after sync", async () => {
    host.word.addPicture("iVBORw0KGgo=");
    host.word.selectBlock(1);
    await Word.run(async (context) => {
      const pictures = context.document.getSelection().inlinePictures;
      pictures.load("items");
      await context.sync();
      const data = pictures.items[0]!.getBase64ImageSrc();
      expect(() => data.value).toThrow();
      await context.sync();
      expect(data.value).toBe("iVBORw0KGgo=");
    });
  });

  it("refuses a file that is not a Word document, as Office does", async () => {
    await Word.run(async (context) => {
      context.document.body.insertFileFromBase64("bm90IGEgemlw", "End");
      await expect(context.sync()).rejects.toMatchObject({ name: "RichApi.Error", code: "InvalidArgument" });
    });
  });
});

describe("Excel double", () => {
  let host: HostDouble;
  beforeEach(() => {
    host = installHostDouble({ host: "Excel" });
  });
  afterEach(() => host.uninstall());

  it("parses entries as Excel does: formulas, numbers, dates, booleans; text format and quote prefix keep text", () => {
    expect(
      ["=1+1", "+A1", "-A1", "@SUM(A1)", "\t=1", "-5", "12,400", "62%", "2026-03-31", "4:30", "true", "#N/A", "plain"].map(
        (t) => parseEntry(t).type,
      ),
    ).toEqual([
      "Formula",
      "Formula",
      "Formula",
      "Formula",
      "Formula",
      "Double",
      "Double",
      "Double",
      "Double",
      "Double",
      "Boolean",
      "Error",
      "String",
    ]);
    const sheet = host.excel.active();
    host.excel.enter(sheet, 0, 0, "'=1+1");
    host.excel.setNumberFormat(sheet, 0, 1, "@");
    host.excel.enter(sheet, 0, 1, "'=1+1");
    expect([host.excel.cell(sheet, 0, 0), host.excel.cell(sheet, 0, 1)].map((c) => [c?.type, c?.value])).toEqual([
      ["String", "=1+1"],
      ["String", "'=1+1"],
    ]);
    expect(() => host.excel.enter(sheet, 1, 0, "x".repeat(32_768))).toThrow(/32767 characters/);
  });

  it("parses typed entries by the workbook's culture, reports it (ExcelApi 1.11) and shows numbers with its separators", async () => {
    host.uninstall();
    host = installHostDouble({ host: "Excel", culture: "de-DE" });
    const sheet = host.excel.active();
    ["12,400", "1.240", "1.240,50", "1,234.50", "62%"].forEach((entry, c) => host.excel.enter(sheet, 0, c, entry));
    expect([0, 1, 2, 3, 4].map((c) => [host.excel.cell(sheet, 0, c)?.type, host.excel.cell(sheet, 0, c)?.value])).toEqual([
      ["Double", "12.4"],
      ["Double", "1240"],
      ["Double", "1240.5"],
      ["String", "1,234.50"],
      ["Double", "0.62"],
    ]);
    host.excel.setNumberFormat(sheet, 1, 0, "#,##0.00");
    host.excel.enter(sheet, 1, 0, 1240.5);
    expect(host.excel.text(sheet, 1, 0)).toBe("1.240,50");
    const read = await Excel.run(async (context) => {
      const application = context.workbook.application;
      application.load("decimalSeparator,thousandsSeparator,useSystemSeparators");
      const culture = application.cultureInfo;
      culture.load("name");
      culture.numberFormat.load("numberDecimalSeparator,numberGroupSeparator");
      await context.sync();
      return [
        application.decimalSeparator,
        application.thousandsSeparator,
        application.useSystemSeparators,
        culture.name,
        culture.numberFormat.numberDecimalSeparator,
        culture.numberFormat.numberGroupSeparator,
      ];
    });
    expect(read).toEqual([",", ".", true, "de-DE", ",", "."]);
    expect(parseEntry("12,400").value).toBe("12400");
  });

  it("reports the culture's short date (ExcelApi 1.12), only once loaded, and shows dates in it", async () => {
    host.uninstall();
    host = installHostDouble({ host: "Excel", culture: "de-DE" });
    const pattern = await Excel.run(async (context) => {
      const dates = context.workbook.application.cultureInfo.datetimeFormat;
      expect(() => dates.shortDatePattern).toThrow();
      dates.load("shortDatePattern");
      await context.sync();
      return dates.shortDatePattern;
    });
    expect(pattern).toBe("dd.MM.yyyy");
    const sheet = host.excel.active();
    host.excel.setNumberFormat(sheet, 0, 0, "dd.mm.yyyy");
    host.excel.enter(sheet, 0, 0, 46093);
    host.excel.setNumberFormat(sheet, 0, 1, "m/d/yyyy");
    host.excel.enter(sheet, 0, 1, 46093);
    expect([host.excel.text(sheet, 0, 0), host.excel.text(sheet, 0, 1)]).toEqual(["12.03.2026", "3/12/2026"]);
  });

  it("refuses sheet names Excel refuses", async () => {
    for (const bad of ["a/b", "x".repeat(32), "History", "'quoted'", "Sheet1"]) {
      await expect(
        Excel.run(async (context) => {
          context.workbook.worksheets.add(bad);
          await context.sync();
        }),
      ).rejects.toMatchObject({ code: "InvalidArgument" });
    }
  });

  it("refuses values whose shape differs from the range, and overlapping tables", async () => {
    await expect(
      Excel.run(async (context) => {
        context.workbook.worksheets.getActiveWorksheet().getRange("A1:B2").values = [["only one"]];
        await context.sync();
      }),
    ).rejects.toThrow(/doesn't match the size/);
    await expect(
      Excel.run(async (context) => {
        const sheet = context.workbook.worksheets.getActiveWorksheet();
        sheet.tables.add("A1:B2", true);
        sheet.tables.add("B2:C3", true);
        await context.sync();
      }),
    ).rejects.toThrow(/overlap/);
  });

  it("counts request bytes and refuses a request over the 5 MB limit", async () => {
    const rows = Array.from({ length: 1000 }, () => ["é".repeat(1000)]);
    await Excel.run(async (context) => {
      context.workbook.worksheets.getActiveWorksheet().getRange("A1:A1000").values = rows;
      await context.sync();
    });
    expect(largestRequest(host.stats)).toBeGreaterThan(2_000_000); // é is two bytes in UTF-8
  });

  it("reads the sheets of an inserted .xlsx", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Extractions").addRows([
      ["Page", "Total"],
      ["1", "=SUM(1)"],
    ]);
    const base64 = Buffer.from(await workbook.xlsx.writeBuffer()).toString("base64");
    await Excel.run(async (context) => {
      const ids = context.workbook.insertWorksheetsFromBase64(base64);
      await context.sync();
      expect(ids.value).toHaveLength(1);
    });
    expect(host.excel.grid("Extractions")).toEqual([
      ["Page", "Total"],
      ["1", "=SUM(1)"],
    ]);
  });
});

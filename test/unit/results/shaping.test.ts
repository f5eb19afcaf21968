import type { DocumentDetail } from "../../../src/api/types";
import { blocksToLines, paragraphCount, recordsBlocks, tablesBlocks, transcriptBlocks } from "../../../src/results/layout";
import { actionOf, documentOf, isEmptyResult, resultFromDetail } from "../../../src/results/model";
import { ARRAY_ITEM_SEPARATOR, recordGrid, recordsFromDetail } from "../../../src/results/records";
import { headerAndBody, keyValueGrid, tablesFromDetail } from "../../../src/results/tables";
import { baseName, cleanText } from "../../../src/results/text";
import { hasTranslation, transcriptFromDetail, withTranslation } from "../../../src/results/transcript";
import { fixtureDetail, fixtureTranslation } from "../office/fixtures";

describe("text", () => {
  it("normalises line breaks and drops control characters, keeping tabs and markup", () => {
    expect(cleanText("a\r\nb\rc\u2028d\u0000e\u000bf\tg <b>x</b>")).toBe("a\nb\nc\nde" + "f\tg <b>x</b>");
  });
  it("takes the extension off a file name", () => {
    expect(baseName("scans/quarterly-report.pdf")).toBe("quarterly-report");
    expect(baseName(".hidden")).toBe(".hidden");
    expect(baseName("no-extension")).toBe("no-extension");
  });
});

describe("transcripts with a translation", () => {
  const model = transcriptFromDetail(fixtureDetail("handwritten-note", "transcribe"));
  it("adds each translated page to its page", () => {
    const translated = withTranslation(model, fixtureTranslation("handwritten-note", "fr"));
    expect(hasTranslation(translated)).toBe(true);
    expect(translated.pages[0]?.translation).toEqual({ language: "fr", lines: expect.arrayContaining(["Lundi 14 mars"]) as unknown });
    expect(translated.pages[0]?.lines[0]).toBe("Monday 14 March");
  });
  it("keeps a translated page that has no original", () => {
    const translated = withTranslation(model, [{ pageNumber: 2, language: "de", text: "Nur übersetzt" }]);
    expect(translated.pages.map((p) => [p.pageNumber, p.lines, p.translation?.lines])).toEqual([
      [1, model.pages[0]?.lines, undefined],
      [2, [], ["Nur übersetzt"]],
    ]);
  });
});

describe("transcript layout", () => {
  const model = withTranslation(transcriptFromDetail(fixtureDetail("fax-two-pages", "transcribe")), [
    { pageNumber: 1, language: "fr", text: "Page de garde" },
    { pageNumber: 2, language: "fr", text: "Merci" },
  ]);
  it("is the lines alone by default", () => {
    expect(blocksToLines(transcriptBlocks(model, { headings: false, pageBreaks: false, translation: "none" }))).toEqual([
      "Fax cover sheet",
      "To: Records office",
      "From: Harbor Clinic",
      "Pages: 2",
      "Please file the attached intake form.",
      "Thank you.",
    ]);
  });
  it("puts headings, page breaks and the translation after each page", () => {
    const blocks = transcriptBlocks(model, { headings: true, pageBreaks: true, translation: "after", languageName: () => "French" });
    expect(blocks.map((b) => b.kind)).toEqual([
      "heading",
      "paragraphs",
      "heading",
      "paragraphs",
      "pageBreak",
      "heading",
      "paragraphs",
      "heading",
      "paragraphs",
    ]);
    expect(blocks[2]).toEqual({ kind: "heading", level: 3, text: "Translation (French), page 1" });
    expect(paragraphCount(blocks)).toBe(4 + 6 + 2);
  });
  it("puts the translation instead of the original, and keeps an untranslated page's text", () => {
    const partly = withTranslation(transcriptFromDetail(fixtureDetail("fax-two-pages", "transcribe")), [
      { pageNumber: 2, language: "fr", text: "Merci" },
    ]);
    expect(blocksToLines(transcriptBlocks(partly, { headings: false, pageBreaks: false, translation: "instead" }))).toEqual([
      "Fax cover sheet",
      "To: Records office",
      "From: Harbor Clinic",
      "Pages: 2",
      "Merci",
    ]);
  });
});

describe("tables", () => {
  const model = tablesFromDetail(fixtureDetail("quarterly-report", "tables"));
  it("numbers tables through the document and keeps the header flag", () => {
    expect(model.tables.map((t) => [t.pageNumber, t.tableNumber, t.index, t.hasHeaderRow, t.columnCount])).toEqual([
      [1, 1, 1, true, 4],
      [2, 1, 2, true, 3],
      [2, 2, 3, true, 2],
    ]);
    expect(headerAndBody(model.tables[0]!)).toEqual({
      header: ["Region", "January", "February", "March"],
      body: [
        ["North", "12,400", "13,150", "14,020"],
        ["South", "9,870", "10,230", "9,960"],
        ["West", "15,310", "14,880", "16,045"],
      ],
    });
  });
  it("gathers the key/value pairs of every page, with their page", () => {
    expect(model.keyValuePairs.map((p) => `${p.pageNumber}:${p.key}=${p.value}`)).toEqual([
      "1:Report date=2026-03-31",
      "1:Prepared by=J. Rivera",
      "1:Period=Q1 2026",
      "2:Currency=EUR",
      "3:Approved by=M. Chen",
      "3:Approval date=2026-04-03",
      "3:Status=Final",
    ]);
    expect(keyValueGrid(model.keyValuePairs.slice(0, 1))).toEqual([
      ["Key", "Value"],
      ["Report date", "2026-03-31"],
    ]);
  });
  it("lays tables out with captions and key/value pairs as a two-column table", () => {
    const blocks = tablesBlocks(model);
    expect(blocks.filter((b) => b.kind === "heading").map((b) => (b.kind === "heading" ? b.text : ""))).toEqual([
      "Table 1 (page 1)",
      "Table 2 (page 2)",
      "Table 3 (page 2)",
      "Key/value pairs",
    ]);
    const last = blocks[blocks.length - 1];
    expect(last?.kind === "table" && last.rows.every((r) => r.length === 2) && last.headerRow).toBe(true);
  });
  it("skips empty tables and cleans cell text", () => {
    const detail: DocumentDetail = {
      ...fixtureDetail("quarterly-report", "tables"),
      tablesPages: [
        {
          pageNumber: 1,
          tables: [
            { tableNumber: 1, hasHeaderRow: false, rows: [], columnCount: 0 },
            { tableNumber: 2, hasHeaderRow: false, rows: [["a\u0007b", "c\r\nd"]], columnCount: 2 },
          ],
          keyValuePairs: [],
        },
      ],
    };
    expect(tablesFromDetail(detail).tables).toEqual([
      { pageNumber: 1, tableNumber: 2, index: 1, hasHeaderRow: false, rows: [["ab", "c\nd"]], columnCount: 2 },
    ]);
  });
});

describe("extractor records", () => {
  const model = recordsFromDetail(fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd"));
  it("makes one record per extraction with fields in first-seen order", () => {
    expect(model.fields.map((f) => f.name)).toEqual([
      "Employee name",
      "Department",
      "Claim date",
      "Purpose",
      "Expenses",
      "Total",
      "Approved",
    ]);
    expect(model.records).toHaveLength(1);
    expect(model.records[0]?.values.employee_name).toBe("Dana Whitfield");
  });
  it("joins an array field's items, one per line", () => {
    expect(model.fields.find((f) => f.key === "expenses")?.array).toBe(true);
    expect(model.records[0]?.values.expenses).toBe(
      ["Train ticket: 64.20", "Hotel, 1 night: 118.00", "Meals: 37.50"].join(ARRAY_ITEM_SEPARATOR),
    );
  });
  it("lays each record out as a two-column table", () => {
    const grid = recordGrid(model, model.records[0]!);
    expect(grid[0]).toEqual(["Field", "Value"]);
    expect(grid).toHaveLength(8);
    const blocks = recordsBlocks(model);
    expect(blocks[0]).toEqual({ kind: "heading", level: 3, text: "Extracted fields (page 1)" });
  });
});

describe("result model", () => {
  it("picks the kind from the action", () => {
    expect(resultFromDetail(fixtureDetail("handwritten-note", "transcribe")).kind).toBe("transcript");
    expect(resultFromDetail(fixtureDetail("quarterly-report", "tables")).kind).toBe("tables");
    const records = resultFromDetail(fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd"));
    expect(records.kind).toBe("records");
    expect(actionOf(records)).toBe("extractor");
    expect(documentOf(records).fileName).toBe("expense-claim.pdf");
    expect(isEmptyResult(records)).toBe(false);
  });
  it("reads an unknown action by what the results hold", () => {
    const detail = { ...fixtureDetail("quarterly-report", "tables"), action: { unknown: "tables-v2" } };
    expect(resultFromDetail(detail).kind).toBe("tables");
  });
});

import { Document, Packer, Paragraph } from "docx";
import ExcelJS from "exceljs";
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { resultFromDetail } from "../../../src/results/model";
import { withTranslation } from "../../../src/results/transcript";
import { insertResult } from "../../../src/insert/insertResult";
import { docxOriginalOnly } from "../../../src/insert/outcome";
import { DEFAULT_INSERT_SETTINGS, type InsertSettings } from "../../../src/insert/settings";
import { wordBlocks } from "../../../src/insert/word";
import { fixtureDetail, fixtureTranslation } from "../office/fixtures";

const settings = (change: Partial<InsertSettings> = {}): InsertSettings => ({ ...DEFAULT_INSERT_SETTINGS, ...change });
const transcript = () => resultFromDetail(fixtureDetail("handwritten-note", "transcribe"));
const tables = () => resultFromDetail(fixtureDetail("quarterly-report", "tables"));
const records = () => resultFromDetail(fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd"));

async function docxBlob(): Promise<Blob> {
  return new Blob([new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph("From the service")] }] })))]);
}
async function xlsxBlob(): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet("Extractions").addRow(["Page", "Total"]);
  return new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]);
}

describe("insertResult", () => {
  let host: HostDouble;
  afterEach(() => host.uninstall());

  describe("Word", () => {
    beforeEach(() => {
      host = installHostDouble({ host: "Word" });
    });
    it("says how many paragraphs went where", async () => {
      const outcome = await insertResult("word", transcript(), settings());
      expect(outcome).toEqual({
        message: "Inserted 5 paragraphs at the cursor.",
        notes: [],
        place: { host: "word", wordPlacement: "cursor" },
      });
      expect([...host.word.contentControls.values()][0]?.tag).toBe("transcribe-documents:handwr01:transcribe");
    });
    // Issue 35 item 13: "in place of the selection" said so when nothing was selected.
    it("says where it really went: at the cursor when nothing was selected, after an earlier insertion the cursor is in", async () => {
      expect((await insertResult("word", transcript(), settings({ wordPlacement: "replace" }))).message).toBe(
        "Inserted 5 paragraphs at the cursor.",
      );
      expect((await insertResult("word", tables(), settings({ wordPlacement: "replace" }))).message).toBe(
        "Inserted 4 paragraphs and 4 tables right after the earlier insertion.",
      );
    });
    it("counts tables and paragraphs for a tables result, and lets the user leave out parts", async () => {
      expect((await insertResult("word", tables(), settings({ wordPlacement: "end" }))).message).toBe(
        "Inserted 4 paragraphs and 4 tables at the end of the document.",
      );
      expect(wordBlocks(tables(), settings({ tablesPart: "keyValues" })).filter((b) => b.kind === "table")).toHaveLength(1);
      expect(wordBlocks(tables(), settings({ tablesPart: "tables" })).filter((b) => b.kind === "table")).toHaveLength(3);
    });
    it("inserts the service's .docx when asked and possible", async () => {
      const downloadFile = jest.fn(async () => docxBlob());
      const outcome = await insertResult("word", transcript(), settings({ serviceFile: true }), { downloadFile });
      expect(outcome.message).toBe("Inserted the service's .docx file at the cursor.");
      expect(downloadFile).toHaveBeenCalledWith("docx", undefined);
      expect(host.word.paragraphTexts()).toEqual(["From the service"]);
    });
    it("asks for the translation's .docx when the translation goes instead of the original", async () => {
      const downloadFile = jest.fn(async () => docxBlob());
      await insertResult("word", transcript(), settings({ serviceFile: true, translation: "instead" }), { downloadFile });
      expect(downloadFile).toHaveBeenCalledWith("docx", "translate");
    });
    it("says the service's .docx holds the original only when the translation was to go after it", async () => {
      const model = transcript();
      const translated =
        model.kind === "transcript"
          ? { kind: "transcript" as const, transcript: withTranslation(model.transcript, fixtureTranslation("handwritten-note", "fr")) }
          : model;
      const downloadFile = jest.fn(async () => docxBlob());
      const outcome = await insertResult("word", translated, settings({ serviceFile: true, translation: "after" }), { downloadFile });
      expect(outcome.notes).toContain(docxOriginalOnly());
      expect(docxOriginalOnly()).toMatch(/holds the original text only/);
      const plain = await insertResult("word", transcript(), settings({ serviceFile: true, translation: "after" }), { downloadFile });
      expect(plain.notes).not.toContain(docxOriginalOnly());
    });
    it("falls back to the text on iPad, and says why", async () => {
      host.uninstall();
      host = installHostDouble({ host: "Word", platform: "iOS" });
      const downloadFile = jest.fn(async () => docxBlob());
      const outcome = await insertResult("word", transcript(), settings({ serviceFile: true }), { downloadFile });
      expect(downloadFile).not.toHaveBeenCalled();
      expect(outcome.message).toBe("Inserted 5 paragraphs at the cursor.");
      expect(outcome.notes[0]).toMatch(/cannot insert the service's \.docx/);
    });
    it("writes the translation by its language's name", async () => {
      const model = resultFromDetail(fixtureDetail("handwritten-note", "transcribe"));
      const translated =
        model.kind === "transcript"
          ? { kind: "transcript" as const, transcript: withTranslation(model.transcript, fixtureTranslation("handwritten-note", "fr")) }
          : model;
      await insertResult("word", translated, settings({ translation: "after" }), { languageName: (c) => (c === "fr" ? "French" : c) });
      expect(host.word.paragraphTexts()).toContain("Translation (French)");
    });
  });

  describe("Excel", () => {
    beforeEach(() => {
      host = installHostDouble({ host: "Excel" });
    });
    it("says which sheets the tables went to", async () => {
      const outcome = await insertResult("excel", tables(), settings());
      expect(outcome.message).toBe(
        'Wrote 4 tables on new sheets "quarterly-report T1", "quarterly-report T2", "quarterly-report T3", "quarterly-report Key-Value".',
      );
      // What the row keeps: the sheets written, once each.
      expect(outcome.place).toEqual({
        host: "excel",
        sheets: ["quarterly-report T1", "quarterly-report T2", "quarterly-report T3", "quarterly-report Key-Value"],
      });
    });
    it("names the records table after the extractor and appends on the next insert", async () => {
      expect((await insertResult("excel", records(), settings(), { extractorName: "Expense Claim" })).message).toBe(
        'Wrote 1 table on new sheet "Expense Claim".',
      );
      const again = await insertResult("excel", records(), settings(), { extractorName: "Expense Claim" });
      expect(again.message).toBe('Added 1 row to the table Extracted_Expense_Claim on the sheet "Expense Claim".');
      expect(again.place).toEqual({ host: "excel", sheets: ["Expense Claim"] });
      expect(host.excel.grid("Expense Claim")).toHaveLength(3);
    });
    it("writes a transcript one line per row", async () => {
      expect((await insertResult("excel", transcript(), settings({ excelPlacement: "selection" }))).message).toBe(
        'Wrote 5 lines from the selected cell on "Sheet1", one per row.',
      );
    });
    it("inserts the service's .xlsx as sheets when asked, and falls back where Excel cannot", async () => {
      const downloadFile = jest.fn(async () => xlsxBlob());
      expect((await insertResult("excel", records(), settings({ serviceFile: true }), { downloadFile })).message).toBe(
        'Inserted the service\'s .xlsx file as 1 new sheet: "Extractions".',
      );
      host.uninstall();
      host = installHostDouble({ host: "Excel", supportedSets: { ExcelApi: "1.9" } });
      const fallback = await insertResult("excel", records(), settings({ serviceFile: true }), {
        downloadFile,
        extractorName: "Expense Claim",
      });
      expect(fallback.notes[0]).toMatch(/ExcelApi 1\.13/);
      expect(fallback.message).toMatch(/^Wrote 1 table/);
    });
  });
});

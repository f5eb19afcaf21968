import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { pictureFile } from "../../../src/office/base64";
import { listExcelPictures, readExcelPicture } from "../../../src/office/excelPicture";
import { readSelectedWordPicture } from "../../../src/office/wordPicture";
import { BMP_BASE64, PNG_BASE64 } from "./fixtures";

describe("pictures as input", () => {
  let host: HostDouble;
  afterEach(() => host.uninstall());

  describe("Word", () => {
    beforeEach(() => {
      host = installHostDouble({ host: "Word" });
    });
    it("returns the selected inline picture as a PNG file ready for upload", async () => {
      host.word.reset(["Text"]);
      host.word.addPicture(PNG_BASE64, "Scan");
      host.word.selectBlock(1);
      const outcome = await readSelectedWordPicture("note");
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      expect(outcome.file.name).toBe("note.png");
      expect(outcome.file.blob.type).toBe("image/png");
      expect(Buffer.from(await outcome.file.blob.arrayBuffer()).toString("base64")).toBe(PNG_BASE64);
    });
    it("says what to do when no picture is selected", async () => {
      host.word.reset(["Text"]);
      const outcome = await readSelectedWordPicture();
      expect(outcome).toEqual({ ok: false, reason: expect.stringMatching(/^Select a picture in the document first/) as string });
    });
    it("refuses a picture in a format the service cannot read", async () => {
      host.word.addPicture(BMP_BASE64);
      host.word.selectBlock(1);
      const outcome = await readSelectedWordPicture();
      expect(outcome).toEqual({ ok: false, reason: expect.stringMatching(/format the service cannot read/) as string });
    });
  });

  describe("Excel", () => {
    beforeEach(() => {
      host = installHostDouble({ host: "Excel" });
    });
    it("returns the selected picture", async () => {
      const shape = host.excel.addPicture(host.excel.active(), PNG_BASE64, "Receipt photo");
      host.excel.selectShape(shape.id);
      const outcome = await readExcelPicture();
      expect(outcome.ok && outcome.file.name).toBe("receipt-photo.png");
    });
    it("lists the sheet's pictures and returns the chosen one", async () => {
      host.excel.addPicture(host.excel.active(), PNG_BASE64, "First");
      const second = host.excel.addPicture(host.excel.active(), PNG_BASE64, "Second");
      const list = await listExcelPictures();
      expect(list).toEqual({
        ok: true,
        canUseSelection: true,
        pictures: [expect.objectContaining({ name: "First" }), { id: second.id, name: "Second" }],
      });
      const outcome = await readExcelPicture(second.id);
      expect(outcome.ok && outcome.file.blob.size).toBeGreaterThan(0);
    });
    it("says what to do when no picture is selected", async () => {
      const outcome = await readExcelPicture();
      expect(outcome).toEqual({ ok: false, reason: expect.stringMatching(/^Select a picture in the workbook first/) as string });
    });
    it("falls back to the list where Excel cannot tell which picture is selected (before ExcelApi 1.19)", async () => {
      host.uninstall();
      host = installHostDouble({ host: "Excel", supportedSets: { ExcelApi: "1.12" } });
      expect(await readExcelPicture()).toEqual({ ok: false, reason: expect.stringMatching(/choose the picture from the list/) as string });
      const list = await listExcelPictures();
      expect(list.ok && list.canUseSelection).toBe(false);
    });
    it("explains that pictures cannot be read before ExcelApi 1.9", async () => {
      host.uninstall();
      host = installHostDouble({ host: "Excel", supportedSets: { ExcelApi: "1.8" } });
      expect(await listExcelPictures()).toEqual({ ok: false, reason: expect.stringMatching(/ExcelApi 1\.9/) as string });
    });
  });

  it("refuses an empty picture, as Word on iPad hands over", () => {
    expect(pictureFile(undefined, "x")).toEqual({ ok: false, reason: expect.stringMatching(/did not hand over/) as string });
  });
});

import { installHostDouble } from "../../../dev/host/install";
import {
  excelActivePicture,
  excelFileInsertion,
  excelPictures,
  isSetSupported,
  wordFileInsertion,
  wordTables,
} from "../../../src/office/requirements";

describe("requirement sets and fallbacks", () => {
  it("reports nothing supported outside Office", () => {
    expect(isSetSupported("WordApi", "1.1")).toBe(false);
    expect(wordFileInsertion().supported).toBe(false);
  });
  it("follows what the host reports", () => {
    const host = installHostDouble({ host: "Word", supportedSets: { WordApi: "1.2", ExcelApi: "1.10" } });
    expect(wordTables()).toEqual({ supported: false, reason: expect.stringMatching(/WordApi 1\.3/) as string });
    expect(wordFileInsertion().supported).toBe(true);
    expect(excelFileInsertion().supported).toBe(false);
    expect(excelPictures().supported).toBe(true);
    expect(excelActivePicture()).toBe(false);
    host.uninstall();
  });
  it("knows that iPad cannot insert files whatever it reports", () => {
    const host = installHostDouble({ host: "Excel", platform: "iOS" });
    expect(wordFileInsertion()).toEqual({ supported: false, reason: expect.stringMatching(/instead/) as string });
    expect(excelFileInsertion().supported).toBe(false);
    host.uninstall();
  });
});

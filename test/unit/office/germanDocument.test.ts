/**
 * @jest-environment jsdom
 */
// What the add-in writes into a document follows the UI's language (headings, column headings, sheet names,
// content-control titles), while what it reads back stays language-independent: the content-control tag that
// finds an insertion again, and the records table's name that later results are appended to.
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import germanCore from "../../../src/i18n/catalogs/de/core";
import germanViews from "../../../src/i18n/catalogs/de/views";
import { installMessages } from "../../../src/i18n/messages";
import { insertTranscriptsBatchIntoExcel } from "../../../src/office/excelBatch";
import { insertTablesIntoExcel } from "../../../src/insert/excelResults";
import { insertionTag } from "../../../src/office/tags";
import { resultFromDetail, type ResultModel } from "../../../src/results/model";
import type { TablesModel } from "../../../src/results/tables";
import type { TranscriptModel } from "../../../src/results/transcript";
import { insertResult } from "../../../src/insert/insertResult";
import { DEFAULT_INSERT_SETTINGS } from "../../../src/insert/settings";
import { installEnglish } from "../i18n/pseudoCheck";
import { fixtureDetail } from "./fixtures";

const german = (): void => installMessages({ language: "de", locale: "de", dir: "ltr" }, { ...germanCore, ...germanViews });

const tablesResult = (): ResultModel => resultFromDetail(fixtureDetail("quarterly-report", "tables"));
const tables = (): TablesModel => {
  const model = tablesResult();
  if (model.kind !== "tables") throw new Error("not tables");
  return model.tables;
};

let host: HostDouble;
afterEach(() => {
  host.uninstall();
  installEnglish();
});

describe("Excel in German", () => {
  beforeEach(() => {
    host = installHostDouble({ host: "Excel" });
    german();
  });

  test("sheet names and column headings are German, within Excel's sheet-name rules", async () => {
    const model = tables();
    const noHeader = { ...model.tables[0]!, hasHeaderRow: false, index: 9 };
    await insertTablesIntoExcel({ ...model, tables: [...model.tables, noHeader] }, "newSheet");
    const names = host.excel.sheets.map((s) => s.name);
    expect(names).toEqual([
      "Sheet1",
      "quarterly-report T1",
      "quarterly-report T2",
      "quarterly-report T3",
      "quarterly-report T9",
      "quarterly-report Schlüssel-Wert",
    ]);
    for (const name of names) {
      expect(name.length).toBeLessThanOrEqual(31);
      expect(name).not.toMatch(/[:\\/?*[\]]/);
    }
    expect(host.excel.grid("quarterly-report Schlüssel-Wert")[0]).toEqual(["Schlüssel", "Wert", "Seite"]);
    expect(host.excel.grid("quarterly-report T9")[0]?.[0]).toBe("Spalte 1");
  });

  test("a German sheet name too long for Excel is shortened on the file's side, and made unique", async () => {
    const long = { ...tables(), fileName: "ein-sehr-langer-name-eines-quartalsberichts.pdf", tables: [] };
    await insertTablesIntoExcel(long, "newSheet");
    await insertTablesIntoExcel(long, "newSheet");
    const made = host.excel.sheets.map((s) => s.name).slice(1);
    expect(made).toHaveLength(2);
    expect(made[0]).toMatch(/ Schlüssel-Wert$/);
    expect(made[1]).toMatch(/ Schlüssel-Wert \(2\)$/);
    for (const name of made) expect(name.length).toBeLessThanOrEqual(31);
  });

  test("Insert all's transcripts sheet and its headings are German", async () => {
    const model = resultFromDetail(fixtureDetail("handwritten-note", "transcribe"));
    await insertTranscriptsBatchIntoExcel([(model as { transcript: TranscriptModel }).transcript], DEFAULT_LAYOUT, "newSheet");
    expect(host.excel.grid("Transkripte")[0]).toEqual(["Datei", "Text"]);
  });

  test("an extractor's table gets German File and Page columns, but keeps its language-independent name", async () => {
    const model = resultFromDetail(fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd"));
    const outcome = await insertResult("excel", model, DEFAULT_INSERT_SETTINGS, { extractorName: "Expense Claim" });
    expect(host.excel.tables.map((t) => t.name)).toEqual(["Extracted_Expense_Claim"]);
    expect(host.excel.grid("Expense Claim")[0]?.slice(0, 2)).toEqual(["Datei", "Seite"]);
    expect(outcome.message).toBe("1 Tabelle auf das neue Arbeitsblatt „Expense Claim“ geschrieben.");
  });

  test("appending in German to an extractor's table made in English fills its File and Page columns", async () => {
    const model = resultFromDetail(fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd"));
    installEnglish();
    await insertResult("excel", model, DEFAULT_INSERT_SETTINGS, { extractorName: "Expense Claim" });
    german();
    const outcome = await insertResult("excel", model, DEFAULT_INSERT_SETTINGS, { extractorName: "Expense Claim" });
    const grid = host.excel.grid("Expense Claim");
    expect(grid[0]?.slice(0, 2)).toEqual(["File", "Page"]);
    expect(grid[0]).not.toContain("Datei");
    expect(grid[2]?.slice(0, 2)).toEqual(["expense-claim.pdf", "1"]);
    expect(outcome.message).toBe("1 Zeile zur Tabelle Extracted_Expense_Claim auf dem Arbeitsblatt „Expense Claim“ hinzugefügt.");
  });
});

const DEFAULT_LAYOUT = { headings: false, pageBreaks: false, translation: "after" } as const;

describe("Word in German", () => {
  async function insertTables(): Promise<{ tag: string; title: string; headings: string[] }> {
    host = installHostDouble({ host: "Word" });
    await insertResult("word", tablesResult(), DEFAULT_INSERT_SETTINGS);
    const controls = [...host.word.contentControls.values()];
    expect(controls).toHaveLength(1);
    const headings = host.word.blocks.flatMap((b) => (b.kind === "paragraph" && b.style.startsWith("Heading") ? [b.text] : []));
    const result = { tag: controls[0]!.tag, title: controls[0]!.title, headings };
    host.uninstall();
    return result;
  }

  test("headings and the control's title are German; the tag is the same as in English", async () => {
    const english = await insertTables();
    german();
    const inGerman = await insertTables();
    host = installHostDouble({ host: "Word" }); // for afterEach
    expect(english.headings[0]).toBe("Table 1 (page 1)");
    expect(inGerman.headings[0]).toBe("Tabelle 1 (Seite 1)");
    expect(inGerman.headings).toContain("Schlüssel-Wert-Paare");
    expect(inGerman.title).toBe("Tabellen: quarterly-report.pdf");
    expect(inGerman.tag).toBe(english.tag);
    expect(inGerman.tag).toBe(insertionTag(tables().documentId, "tables"));
  });
});

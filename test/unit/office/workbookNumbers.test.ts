// The writers read numbers as the workbook does, against the host double: its culture is read in the look at
// the workbook they already make (no sync of its own), Office's language stands in where ExcelApi 1.11 is
// missing, the cells kept as text among numbers are named in the outcome, and "Read numbers as" decides when
// the user chose.
import { installHostDouble, type HostDouble, type HostDoubleOptions } from "../../../dev/host/install";
import { readWorkbookCulture } from "../../../src/office/excelCulture";
import { appendRecordsToExcel } from "../../../src/office/excelInsert";
import { insertTablesIntoExcel } from "../../../src/insert/excelResults";
import { marksDisagree } from "../../../src/office/numberChoice";
import { resultFromDetail, type ResultModel } from "../../../src/results/model";
import type { RecordsModel } from "../../../src/results/records";
import type { TablesModel } from "../../../src/results/tables";
import { createBatchWriter, insertResult } from "../../../src/insert/insertResult";
import { DEFAULT_INSERT_SETTINGS } from "../../../src/insert/settings";
import { fixtureDetail } from "./fixtures";

const result = (name: string): ResultModel => resultFromDetail(fixtureDetail(name, "tables"));
const tables = (name: string): TablesModel => {
  const model = result(name);
  if (model.kind !== "tables") throw new Error("not tables");
  return model.tables;
};
/** The quarterly report's first table alone: every figure leaves its comma open, nothing tells which it is. */
const firstTable = (): TablesModel => ({
  ...tables("quarterly-report"),
  tables: tables("quarterly-report").tables.slice(0, 1),
  keyValuePairs: [],
});
const BODY = { top: 1, bottom: 3 };

let host: HostDouble;
const install = (options: Partial<HostDoubleOptions> = {}): void => {
  host = installHostDouble({ host: "Excel", ...options });
};
afterEach(() => host.uninstall());

/** Types and SUM of a column below its heading. */
function column(sheet: string, index: number, rows = BODY): { types: string[]; sum: number; texts: string[] } {
  const model = host.excel.sheet(sheet)!;
  const types: string[] = [];
  for (let r = rows.top; r <= rows.bottom; r++) types.push(host.excel.cell(model, r, index)?.type ?? "Empty");
  const texts = host.excel
    .grid(sheet)
    .slice(rows.top, rows.bottom + 1)
    .map((row) => row[index] ?? "");
  return { types, sum: host.excel.sum(sheet, { top: rows.top, left: index, bottom: rows.bottom, right: index }), texts };
}

describe("the quarterly report", () => {
  it("goes in as numbers that add up in an en-US workbook, in the same two syncs as before", async () => {
    install();
    const before = host.stats.syncCount;
    const report = await insertTablesIntoExcel(tables("quarterly-report"), "newSheet");
    expect(host.stats.syncCount - before).toBe(2);
    for (const c of [1, 2, 3]) expect(column("quarterly-report T1", c).types).toEqual(["Double", "Double", "Double"]);
    expect(column("quarterly-report T1", 1)).toMatchObject({ sum: 37580, texts: ["12,400", "9,870", "15,310"] });
    expect(column("quarterly-report T2", 1).sum).toBe(3625);
    expect(column("quarterly-report T2", 2).sum).toBe(53465);
    expect(report.placed.flatMap((p) => p.keptText)).toEqual([]);
  });

  it.each(["de-DE", "fr-FR"])(
    "reads thousands in a %s workbook by the document's evidence (310 beside 1,240), and says so in the outcome",
    async (culture) => {
      install({ culture });
      const report = await insertTablesIntoExcel(tables("quarterly-report"), "newSheet");
      for (const c of [1, 2, 3]) expect(column("quarterly-report T1", c).types).toEqual(["Double", "Double", "Double"]);
      expect(column("quarterly-report T1", 1)).toMatchObject({
        sum: 37580,
        texts: ["12,400", "9,870", "15,310"].map((v) => v.replace(",", culture === "de-DE" ? "." : "\u202f")),
      });
      expect(column("quarterly-report T2", 1).sum).toBe(1240 + 310 + 2075);
      expect(column("quarterly-report T2", 2).sum).toBe(18600 + 24490 + 10375);
      expect(report.placed.map((p) => p.decimals)).toEqual([null, null, null, null]);
      const outcome = await insertResult("excel", result("quarterly-report"), DEFAULT_INSERT_SETTINGS);
      expect(outcome.notes).toEqual([
        'Read with , as thousands separator in "January", "February", "March", and "Revenue": the document writes 310 without a separator beside 1,240 in one column.',
        'Read with , as thousands separator in "Units": the column writes 310 without a separator beside 1,240.',
      ]);
    },
  );

  it.each(["de-DE", "fr-FR"])("reads the same by Insert all in a %s workbook, with the same sentences", async (culture) => {
    install({ culture });
    const write = createBatchWriter("excel", { excelPlacement: "newSheet", keepText: false, fileHeadings: false });
    const outcome = await write([
      { itemId: "a", fileName: "quarterly-report.pdf", model: result("quarterly-report"), extractorName: null },
    ]);
    expect(outcome.failed).toEqual([]);
    const sheets = outcome.inserted[0]?.place.sheets ?? [];
    expect(column(sheets[0] ?? "", 1).sum).toBe(37580);
    expect(column(sheets[1] ?? "", 1).sum).toBe(1240 + 310 + 2075);
    expect(outcome.notes).toEqual([
      'Read with , as thousands separator in "January", "February", "March", and "Revenue": the document writes 310 without a separator beside 1,240 in one column.',
      'Read with , as thousands separator in "Units": the column writes 310 without a separator beside 1,240.',
    ]);
  });

  it("follows a de-DE workbook's reading where nothing in the document tells, shown as Excel there shows it", async () => {
    install({ culture: "de-DE" });
    await insertTablesIntoExcel(firstTable(), "newSheet");
    expect(column("quarterly-report T1", 1)).toMatchObject({ types: ["Double", "Double", "Double"], texts: ["12,400", "9,870", "15,310"] });
    expect(column("quarterly-report T1", 1).sum).toBeCloseTo(37.58);
  });

  it("follows Excel's own separators when the system's are turned off", async () => {
    install({ culture: "en-US", excelSeparators: { decimal: ",", thousands: "." } });
    await insertTablesIntoExcel(firstTable(), "newSheet");
    expect(column("quarterly-report T1", 1).sum).toBeCloseTo(37.58);
  });

  it.each([
    ["de-DE", 37.58],
    ["en-US", 37580],
  ])("follows Office's content language (%s) where Excel cannot tell its settings (ExcelApi 1.7)", async (language, sum) => {
    install({ supportedSets: { ExcelApi: "1.7" }, contentLanguage: language, culture: "fr-FR" });
    const before = host.stats.syncCount;
    await insertTablesIntoExcel(firstTable(), "newSheet");
    expect(host.stats.syncCount - before).toBe(2);
    expect(column("quarterly-report T1", 1).sum).toBeCloseTo(sum);
  });
});

describe("the quarterly report's figures read as decimals by the workbook", () => {
  const NOTE =
    '14 figures such as 12,400 were read as decimals (12,4), as this workbook reads them. To read them as thousands, choose "1,234.56 (decimal point)" under "Read numbers as" and insert again.';

  it.each(["de-DE", "fr-FR"])(
    "are said in the outcome in a %s workbook where nothing tells, counted from the cells written",
    async (culture) => {
      install({ culture });
      const report = await insertTablesIntoExcel(firstTable(), "newSheet");
      expect(report.placed.map((p) => p.decimals?.count ?? 0)).toEqual([9]);
      const outcome = await insertResult("excel", { kind: "tables", tables: firstTable() }, DEFAULT_INSERT_SETTINGS);
      expect(outcome.notes).toEqual([NOTE.replace("14 figures", "9 figures")]);
    },
  );

  it("are said also when the user chose the workbook's mark, and not when they chose thousands or text", async () => {
    install({ culture: "de-DE" });
    const chosen = await insertResult("excel", result("quarterly-report"), { ...DEFAULT_INSERT_SETTINGS, readAs: "," });
    expect(chosen.notes).toEqual([NOTE]);
    const thousands = await insertResult("excel", result("quarterly-report"), { ...DEFAULT_INSERT_SETTINGS, readAs: "." });
    expect(thousands.notes).toEqual([]);
    // Read as thousands, on the sheets of this third insert: January sums to 37,580.
    const sheet = thousands.place.sheets?.[0] ?? "";
    expect(sheet).toMatch(/^quarterly-report T1/);
    expect(column(sheet, 1)).toMatchObject({ types: ["Double", "Double", "Double"], sum: 37580 });
    const text = await insertResult("excel", result("quarterly-report"), { ...DEFAULT_INSERT_SETTINGS, readAs: "text" });
    expect(text.notes).toEqual([]);
  });

  it("are not said in an en-US workbook, where they read as thousands", async () => {
    install();
    const outcome = await insertResult("excel", result("quarterly-report"), DEFAULT_INSERT_SETTINGS);
    expect(outcome.notes).toEqual([]);
  });
});

describe("the German invoice", () => {
  it.each(["en-US", "de-DE"])("adds up in a %s workbook: its own values decide", async (culture) => {
    install({ culture });
    const report = await insertTablesIntoExcel(tables("german-invoice"), "newSheet");
    const rows = { top: 1, bottom: 5 };
    expect(column("german-invoice T1", 2, rows).sum).toBe(120 + 40 + 1 + 12 + 12400);
    expect(column("german-invoice T1", 4, rows).sum).toBeCloseTo(2513.3);
    expect(column("german-invoice T1", 4, rows).texts[2]).toBe(culture === "de-DE" ? "1.240,50" : "1,240.50");
    const kv = host.excel.grid("german-invoice Key-Value");
    const net = kv.findIndex((row) => row[0] === "Nettobetrag");
    expect(host.excel.cell(host.excel.sheet("german-invoice Key-Value")!, net, 1)).toMatchObject({ type: "Double", value: "2513.3" });
    // A date written the German way (dots: day.month.year) lands as an Excel date in the workbook's short date.
    const dated = kv.findIndex((row) => row[0] === "Rechnungsdatum");
    const date = host.excel.cell(host.excel.sheet("german-invoice Key-Value")!, dated, 1);
    expect(date).toMatchObject({ type: "Double", value: "46093", numberFormat: culture === "de-DE" ? "dd.mm.yyyy" : "m/d/yyyy" });
    expect(kv[dated]?.[1]).toBe(culture === "de-DE" ? "12.03.2026" : "3/12/2026");
    expect(report.placed.flatMap((p) => p.keptText)).toEqual([]);
  });

  it("is read once for the callers that ask at the same time, and afresh after", async () => {
    install({ culture: "de-DE" });
    const before = host.stats.syncCount;
    const [a, b, c] = await Promise.all([readWorkbookCulture(), readWorkbookCulture(), readWorkbookCulture()]);
    expect(host.stats.syncCount - before).toBe(1);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    await readWorkbookCulture();
    expect(host.stats.syncCount - before).toBe(2);
  });

  it("offers the choice only where the workbook reads numbers otherwise", async () => {
    install({ culture: "de-DE" });
    const de = await readWorkbookCulture();
    expect(de).toEqual({ decimal: ",", group: ".", source: "workbook", dates: { order: "dmy", format: "dd.mm.yyyy" } });
    expect(marksDisagree(result("german-invoice"), de)).toBeNull();
    const en = { decimal: ".", group: ",", source: "workbook" } as const;
    expect(marksDisagree(result("german-invoice"), en)).toEqual({ document: ",", workbook: "." });
    // The quarterly report's Units column (310 beside 1,240) says the comma groups thousands.
    expect(marksDisagree(result("quarterly-report"), de)).toEqual({ document: ".", workbook: "," });
  });

  it("is read as the user chose for this insert", async () => {
    install();
    await insertResult("excel", result("german-invoice"), { ...DEFAULT_INSERT_SETTINGS, tablesPart: "tables", readAs: "text" });
    expect(column("german-invoice T1", 4, { top: 1, bottom: 5 }).types).toEqual(["String", "String", "String", "String", "String"]);
    const outcome = await insertResult("excel", result("german-invoice"), {
      ...DEFAULT_INSERT_SETTINGS,
      tablesPart: "tables",
      readAs: ".",
    });
    // Read with a decimal point, its amounts do not read: the outcome names each.
    expect(outcome.notes).toContainEqual(
      expect.stringMatching(
        /^5 cells kept as text in "Betrag" on "german-invoice T1 \(2\)": E2 \("354,00"\), .* do not read as numbers\.$/,
      ),
    );
  });
});

describe("a misread figure", () => {
  it("is kept as text among numbers and named in the outcome, with its column, sheet and cell", async () => {
    install();
    const outcome = await insertResult("excel", result("stock-count"), DEFAULT_INSERT_SETTINGS);
    expect(column("stock-count T1", 2, { top: 1, bottom: 4 }).types).toEqual(["Double", "String", "Double", "Double"]);
    expect(outcome.notes).toEqual(['1 cell kept as text in "Counted" on "stock-count T1": C3 ("1O5") does not read as a number.']);
  });

  it("is named by Insert all too", async () => {
    install();
    const write = createBatchWriter("excel", { excelPlacement: "newSheet", keepText: false, fileHeadings: false });
    const outcome = await write([{ itemId: "a", fileName: "stock-count.pdf", model: result("stock-count"), extractorName: null }]);
    expect(outcome.notes).toEqual(['1 cell kept as text in "Counted" on "stock-count T1": C3 ("1O5") does not read as a number.']);
  });
});

describe("extracted fields", () => {
  const claim = (fileName: string, total: string, count: string): RecordsModel => ({
    documentId: fileName,
    fileName,
    fields: [
      { key: "total", name: "Total", array: false, type: "currency" },
      { key: "count", name: "Items", array: false },
    ],
    records: [{ pageNumber: 1, values: { total, count } }],
  });
  const target = { tableName: "Extracted_Claims", sheetBase: "Claims", placement: "newSheet" as const };

  it("names what does not read in a declared number field and in a column of numbers, also when appending", async () => {
    install();
    const first = await appendRecordsToExcel([claim("a.pdf", "219.70", "3"), claim("b.pdf", "1O5.00", "4")], target);
    expect(first.placed.flatMap((p) => p.keptText)).toEqual([
      { sheet: "Claims", column: "Total", kind: "number", cells: [{ address: "C3", text: "1O5.00" }] },
    ]);
    const appended = await appendRecordsToExcel([claim("c.pdf", "12.00", "5"), claim("d.pdf", "8.50", "S")], target);
    expect(appended.placed.flatMap((p) => p.keptText)).toEqual([
      { sheet: "Claims", column: "Items", kind: "number", cells: [{ address: "D5", text: "S" }] },
    ]);
    expect(host.excel.sum("Claims", { top: 1, left: 2, bottom: 4, right: 2 })).toBeCloseTo(219.7 + 12 + 8.5);
  });
});

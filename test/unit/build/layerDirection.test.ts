// The direction a result flows into a document (issue 37): src/insert asks src/results for what goes in (grids,
// lines, blocks, with what the reading decided) and hands that plain data to src/office, whose writers know
// cells, tables, paragraphs and mails, never result kinds. So src/results imports neither src/office nor
// src/insert, src/office never imports src/insert, and the writers a single insert goes through import nothing
// of src/results. Type-only imports count: a writer that names a result model's type knows result kinds.
//
// Some Office modules still take result data themselves (Insert all's batch writers, the records table,
// reading numbers inside the write's own Excel.run, provenance and mapping stores): they are listed below
// exactly, so the list can only shrink; a new Office module that imports src/results fails here.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

const ROOT = join(__dirname, "../../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The src/ folders (first path part under src/) a module imports, static, type-only or lazy. */
function importedFolders(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)].map((m) => m[1] ?? "");
  return specs
    .filter((s) => s.startsWith("."))
    .map((s) => relative(join(ROOT, "src"), normalize(join(dirname(file), s))).split(/[\\/]/)[0] ?? "");
}

const modules = (folder: string): string[] => sources(join(ROOT, "src", folder)).map((f) => relative(ROOT, f).replace(/\\/g, "/"));
const imports = (module: string, folder: string): boolean => importedFolders(join(ROOT, module)).includes(folder);

/** Office modules that still import src/results, and why (each to go as its part moves to shape-first). */
const STILL_TAKING_RESULTS: Record<string, string> = {
  "src/office/excelBatch.ts": "Insert all's tables and transcripts writer shapes grids from models",
  "src/office/excelCulture.ts": "the workbook's number settings as a NumberCulture",
  "src/office/excelDoubts.ts": "provenance: where a doubt is",
  "src/office/excelGrid.ts": "reads numbers as the workbook does, inside the write's own Excel.run (no extra sync)",
  "src/office/excelRecords.ts": "records tables: rows shaped from records models",
  "src/office/excelTableAppend.ts": "mapped append: rows fitted to a user's table",
  "src/office/excelTableLook.ts": "mapping: a user's table's column kinds",
  "src/office/excelTotals.ts": "a totals row recognised as the write reads numbers",
  "src/office/excelTyping.ts": "reads numbers as the workbook does, inside the write's own Excel.run (no extra sync)",
  "src/office/gridKeeping.ts": "provenance records kept with the grids",
  "src/office/mappingStore.ts": "mapping book kept in the workbook",
  "src/office/numberChoice.ts": "the review's 'Read numbers as' question over a result model",
  "src/office/selectionSource.ts": "provenance: the source of the selected cell",
  "src/office/sourceStore.ts": "provenance records kept in the document",
  "src/office/wordBatch.ts": "Insert all's Word writer",
};

/** The writers a single insert (one result, Excel, Word or Outlook) goes through. */
const SINGLE_INSERT_WRITERS = [
  "src/office/excelInsert.ts",
  "src/office/excelCells.ts",
  "src/office/wordInsert.ts",
  "src/office/wordWrite.ts",
  "src/office/outlookWrite.ts",
];

describe("a result flows one way into a document", () => {
  it("src/results imports neither src/office nor src/insert", () => {
    const wrong = modules("results").filter((m) => imports(m, "office") || imports(m, "insert"));
    expect(wrong).toEqual([]);
  });

  it("src/office never imports src/insert", () => {
    expect(modules("office").filter((m) => imports(m, "insert"))).toEqual([]);
  });

  it("the single insert's writers take plain data: no import of src/results", () => {
    expect(SINGLE_INSERT_WRITERS.filter((m) => imports(m, "results"))).toEqual([]);
  });

  it("no other Office module takes result data than those listed (the list only shrinks)", () => {
    const taking = modules("office").filter((m) => imports(m, "results"));
    expect(taking.sort()).toEqual(Object.keys(STILL_TAKING_RESULTS).sort());
  });

  it("the scanner sees static, type-only and lazy imports", () => {
    const probe = join(ROOT, "src/office/excelInsert.ts");
    expect(importedFolders(probe)).toContain("i18n");
    expect(importedFolders(join(ROOT, "src/insert/excel.ts"))).toEqual(expect.arrayContaining(["office", "results"]));
  });
});

// The page of every row each writer's grid holds, in the order the writers lay them out: the tables of a
// tables result (a joined table row by row), its key/value pairs, a transcript's lines, extractor records
// (document and page per row), and a Word insertion's passages. Built from the same layout functions the
// writers use, so the rows counted are the rows written. Pure.
import { blocksToLines, recordsBlocks, tablesBlocks, transcriptBlocks, type Block, type TranscriptLayoutOptions } from "../layout";
import type { RecordsModel } from "../records";
import type { GridTable, TablesModel } from "../tables";
import type { TranscriptModel } from "../transcript";
import { joinRuns, runsOf, type PageRun } from "./pageRuns";
import type { SourceDocument } from "./sourceRecord";

/** The data rows one document gave a grid, a page per row. */
export interface GridPart {
  source: SourceDocument;
  runs: PageRun[];
}

/**
 * Where a grid's rows came from: the rows above the data, its table's number, and its data rows document by
 * document (one part for a table; a part per document for records rows of many).
 */
export interface GridSource {
  headerRows: number;
  table: number | null;
  parts: GridPart[];
}

/** The data rows' pages of one table: row by row for a joined table, else all its page. */
export function tableRowRuns(table: GridTable): PageRun[] {
  const body = table.hasHeaderRow ? 1 : 0;
  if (table.rowPages && table.rowPages.length === table.rows.length) return runsOf(table.rowPages.slice(body));
  return runsOf(Array.from({ length: table.rows.length - body }, () => table.pageNumber));
}

/** One source per grid a tables result makes (tables first, then the key/value pairs), in tablesGrids' order. */
export function tablesGridSources(model: TablesModel): GridSource[] {
  const source: SourceDocument = { documentId: model.documentId, fileName: model.fileName, action: "tables" };
  const grids: GridSource[] = model.tables.map((table) => ({
    headerRows: 1,
    table: table.index,
    parts: [{ source, runs: tableRowRuns(table) }],
  }));
  if (model.keyValuePairs.length > 0)
    grids.push({ headerRows: 1, table: null, parts: [{ source, runs: runsOf(model.keyValuePairs.map((p) => p.pageNumber)) }] });
  return grids;
}

/** A transcript's rows (one a line, headings included), page by page as transcriptBlocks lays them out. */
export function transcriptLineRuns(model: TranscriptModel, layout: TranscriptLayoutOptions): PageRun[] {
  return joinRuns(
    model.pages.map((page) => ({
      page: page.pageNumber,
      count: blocksToLines(transcriptBlocks({ ...model, pages: [page] }, { ...layout, pageBreaks: false })).length,
    })),
  );
}

/** The records rows of many documents, in recordRows' order: each row's document (by index) and page. */
export function recordsRowSources(models: readonly RecordsModel[]): GridPart[] {
  return models.map((m) => ({
    source: { documentId: m.documentId, fileName: m.fileName, action: "extractor" },
    runs: runsOf(m.records.map((r) => r.pageNumber)),
  }));
}

/**
 * Passages a layout makes in Word, as the selection counts them: a paragraph outside tables is one, a table is
 * one (without Word tables, `tablesAsLines`, each of its rows is a paragraph). Page breaks make none.
 */
export function passageCount(blocks: readonly Block[], tablesAsLines = false): number {
  return blocks.reduce((n, b) => {
    if (b.kind === "heading") return n + 1;
    if (b.kind === "paragraphs") return n + b.lines.length;
    if (b.kind === "table") return n + (tablesAsLines ? b.rows.length : b.rows.length > 0 ? 1 : 0);
    return n;
  }, 0);
}

export type WordModel =
  | { kind: "transcript"; transcript: TranscriptModel; layout: TranscriptLayoutOptions }
  | { kind: "tables"; tables: TablesModel }
  | { kind: "records"; records: RecordsModel };

/** The pages of a Word insertion's passages, in the order writeBlocks writes them (a file heading counted first). */
export function wordPassageRuns(model: WordModel, options: { tablesAsLines?: boolean; fileHeading?: boolean } = {}): PageRun[] {
  const asLines = options.tablesAsLines ?? false;
  let runs: PageRun[];
  if (model.kind === "transcript") {
    const { transcript, layout } = model;
    runs = joinRuns(
      transcript.pages.map((page) => ({
        page: page.pageNumber,
        count: passageCount(transcriptBlocks({ ...transcript, pages: [page] }, { ...layout, pageBreaks: false }), asLines),
      })),
    );
  } else if (model.kind === "tables") {
    const t = model.tables;
    const tables = t.tables.map((table) => ({
      page: table.pageNumber,
      count: passageCount(tablesBlocks({ ...t, tables: [table], keyValuePairs: [] }), asLines),
    }));
    const pairs =
      t.keyValuePairs.length > 0
        ? [{ page: t.keyValuePairs[0]!.pageNumber, count: passageCount(tablesBlocks({ ...t, tables: [] }), asLines) }]
        : [];
    runs = joinRuns(tables, pairs);
  } else {
    const r = model.records;
    runs = joinRuns(
      r.records.map((record) => ({
        page: record.pageNumber,
        // Captions number records among all of them; the passages are as many for one alone.
        count: passageCount(recordsBlocks({ ...r, records: [record] }), asLines),
      })),
    );
  }
  const first = runs[0];
  return options.fileHeading && first ? joinRuns([{ page: first.page, count: 1 }], runs) : runs;
}

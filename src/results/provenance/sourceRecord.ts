// What the document keeps about where an insertion came from: the service's document (id, file name, the
// action), when it was inserted, and where it went, with the page of every row (Excel) or passage (Word) as
// page runs. Only names, numbers and places: nothing of the result's text. Pure.
import type { PageRun } from "./pageRuns";

/** The service's document an insertion came from. */
export interface SourceDocument {
  documentId: string;
  fileName: string;
  /** The service action: "transcribe", "tables", "extractor". */
  action: string;
}

/** A block of cells one document wrote: its rows below `headerRows` follow `runs`, one page per row. */
export interface ExcelArea {
  kind: "excel";
  /** Index into the record's `sources`. */
  source: number;
  sheet: string;
  /** 0-based, as the writers place grids. */
  top: number;
  left: number;
  rows: number;
  columns: number;
  headerRows: number;
  /** The table's number in the document (1-based), when the area is one of its tables. */
  table: number | null;
  runs: PageRun[];
  /** Cells left to check (marked with a note), as [row, column] from the area's top-left cell. */
  doubts: [number, number][];
}

/** One Word insertion: the content control with this tag; its passages (paragraphs and tables) follow `runs`. */
export interface WordArea {
  kind: "word";
  source: number;
  tag: string;
  runs: PageRun[];
}

export type SourceArea = ExcelArea | WordArea;

/** One write: every document it wrote and where each went. */
export interface SourceRecord {
  /** ISO 8601, when the write was made. */
  insertedAt: string;
  sources: SourceDocument[];
  areas: SourceArea[];
}

/**
 * The key a record is kept under in the document. The same place written again (Word: the same content
 * control tag, which Replace reuses; Excel: the same top-left cell) gets the same key, so a re-insert
 * replaces its record instead of adding a second one.
 */
export function recordKey(record: SourceRecord): string | null {
  const first = record.areas[0];
  if (!first) return null;
  return first.kind === "word" ? `w:${first.tag}` : `x:${first.sheet}!${first.top},${first.left}`;
}

/** Records as a map by key: a later record under a key already there replaces it (Replace keeps one). */
export function upsertRecord(records: ReadonlyMap<string, SourceRecord>, record: SourceRecord): Map<string, SourceRecord> {
  const next = new Map(records);
  const key = recordKey(record);
  if (key !== null) next.set(key, record);
  return next;
}

/** What a Word insertion is given to keep: its document and the page of each passage. */
export interface WordSource {
  document: SourceDocument;
  runs: PageRun[];
}

/** The record of a Word write: each content control (by tag) with its document and passages' pages. */
export function wordRecord(controls: readonly { tag: string; source: WordSource }[], insertedAt: string): SourceRecord | null {
  if (controls.length === 0) return null;
  const sources: SourceDocument[] = [];
  const areas: WordArea[] = controls.map(({ tag, source }) => {
    let at = sources.findIndex((s) => s.documentId === source.document.documentId && s.action === source.document.action);
    if (at < 0) at = sources.push(source.document) - 1;
    return { kind: "word", source: at, tag, runs: source.runs };
  });
  return { insertedAt, sources, areas };
}

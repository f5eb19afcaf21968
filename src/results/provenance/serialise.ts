// The compact form a source record is kept in inside the document: one JSON array, short and positional, with
// page runs flattened to [page, count, page, count...]. A 10,000-row table from two pages is a few dozen bytes.
// Reading is strict: anything that is not a record this version wrote reads as null, never as a wrong source.
import type { PageRun } from "./pageRuns";
import type { ExcelArea, SourceArea, SourceDocument, SourceRecord, WordArea } from "./sourceRecord";

/** The form's version: the first element of every kept record. */
export const RECORD_VERSION = 1;

type Flat = (string | number | number[])[];

const flatRuns = (runs: readonly PageRun[]): number[] => runs.flatMap((r) => [r.page, r.count]);

function areaOut(area: SourceArea): Flat {
  if (area.kind === "word") return ["w", area.source, area.tag, ...flatRuns(area.runs)];
  return [
    "x",
    area.source,
    area.sheet,
    area.top,
    area.left,
    area.rows,
    area.columns,
    area.headerRows,
    area.table ?? 0,
    area.doubts.flat(),
    ...flatRuns(area.runs),
  ];
}

export function serialiseRecord(record: SourceRecord): string {
  return JSON.stringify([
    RECORD_VERSION,
    record.insertedAt,
    record.sources.map((s) => [s.documentId, s.fileName, s.action]),
    record.areas.map(areaOut),
  ]);
}

const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

function runsIn(values: readonly unknown[]): PageRun[] | null {
  if (values.length % 2 !== 0) return null;
  const runs: PageRun[] = [];
  for (let i = 0; i < values.length; i += 2) {
    const page = values[i];
    const count = values[i + 1];
    if (!isCount(page) || !isCount(count)) return null;
    runs.push({ page, count });
  }
  return runs;
}

function areaIn(value: unknown, sources: number): SourceArea | null {
  if (!Array.isArray(value)) return null;
  const [kind, source] = value as unknown[];
  if (!isCount(source) || source >= sources) return null;
  if (kind === "w") {
    const tag: unknown = value[2];
    const runs = runsIn(value.slice(3));
    if (typeof tag !== "string" || !runs) return null;
    const area: WordArea = { kind: "word", source, tag, runs };
    return area;
  }
  if (kind === "x") {
    const [sheet, top, left, rows, columns, headerRows, table, flatDoubts] = value.slice(2, 10) as unknown[];
    const runs = runsIn(value.slice(10));
    const pairs = Array.isArray(flatDoubts) ? runsIn(flatDoubts as unknown[]) : null;
    if (typeof sheet !== "string" || !runs || !pairs) return null;
    if (![top, left, rows, columns, headerRows, table].every(isCount)) return null;
    const area: ExcelArea = {
      kind: "excel",
      source,
      sheet,
      top: top as number,
      left: left as number,
      rows: rows as number,
      columns: columns as number,
      headerRows: headerRows as number,
      table: (table as number) === 0 ? null : (table as number),
      runs,
      doubts: pairs.map((p): [number, number] => [p.page, p.count]),
    };
    return area;
  }
  return null;
}

/** A kept record, or null when the text is not one (another version, damaged, someone else's). */
export function parseRecord(text: unknown): SourceRecord | null {
  if (typeof text !== "string") return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value[0] !== RECORD_VERSION) return null;
  const [, insertedAt, rawSources, rawAreas] = value as unknown[];
  if (typeof insertedAt !== "string" || Number.isNaN(Date.parse(insertedAt))) return null;
  if (!Array.isArray(rawSources) || !Array.isArray(rawAreas)) return null;
  const sources: SourceDocument[] = [];
  for (const s of rawSources as unknown[]) {
    if (!Array.isArray(s) || !s.every((v) => typeof v === "string") || s.length !== 3) return null;
    const [documentId, fileName, action] = s as string[];
    sources.push({ documentId: documentId!, fileName: fileName!, action: action! });
  }
  const areas: SourceArea[] = [];
  for (const a of rawAreas as unknown[]) {
    const area = areaIn(a, sources.length);
    if (!area) return null;
    areas.push(area);
  }
  return { insertedAt, sources, areas };
}

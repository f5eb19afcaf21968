// Source records: the pages of joined tables row by row, records' document and page per row, Replace keeping
// one record, the compact form (and its size for a 10,000 x 10 insert), and what a selection maps to.
import { edit, startReview } from "../../../../src/results/review/history";
import { reviewedModel } from "../../../../src/results/review/reviewed";
import {
  passageCount,
  recordsRowSources,
  tablesGridSources,
  transcriptLineRuns,
  wordPassageRuns,
} from "../../../../src/results/provenance/gridSources";
import { joinRuns, pageAt, pagesOf, runsOf } from "../../../../src/results/provenance/pageRuns";
import { sameSource, sourceOfCell, sourceOfPassage } from "../../../../src/results/provenance/locate";
import { parseRecord, serialiseRecord } from "../../../../src/results/provenance/serialise";
import { recordKey, upsertRecord, type SourceRecord } from "../../../../src/results/provenance/sourceRecord";
import { transcriptBlocks } from "../../../../src/results/layout";
import type { RecordsModel } from "../../../../src/results/records";
import type { TablesModel } from "../../../../src/results/tables";
import { invoiceTables, records, transcript } from "../review/helpers";

const tablesOf = (m: ReturnType<typeof invoiceTables>): TablesModel => (m.kind === "tables" ? m.tables : null)!;
const recordsOf = (m: ReturnType<typeof records>): RecordsModel => (m.kind === "records" ? m.records : null)!;
const doc = { documentId: "doc1", fileName: "invoice.pdf", action: "tables" };

describe("page runs", () => {
  it("keeps consecutive rows of a page as one run and finds each row's page", () => {
    const runs = runsOf([1, 1, 1, 2, 2, 3]);
    expect(runs).toEqual([
      { page: 1, count: 3 },
      { page: 2, count: 2 },
      { page: 3, count: 1 },
    ]);
    expect([0, 2, 3, 5, 6, -1].map((i) => pageAt(runs, i))).toEqual([1, 1, 2, 3, null, null]);
    expect(pagesOf(joinRuns([{ page: 2, count: 1 }], runs))).toEqual([1, 2, 3]);
    expect(
      joinRuns(
        [{ page: 1, count: 2 }],
        [
          { page: 1, count: 3 },
          { page: 2, count: 0 },
        ],
      ),
    ).toEqual([{ page: 1, count: 5 }]);
  });
});

describe("grid sources", () => {
  it("gives every table its page and the pairs their own, in the writers' order", () => {
    const sources = tablesGridSources(tablesOf(invoiceTables()));
    expect(sources.map((s) => [s.table, s.headerRows, s.parts[0]!.runs])).toEqual([
      [1, 1, [{ page: 1, count: 2 }]],
      [2, 1, [{ page: 2, count: 2 }]],
      [3, 1, [{ page: 2, count: 1 }]],
      [null, 1, [{ page: 1, count: 2 }]],
    ]);
  });

  it("keeps the pages of a joined table row by row, also after a row is deleted", () => {
    const joined = edit(startReview(invoiceTables()), { op: "join", table: "t2" });
    const fewer = edit(joined, { op: "deleteRow", table: "t1", row: 1 });
    const model = tablesOf(reviewedModel(fewer.doc));
    expect(model.tables[0]!.rowPages).toEqual([1, 1, 2, 2]);
    expect(tablesGridSources(model)[0]!.parts[0]!.runs).toEqual([
      { page: 1, count: 1 },
      { page: 2, count: 2 },
    ]);
  });

  it("gives each records row its document and page", () => {
    const second: RecordsModel = {
      ...recordsOf(records()),
      documentId: "doc9",
      fileName: "b.pdf",
      records: [{ pageNumber: 4, values: {} }],
    };
    expect(recordsRowSources([recordsOf(records()), second])).toEqual([
      {
        source: { documentId: "doc2", fileName: "claims.pdf", action: "extractor" },
        runs: [
          { page: 1, count: 1 },
          { page: 2, count: 1 },
        ],
      },
      { source: { documentId: "doc9", fileName: "b.pdf", action: "extractor" }, runs: [{ page: 4, count: 1 }] },
    ]);
  });

  it("counts a transcript's lines and passages per page as the layout writes them", () => {
    const model = transcript();
    if (model.kind !== "transcript") throw new Error("transcript");
    const layout = { headings: true, pageBreaks: true, translation: "after" as const };
    const lines = transcriptLineRuns(model.transcript, layout);
    const passages = wordPassageRuns({ kind: "transcript", transcript: model.transcript, layout });
    const all = passageCount(transcriptBlocks(model.transcript, layout));
    expect(lines.reduce((n, r) => n + r.count, 0)).toBe(all);
    expect(passages.reduce((n, r) => n + r.count, 0)).toBe(all);
    expect(pagesOf(passages)).toEqual(model.transcript.pages.map((p) => p.pageNumber));
    // A file heading on top belongs to the first page.
    expect(wordPassageRuns({ kind: "transcript", transcript: model.transcript, layout }, { fileHeading: true })[0]!.count).toBe(
      passages[0]!.count + 1,
    );
  });

  it("counts a Word table as one passage, or its rows without Word tables", () => {
    const runs = wordPassageRuns({ kind: "tables", tables: tablesOf(invoiceTables()) });
    expect(runs).toEqual([
      { page: 1, count: 2 },
      { page: 2, count: 4 },
      { page: 1, count: 2 },
    ]);
    expect(wordPassageRuns({ kind: "tables", tables: tablesOf(invoiceTables()) }, { tablesAsLines: true })[0]).toEqual({
      page: 1,
      count: 4,
    });
  });
});

function excelRecord(insertedAt: string, top = 0): SourceRecord {
  return {
    insertedAt,
    sources: [doc],
    areas: [
      {
        kind: "excel",
        source: 0,
        sheet: "invoice T1",
        top,
        left: 1,
        rows: 6,
        columns: 3,
        headerRows: 1,
        table: 1,
        runs: runsOf([1, 1, 2, 2, 2]),
        doubts: [[2, 1]],
      },
    ],
  };
}

describe("records kept in the document", () => {
  it("reads back what it wrote, and refuses anything else", () => {
    const record: SourceRecord = {
      ...excelRecord("2026-11-27T10:00:00.000Z"),
      areas: [
        ...excelRecord("2026-11-27T10:00:00.000Z").areas,
        { kind: "word", source: 0, tag: "transcribe-documents:doc1:tables", runs: runsOf([3]) },
      ],
    };
    expect(parseRecord(serialiseRecord(record))).toEqual(record);
    for (const bad of [
      null,
      3,
      "",
      "{",
      "[2]",
      '[1,"x",[],[]]',
      '[1,"2026-11-27T10:00:00Z",[["a","b"]],[]]',
      '[1,"2026-11-27T10:00:00Z",[],[["x",0,"S"]]]',
    ])
      expect(parseRecord(bad)).toBeNull();
  });

  it("stays a few dozen bytes for a 10,000-row table from two pages: nothing of the text, no cell by cell", () => {
    const record: SourceRecord = {
      insertedAt: "2026-11-27T10:00:00.000Z",
      sources: [{ documentId: "0f0e0d0c-0b0a-4909-8807-060504030201", fileName: "large-ledger.pdf", action: "tables" }],
      areas: [
        {
          kind: "excel",
          source: 0,
          sheet: "large-ledger T1",
          top: 0,
          left: 0,
          rows: 10_001,
          columns: 10,
          headerRows: 1,
          table: 1,
          runs: runsOf([...Array.from({ length: 5000 }, () => 1), ...Array.from({ length: 5000 }, () => 2)]),
          doubts: [],
        },
      ],
    };
    expect(serialiseRecord(record).length).toBeLessThan(200);
  });

  it("keeps one record when the same place is written again (Replace)", () => {
    const word = (at: string): SourceRecord => ({
      insertedAt: at,
      sources: [doc],
      areas: [{ kind: "word", source: 0, tag: "t:1", runs: [] }],
    });
    let kept = upsertRecord(new Map(), word("2026-11-27T10:00:00Z"));
    kept = upsertRecord(kept, word("2026-11-28T10:00:00Z"));
    kept = upsertRecord(kept, excelRecord("2026-11-28T10:00:00Z"));
    kept = upsertRecord(kept, excelRecord("2026-11-29T10:00:00Z"));
    expect(kept.size).toBe(2);
    expect(kept.get("w:t:1")!.insertedAt).toBe("2026-11-28T10:00:00Z");
    expect(kept.get(recordKey(excelRecord("x"))!)!.insertedAt).toBe("2026-11-29T10:00:00Z");
    expect(recordKey({ insertedAt: "x", sources: [], areas: [] })).toBeNull();
  });
});

describe("what a selection maps to", () => {
  const records = [excelRecord("2026-11-27T10:00:00Z")];

  it("maps a cell of the page-2 rows to page 2 and a header cell to every page", () => {
    const found = sourceOfCell(records, { sheet: "invoice T1", row: 4, column: 2 });
    expect(found).toMatchObject({ source: doc, page: 2, pages: [1, 2], table: 1 });
    expect(sourceOfCell(records, { sheet: "invoice T1", row: 1, column: 1 })?.page).toBe(1);
    expect(sourceOfCell(records, { sheet: "invoice T1", row: 0, column: 1 })).toMatchObject({ page: null, pages: [1, 2] });
  });

  it("finds nothing outside what was inserted", () => {
    for (const cell of [
      { sheet: "invoice T1", row: 6, column: 1 },
      { sheet: "invoice T1", row: 2, column: 0 },
      { sheet: "invoice T1", row: 2, column: 4 },
      { sheet: "Sheet1", row: 2, column: 1 },
    ])
      expect(sourceOfCell(records, cell)).toBeNull();
  });

  it("takes the later write where two cover one cell", () => {
    const later = { ...excelRecord("2026-11-28T10:00:00Z"), sources: [{ ...doc, fileName: "later.pdf" }] };
    expect(sourceOfCell([...records, later], { sheet: "invoice T1", row: 2, column: 1 })?.source.fileName).toBe("later.pdf");
  });

  it("maps a Word passage by its content control and place", () => {
    const word: SourceRecord = {
      insertedAt: "2026-11-27T10:00:00Z",
      sources: [doc],
      areas: [{ kind: "word", source: 0, tag: "t:1", runs: runsOf([1, 1, 2]) }],
    };
    expect(sourceOfPassage([word], "t:1", 2)?.page).toBe(2);
    expect(sourceOfPassage([word], "t:1", null)).toMatchObject({ page: null, pages: [1, 2] });
    expect(sourceOfPassage([word], "t:2", 0)).toBeNull();
  });

  it("says when a new selection is still the same source (no request)", () => {
    const a = sourceOfCell(records, { sheet: "invoice T1", row: 3, column: 1 });
    const b = sourceOfCell(records, { sheet: "invoice T1", row: 4, column: 3 });
    const c = sourceOfCell(records, { sheet: "invoice T1", row: 2, column: 1 });
    expect(sameSource(a, b)).toBe(true);
    expect(sameSource(a, c)).toBe(false);
    expect(sameSource(null, null)).toBe(true);
    expect(sameSource(a, null)).toBe(false);
  });
});

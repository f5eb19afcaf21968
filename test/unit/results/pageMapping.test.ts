// Results of a file sent with only some of its pages (issue 22) carry the original's page numbers wherever a
// page number shows: transcript headings and translations, table captions, key/value pairs, extractor records
// (the Excel Page column), the service's page pictures, History's row, and a document opened from History.
import type { ServiceClient } from "../../../src/api/client";
import type { TranslationPoll } from "../../../src/api/types";
import { recordsBlocks, tablesBlocks, transcriptBlocks } from "../../../src/results/layout";
import { resultFromDetail } from "../../../src/results/model";
import { mapResultPages, mapThumbnailPages, originalPage } from "../../../src/results/pageMapping";
import { documentRequest } from "../../../src/work/history/openDocument";
import { historyRow } from "../../../src/work/history/historyRows";
import { openResult } from "../../../src/work/openResult";
import { fixtureDetail } from "../office/fixtures";
import { batchItem } from "../work/batchItem";

const SENT = [12, 13, 14];

test("a sent page's number is the original's; a page the mapping does not cover keeps its own", () => {
  expect([1, 2, 3].map((p) => originalPage(SENT, p))).toEqual([12, 13, 14]);
  expect(originalPage(SENT, 4)).toBe(4);
  expect(originalPage([], 2)).toBe(2);
});

test("transcript pages: headings say the original pages, translations follow them", () => {
  const model = resultFromDetail(fixtureDetail("quarterly-report", "transcribe"));
  const mapped = mapResultPages(model, SENT);
  if (mapped.kind !== "transcript") throw new Error("not a transcript");
  expect(mapped.transcript.pages.map((p) => p.pageNumber)).toEqual([12, 13, 14]);
  const headings = transcriptBlocks(mapped.transcript, { headings: true, pageBreaks: false, translation: "none" }).filter(
    (b) => b.kind === "heading",
  );
  expect(headings.map((h) => (h.kind === "heading" ? h.text : ""))).toEqual(["Page 12", "Page 13", "Page 14"]);
});

test("tables and key/value pairs: captions say the original pages", () => {
  const mapped = mapResultPages(resultFromDetail(fixtureDetail("quarterly-report", "tables")), [2, 3, 5]);
  if (mapped.kind !== "tables") throw new Error("not tables");
  const captions = tablesBlocks(mapped.tables).flatMap((b) => (b.kind === "heading" ? [b.text] : []));
  expect(captions).toEqual(["Table 1 (page 2)", "Table 2 (page 3)", "Table 3 (page 3)", "Key/value pairs"]);
  expect(new Set(mapped.tables.keyValuePairs.map((p) => p.pageNumber))).toEqual(new Set([2, 3, 5]));
});

test("extractor records: the record's page (the Excel Page column) is the original's", () => {
  const mapped = mapResultPages(resultFromDetail(fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd")), [7]);
  if (mapped.kind !== "records") throw new Error("not records");
  expect(mapped.records.records.map((r) => r.pageNumber)).toEqual([7]);
  expect(recordsBlocks(mapped.records)[0]).toEqual({ kind: "heading", level: 3, text: "Extracted fields (page 7)" });
});

test("the service's page pictures are numbered as the original's pages (their addresses unchanged)", () => {
  expect(mapThumbnailPages([{ pageNumber: 1, url: "/document/d/image-1.jpg" }], [9])).toEqual([
    { pageNumber: 9, url: "/document/d/image-1.jpg" },
  ]);
});

describe("opening a result", () => {
  const pages = { sourceName: "quarterly-report.pdf", pages: [2, 3], of: 3 };
  const noTranslation = (async () => ({ state: "processing" }) as TranslationPoll) as ServiceClient["getTranslation"];

  test("an item that sent pages 2-3 opens with pages 2 and 3, translation and pictures included", async () => {
    const detail = { ...fixtureDetail("handwritten-note", "transcribe"), thumbnails: [{ pageNumber: 1, url: "/t/1.jpg" }] };
    detail.transcriptPages = [
      { pageNumber: 1, transcript: "first sent page" },
      { pageNumber: 2, transcript: "second sent page" },
    ];
    const item = batchItem({ state: "processed", result: detail, pages, options: { action: "transcribe", translateTo: "fr" } });
    const translated = {
      state: "ready",
      translation: {
        document: detail,
        language: "fr",
        pages: [
          { pageNumber: 1, language: "fr", text: "première" },
          { pageNumber: 2, language: "fr", text: "deuxième" },
        ],
      },
    } as TranslationPoll;
    const opened = await openResult(item, {
      loadResult: async () => item,
      getTranslation: (async () => translated) as ServiceClient["getTranslation"],
    });
    if (opened.result.kind !== "transcript") throw new Error("not a transcript");
    expect(opened.result.transcript.pages.map((p) => [p.pageNumber, p.lines[0], p.translation?.lines[0]])).toEqual([
      [2, "first sent page", "première"],
      [3, "second sent page", "deuxième"],
    ]);
    expect(opened.thumbnails).toEqual([{ pageNumber: 2, url: "/t/1.jpg" }]);
  });

  test("History: the row says which pages were sent, and opening the document maps its pages too", async () => {
    const detail = fixtureDetail("quarterly-report", "tables");
    const item = batchItem({ documentId: detail.id, state: "processed", pages, options: { action: "tables" } });
    const summary = { ...detail, fileName: "quarterly-report (pages 2-3).pdf", pageCount: 2 };
    expect(historyRow(summary, item, Date.now(), "en").pages).toBe("2 pages sent: 2-3 of 3");
    expect(historyRow(summary, undefined, Date.now(), "en").pages).toBe("2 pages");
    const client = { getDocument: async () => ({ state: "ready", document: detail }) } as unknown as ServiceClient;
    const request = documentRequest(summary, item, client);
    expect(request.sentPages).toEqual([2, 3]);
    const opened = await openResult(item, { loadResult: async () => ({ ...item, result: detail }), getTranslation: noTranslation });
    if (opened.result.kind !== "tables") throw new Error("not tables");
    expect(opened.result.tables.tables.map((t) => t.pageNumber)).toEqual([2, 3, 3]);
  });
});

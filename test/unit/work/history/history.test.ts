// The history's plain logic: filters to the list endpoint's parameters, paging ("Load more" appends without
// repeats, never past the end), live updates and removals, formats per action from the client's one table,
// what a row shows and offers, both date formats the API writes, the deletion question, where files can be
// saved, and the inserted marker of the queue's item surviving a reopen.
import { RESULT_FORMATS } from "../../../../src/api";
import type { ServiceClient } from "../../../../src/api/client";
import { parseDocumentPage } from "../../../../src/api/parse";
import type { DocumentPage, DocumentSummary } from "../../../../src/api/types";
import { newRecord } from "../../../../src/work/batch/itemStore";
import { loadQueue, saveQueue, storageKey } from "../../../../src/work/batch/persistence";
import { MemoryStorage } from "../../../../src/work/batch/queueStorage";
import { deleteQuestion, deletedSentence, goneSentence, stillWorking } from "../../../../src/work/history/deletion";
import { downloadChoices } from "../../../../src/work/history/downloadChoices";
import { historyQuery, MAX_PAGE_SIZE, NO_FILTERS } from "../../../../src/work/history/filters";
import { EMPTY_LIST, nextPage, unfinished, withPage, withUpdates, without } from "../../../../src/work/history/historyList";
import { deletionText, historyRow, itemsByDocument, pagesText } from "../../../../src/work/history/historyRows";
import { documentRequest } from "../../../../src/work/history/openDocument";
import { saveMethod } from "../../../../src/work/history/saveMethod";
import { batchItem } from "../batchItem";

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

function doc(id: string, patch: Partial<DocumentSummary> = {}): DocumentSummary {
  return {
    id,
    fileName: `${id}.png`,
    action: "transcribe",
    pageCount: 1,
    status: "processed",
    automaticallyDeletedAt: new Date(NOW + 3 * 24 * 3600_000),
    createdAt: new Date(NOW - 2 * 3600_000),
    updatedAt: new Date(NOW - 3600_000),
    ...patch,
  };
}

function page(documents: DocumentSummary[], currentPage: number, lastPage: number, total = 0): DocumentPage {
  return {
    documents,
    currentPage,
    from: null,
    to: null,
    total,
    perPage: documents.length,
    lastPage,
    hasNextPage: currentPage < lastPage,
    hasPreviousPage: currentPage > 1,
    cursor: null,
    skipped: 0,
  };
}

describe("filters to list query parameters", () => {
  test("no filter asks for everything, newest first, a page of 50", () => {
    expect(historyQuery(NO_FILTERS, 1)).toEqual({ perPage: 50, page: 1 });
  });
  test("status and action go to the service as its own filters", () => {
    expect(historyQuery({ status: "failed", action: "tables" }, 3)).toEqual({ perPage: 50, page: 3, status: "failed", action: "tables" });
  });
  test("the page size stays within the service's 1..200, the page at least 1", () => {
    expect(historyQuery(NO_FILTERS, 0, 1000)).toEqual({ perPage: MAX_PAGE_SIZE, page: 1 });
    expect(historyQuery(NO_FILTERS, 2, 0).perPage).toBe(1);
  });
});

describe("paging", () => {
  test("page 1 starts the list, Load more appends the next page without repeating shifted documents", () => {
    const first = withPage(EMPTY_LIST, page([doc("a"), doc("b")], 1, 3, 6));
    expect(first).toMatchObject({ page: 1, total: 6, hasMore: true });
    expect(nextPage(first)).toBe(2);
    // A new upload pushed "b" onto page 2: it is not listed twice.
    const second = withPage(first, page([doc("b"), doc("c")], 2, 3, 7));
    expect(second.documents.map((d) => d.id)).toEqual(["a", "b", "c"]);
    const last = withPage(second, page([doc("d")], 3, 3, 7));
    expect(last.hasMore).toBe(false);
    // A refresh (page 1 again) starts over.
    expect(withPage(last, page([doc("z")], 1, 1, 1)).documents.map((d) => d.id)).toEqual(["z"]);
  });
  test("a service that does not move on to the next page ends Load more", () => {
    const first = withPage(EMPTY_LIST, page([doc("a")], 1, 5, 5));
    const clamped = withPage({ ...first, page: 2 }, page([doc("a")], 2, 5, 5));
    expect(clamped.hasMore).toBe(false);
  });
  test("live updates replace listed documents only, never with older news; removals lower the total", () => {
    const list = withPage(EMPTY_LIST, page([doc("a", { status: "processing" }), doc("b")], 1, 1, 2));
    expect(unfinished(list).map((d) => d.id)).toEqual(["a"]);
    const updated = withUpdates(list, [doc("a", { status: "processed", updatedAt: new Date(NOW) }), doc("x")]);
    expect(updated.documents.map((d) => [d.id, d.status])).toEqual([
      ["a", "processed"],
      ["b", "processed"],
    ]);
    expect(unfinished(updated)).toEqual([]);
    expect(withUpdates(updated, [doc("a", { status: "processing", updatedAt: new Date(NOW - 7200_000) })])).toBe(updated);
    expect(without(updated, ["a"])).toMatchObject({ total: 1, documents: [{ id: "b" }] });
    expect(without(updated, ["nope"])).toBe(updated);
  });
});

describe("formats per action", () => {
  test("each action offers exactly the formats of the client's table", () => {
    expect(downloadChoices("transcribe").map((c) => c.format)).toEqual(["txt", "docx", "json"]);
    expect(downloadChoices("tables").map((c) => c.format)).toEqual(["xlsx", "json"]);
    expect(downloadChoices("extractor").map((c) => c.format)).toEqual(["xlsx", "csv", "json"]);
    for (const action of ["transcribe", "tables", "extractor"] as const)
      expect(downloadChoices(action).map((c) => c.format)).toEqual(RESULT_FORMATS[action]);
  });
  test("a transcription with a translation also offers the translation's files; an unknown action offers nothing", () => {
    const choices = downloadChoices("transcribe", true);
    expect(choices.filter((c) => c.action === "translate").map((c) => c.format)).toEqual(RESULT_FORMATS.translate);
    expect(downloadChoices("tables", true).some((c) => c.action === "translate")).toBe(false);
    expect(downloadChoices({ unknown: "summarise" })).toEqual([]);
  });
});

describe("row states", () => {
  test("a processed document opens and downloads; its row says the work, pages, when sent and when deleted", () => {
    const row = historyRow(doc("a", { pageCount: 3 }), undefined, NOW, "en");
    expect(row).toMatchObject({ state: "processed", statusLabel: "Processed", tone: "success", canOpen: true, work: "Transcribe" });
    expect(row.pages).toBe("3 pages");
    expect(row.sent?.relative).toBe("2 hours ago");
    expect(row.deletion?.sentence).toBe("Deleted automatically in 3 days.");
    expect(row.downloads).toHaveLength(3);
  });
  test("unfinished, failed and unknown documents neither open nor download", () => {
    for (const status of ["new", "queued", "processing"] as const)
      expect(historyRow(doc("a", { status }), undefined, NOW)).toMatchObject({ state: "working", canOpen: false, downloads: [] });
    expect(historyRow(doc("a", { status: "failed" }), undefined, NOW)).toMatchObject({ state: "failed", tone: "danger", canOpen: false });
    expect(historyRow(doc("a", { status: { unknown: "archived" } }), undefined, NOW)).toMatchObject({
      state: "unknown",
      statusLabel: "Unknown (archived)",
      canOpen: false,
    });
    expect(historyRow(doc("a", { action: { unknown: "summarise" } }), undefined, NOW)).toMatchObject({
      canOpen: false,
      work: "Unknown work (summarise)",
    });
  });
  test("the queue's item adds what the list cannot say: the translation and where its result went", () => {
    const item = batchItem({
      documentId: "a",
      state: "processed",
      options: { action: "transcribe", translateTo: "fr" },
      inserted: { at: NOW, host: "excel", sheets: ["Q1 T2"] },
    });
    const row = historyRow(doc("a"), itemsByDocument([item]).get("a"), NOW);
    expect(row.work).toBe("Transcribe with translation");
    expect(row.inserted).toBe("Inserted into Sheet 'Q1 T2'");
    expect(row.downloads.some((c) => c.action === "translate")).toBe(true);
  });
  test("pages by plural rules; missing facts are left out rather than invented", () => {
    expect(pagesText(1)).toBe("1 page");
    expect(pagesText(0)).toBe("0 pages");
    const row = historyRow(doc("a", { pageCount: null, createdAt: null, automaticallyDeletedAt: null, fileName: "" }), undefined, NOW);
    expect(row).toMatchObject({ pages: null, sent: null, deletion: null, fileName: "a" });
  });
});

describe("both date formats of the API", () => {
  test("ISO with microseconds and YYYY-MM-DD HH:MM:SS give the same deletion date", () => {
    const parsed = parseDocumentPage({
      documents: [
        {
          id: "iso",
          file_name: "a.png",
          action: "transcribe",
          page_count: 1,
          status: "processed",
          automatically_deleted_at: "2026-11-24T12:00:00.000000Z",
          created_at: "2026-11-23T10:00:00.123456Z",
          updated_at: "2026-11-23T10:00:01.000000Z",
        },
        {
          id: "plain",
          file_name: "b.png",
          action: "transcribe",
          page_count: 1,
          status: "processed",
          automatically_deleted_at: "2026-11-24 12:00:00",
          created_at: "2026-11-23T10:00:00.123456Z",
          updated_at: "2026-11-23T10:00:01.000000Z",
        },
      ],
      current_page: 1,
      total: 2,
      per_page: 50,
      last_page: 1,
    });
    const [iso, plain] = parsed.documents.map((d) => historyRow(d, undefined, NOW, "en"));
    expect(iso?.deletion).toEqual(plain?.deletion);
    expect(iso?.deletion?.sentence).toBe("Deleted automatically tomorrow.");
    expect(deletionText(new Date(NOW - 1000), NOW)?.sentence).toBe("Due for automatic deletion now.");
  });
});

describe("deletion", () => {
  test("the question says it cannot be undone and that what was inserted stays", () => {
    const one = deleteQuestion(["scan.png"]);
    expect(one.title).toBe('Delete "scan.png" from the service?');
    expect(one.message).toMatch(/cannot be undone/);
    expect(one.message).toMatch(/already inserted .* stays/);
    const many = deleteQuestion(["a.png", "b.png", "c.png"]);
    expect(many.title).toBe("Delete 3 documents from the service?");
    expect(many.details).toEqual(["a.png", "b.png", "c.png"]);
  });
  // Issue 20, defect 6: the History deleted a document another pane was still processing without a word.
  test("the question names the files still being worked on, and where", () => {
    const documents = [
      doc("d1", { fileName: "mine.png", status: "processing" }),
      doc("d2", { fileName: "theirs.png", status: "queued" }),
      doc("d3", { fileName: "done.png", status: "processed" }),
      doc("d4", { fileName: "far.png", status: "processing" }),
    ];
    const items = itemsByDocument([
      batchItem({ id: "i1", documentId: "d1", fileName: "mine.png", state: "processing" }),
      batchItem({ id: "i2", documentId: "d2", fileName: "theirs.png", state: "queued", elsewhere: true }),
      batchItem({ id: "i3", documentId: "d3", fileName: "done.png", state: "processed", elsewhere: true }),
    ]);
    const working = stillWorking(documents, items);
    expect(working).toEqual([
      { fileName: "mine.png", where: "here" },
      { fileName: "theirs.png", where: "elsewhere" },
      { fileName: "far.png", where: "service" },
    ]);
    const question = deleteQuestion(
      documents.map((d) => d.fileName),
      working,
    );
    expect(question.message).toMatch(/3 files are still being processed/);
    expect(question.details).toEqual(
      expect.arrayContaining([
        "mine.png: being processed for this pane.",
        "theirs.png: being processed for your other Office window.",
        "far.png: being processed on the service.",
      ]),
    );
    const one = deleteQuestion(["theirs.png"], [{ fileName: "theirs.png", where: "elsewhere" }]);
    expect(one.message).toMatch(/1 file is still being processed/);
    expect(one.details).toEqual(["theirs.png: being processed for your other Office window."]);
  });
  test("what is said afterwards", () => {
    expect(deletedSentence(1, 0)).toBe("Deleted 1 document.");
    expect(deletedSentence(2, 1)).toBe("Deleted 2 documents. 1 document could not be deleted; try again.");
    expect(deletedSentence(0, 2)).toBe("2 documents could not be deleted; try again.");
    expect(goneSentence("a.png")).toMatch(/no longer on the service/);
  });
});

describe("where files can be saved", () => {
  const chrome = "Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0";
  test("Office on the web, Windows with WebView2 and a plain browser: a download link", () => {
    for (const platform of ["OfficeOnline", "PC", null])
      expect(saveMethod({ platform, userAgent: chrome, msSaveBlob: false })).toEqual({ kind: "link" });
  });
  test("Internet Explorer's webview saves with msSaveOrOpenBlob; Edge Legacy's without it cannot", () => {
    expect(saveMethod({ platform: "PC", userAgent: "Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0)", msSaveBlob: true })).toEqual({
      kind: "msSaveBlob",
    });
    expect(
      saveMethod({ platform: "PC", userAgent: "Mozilla/5.0 (Windows NT 10.0) Chrome/70.0 Safari/537.36 Edge/18.19041", msSaveBlob: false })
        .kind,
    ).toBe("none");
  });
  test("Mac and iPad cannot save: the reason offers insertion instead", () => {
    const mac = saveMethod({ platform: "Mac", userAgent: "AppleWebKit/605.1.15", msSaveBlob: false });
    expect(mac.kind === "none" && mac.reason).toMatch(/insert its result instead/);
    expect(saveMethod({ platform: "iOS", userAgent: "AppleWebKit/605.1.15", msSaveBlob: false }).kind).toBe("none");
  });
});

describe("the inserted marker", () => {
  test("survives a reopen of the saved queue and still shows in the history's row", () => {
    const storage = new MemoryStorage();
    const key = storageKey("https://svc.example/v3", "u1");
    const record = newRecord({
      id: "item-1",
      batchId: "b",
      fileName: "a.png",
      options: { action: "tables" },
      file: null,
      state: "processed",
      reason: "Done.",
      at: NOW,
    });
    record.documentId = "a";
    record.inserted = { at: NOW, host: "word", wordPlacement: "cursor" };
    expect(saveQueue(storage, key, { cursor: null, clockOffsetMs: null, items: [record] }, NOW)).toBeNull();
    const [restored] = loadQueue(storage, key).items;
    expect(restored?.inserted).toEqual({ at: NOW, host: "word", wordPlacement: "cursor" });
    const item = batchItem({ documentId: "a", state: "processed", options: { action: "tables" }, inserted: restored?.inserted ?? null });
    expect(historyRow(doc("a", { action: "tables" }), item, NOW).inserted).toBe("Inserted at the cursor");
  });

  // Outlook sent it and is still open beside this Excel pane (issue 23): Excel's History inserts the document, but
  // recording where it went is the owning pane's; marking it here threw after the insertion had succeeded.
  test("is recorded only for this pane's own item, not for one another open pane owns", () => {
    const client: Pick<ServiceClient, "getDocument"> = { getDocument: () => Promise.reject(new Error("Not asked here.")) };
    const options = { action: "transcribe" as const, translateTo: "de" };
    const own = batchItem({ id: "own", documentId: "a", state: "processed", options });
    const theirs = batchItem({ id: "theirs", documentId: "a", state: "processed", options, elsewhere: true });
    expect(documentRequest(doc("a"), own, client).itemId).toBe("own");
    const borrowed = documentRequest(doc("a"), theirs, client);
    expect(borrowed.itemId).toBeNull();
    expect(borrowed.translation).toBe(true);
  });
});

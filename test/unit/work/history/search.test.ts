// The history's search by file name (issue 35, item 11): matching ignores case and accents; the list endpoint
// has no name filter, so further pages are read one at a time, at most a round's worth, stopping once enough
// match, and a round stops at once when cancelled; what the search found is said in a whole sentence.
import type { DocumentPage, DocumentSummary } from "../../../../src/api/types";
import { EMPTY_LIST, withPage, type HistoryList } from "../../../../src/work/history/historyList";
import { historyRow } from "../../../../src/work/history/historyRows";
import {
  SEARCH_ENOUGH_MATCHES,
  SEARCH_PAGES_PER_ROUND,
  foldName,
  matchesName,
  matchingDocuments,
  searchRound,
  searchSentence,
  shouldReadMore,
} from "../../../../src/work/history/search";

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

function doc(id: string, fileName = `${id}.png`, patch: Partial<DocumentSummary> = {}): DocumentSummary {
  return {
    id,
    fileName,
    action: "transcribe",
    pageCount: 1,
    status: "processed",
    automaticallyDeletedAt: null,
    createdAt: new Date(NOW - 3600_000),
    updatedAt: new Date(NOW - 3600_000),
    ...patch,
  };
}

/** Page n of `last` pages, each of `size` documents named after their place (every 7th a report). */
function page(n: number, last: number, size = 10): DocumentPage {
  const documents = Array.from({ length: size }, (_, i) => {
    const at = (n - 1) * size + i;
    return doc(`d${at}`, at % 7 === 0 ? `Quarterly-Report ${at}.pdf` : `scan-${at}.png`);
  });
  return {
    documents,
    currentPage: n,
    from: (n - 1) * size + 1,
    to: n * size,
    total: last * size,
    perPage: size,
    lastPage: last,
    hasNextPage: n < last,
    hasPreviousPage: n > 1,
    cursor: null,
    skipped: 0,
  };
}

const firstOf = (last: number): HistoryList => withPage(EMPTY_LIST, page(1, last));

describe("matching a file name", () => {
  test("ignores case and accents, and finds part of a name", () => {
    expect(foldName("Résumé.PDF")).toBe("resume.pdf");
    expect(matchesName("Résumé März.pdf", "resume marz")).toBe(true);
    expect(matchesName("quarterly-report.pdf", "  REPORT ")).toBe(true);
    expect(matchesName("Zoë's scan.png", "zoe")).toBe(true);
    expect(matchesName("scan.png", "report")).toBe(false);
  });
  test("an empty or blank query matches every document", () => {
    const all = [doc("a"), doc("b")];
    expect(matchingDocuments(all, "")).toEqual(all);
    expect(matchingDocuments(all, "   ")).toEqual(all);
  });
  test("a document without a name is matched by its id", () => {
    expect(matchingDocuments([doc("abc123", "")], "abc1")).toHaveLength(1);
  });
});

describe("reading further pages", () => {
  test("only for a search, while the service has more, too few match, and the round is not used up", () => {
    const list = firstOf(10);
    expect(shouldReadMore(list, "", 0)).toBe(false);
    expect(shouldReadMore(list, "report", 0)).toBe(true);
    expect(shouldReadMore(list, "report", SEARCH_PAGES_PER_ROUND)).toBe(false);
    expect(shouldReadMore(firstOf(1), "report", 0)).toBe(false);
    // Enough matches already listed: nothing more is read.
    const full = withPage(EMPTY_LIST, page(1, 10, 30));
    expect(matchingDocuments(full.documents, "scan").length).toBeGreaterThanOrEqual(SEARCH_ENOUGH_MATCHES);
    expect(shouldReadMore(full, "scan", 0)).toBe(false);
  });

  test("a round reads the following pages one after another, never more than its bound", async () => {
    const asked: number[] = [];
    let inFlight = 0;
    let most = 0;
    const got: DocumentPage[] = [];
    const outcome = await searchRound({
      list: firstOf(50),
      query: "nothing like this",
      signal: new AbortController().signal,
      fetchPage: async (n) => {
        asked.push(n);
        most = Math.max(most, ++inFlight);
        await Promise.resolve();
        inFlight--;
        return page(n, 50);
      },
      onPage: (p) => got.push(p),
    });
    expect(outcome).toBe("done");
    expect(asked).toEqual([2, 3, 4]);
    expect(asked).toHaveLength(SEARCH_PAGES_PER_ROUND);
    expect(most).toBe(1);
    expect(got.map((p) => p.currentPage)).toEqual([2, 3, 4]);
  });

  test("a round stops at the last page", async () => {
    const asked: number[] = [];
    await searchRound({
      list: firstOf(2),
      query: "x",
      signal: new AbortController().signal,
      fetchPage: async (n) => (asked.push(n), page(n, 2)),
      onPage: () => undefined,
    });
    expect(asked).toEqual([2]);
  });

  test("cancelling stops the round: the page under way is dropped and no other is asked", async () => {
    const controller = new AbortController();
    const asked: number[] = [];
    const got: number[] = [];
    const outcome = await searchRound({
      list: firstOf(50),
      query: "x",
      signal: controller.signal,
      fetchPage: async (n, signal) => {
        asked.push(n);
        expect(signal).toBe(controller.signal);
        if (n === 3) controller.abort(); // the user typed again while page 3 was on its way
        return page(n, 50);
      },
      onPage: (p) => got.push(p.currentPage),
    });
    expect(outcome).toBe("cancelled");
    expect(asked).toEqual([2, 3]);
    expect(got).toEqual([2]);
  });

  test("a round already cancelled asks nothing", async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchPage = jest.fn(async (n: number) => page(n, 50));
    await expect(
      searchRound({ list: firstOf(50), query: "x", signal: controller.signal, fetchPage, onPage: () => undefined }),
    ).resolves.toBe("cancelled");
    expect(fetchPage).not.toHaveBeenCalled();
  });
});

describe("what the search found, said", () => {
  test("all documents searched: the count, or none with what to do", () => {
    const list = firstOf(1);
    expect(searchSentence(list, "report")).toBe('2 documents match "report".');
    expect(searchSentence(list, "report 7")).toBe('1 document matches "report 7".');
    expect(searchSentence(list, "invoice")).toBe(
      'No file name contains "invoice". Check the spelling, try part of the name, or clear the search.',
    );
  });
  test("only the newest searched: says how many of how many, and to search further", () => {
    const list = firstOf(5);
    expect(searchSentence(list, "report")).toBe(
      '2 documents match "report" among the newest 10 of 50. Choose Search further to look at older ones.',
    );
    expect(searchSentence(list, "invoice")).toBe(
      'No file name among the newest 10 of 50 documents contains "invoice". Choose Search further to look at older ones, or clear the search.',
    );
  });
});

describe("a row tells two files of one name apart", () => {
  test("pages and work beside the name", () => {
    const a = historyRow(doc("a", "quarterly-report.pdf", { pageCount: 3 }), undefined, NOW);
    const b = historyRow(doc("b", "quarterly-report.pdf", { pageCount: 12, action: "tables" }), undefined, NOW);
    expect(a.detail).toBe("3 pages · Transcribe");
    expect(b.detail).toBe("12 pages · Tables");
    expect(historyRow(doc("c", "x.pdf", { pageCount: null, action: "extractor" }), undefined, NOW).detail).toBe("Extractor");
  });
});

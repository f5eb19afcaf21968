// Issue 15, defects 6 and 15: result sizes a task pane cannot hold, and impossible dates. Each test failed
// before the fix (a 5e7 columnCount padded for a minute, 125,000 rows overflowed Math.max's arguments, the
// error reached the user as "Cannot reach the service" and the fetcher tried forever; February 31st was read
// as March 3rd).
import { ServiceClient, staticToken } from "../../../src/api";
import { parseDocumentDetail, parseServiceDate } from "../../../src/api/parse";
import { parseTable, RESULT_LIMITS } from "../../../src/api/resultParse";
import { tablesFromDetail } from "../../../src/results/tables";
import { BatchQueue, MemoryStorage } from "../../../src/work/batch";

const detail = (results: unknown[]): Record<string, unknown> => ({
  id: "doc1",
  file_name: "big.pdf",
  action: "tables",
  status: "processed",
  created_at: "2026-01-05T09:00:00.000000Z",
  updated_at: "2026-01-05T09:00:01.000000Z",
  results,
});

describe("defect 6: result sizes", () => {
  test("an absurd columnCount is refused at once, never padded", () => {
    const started = Date.now();
    for (const columnCount of [5e7, 2 ** 31 - 1]) {
      expect(() => parseTable({ rows: [["a"]], columnCount }, 0)).toThrow(/result this add-in cannot read/);
    }
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test("a table of 200,000 rows parses and shapes (no Math.max spread)", () => {
    const rows = Array.from({ length: 200_000 }, (_, i) => [String(i)]);
    const parsed = parseDocumentDetail(detail([{ page_number: 1, tables: [{ rows, columnCount: 1, tableNumber: 1 }] }]));
    expect(parsed.tablesPages[0]?.tables[0]?.rows).toHaveLength(200_000);
    const model = tablesFromDetail(parsed);
    expect(model.tables[0]?.columnCount).toBe(1);
  });

  test("more cells than the cap is reported as an unreadable result", () => {
    const columns = 1000;
    const rows = Array.from({ length: RESULT_LIMITS.cells / columns + 1 }, () => ["x"]);
    expect(() => parseDocumentDetail(detail([{ tables: [{ rows, columnCount: columns }] }]))).toThrow(
      expect.objectContaining({ kind: "bad_response", code: "unreadable_result" }),
    );
  });

  test("the queue fails such an item with that sentence and stops asking for it", async () => {
    let gets = 0;
    const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input));
      const json = (status: number, body: unknown): Response =>
        new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      if (init.method === "POST") return json(201, { id: "doc1", status: "queued" });
      if (url.pathname.endsWith("/documents"))
        return json(200, { documents: [{ ...detail([]), results: undefined }], current_page: 1, last_page: 1 });
      gets++;
      return json(200, detail([{ tables: [{ rows: [["a"]], columnCount: 5e7 }] }]));
    }) as typeof fetch;
    const client = new ServiceClient({
      baseUrl: "https://service.test/v3",
      credentials: staticToken("t"),
      fetch: fetchImpl,
      pacing: { requestsPerSecond: 1000 },
    });
    const queue = await BatchQueue.open({ client, storage: new MemoryStorage(), accountId: "u", poll: { minIntervalMs: 10 } });
    queue.add([{ file: new Blob(["%PDF-1.4"]), name: "big.pdf" }], { action: "tables" });
    const done = await queue.whenIdle();
    queue.close();
    expect(done.items[0]).toMatchObject({ state: "failed" });
    expect(done.items[0]?.reason).toMatch(/The service sent a result this add-in cannot read/);
    expect(done.items[0]?.reason).not.toMatch(/Cannot reach/);
    expect(gets).toBe(1);
  });
});

describe("defect 15: impossible dates", () => {
  test.each(["2025-02-31 03:04:05", "2025-13-01T00:00:00Z", "2025-01-01 24:00:00", "2025-01-01T10:61:00.000000Z"])(
    "%s is no date",
    (value) => {
      expect(parseServiceDate(value)).toBeNull();
    },
  );
  test("possible ones still parse, in both formats", () => {
    expect(parseServiceDate("2024-02-29 03:04:05")?.toISOString()).toBe("2024-02-29T03:04:05.000Z");
    expect(parseServiceDate("2025-03-03T03:04:05.123456Z")?.toISOString()).toBe("2025-03-03T03:04:05.123Z");
  });
});

// Issue 20, defect 10: test/contract/queue.test.ts "more changes than fit on a page" counted 11 detail
// requests for 10 documents on a busy machine. The extra one was real: a round that must list every open
// document (a reconciliation; also every round before the first cursor) reads the list a page at a time, and
// a document that changed between two page requests moves to the top of the list, into a page already read,
// so it is in none of the pages. The round took it for a document the service had lost and asked for it
// directly (a 202 while it was still processing), then fetched its result once it was processed. Here the
// move is made to happen between the pages on purpose.
import { ServiceClient, staticToken } from "../../../src/api";
import { BatchQueue, MemoryStorage } from "../../../src/work/batch";
import { FakeService } from "../work/fakeService";

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
beforeEach(() => jest.useFakeTimers({ now: T0 }));
afterEach(() => jest.useRealTimers());

const BASE = "https://service.test/v3";
const file = (name: string) => ({ file: new Blob([`%PDF-1.4 ${name}`]), name });

test("a document that moves between the pages of a round is not taken for lost: each result is fetched once", async () => {
  const service = new FakeService(10_000);
  let moved = false;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await service.fetch(input, init);
    const url = new URL(String(input));
    if (
      !moved &&
      url.pathname.endsWith("/documents") &&
      (init?.method ?? "GET") === "GET" &&
      (url.searchParams.get("page") ?? "1") === "1"
    ) {
      const body = (await response.clone().json()) as { last_page: number };
      if (body.last_page > 1) {
        // Between page 1 and page 2, the document page 2 would start with changes: it moves to the top.
        const listed = (await response.clone().json()) as { documents: Array<{ id: string }> };
        const onLaterPage = service.docs.find((d) => !listed.documents.some((l) => l.id === d.id));
        if (onLaterPage) {
          onLaterPage.createdAt = Date.now() - service.processingMs / 4;
          moved = true;
        }
      }
    }
    return response;
  }) as typeof globalThis.fetch;
  const queue = await BatchQueue.open({
    client: new ServiceClient({ baseUrl: BASE, credentials: staticToken("t"), fetch }),
    storage: new MemoryStorage(),
    accountId: "u",
    perPage: 2,
    uploadConcurrency: 4,
  });
  queue.add(
    ["a", "b", "c", "d", "e"].map((n) => file(`${n}.pdf`)),
    { action: "transcribe" },
  );
  const idle = queue.whenIdle();
  await jest.advanceTimersByTimeAsync(60_000);
  const done = await idle;
  queue.close();
  expect(moved).toBe(true);
  expect(done.items.map((i) => i.state)).toEqual(Array(5).fill("processed"));
  const details = service.requests.filter((r) => r.method === "GET" && /^\/documents\/[^/]+$/.test(r.path));
  expect(details).toHaveLength(5);
});

// Documents a view follows through the queue (the history's unfinished rows): they keep the queue's polling
// round going even with no item of its own, the view hears what each round listed, and it costs no request
// beyond the round's one list request. No watch, no round.
import { ServiceClient, staticToken, type DocumentSummary } from "../../../src/api";
import { BatchQueue, MemoryStorage } from "../../../src/work/batch";
import { FakeService } from "./fakeService";

const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);
beforeEach(() => jest.useFakeTimers({ now: T0 }));
afterEach(() => jest.useRealTimers());

async function queueOver(service: FakeService): Promise<BatchQueue> {
  const client = new ServiceClient({ baseUrl: "https://service.test/v3", credentials: staticToken("token"), fetch: service.fetch });
  return BatchQueue.open({ client, storage: new MemoryStorage(), accountId: "usr_1", staleAfterMs: 3_600_000 });
}

const summary = (id: string, createdAt: number): DocumentSummary => ({
  id,
  fileName: `${id}.png`,
  action: "transcribe",
  pageCount: 1,
  status: "queued",
  automaticallyDeletedAt: null,
  createdAt: new Date(createdAt),
  updatedAt: new Date(createdAt),
});

describe("watchDocuments", () => {
  test("follows a document sent from elsewhere until the view stops, with the queue's one list request per round", async () => {
    const service = new FakeService(10_000);
    service.docs.push({ id: "elsewhere1", fileName: "elsewhere1.png", action: "transcribe", createdAt: T0 });
    const queue = await queueOver(service);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(service.times("GET", "/documents")).toEqual([]); // nothing to follow: no round

    const heard: string[] = [];
    const watch = queue.watchDocuments((docs) => heard.push(...docs.map((d) => `${d.id}:${String(d.status)}`)));
    watch.follow([summary("elsewhere1", T0 + 30_000)]);
    // The document was created before the watch: its changes from now on are what the rounds carry.
    service.docs[0]!.createdAt = T0 + 30_000;
    await jest.advanceTimersByTimeAsync(15_000);
    expect(heard).toContain("elsewhere1:processed");
    const rounds = service.times("GET", "/documents").length;
    expect(rounds).toBeGreaterThan(0);
    // Every request was a list request: no detail fetched for a document that is not the queue's.
    expect(service.requests.every((r) => r.method === "GET" && r.path === "/documents")).toBe(true);

    watch.stop();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(service.times("GET", "/documents").length).toBe(rounds);
    queue.close();
  });
});

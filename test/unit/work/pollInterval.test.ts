// The polling rhythm: the pure rule (pollInterval.ts), then the queue following it under fake timers, with
// the real client and scheduler over a scripted service: rounds close together while work is young and
// further apart later, deferred while the queue's own requests are waiting, never during a Retry-After
// pause and at once after it.
import { ServiceClient, staticToken } from "../../../src/api";
import { BatchQueue, DEFAULT_POLL_POLICY, nextRoundDelay, type QueueStorage, type RoundInputs } from "../../../src/work/batch";
import { FakeService, tooMany } from "./fakeService";

const base: RoundInputs = { now: 0, requestsPerSecond: 2, pausedUntil: 0, youngestOpenAgeMs: 0, pendingRequests: 0, urgent: false };

describe("nextRoundDelay", () => {
  test("no round without open work", () => {
    expect(nextRoundDelay({ ...base, youngestOpenAgeMs: null })).toBeNull();
  });

  test("young work: the shortest interval; older work: half its age, up to the longest", () => {
    expect(nextRoundDelay(base)).toBe(2000);
    expect(nextRoundDelay({ ...base, youngestOpenAgeMs: 3000 })).toBe(2000);
    expect(nextRoundDelay({ ...base, youngestOpenAgeMs: 10_000 })).toBe(5000);
    expect(nextRoundDelay({ ...base, youngestOpenAgeMs: 40_000 })).toBe(20_000);
    expect(nextRoundDelay({ ...base, youngestOpenAgeMs: 600_000 })).toBe(30_000);
  });

  test("never faster than the rate allows: at least four request slots apart", () => {
    expect(nextRoundDelay({ ...base, requestsPerSecond: 0.5 })).toBe(8000);
    expect(nextRoundDelay({ ...base, requestsPerSecond: 1000 }, { ...DEFAULT_POLL_POLICY, minIntervalMs: 0 })).toBe(4);
  });

  test("the queue's own waiting requests defer the round by the time they take, up to 10 s", () => {
    expect(nextRoundDelay({ ...base, pendingRequests: 12 })).toBe(6000);
    expect(nextRoundDelay({ ...base, pendingRequests: 100 })).toBe(10_000);
    // Old work with a backlog: whichever is longer.
    expect(nextRoundDelay({ ...base, pendingRequests: 4, youngestOpenAgeMs: 30_000 })).toBe(15_000);
  });

  test("urgent (an unknown upload to look for): the shortest interval, whatever the backlog", () => {
    expect(nextRoundDelay({ ...base, urgent: true, youngestOpenAgeMs: null, pendingRequests: 100 })).toBe(2000);
  });

  test("during a Retry-After pause: at its end, not before and not later", () => {
    expect(nextRoundDelay({ ...base, now: 1000, pausedUntil: 8000 })).toBe(7000);
    expect(nextRoundDelay({ ...base, now: 1000, pausedUntil: 2000 })).toBe(2000);
  });
});

class MemoryStorage implements QueueStorage {
  readonly data = new Map<string, string>();
  getItem = (key: string): string | null => this.data.get(key) ?? null;
  setItem = (key: string, value: string): void => void this.data.set(key, value);
  removeItem = (key: string): void => void this.data.delete(key);
}

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
beforeEach(() => jest.useFakeTimers({ now: T0 }));
afterEach(() => jest.useRealTimers());

async function queueOver(service: FakeService, options: { staleAfterMs?: number } = {}): Promise<BatchQueue> {
  const client = new ServiceClient({ baseUrl: "https://service.test/v3", credentials: staticToken("token"), fetch: service.fetch });
  return BatchQueue.open({ client, storage: new MemoryStorage(), accountId: "usr_1", staleAfterMs: options.staleAfterMs ?? 3_600_000 });
}

const file = (name: string) => ({ file: new Blob(["%PDF-1.4 x"]), name });
const gaps = (times: number[]): number[] => times.slice(1).map((t, i) => t - (times[i] ?? 0));

describe("the queue's rounds under fake timers (real client and scheduler, 2 requests/second)", () => {
  test("close together while the document is young, then further apart, up to 30 s", async () => {
    const service = new FakeService(10 * 60_000);
    const queue = await queueOver(service);
    queue.add([file("long.pdf")], { action: "transcribe" });
    await jest.advanceTimersByTimeAsync(240_000);
    queue.close();
    const rounds = service.times("GET", "/documents");
    const between = gaps(rounds);
    expect(rounds[0]! - T0).toBeGreaterThanOrEqual(2000);
    expect(rounds[0]! - T0).toBeLessThan(2600);
    expect(between[0]).toBeLessThan(2600);
    // Each wait at least as long as the one before (a few ms of pacing aside), never beyond 30 s.
    between.slice(1).forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual((between[i] ?? 0) - 20));
    expect(Math.max(...between)).toBeLessThanOrEqual(30_600);
    expect(between.at(-1)).toBeGreaterThanOrEqual(29_000);
    // 4 minutes of following one document: a dozen list requests, not one per second.
    expect(rounds.length).toBeLessThan(16);
  });

  test("while uploads are waiting, a round waits for them (up to 10 s) instead of taking their slots", async () => {
    const service = new FakeService(1000);
    const queue = await queueOver(service);
    queue.add(
      Array.from({ length: 40 }, (_, i) => file(`p${i}.pdf`)),
      { action: "transcribe" },
    );
    const idle = queue.whenIdle();
    await jest.advanceTimersByTimeAsync(120_000);
    await idle;
    queue.close();
    const uploads = service.times("POST", "/documents");
    const rounds = service.times("GET", "/documents");
    expect(uploads).toHaveLength(40);
    expect(service.times("GET", "/documents/doc0000001")).toHaveLength(1);
    // The first round comes only once the backlog would have drained or 10 s have passed.
    expect(rounds[0]! - uploads[0]!).toBeGreaterThanOrEqual(9500);
    // 40 uploads and 40 fetches at 2/s take 40 s: a handful of rounds, within the 2.2 per document budget.
    expect(service.requests.length).toBeLessThanOrEqual(88);
  });

  test("a Retry-After holds the round; it comes right after the pause", async () => {
    const service = new FakeService(60_000);
    let refusedAt: number | undefined;
    service.intercept = (request) => {
      if (request.method === "POST" && service.docs.length === 1 && refusedAt === undefined) {
        refusedAt = request.at;
        return tooMany(7);
      }
      return undefined;
    };
    const queue = await queueOver(service);
    queue.add([file("a.pdf"), file("b.pdf")], { action: "transcribe" });
    await jest.advanceTimersByTimeAsync(12_000);
    queue.close();
    expect(refusedAt).toBeDefined();
    const pauseEnd = (refusedAt ?? 0) + 7000;
    const rounds = service.times("GET", "/documents");
    // Due 2 s after the first upload, i.e. during the pause: held, then sent as soon as it ended.
    expect(rounds.filter((t) => t < pauseEnd)).toEqual([]);
    expect(rounds[0]! - pauseEnd).toBeLessThan(600);
    // The refused upload went again after the pause too (a 429 means it was not done): both documents exist.
    expect(service.docs.map((d) => d.fileName)).toEqual(["a.pdf", "b.pdf"]);
  });
});

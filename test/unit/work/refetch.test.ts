// A file chosen from OneDrive or mail keeps its origin in the saved queue; a reopened queue fetches such a
// file again through the refetcher instead of asking the user to add it, and says why when it cannot.
import { ServiceClient, staticToken } from "../../../src/api";
import { loadQueue, storageKey } from "../../../src/work/batch/persistence";
import { BatchQueue, MemoryStorage, type BatchQueueOptions, type ItemOrigin, type Refetcher } from "../../../src/work/batch";
import { FakeService } from "./fakeService";

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
beforeEach(() => jest.useFakeTimers({ now: T0 }));
afterEach(() => jest.useRealTimers());

const BASE = "https://service.test/v3";
const origin: ItemOrigin = { kind: "onedrive", label: "Scans/2026/b.pdf", ref: { driveId: "me", itemId: "f2" }, scopes: ["Files.Read"] };
const pdf = (name: string): Blob => new Blob([`%PDF-1.4 ${name}`]);

function options(service: FakeService, storage: MemoryStorage, refetch?: Refetcher): BatchQueueOptions {
  return {
    client: new ServiceClient({ baseUrl: BASE, credentials: staticToken("token"), fetch: service.fetch }),
    storage,
    accountId: "usr_1",
    uploadConcurrency: 1,
    ...(refetch ? { refetch } : {}),
  };
}

async function closedWithWaitingItem(service: FakeService, storage: MemoryStorage): Promise<void> {
  const first = await BatchQueue.open(options(service, storage));
  first.add(
    [
      { file: pdf("a"), name: "a.pdf" },
      // Waiting for its send slot when the pane closes: nothing left, so its file is asked for again (no origin).
      { file: pdf("x"), name: "x.pdf" },
      { file: pdf("b"), name: "b.pdf", origin },
      { file: pdf("c"), name: "c.pdf", origin: { ...origin, ref: { driveId: "me", itemId: "f3" }, label: "c.pdf" } },
    ],
    { action: "transcribe" },
  );
  await jest.advanceTimersByTimeAsync(50);
  first.close();
}

test("the origin is saved with the item and shown in the snapshot", async () => {
  const service = new FakeService(20_000);
  const storage = new MemoryStorage();
  await closedWithWaitingItem(service, storage);
  const saved = loadQueue(storage, storageKey(BASE, "usr_1"));
  expect(saved.items.map((i) => i.origin)).toEqual([null, null, origin, expect.objectContaining({ label: "c.pdf" })]);
  const reopened = await BatchQueue.open(options(service, storage));
  expect(reopened.snapshot().items[2]?.origin).toEqual(origin);
  expect(reopened.snapshot().items[0]?.origin).toBeUndefined();
  reopened.close();
});

test("a reopened queue fetches its waiting files again and sends them", async () => {
  const service = new FakeService(2_000);
  const storage = new MemoryStorage();
  await closedWithWaitingItem(service, storage);
  const asked: string[] = [];
  const queue = await BatchQueue.open(
    options(service, storage, async (o) => {
      asked.push(o.label);
      return pdf(o.label);
    }),
  );
  const idle = queue.whenIdle();
  await jest.advanceTimersByTimeAsync(30_000);
  const done = await idle;
  expect(asked).toEqual(["Scans/2026/b.pdf", "c.pdf"]);
  expect(done.items.map((i) => [i.fileName, i.state, i.needsFile])).toEqual([
    ["a.pdf", "processed", false],
    ["x.pdf", "waiting", true],
    ["b.pdf", "processed", false],
    ["c.pdf", "processed", false],
  ]);
  expect(done.items[2]?.history.map((h) => h.reason)).toContain("Fetching the file again from Microsoft 365.");
  queue.close();
});

test("when the file cannot be fetched again, the item waits for the user with the reason", async () => {
  const service = new FakeService(2_000);
  const storage = new MemoryStorage();
  await closedWithWaitingItem(service, storage);
  const queue = await BatchQueue.open(
    options(service, storage, async (o) => {
      if (o.label === "c.pdf") return new Blob(["not a scan"]);
      throw new Error("This item no longer exists in Microsoft 365: it was deleted or moved meanwhile.");
    }),
  );
  const idle = queue.whenIdle();
  await jest.advanceTimersByTimeAsync(30_000);
  const [, , b, c] = (await idle).items;
  expect(b).toMatchObject({ state: "waiting", needsFile: true });
  expect(b?.reason).toBe("This item no longer exists in Microsoft 365: it was deleted or moved meanwhile. Add the file again to send it.");
  expect(c?.reason).toMatch(/^This is not a PDF.*Add the file again to send it\.$/);
  expect(service.docs.map((d) => d.fileName)).toEqual(["a.pdf"]);
  queue.close();
});

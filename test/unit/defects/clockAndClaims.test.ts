// Issue 15, defects 4 and 5. Until the queue had learned the clock difference from an accepted upload, it
// allowed 5 minutes either way: with this computer's clock 10 minutes fast an upload that arrived was
// reported as probably lost, and with it 10 minutes slow a same-named document from 8 minutes earlier was
// adopted. Now the offset comes from the first response's Date header. And a document another pane's item
// owns is never adopted, whatever that pane's last scan showed.
import { ServiceClient, staticToken } from "../../../src/api";
import type { Timers } from "../../../src/api/abort";
import { BatchQueue, MemoryStorage } from "../../../src/work/batch";
import { FakeService } from "../work/fakeService";

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
beforeEach(() => jest.useFakeTimers({ now: T0 }));
afterEach(() => jest.useRealTimers());

const BASE = "https://service.test/v3";
const MINUTE = 60_000;
const file = (name: string) => ({ file: new Blob([`%PDF-1.4 ${name}`]), name });

/** This computer's clock, `skewMs` off the service's (the fake service keeps jest's clock). */
const skewed = (skewMs: number): Timers => ({
  now: () => Date.now() + skewMs,
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

/** The service stores the upload, but the connection drops before its answer (an unknown outcome). */
function droppingUploads(service: FakeService, store: boolean): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === "POST") {
      if (store) await service.fetch(input, init);
      throw new TypeError("network connection lost");
    }
    return service.fetch(input, init);
  }) as typeof fetch;
}

async function paneWith(service: FakeService, timers: Timers, store: boolean, storage = new MemoryStorage()): Promise<BatchQueue> {
  const client = new ServiceClient({ baseUrl: BASE, credentials: staticToken("t"), fetch: droppingUploads(service, store), timers });
  // It looks at the other panes' saved items only every minute: its view of them is usually stale.
  return BatchQueue.open({ client, storage, accountId: "u", timers, panesScanMs: 60_000 });
}

test("clock 10 minutes fast: an upload that arrived is adopted, not reported as lost", async () => {
  const service = new FakeService(5_000);
  const pane = await paneWith(service, skewed(10 * MINUTE), true);
  pane.add([file("scan.pdf")], { action: "transcribe" });
  await jest.advanceTimersByTimeAsync(30_000);
  const [item] = pane.snapshot().items;
  expect(service.docs).toHaveLength(1);
  expect(item).toMatchObject({ state: "processed", documentId: service.docs[0]?.id });
  pane.close();
});

test("clock 10 minutes slow: a same-named document from 8 minutes earlier is not adopted", async () => {
  const service = new FakeService(5_000);
  service.docs.push({ id: "doc-earlier", fileName: "scan.pdf", action: "transcribe", createdAt: Date.now() - 8 * MINUTE });
  const pane = await paneWith(service, skewed(-10 * MINUTE), false);
  pane.add([file("scan.pdf")], { action: "transcribe" });
  await jest.advanceTimersByTimeAsync(30_000);
  const [item] = pane.snapshot().items;
  expect(item?.documentId ?? null).toBeNull();
  expect(item?.state).toBe("unknown-outcome");
  pane.close();
});

test("a document another pane's item owns is never adopted, even before this pane's next look at the others", async () => {
  const service = new FakeService(5_000);
  const storage = new MemoryStorage();
  // Excel's upload is lost before it arrives; Word sends the same file name a moment later and succeeds.
  const excel = await paneWith(service, skewed(0), false, storage);
  const wordClient = new ServiceClient({ baseUrl: BASE, credentials: staticToken("w"), fetch: service.fetch });
  const word = await BatchQueue.open({ client: wordClient, storage, accountId: "u" });
  excel.add([file("scan.pdf")], { action: "transcribe" });
  await jest.advanceTimersByTimeAsync(100);
  word.add([file("scan.pdf")], { action: "transcribe" });
  await jest.advanceTimersByTimeAsync(30_000);
  const wordItem = word.snapshot().items.find((i) => i.elsewhere !== true);
  const excelItem = excel.snapshot().items.find((i) => i.elsewhere !== true);
  expect(service.docs).toHaveLength(1);
  expect(wordItem?.documentId).toBe(service.docs[0]?.id);
  expect(excelItem?.documentId ?? null).toBeNull();
  expect(excelItem?.state).toBe("unknown-outcome");
  word.close();
  excel.close();
});

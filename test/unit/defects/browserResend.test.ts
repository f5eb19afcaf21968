// Issue 20 (found by the soak): an upload sent twice. The emulator dropped the connection after storing an
// upload; Chromium sent the POST again by itself on a new connection (it does so when the connection it reused
// is dropped before an answer) and that second one got a 429, which the client took for "nothing happened"
// and sent the file again: two documents, charged twice. After a 429 the queue now looks for the file's
// document before sending it again (as after an unknown outcome), and sends it again only when it is not there.
import { ServiceClient, staticToken } from "../../../src/api";
import { BatchQueue, MemoryStorage } from "../../../src/work/batch";
import { FakeService, tooMany } from "../work/fakeService";

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
beforeEach(() => jest.useFakeTimers({ now: T0 }));
afterEach(() => jest.useRealTimers());

const BASE = "https://service.test/v3";
const file = (name: string) => ({ file: new Blob([`%PDF-1.4 ${name}`]), name });

async function run(storedBefore429: boolean) {
  const service = new FakeService(2_000);
  let first = true;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === "POST" && first) {
      first = false;
      // The browser's own second POST is what answers: the first may or may not have been stored.
      if (storedBefore429) await service.fetch(input, init);
      return tooMany(1);
    }
    return service.fetch(input, init);
  }) as typeof globalThis.fetch;
  const queue = await BatchQueue.open({
    client: new ServiceClient({ baseUrl: BASE, credentials: staticToken("t"), fetch }),
    storage: new MemoryStorage(),
    accountId: "u",
  });
  queue.add([file("once.pdf")], { action: "transcribe" });
  const idle = queue.whenIdle();
  await jest.advanceTimersByTimeAsync(60_000);
  const done = await idle;
  queue.close();
  return { service, item: done.items[0] };
}

test("a 429 that followed an upload the service stored: the document is adopted, never sent twice", async () => {
  const { service, item } = await run(true);
  expect(service.docs).toHaveLength(1);
  expect(item).toMatchObject({ state: "processed", documentId: service.docs[0]?.id });
});

test("a plain 429: the file is sent again by itself once the list shows it did not arrive", async () => {
  const { service, item } = await run(false);
  expect(service.docs).toHaveLength(1);
  expect(item).toMatchObject({ state: "processed", documentId: service.docs[0]?.id });
  expect(item?.history.map((h) => h.to)).not.toContain("unknown-outcome");
});

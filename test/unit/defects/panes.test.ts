// Issue 15, defects 2 and 4: two panes (Word and Excel) on one storage. Before the fix each pane saved its
// whole queue under one key, so the last to close won, and a pane opened during another's upload showed it
// as "closed while sending"; now items are saved per item with their owning pane.
import { ServiceClient, staticToken } from "../../../src/api";
import { BatchQueue, MemoryStorage } from "../../../src/work/batch";
import { FakeService } from "../work/fakeService";

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
beforeEach(() => jest.useFakeTimers({ now: T0 }));
afterEach(() => jest.useRealTimers());

const BASE = "https://service.test/v3";
const file = (name: string) => ({ file: new Blob([`%PDF-1.4 ${name}`]), name });

test("Word adds 2 files, Excel adds 1, both close, both reopen: every item is there once", async () => {
  const service = new FakeService(5_000);
  const storage = new MemoryStorage();
  const client = new ServiceClient({ baseUrl: BASE, credentials: staticToken("t"), fetch: service.fetch });
  const word = await BatchQueue.open({ client, storage, accountId: "u" });
  const excel = await BatchQueue.open({ client, storage, accountId: "u" });
  word.add([file("w1.pdf"), file("w2.pdf")], { action: "transcribe" });
  excel.add([file("x1.pdf")], { action: "transcribe" });
  await jest.advanceTimersByTimeAsync(3_000);
  // Each pane shows the other's file as the other's.
  expect(word.snapshot().items.map((i) => [i.fileName, i.elsewhere === true])).toEqual([
    ["w1.pdf", false],
    ["w2.pdf", false],
    ["x1.pdf", true],
  ]);
  word.close();
  excel.close();
  const reopenedWord = await BatchQueue.open({ client, storage, accountId: "u" });
  const reopenedExcel = await BatchQueue.open({ client, storage, accountId: "u" });
  await jest.advanceTimersByTimeAsync(3_000);
  for (const pane of [reopenedWord, reopenedExcel]) {
    expect(
      pane
        .snapshot()
        .items.map((i) => i.fileName)
        .sort(),
    ).toEqual(["w1.pdf", "w2.pdf", "x1.pdf"]);
  }
  reopenedWord.close();
  reopenedExcel.close();
  expect(service.docs).toHaveLength(3); // nothing sent twice
});

test("a pane opened while the other uploads shows that upload as the other pane's, never as closed while sending", async () => {
  const service = new FakeService(5_000);
  const storage = new MemoryStorage();
  const slow = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === "POST") await new Promise((r) => setTimeout(r, 4_000));
    return service.fetch(input, init);
  }) as typeof fetch;
  const word = await BatchQueue.open({
    client: new ServiceClient({ baseUrl: BASE, credentials: staticToken("t"), fetch: slow }),
    storage,
    accountId: "u",
  });
  word.add([file("scan.pdf")], { action: "transcribe" });
  await jest.advanceTimersByTimeAsync(1_000);
  const client = new ServiceClient({ baseUrl: BASE, credentials: staticToken("t2"), fetch: service.fetch });
  const excel = await BatchQueue.open({ client, storage, accountId: "u" });
  const seen = excel.snapshot().items[0];
  expect(seen).toMatchObject({ fileName: "scan.pdf", state: "uploading", elsewhere: true });
  expect(seen?.reason).not.toMatch(/closed while this file was being sent/);
  await expect(excel.cancel(seen!.id)).rejects.toThrow(/other task pane/);
  await jest.advanceTimersByTimeAsync(10_000);
  word.close();
  excel.close();
  expect(service.docs).toHaveLength(1);
});

test("settled items leave the saved list a week after they settled", async () => {
  const service = new FakeService(1_000);
  const storage = new MemoryStorage();
  const client = new ServiceClient({ baseUrl: BASE, credentials: staticToken("t"), fetch: service.fetch });
  const pane = await BatchQueue.open({ client, storage, accountId: "u" });
  pane.add([file("old.pdf")], { action: "transcribe" });
  await jest.advanceTimersByTimeAsync(10_000);
  expect(pane.snapshot().items[0]?.state).toBe("processed");
  pane.close();
  jest.setSystemTime(Date.now() + 8 * 24 * 3_600_000);
  const later = await BatchQueue.open({ client, storage, accountId: "u" });
  expect(later.snapshot().items).toEqual([]);
  later.close();
  expect([...storage.data.keys()].filter((k) => k.includes(":item:"))).toEqual([]);
});

// Issue 20: Word and Excel together, second pass. Two queues over one storage are two task panes (each has
// its own client, as each pane has its own scheduler); the fake service runs on jest's fake clock.
import { ServiceClient, staticToken } from "../../../src/api";
import { BatchQueue, MemoryStorage, storageKey, type BatchQueueOptions } from "../../../src/work/batch";
import { inProcessNotices } from "../../../src/work/batch/deletions";
import { insertableItems } from "../../../src/work/insertAll";
import { FinishWatcher } from "../../../src/work/autoInsert";
import { FakeService } from "../work/fakeService";

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
beforeEach(() => jest.useFakeTimers({ now: T0 }));
afterEach(() => jest.useRealTimers());

const BASE = "https://service.test/v3";
const KEY = storageKey(BASE, "u");
const file = (name: string) => ({ file: new Blob([`%PDF-1.4 ${name}`]), name });

function panes(processingMs = 2_000) {
  const service = new FakeService(processingMs);
  const storage = new MemoryStorage();
  // The panes' messages (BroadcastChannel in a browser) within this test.
  const notices = inProcessNotices();
  const open = (home: string, options: Partial<BatchQueueOptions> = {}): Promise<BatchQueue> =>
    BatchQueue.open({
      client: new ServiceClient({ baseUrl: BASE, credentials: staticToken("t"), fetch: service.fetch }),
      storage,
      accountId: "u",
      home,
      notices: notices(),
      ...options,
    });
  return { service, storage, open };
}

const states = (queue: BatchQueue) => queue.snapshot().items.map((i) => [i.fileName, i.state, i.elsewhere === true]);
const savedItemKeys = (storage: MemoryStorage) => [...storage.data.keys()].filter((k) => k.includes(":item:")).sort();

describe("defect 1: an item that vanished from storage while its pane shows it", () => {
  test("is written back by its pane at the next look", async () => {
    const { storage, open } = panes();
    const word = await open("word");
    word.add([file("w1.pdf"), file("w2.pdf")], { action: "transcribe" });
    await jest.advanceTimersByTimeAsync(8_000);
    expect(states(word)).toEqual([
      ["w1.pdf", "processed", false],
      ["w2.pdf", "processed", false],
    ]);
    const before = savedItemKeys(storage);
    expect(before).toHaveLength(2);
    // Another pane's sign-out (before the fix) erased the account's saved queue, presence marks included.
    for (const k of [...storage.data.keys()]) if (k.startsWith(KEY)) storage.removeItem(k);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(savedItemKeys(storage)).toEqual(before);
    word.close();
    const reopened = await open("word");
    expect(states(reopened)).toEqual([
      ["w1.pdf", "processed", false],
      ["w2.pdf", "processed", false],
    ]);
    reopened.close();
  });
});

describe("defect 3: Insert all and Insert as they finish take this pane's items only", () => {
  test("another pane's processed results are neither counted nor taken, but can be opened one by one", async () => {
    const { open } = panes();
    const word = await open("word");
    const excel = await open("excel");
    word.add([file("w1.pdf")], { action: "transcribe" });
    excel.add([file("x1.pdf"), file("x2.pdf")], { action: "transcribe" });
    await jest.advanceTimersByTimeAsync(10_000);
    const items = word.snapshot().items;
    expect(items).toHaveLength(3);
    const none = { isInserted: () => false };
    expect(insertableItems(items, none).map((i) => i.fileName)).toEqual(["w1.pdf"]);
    expect(new FinishWatcher([]).take(items).map((i) => i.fileName)).toEqual(["w1.pdf"]);
    // By the user's choice, Excel's result opens and goes into Word's document; the row says so here.
    const x1 = items.find((i) => i.fileName === "x1.pdf");
    const loaded = await word.loadResult(x1?.id ?? "");
    expect(loaded.result?.id).toBe(x1?.documentId);
    word.markInserted(x1?.id ?? "", { at: Date.now(), host: "word", wordPlacement: "end" });
    await jest.advanceTimersByTimeAsync(0);
    expect(word.item(x1?.id ?? "")?.inserted).toMatchObject({ host: "word" });
    // Excel's own record is not touched by Word.
    expect(excel.item(x1?.id ?? "")?.inserted).toBeNull();
    word.close();
    excel.close();
  });
});

describe("defect 4: a pane with no items of its own", () => {
  test("shows the other pane's work that starts later", async () => {
    const { open } = panes();
    const excel = await open("excel");
    await jest.advanceTimersByTimeAsync(5_000); // a few empty looks
    const word = await open("word");
    word.add([file("w1.pdf")], { action: "transcribe" });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(states(excel)).toEqual([["w1.pdf", "processed", true]]);
    word.close();
    excel.close();
  });
});

describe("defect 7: files still waiting for their send slot when the pane closes", () => {
  test("come back as waiting for their file, never as an unknown outcome; only sent ones are looked for", async () => {
    const { service, open } = panes(60_000);
    const word = await open("word");
    word.add(
      Array.from({ length: 8 }, (_, i) => file(`f${i + 1}.pdf`)),
      { action: "transcribe" },
    );
    await jest.advanceTimersByTimeAsync(1_300);
    word.close();
    const sent = service.docs.map((d) => d.fileName);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThan(8);
    const reopened = await open("word");
    await jest.advanceTimersByTimeAsync(20_000);
    for (const item of reopened.snapshot().items) {
      if (sent.includes(item.fileName)) expect(item.state).not.toMatch(/waiting|unknown-outcome/);
      else expect([item.fileName, item.state, item.needsFile]).toEqual([item.fileName, "waiting", true]);
    }
    expect(reopened.snapshot().items.filter((i) => i.state === "unknown-outcome")).toEqual([]);
    reopened.close();
    expect(service.docs).toHaveLength(sent.length);
  });
});

describe("defect 8: a pane that closes and reopens", () => {
  test("gets its items back from the pane that took them over, unless that pane acted on them", async () => {
    const { open } = panes();
    const word = await open("word");
    const excel = await open("excel");
    word.add([file("w1.pdf"), file("w2.pdf")], { action: "transcribe" });
    await jest.advanceTimersByTimeAsync(8_000);
    word.close();
    await jest.advanceTimersByTimeAsync(3_000);
    // Excel took Word's items over while Word was closed, and inserted one of them.
    expect(states(excel)).toEqual([
      ["w1.pdf", "processed", false],
      ["w2.pdf", "processed", false],
    ]);
    const w2 = excel.snapshot().items.find((i) => i.fileName === "w2.pdf");
    excel.markInserted(w2?.id ?? "", { at: Date.now(), host: "excel", sheets: ["w2"] });
    await jest.advanceTimersByTimeAsync(1_000);
    const word2 = await open("word");
    await jest.advanceTimersByTimeAsync(5_000);
    expect(states(word2)).toEqual([
      ["w1.pdf", "processed", false],
      ["w2.pdf", "processed", true],
    ]);
    // Both panes list them in the order they were chosen (issue 21), whichever pane has each.
    expect(states(excel)).toEqual([
      ["w1.pdf", "processed", true],
      ["w2.pdf", "processed", false],
    ]);
    word2.close();
    excel.close();
  });
});

describe("defect 6: History deletes a document another pane is still processing", () => {
  test("every pane's queue learns at once, and the item reads Deleted from History, never inviting a re-send", async () => {
    const { service, open } = panes(60_000);
    const word = await open("word");
    const excel = await open("excel");
    excel.add([file("x1.pdf")], { action: "transcribe" });
    await jest.advanceTimersByTimeAsync(3_000);
    const doc = service.docs[0];
    if (!doc) throw new Error("not uploaded");
    // Word's History deletes it.
    service.docs.splice(0, 1);
    word.documentsDeleted([{ id: doc.id, fileName: doc.fileName, action: "transcribe", createdAt: new Date(doc.createdAt) }]);
    await jest.advanceTimersByTimeAsync(0);
    const item = excel.snapshot().items[0];
    expect(item).toMatchObject({ state: "cancelled", reason: "Deleted from History." });
    await jest.advanceTimersByTimeAsync(90_000);
    expect(excel.snapshot().items[0]).toMatchObject({ state: "cancelled", reason: "Deleted from History." });
    word.close();
    excel.close();
  });

  test("an upload whose outcome was unknown, deleted before it was found, is not offered to be sent again", async () => {
    const { service, open } = panes(60_000);
    const word = await open("word");
    const excel = await open("excel");
    // The connection drops after the service stored Excel's upload: its outcome is unknown.
    let dropped = false;
    const dropAfter = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await service.fetch(input, init);
      if (init?.method !== "POST" || dropped) return response;
      dropped = true;
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    excel.close();
    const excel2 = await open("excel", { client: new ServiceClient({ baseUrl: BASE, credentials: staticToken("t"), fetch: dropAfter }) });
    excel2.add([file("x1.pdf")], { action: "transcribe" });
    await jest.advanceTimersByTimeAsync(600);
    const doc = service.docs[0];
    if (!doc) throw new Error("not stored");
    service.docs.splice(0, 1);
    word.documentsDeleted([{ id: doc.id, fileName: doc.fileName, action: "transcribe", createdAt: new Date(doc.createdAt) }]);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(excel2.snapshot().items[0]).toMatchObject({ state: "cancelled", reason: "Deleted from History." });
    word.close();
    excel2.close();
  });
});

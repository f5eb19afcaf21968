// A queue item that sends only some pages of its file (issue 22): the choice is saved with it and read back
// defensively, a reopened pane asks for the original by name and says which pages are cut from it again, a file
// fetched again from Microsoft 365 has the same pages cut from it, and the cost counts the pages sent.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ServiceClient, staticToken } from "../../../src/api";
import { BatchQueue, MemoryStorage, estimateCost, type BatchQueueOptions, type ItemOrigin, type Refetcher } from "../../../src/work/batch";
import { newRecord } from "../../../src/work/batch/itemStore";
import { loadQueue, saveQueue, storageKey } from "../../../src/work/batch/persistence";
import { spendingQuestion } from "../../../src/work/spending";
import { pageTexts } from "../../support/pdfText";
import { FakeService } from "./fakeService";

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const BASE = "https://service.test/v3";
const KEY = storageKey(BASE, "usr_1");
const REPORT = readFileSync(join(__dirname, "../../fixtures/quarterly-report.pdf"));
const pages = { sourceName: "quarterly-report.pdf", pages: [2, 3], of: 3 };
const origin: ItemOrigin = {
  kind: "onedrive",
  label: "Scans/quarterly-report.pdf",
  ref: { driveId: "me", itemId: "f1" },
  scopes: ["Files.Read"],
};

function options(service: FakeService, storage: MemoryStorage, refetch?: Refetcher): BatchQueueOptions {
  return {
    client: new ServiceClient({ baseUrl: BASE, credentials: staticToken("token"), fetch: service.fetch }),
    storage,
    accountId: "usr_1",
    uploadConcurrency: 1,
    ...(refetch ? { refetch } : {}),
  };
}

describe("saved with the item", () => {
  const record = (stored: unknown): ReturnType<typeof newRecord> =>
    Object.assign(
      newRecord({
        id: "i1",
        batchId: "b1",
        fileName: "quarterly-report (pages 2-3).pdf",
        options: { action: "tables" },
        file: null,
        state: "waiting",
        reason: "",
        at: T0,
      }),
      { pages: stored },
    );

  test("the choice survives a save and a reopen", () => {
    const storage = new MemoryStorage();
    saveQueue(storage, KEY, { cursor: null, clockOffsetMs: null, items: [record(pages)] }, T0);
    expect(loadQueue(storage, KEY).items[0]?.pages).toEqual(pages);
  });

  test.each([
    ["no pages", { ...pages, pages: [] }],
    ["a page beyond the file", { ...pages, pages: [2, 4] }],
    ["pages out of order", { ...pages, pages: [3, 2] }],
    ["a page twice", { ...pages, pages: [2, 2] }],
    ["no original name", { pages: [2], of: 3 }],
    ["not a list", { ...pages, pages: "2-3" }],
  ])("a damaged choice (%s) is read as none, never as other pages", (_, stored) => {
    const storage = new MemoryStorage();
    saveQueue(storage, KEY, { cursor: null, clockOffsetMs: null, items: [record(stored)] }, T0);
    expect(loadQueue(storage, KEY).items[0]?.pages).toBeNull();
  });
});

describe("a reopened queue", () => {
  beforeEach(() => jest.useFakeTimers({ now: T0 }));
  afterEach(() => jest.useRealTimers());

  async function closedWhileWaiting(service: FakeService, storage: MemoryStorage, withOrigin: boolean): Promise<void> {
    const first = await BatchQueue.open(options(service, storage));
    first.add(
      [
        { file: new Blob(["%PDF-1.4 keeps the queue busy"]), name: "first.pdf" },
        { file: new Blob(["%PDF- the cut"]), name: "quarterly-report (pages 2-3).pdf", pages, ...(withOrigin ? { origin } : {}) },
      ],
      { action: "tables" },
    );
    // Closed at once: the first file is being sent, the one with chosen pages still waits its turn.
    expect(first.snapshot().items.map((i) => i.state)).toEqual(["uploading", "waiting"]);
    expect(first.snapshot().items[1]?.pages).toEqual(pages);
    first.close();
  }

  test("asks for the original by name, saying which pages are cut from it again", async () => {
    const service = new FakeService(20_000);
    const storage = new MemoryStorage();
    await closedWhileWaiting(service, storage, false);
    const reopened = await BatchQueue.open(options(service, storage));
    const item = reopened.snapshot().items[1];
    expect(item).toMatchObject({ state: "waiting", needsFile: true, pages });
    expect(item?.reason).toBe(
      "The task pane was closed before this file was sent. Add quarterly-report.pdf again: pages 2-3 are cut from it again.",
    );
    reopened.close();
  });

  test("a file fetched again from Microsoft 365 has the same pages cut from it before it is sent", async () => {
    const service = new FakeService(2_000);
    const storage = new MemoryStorage();
    await closedWhileWaiting(service, storage, true);
    const queue = await BatchQueue.open(options(service, storage, async () => new Blob([REPORT])));
    const idle = queue.whenIdle();
    await jest.advanceTimersByTimeAsync(30_000);
    const done = await idle;
    expect(done.items[1]).toMatchObject({ fileName: "quarterly-report (pages 2-3).pdf", state: "processed" });
    const sent = service.docs.find((d) => d.fileName === "quarterly-report (pages 2-3).pdf");
    const texts = await pageTexts(new Uint8Array(REPORT));
    expect(await pageTexts(new Uint8Array(await sent!.file!.arrayBuffer()))).toEqual([texts[1], texts[2]]);
    queue.close();
  });
});

describe("what it costs", () => {
  test("the pages sent, out of the original's, in the estimate and the spending question", async () => {
    const cost = await estimateCost(
      [
        { file: new Blob(["cut"]), name: "report (pages 12-14).pdf", pages: { sourceName: "report.pdf", pages: [12, 13, 14], of: 40 } },
        { file: new Blob([REPORT]), name: "quarterly-report.pdf" },
      ],
      5,
    );
    expect(cost).toMatchObject({
      files: [
        { name: "report (pages 12-14).pdf", pages: 3, of: 40 },
        { name: "quarterly-report.pdf", pages: 3 },
      ],
      knownPages: 6,
      verdict: "not-enough",
    });
    expect(spendingQuestion(cost)?.details).toEqual(["report (pages 12-14).pdf: 3 of 40 pages", "quarterly-report.pdf: 3 pages"]);
  });
});

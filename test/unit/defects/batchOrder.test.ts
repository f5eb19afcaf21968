// Issue 21, item 6: after a reload the batch came back in another order. Each item is saved under a key of its
// own, and a browser lists localStorage's keys in an order of its own (not the order they were written), so a
// reopened queue listed its items in storage's order. Here the storage lists its keys backwards.
import { ServiceClient, staticToken } from "../../../src/api";
import { BatchQueue, type QueueStorage } from "../../../src/work/batch";
import { displayOrder } from "../../../src/work/batchView";
import { FakeService } from "../work/fakeService";

/** Web Storage whose key(i) lists the keys in the reverse of the order they were first written. */
class ReversedListingStorage implements QueueStorage {
  private readonly data = new Map<string, string>();
  getItem = (key: string): string | null => this.data.get(key) ?? null;
  setItem = (key: string, value: string): void => void this.data.set(key, value);
  removeItem = (key: string): void => void this.data.delete(key);
  key = (index: number): string | null => [...this.data.keys()].reverse()[index] ?? null;
  get length(): number {
    return this.data.size;
  }
}

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
beforeEach(() => jest.useFakeTimers({ now: T0 }));
afterEach(() => jest.useRealTimers());

const BASE = "https://service.test/v3";
const file = (name: string) => ({ file: new Blob([`%PDF-1.4 ${name}`]), name });
const CHOSEN = [
  "note-01.pdf",
  "note-02.pdf",
  "note-03.pdf",
  "note-04.pdf",
  "claim-01.pdf",
  "claim-02.pdf",
  "claim-03.pdf",
  "report-01.pdf",
];

test("a reopened queue lists its files in the order the user chose them", async () => {
  const service = new FakeService(60_000);
  const storage = new ReversedListingStorage();
  const client = new ServiceClient({ baseUrl: BASE, credentials: staticToken("t"), fetch: service.fetch });
  const first = await BatchQueue.open({ client, storage, accountId: "u", uploadConcurrency: 1 });
  first.add(CHOSEN.map(file), { action: "transcribe" });
  await jest.advanceTimersByTimeAsync(100);
  expect(first.snapshot().items.map((i) => i.fileName)).toEqual(CHOSEN);
  first.close();

  const reopened = await BatchQueue.open({ client, storage, accountId: "u", uploadConcurrency: 1 });
  expect(reopened.snapshot().items.map((i) => i.fileName)).toEqual(CHOSEN);
  expect(displayOrder(reopened.snapshot().items).map((i) => i.fileName)).toEqual(CHOSEN);
  reopened.close();
});

test("two panes of one account show every pane's batches in the order they were chosen", async () => {
  const service = new FakeService(60_000);
  const storage = new ReversedListingStorage();
  const client = new ServiceClient({ baseUrl: BASE, credentials: staticToken("t"), fetch: service.fetch });
  const word = await BatchQueue.open({ client, storage, accountId: "u", home: "word" });
  const excel = await BatchQueue.open({ client, storage, accountId: "u", home: "excel" });
  word.add([file("note-02.pdf"), file("claim-01.pdf")], { action: "transcribe" });
  await jest.advanceTimersByTimeAsync(1_000);
  excel.add([file("report-01.pdf"), file("alpha.pdf")], { action: "transcribe" });
  await jest.advanceTimersByTimeAsync(5_000);
  const expected = ["note-02.pdf", "claim-01.pdf", "report-01.pdf", "alpha.pdf"];
  expect(word.snapshot().items.map((i) => i.fileName)).toEqual(expected);
  expect(excel.snapshot().items.map((i) => i.fileName)).toEqual(expected);
  // The list shows the newest batch first, each batch in its chosen order, in both panes alike.
  for (const pane of [word, excel]) {
    expect(displayOrder(pane.snapshot().items).map((i) => i.fileName)).toEqual([
      "report-01.pdf",
      "alpha.pdf",
      "note-02.pdf",
      "claim-01.pdf",
    ]);
  }
  word.close();
  excel.close();
});

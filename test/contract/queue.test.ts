// Contract: the batch queue against the emulator over real HTTP. A batch goes through every state, within
// the request budget (2 per document plus one list request per round), with its options; a 403 for credits
// holds further uploads but keeps following the accepted ones; cancelling drops or deletes.
import { accountId, fastClient, faultyFetch, requestLog, reset, startFastEmulator, storedDocuments, type Emulator } from "./helpers";
import { documentsByName, files, MemoryStorage, openQueue, Recorder, routeCounts, setBalance, waitFor } from "./queueHelpers";

let emu: Emulator;
beforeAll(async () => {
  emu = await startFastEmulator({ processingMs: 400 });
});
afterAll(() => emu.close());
beforeEach(() => reset(emu));

test("a batch goes waiting -> uploading -> queued -> processing -> processed, within the request budget", async () => {
  const storage = new MemoryStorage();
  const queue = await openQueue(fastClient(emu), storage);
  const recorder = new Recorder(queue);
  const added = queue.add(files(8), { action: "transcribe" });
  const done = await queue.whenIdle();
  queue.close();

  expect(done.items.map((i) => i.state)).toEqual(Array(8).fill("processed"));
  for (const item of added) {
    expect(recorder.states(item.id)).toEqual(["waiting", "uploading", "queued", "processing", "processed"]);
    const result = done.items.find((i) => i.id === item.id)?.result;
    expect(result?.transcriptPages.length).toBeGreaterThan(0);
    expect(done.items.find((i) => i.id === item.id)?.history.every((t) => t.reason !== "" && t.at > 0)).toBe(true);
  }
  // One document per file, uploaded once; each detail fetched once; one list request per round.
  expect([...(await documentsByName(emu)).values()]).toEqual(Array(8).fill(1));
  const routes = await routeCounts(emu);
  expect(routes["POST /documents"]).toBe(8);
  expect(routes["GET /documents/{id}"]).toBe(8);
  expect(routes["GET /documents"]).toBe(done.status.listRequests);
  expect(done.status.listRequests).toBeLessThanOrEqual(done.status.rounds);
  const { counters } = await requestLog(emu);
  expect(counters?.rateLimited).toBe(0);
});

test("options reach the service: extractor id, translation, deletion time", async () => {
  const queue = await openQueue(fastClient(emu), new MemoryStorage());
  queue.add(files(1, "form"), { action: "extractor", extractorId: "INVc7Rk2Qx" });
  queue.add(files(1, "letter"), { action: "transcribe", translateTo: "fr", deleteAfterSeconds: 600 });
  const done = await queue.whenIdle();
  queue.close();
  expect(done.items.map((i) => i.state)).toEqual(["processed", "processed"]);
  const docs = await storedDocuments(emu);
  expect(docs.find((d) => d.file_name === "form-1.png")?.action).toBe("extractor");
  expect(Object.keys(docs.find((d) => d.file_name === "letter-1.png")?.steps ?? {})).toContain("translate");
});

test("a 403 for credits holds the rest of the batch; accepted documents are still followed; resumeUploads carries on", async () => {
  const id = await accountId(emu, "dev-token");
  await setBalance(emu, id, 3);
  const queue = await openQueue(fastClient(emu), new MemoryStorage());
  queue.add(files(6), { action: "transcribe" });
  const held = await queue.whenIdle();
  expect(held.status.uploadHold?.kind).toBe("insufficient_credits");
  expect(held.items.filter((i) => i.state === "processed")).toHaveLength(3);
  const waiting = held.items.filter((i) => i.state === "waiting");
  expect(waiting).toHaveLength(3);
  // The row says what the hold's banner says: its button is Continue uploads (issue 21: not "upload it again").
  expect(waiting[0]?.reason).toBe("Not sent yet: your page credits ran out. It is sent when you select Continue uploads.");

  await setBalance(emu, id, 100);
  queue.resumeUploads();
  const done = await queue.whenIdle();
  queue.close();
  expect(done.status.uploadHold).toBeNull();
  expect(done.items.map((i) => i.state)).toEqual(Array(6).fill("processed"));
  expect([...(await documentsByName(emu)).values()]).toEqual(Array(6).fill(1));
});

test("cancel: a waiting item is dropped, an accepted one is deleted on the service", async () => {
  const queue = await openQueue(fastClient(emu), new MemoryStorage(), { uploadConcurrency: 1 });
  const [first, second] = queue.add(files(2), { action: "transcribe" });
  if (!first || !second) throw new Error("two items expected");
  await queue.cancel(second.id); // still waiting: the single upload slot is the first's
  await waitFor(() => queue.item(first.id)?.state === "queued" || queue.item(first.id)?.state === "processing", 3000, "first accepted");
  await queue.cancel(first.id);
  const done = await queue.whenIdle();
  queue.close();
  expect(done.items.map((i) => i.state)).toEqual(["cancelled", "cancelled"]);
  expect(done.items[0]?.reason).toMatch(/deleted/);
  expect(await storedDocuments(emu)).toEqual([]);
  expect((await routeCounts(emu))["POST /documents"]).toBe(1);
});

test("more changes than fit on a page: the round follows the pages, and nothing is missed", async () => {
  // Rounds at most every 800 ms, so that one of them sees more than two of the ten documents changed even when
  // a loaded machine spreads the uploads out (rounds every 40 ms could each see one or two).
  const queue = await openQueue(fastClient(emu), new MemoryStorage(), {
    perPage: 2,
    poll: { minIntervalMs: 800, maxIntervalMs: 1200, maxDeferMs: 150 },
  });
  queue.add(files(10, "paged"), { action: "transcribe" });
  const done = await queue.whenIdle();
  queue.close();
  expect(done.items.map((i) => i.state)).toEqual(Array(10).fill("processed"));
  expect(done.status.listRequests).toBeGreaterThan(done.status.rounds);
  const routes = await routeCounts(emu);
  expect(routes["GET /documents/{id}"]).toBe(10);
  expect(routes["GET /documents"]).toBe(done.status.listRequests);
});

test("cancelled while uploading: the cancellation waits for the upload, then deletes the document", async () => {
  const { fetch } = faultyFetch([{ fault: "latency=150", when: (method) => method === "POST" }]);
  const queue = await openQueue(fastClient(emu, "dev-token", { fetch }), new MemoryStorage());
  const [item] = queue.add(files(1, "second-thoughts"), { action: "transcribe" });
  if (!item) throw new Error("no item");
  await waitFor(() => queue.item(item.id)?.state === "uploading", 2000, "uploading");
  const cancelled = queue.cancel(item.id);
  expect(queue.item(item.id)?.cancelling).toBe(true);
  await cancelled;
  queue.close();
  expect(queue.item(item.id)).toMatchObject({ state: "cancelled", cancelling: false });
  expect(queue.item(item.id)?.reason).toMatch(/deleted on the service/);
  const routes = await routeCounts(emu);
  expect(routes["POST /documents"]).toBe(1);
  expect(routes["DELETE /documents/{id}"]).toBe(1);
  expect(await storedDocuments(emu)).toEqual([]);
});

// Contract: the batch queue survives the task pane closing (a new queue over the same storage) and the
// service restarting (a new emulator on the same port, which has lost every document). Nothing is lost:
// each item ends processed, or says clearly what happened; nothing is uploaded twice.
import { startEmulator } from "../../dev/emulator";
import { accountId, fastClient, faultyFetch, reset, startFastEmulator, storedDocuments, type Emulator } from "./helpers";
import { documentsByName, files, MemoryStorage, openQueue, Recorder, uploadAttempts, waitFor } from "./queueHelpers";

const isUpload = (method: string, url: string): boolean => method === "POST" && new URL(url).pathname.endsWith("/documents");
const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe("closing and reopening the task pane", () => {
  let emu: Emulator;
  beforeAll(async () => {
    emu = await startFastEmulator({ processingMs: 300 });
  });
  afterAll(() => emu.close());
  beforeEach(() => reset(emu));

  test("mid-batch: accepted documents are followed on (even those finished while closed), waiting files are asked for again", async () => {
    const storage = new MemoryStorage();
    // Slow uploads (80 ms each, one at a time), so that the pane closes with some accepted, one being sent
    // and some not sent yet.
    const { fetch } = faultyFetch([{ fault: "latency=80", when: isUpload, times: 100 }]);
    const batch = files(8, "closing");
    const first = await openQueue(fastClient(emu, "dev-token", { fetch }), storage, { uploadConcurrency: 1 });
    expect([...storage.data.keys()].filter((k) => !k.includes(":pane:"))).toEqual([]); // only the pane's presence mark
    first.add(batch, { action: "tables" });
    await waitFor(() => first.snapshot().items.filter((i) => i.documentId !== null).length >= 3, 5000, "three accepted");
    const atClose = new Map(first.snapshot().items.map((i) => [i.id, i]));
    first.close();
    expect([...atClose.values()].filter((i) => i.state === "waiting").length).toBeGreaterThan(0);
    // The key belongs to the signed-in account (its id from /users/me) on this service.
    // Every key belongs to the signed-in account (its id from /users/me) on this service: one per item.
    const prefix = `transcribe.batch.v2:${emu.baseUrl}:${await accountId(emu, "dev-token")}`;
    expect([...storage.data.keys()].every((k) => k === prefix || k.startsWith(`${prefix}:`))).toBe(true);
    expect([...storage.data.values()].join("\n")).not.toMatch(/dev-token/);
    await pause(500); // the accepted documents finish while the pane is closed

    const second = await openQueue(fastClient(emu), storage);
    const recorder = new Recorder(second);
    const reopened = second.snapshot().items;
    expect(reopened.map((i) => i.id)).toEqual([...atClose.keys()]);
    for (const item of reopened) {
      const before = atClose.get(item.id);
      expect(item.options).toEqual({ action: "tables" });
      if (before?.state === "waiting") {
        expect(item).toMatchObject({ state: "waiting", needsFile: true, hasFile: false });
        expect(item.reason).toMatch(/Add the file again/);
      }
    }
    // The files the user adds again are sent; the rest goes on by itself.
    for (const item of reopened.filter((i) => i.needsFile)) {
      const again = batch.find((f) => f.name === item.fileName);
      if (again) second.attachFile(item.id, again.file);
    }
    const done = await second.whenIdle();
    second.close();

    const byName = await documentsByName(emu);
    for (const item of done.items) {
      const before = atClose.get(item.id);
      if (before?.documentId) expect(item).toMatchObject({ state: "processed", documentId: before.documentId });
      if (before?.state === "uploading") expect(["processed", "unknown-outcome"]).toContain(item.state);
      else expect(item.state).toBe("processed");
      expect(byName.get(item.fileName) ?? 0).toBe(item.state === "processed" ? 1 : 0);
      if (item.state === "processed") expect(item.result).not.toBeNull();
      if (before?.state === "waiting")
        expect(recorder.states(item.id)).toEqual(["waiting", "uploading", "queued", "processing", "processed"]);
    }
    // Every file reached the service once, except that an upload the closing pane cut off as it left may
    // not have reached it at all (on a busy machine): that one reads "outcome unknown", as it must.
    const unknown = done.items.filter((i) => i.state === "unknown-outcome").length;
    const attempts = await uploadAttempts(emu);
    expect(attempts).toBeLessThanOrEqual(8);
    expect(attempts).toBeGreaterThanOrEqual(8 - unknown);
  });

  test("closed while an upload's outcome was being looked for: the reopened queue adopts the document", async () => {
    const storage = new MemoryStorage();
    const { fetch } = faultyFetch([{ fault: "drop-after", when: isUpload }]);
    // Rounds far apart, so that the pane closes before one has looked for the document.
    const first = await openQueue(fastClient(emu, "dev-token", { fetch }), storage, { poll: { minIntervalMs: 5000 } });
    const [item] = first.add(files(1, "lost"), { action: "transcribe" });
    if (!item) throw new Error("no item");
    await waitFor(() => /Looking for it/.test(first.item(item.id)?.reason ?? ""), 3000, "unknown outcome");
    first.close();

    const second = await openQueue(fastClient(emu), storage);
    const done = await second.whenIdle();
    second.close();
    expect(done.items[0]).toMatchObject({ id: item.id, state: "processed" });
    expect(done.items[0]?.history.some((t) => /found in your documents/.test(t.reason))).toBe(true);
    expect(await uploadAttempts(emu)).toBe(1);
    expect([...(await documentsByName(emu)).values()]).toEqual([1]);
  });

  test("each account has its own queue in the same storage", async () => {
    const storage = new MemoryStorage();
    const mine = await openQueue(fastClient(emu), storage);
    mine.add(files(1, "mine"), { action: "transcribe" });
    await mine.whenIdle();
    mine.close();
    const theirs = await openQueue(fastClient(emu, "dev-token-2"), storage);
    expect(theirs.snapshot().items).toEqual([]);
    theirs.close();
    const again = await openQueue(fastClient(emu), storage);
    expect(again.snapshot().items.map((i) => i.fileName)).toEqual(["mine-1.png"]);
    // A processed item comes back without its result (not stored); it can be fetched again on demand.
    expect(again.snapshot().items[0]?.result).toBeNull();
    expect((await again.loadResult(again.snapshot().items[0]?.id ?? "")).result?.transcriptPages.length).toBeGreaterThan(0);
    again.dismiss(again.snapshot().items[0]?.id ?? "");
    expect(again.snapshot().items).toEqual([]);
    again.close();
  });
});

test("a restarted service: documents it lost fail clearly, the rest of the batch goes to the new one, nothing twice", async () => {
  const old = await startFastEmulator({ processingMs: 5000 });
  const port = Number(new URL(old.origin).port);
  const storage = new MemoryStorage();
  const { fetch } = faultyFetch([{ fault: "latency=60", when: isUpload, times: 100 }]);
  const queue = await openQueue(fastClient(old, "dev-token", { fetch }), storage, { uploadConcurrency: 1, staleAfterMs: 800 });
  const recorder = new Recorder(queue);
  queue.add(files(6, "restart"), { action: "transcribe" });
  await waitFor(() => queue.snapshot().items.filter((i) => i.documentId !== null).length >= 3, 5000, "three accepted");
  const acceptedBefore = queue
    .snapshot()
    .items.filter((i) => i.documentId !== null)
    .map((i) => i.id);
  await old.close();
  const fresh = await startEmulator({ port, rateLimit: 1000, processingMs: 100 });
  try {
    const done = await queue.whenIdle();
    const byName = await documentsByName(fresh);
    for (const item of done.items) {
      expect(byName.get(item.fileName) ?? 0).toBeLessThanOrEqual(1);
      if (acceptedBefore.includes(item.id)) {
        expect(item.state).toBe("failed");
        expect(item.error?.kind).toBe("gone");
        expect(item.reason).toMatch(/no longer has this document/);
      } else {
        expect(["processed", "unknown-outcome"]).toContain(item.state);
        expect(byName.get(item.fileName) ?? 0).toBe(item.state === "processed" ? 1 : 0);
      }
    }
    expect([...recorder.allStates()]).toEqual(
      expect.arrayContaining(["waiting", "uploading", "queued", "processing", "processed", "failed"]),
    );

    // The user sends the lost ones again (their files are still in memory).
    for (const id of acceptedBefore) queue.resubmit(id);
    const again = await queue.whenIdle();
    queue.close();
    for (const id of acceptedBefore) expect(again.items.find((i) => i.id === id)?.state).toBe("processed");
    const names = (await storedDocuments(fresh)).map((d) => d.file_name);
    expect(new Set(names).size).toBe(names.length);
  } finally {
    await fresh.close();
  }
}, 20_000);

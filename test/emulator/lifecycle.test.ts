// The document lifecycle on the emulator clock: queued -> processing -> processed | failed, updated_at moving
// with every change, refunds on failure, the translation step, and automatic deletion.
import { simplePdf } from "../../dev/emulator/samples";
import { png, startHarness, type Harness } from "./helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
beforeEach(() => h.services.reset());

async function status(id: string, query = ""): Promise<{ status: string; updated_at: string }> {
  const body = (await h.json(`/documents/${id}${query}`)).body;
  return { status: body.status as string, updated_at: body.updated_at as string };
}

test("queued for the first quarter of EMULATOR_PROCESSING_MS, then processing, then processed", async () => {
  const id = await h.uploaded({ action: "transcribe" }, png());
  const queued = await status(id);
  expect(queued.status).toBe("queued");
  h.advance(249);
  expect((await status(id)).status).toBe("queued");
  h.advance(1);
  const processing = await status(id);
  expect(processing.status).toBe("processing");
  expect(processing.updated_at > queued.updated_at).toBe(true);
  h.advance(749);
  expect((await status(id)).status).toBe("processing");
  h.advance(1);
  const done = await status(id);
  expect(done.status).toBe("processed");
  expect(done.updated_at > processing.updated_at).toBe(true);
});

test("without moving the clock, processing finishes in real time", async () => {
  const fast = await startHarness({ processingMs: 40, freezeClock: false });
  try {
    const id = await fast.uploaded({ action: "transcribe" }, png());
    const deadline = Date.now() + 2000;
    let current = "";
    while (Date.now() < deadline && current !== "processed") {
      await new Promise((r) => setTimeout(r, 20));
      current = (await fast.json(`/documents/${id}`)).body.status as string;
    }
    expect(current).toBe("processed");
  } finally {
    await fast.close();
  }
});

describe("failed (README: Triggering failed)", () => {
  test.each([
    ["a file name containing 'unreadable'", "Scan-UNREADABLE-3.png", async () => png().bytes],
    ["a PDF header followed by garbage", "broken.pdf", async () => Buffer.from("%PDF-1.4\n" + "garbage ".repeat(30))],
    ["a truncated PDF", "cut.pdf", async () => (await simplePdf(2)).subarray(0, 300)],
    ["a TIFF header without an image", "broken.tif", async () => Buffer.from("II*\0\x08\0\0\0\0\0", "latin1")],
  ])("%s: accepted as queued, ends as failed, credit refunded", async (_why, name, make) => {
    const r = await h.upload({ action: "transcribe" }, { name, bytes: await make() });
    expect(r.status).toBe(201);
    const id = r.body.id as string;
    expect((await h.json("/users/me")).body.balance).toBe(999);
    h.advance(250);
    expect((await status(id)).status).toBe("processing");
    h.advance(750);
    const body = (await h.json(`/documents/${id}`)).body;
    expect(body).toMatchObject({ status: "failed", results: [] });
    expect((await h.json("/users/me")).body.balance).toBe(1000);
    expect((await h.json("/documents?status=failed")).body.total).toBe(1);
  });

  test("the translation of a failed transcription fails too", async () => {
    const id = await h.uploaded({ action: "transcribe", translate_to: "es" }, png("unreadable.png"));
    h.finishProcessing();
    expect((await status(id, "?action=translate")).status).toBe("failed");
  });
});

test("a translation is free: only the transcription pages are charged", async () => {
  await h.uploaded({ action: "transcribe", translate_to: "fr" }, { name: "two.pdf", bytes: await simplePdf(2) });
  h.finishProcessing();
  expect((await h.json("/users/me")).body.balance).toBe(998);
});

test("the translation step: new, then queued, processing and processed after the transcription", async () => {
  const id = await h.uploaded({ action: "transcribe", translate_to: "fr" }, png());
  expect((await status(id, "?action=translate")).status).toBe("new");
  h.advance(1000);
  expect((await status(id, "?action=translate")).status).toBe("queued");
  h.advance(125);
  expect((await status(id, "?action=translate")).status).toBe("processing");
  h.advance(375);
  expect((await status(id, "?action=translate")).status).toBe("processed");
});

describe("automatic deletion", () => {
  test("at delete_after seconds", async () => {
    const id = await h.uploaded({ action: "transcribe", delete_after: "300" }, png());
    const deleteAt = Date.parse((await h.json(`/documents/${id}`)).body.automatically_deleted_at as string);
    h.advance(299_000);
    expect((await h.api(`/documents/${id}`)).status).toBe(200);
    h.advance(1_000);
    expect((await h.api(`/documents/${id}`)).status).toBe(404);
    expect(h.services.clock.now()).toBeGreaterThanOrEqual(deleteAt);
    expect((await h.json("/documents")).body.total).toBe(0);
  });

  test("at the account's default period when delete_after is absent (written YYYY-MM-DD HH:MM:SS, UTC)", async () => {
    const id = await h.uploaded({ action: "transcribe" }, png());
    const written = (await h.json(`/documents/${id}`)).body.automatically_deleted_at as string;
    const deleteAt = Date.parse(`${written.replace(" ", "T")}Z`);
    expect(Math.abs(deleteAt - (h.services.clock.now() + 24 * 3600 * 1000))).toBeLessThan(2000);
    h.advance(24 * 3600 * 1000 - 5000);
    expect((await h.api(`/documents/${id}`)).status).toBe(200);
    h.advance(5000);
    expect((await h.api(`/documents/${id}`)).status).toBe(404);
  });

  test("the account setting can be changed through the control API", async () => {
    const account = h.services.accounts.byApiToken("dev-token")!;
    expect((await h.control(`/accounts/${account.id}`, "PATCH", { delete_after_seconds: 600 })).status).toBe(200);
    const id = await h.uploaded({ action: "transcribe" }, png());
    h.advance(600_000);
    expect((await h.api(`/documents/${id}`)).status).toBe(404);
  });
});

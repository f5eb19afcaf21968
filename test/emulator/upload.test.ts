// POST /documents: every field rule and every row of the spec's error table for upload (429 and 500 are in
// rate-limit.test.ts and faults.test.ts).
import { heicHeader, multiPageTiff, plainImage, scannedPage, simplePdf, tinyGif } from "../../dev/emulator/samples";
import { fixture, png, startHarness, type Harness } from "./helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
beforeEach(() => h.services.reset());

async function balance(token = "dev-token"): Promise<number> {
  return (await h.json("/users/me", { token })).body.balance as number;
}

describe("accepted uploads", () => {
  test("201 answers the id and status queued, and charges one credit per page", async () => {
    const r = await h.upload({ action: "transcribe" }, png());
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9]{10}$/), status: "queued" });
    expect(await balance()).toBe(999);
  });

  test("a PDF is charged by its real page count", async () => {
    const id = await h.uploaded({ action: "transcribe" }, { name: "five.pdf", bytes: await simplePdf(5) });
    expect(await balance()).toBe(995);
    expect((await h.json(`/documents/${id}`)).body.page_count).toBe(5);
  });

  test("a multi-page TIFF is charged by its real page count", async () => {
    const tiff = multiPageTiff([1, 2, 3, 4].map((i) => scannedPage(40, 50, 3, i)));
    const id = await h.uploaded({ action: "tables" }, { name: "scan.tif", bytes: tiff });
    expect(await balance()).toBe(996);
    expect((await h.json(`/documents/${id}`)).body.page_count).toBe(4);
  });

  test.each([
    ["PDF", "a.pdf", async () => simplePdf(1)],
    ["JPG", "a.jpg", async () => plainImage("jpeg")],
    ["PNG", "a.png", async () => plainImage("png")],
    ["TIFF", "a.tiff", async () => multiPageTiff([scannedPage(20, 20, 1, 1)])],
    ["HEIC", "a.heic", async () => heicHeader()],
    ["GIF", "a.gif", async () => tinyGif()],
  ])("%s is accepted, judged by content and not by name", async (_kind, _name, make) => {
    const r = await h.upload({ action: "transcribe" }, { name: "misleading-name.txt", bytes: await make() });
    expect(r.status).toBe(201);
  });

  test("translate_to is ignored for actions other than transcribe, even an unknown code", async () => {
    const r = await h.upload({ action: "tables", translate_to: "xx-unknown" }, png());
    expect(r.status).toBe(201);
    const detail = await h.json(`/documents/${r.body.id as string}?action=translate`);
    expect(detail.status).toBe(400);
  });

  test("delete_after at both ends of its range is accepted", async () => {
    expect((await h.upload({ action: "transcribe", delete_after: "300" }, png())).status).toBe(201);
    expect((await h.upload({ action: "transcribe", delete_after: "1209600" }, png())).status).toBe(201);
  });

  test("an extractor upload with a known extractor_id is accepted", async () => {
    expect((await h.upload({ action: "extractor", extractor_id: "EXPf4Jm8Wd" }, png())).status).toBe(201);
  });
});

describe("400: required fields missing", () => {
  test("without action", async () => {
    const r = await h.upload({}, png());
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: "missing_fields", message: expect.any(String), errors: { action: [expect.any(String)] } });
  });

  test("without file", async () => {
    const r = await h.upload({ action: "transcribe" });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: "missing_fields", errors: { file: [expect.any(String)] } });
  });

  test("with file sent as a text field", async () => {
    const r = await h.upload({ action: "transcribe", file: "not a file" });
    expect(r.status).toBe(400);
    expect((r.body.errors as Record<string, unknown>).file).toBeDefined();
  });

  test("extractor without extractor_id", async () => {
    const r = await h.upload({ action: "extractor" }, png());
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: "missing_fields", errors: { extractor_id: [expect.any(String)] } });
  });

  test("nothing is charged", async () => {
    await h.upload({}, png());
    expect(await balance()).toBe(1000);
  });
});

describe("401: invalid or missing token", () => {
  test("without Authorization", async () => {
    const r = await h.upload({ action: "transcribe" }, png(), null);
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: "unauthenticated" });
    expect(r.headers.get("www-authenticate")).toMatch(/^Bearer/);
  });

  test("with an unknown token", async () => {
    const r = await h.upload({ action: "transcribe" }, png(), "not-a-token");
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: "invalid_token" });
  });
});

describe("403: insufficient page credits", () => {
  test("an account with no credits", async () => {
    const r = await h.upload({ action: "transcribe" }, png(), "dev-token-empty");
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: "insufficient_credits", page_count: 1, balance: 0 });
  });

  test("more pages than credits, checked before queueing", async () => {
    const account = h.services.accounts.byApiToken("dev-token")!;
    account.balance = 2;
    const r = await h.upload({ action: "transcribe" }, { name: "three.pdf", bytes: await simplePdf(3) });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: "insufficient_credits", page_count: 3, balance: 2 });
    expect((await h.json("/documents")).body.total).toBe(0);
  });
});

describe("415: unsupported media type", () => {
  test("a text file named .pdf", async () => {
    const r = await h.upload({ action: "transcribe" }, { name: "notes.pdf", bytes: Buffer.from("just some text, not a PDF") });
    expect(r.status).toBe(415);
    expect(r.body).toMatchObject({ code: "unsupported_media_type" });
  });

  test("a body that is not multipart/form-data", async () => {
    const r = await h.json("/documents", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "transcribe" }),
    });
    expect(r.status).toBe(415);
    expect(r.body).toMatchObject({ code: "unsupported_content_type" });
  });
});

describe("422: invalid parameters", () => {
  const cases: [string, Record<string, string>, string][] = [
    ["unknown action", { action: "summarise" }, "action"],
    ["delete_after below 300", { action: "transcribe", delete_after: "299" }, "delete_after"],
    ["delete_after above 14 days", { action: "transcribe", delete_after: "1209601" }, "delete_after"],
    ["delete_after not a number", { action: "transcribe", delete_after: "soon" }, "delete_after"],
    ["extractor_id not 10 alphanumerics", { action: "extractor", extractor_id: "abc-123" }, "extractor_id"],
    ["extractor_id unknown", { action: "extractor", extractor_id: "ZZZZZZZZZZ" }, "extractor_id"],
    ["translate_to unknown with transcribe", { action: "transcribe", translate_to: "xx" }, "translate_to"],
    ["webhook_url not a URL", { action: "transcribe", webhook_url: "not a url" }, "webhook_url"],
    ["webhook_url not http(s)", { action: "transcribe", webhook_url: "ftp://example.test/hook" }, "webhook_url"],
  ];
  test.each(cases)("%s", async (_name, fields, field) => {
    const r = await h.upload(fields, png());
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: "invalid_parameters", message: expect.any(String) });
    expect((r.body.errors as Record<string, string[]>)[field]).toEqual([expect.any(String)]);
  });

  test("an empty file", async () => {
    const r = await h.upload({ action: "transcribe" }, { name: "empty.png", bytes: new Uint8Array(0) });
    expect(r.status).toBe(422);
    expect((r.body.errors as Record<string, unknown>).file).toBeDefined();
  });

  test("a file over 20 MB", async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1);
    fixture("handwritten-note.png").copy(big);
    const r = await h.upload({ action: "transcribe" }, { name: "big.png", bytes: big });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ errors: { file: [expect.stringContaining("20 MB")] } });
  });

  test("a body far over the limit is answered, not cut off", async () => {
    const huge = Buffer.alloc(30 * 1024 * 1024);
    const r = await h.upload({ action: "transcribe" }, { name: "huge.png", bytes: huge });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: "file_too_large" });
  });
});

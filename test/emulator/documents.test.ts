// GET /documents (envelope, paging, filters, updated_since), GET /documents/{id} status codes, DELETE, the
// thumbnails, and the account endpoints (users/me, extractors, translation-languages).
import { decode as decodeJpeg } from "jpeg-js";
import { png, startHarness, type Harness, type Json } from "./helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
beforeEach(() => h.services.reset());

type Envelope = Json & { documents: Json[] };

async function list(query = "", token = "dev-token"): Promise<Envelope> {
  const r = await h.json(`/documents${query}`, { token });
  expect(r.status).toBe(200);
  return r.body as Envelope;
}

describe("GET /documents", () => {
  test("an empty account has an empty first page", async () => {
    expect(await list()).toEqual({
      documents: [],
      current_page: 1,
      from: null,
      to: null,
      total: 0,
      per_page: 50,
      last_page: 1,
      next_page_url: null,
      prev_page_url: null,
    });
  });

  test("list items carry the spec's fields in the spec's formats", async () => {
    const id = await h.uploaded({ action: "transcribe" }, png("letter.png"));
    const [item] = (await list()).documents;
    expect(item).toEqual({
      id,
      file_name: "letter.png",
      action: "transcribe",
      page_count: 1,
      status: "queued",
      automatically_deleted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
    });
  });

  test("automatically_deleted_at is ISO with microseconds when delete_after was given", async () => {
    await h.uploaded({ action: "transcribe", delete_after: "600" }, png());
    const [item] = (await list()).documents;
    expect(item!.automatically_deleted_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    const created = Date.parse(item!.created_at as string);
    expect(Date.parse(item!.automatically_deleted_at as string) - created).toBeGreaterThanOrEqual(599_000);
  });

  test("pages: newest first, per_page, from/to, last_page, next and previous URLs", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await h.uploaded({ action: "transcribe" }, png(`f${i}.png`)));
    const first = await list("?per_page=2");
    expect(first.documents.map((d) => d.id)).toEqual([ids[4], ids[3]]);
    expect(first).toMatchObject({ current_page: 1, from: 1, to: 2, total: 5, per_page: 2, last_page: 3, prev_page_url: null });
    const next = await h.json(first.next_page_url as string);
    expect(next.body).toMatchObject({ current_page: 2, from: 3, to: 4 });
    const last = await list("?per_page=2&page=3");
    expect(last.documents.map((d) => d.id)).toEqual([ids[0]]);
    expect(last).toMatchObject({ from: 5, to: 5, next_page_url: null });
    expect(new URL(last.prev_page_url as string).searchParams.get("page")).toBe("2");
    expect(new URL(last.prev_page_url as string).searchParams.get("per_page")).toBe("2");
    const beyond = await list("?per_page=2&page=9");
    expect(beyond).toMatchObject({ documents: [], from: null, to: null, total: 5, last_page: 3 });
  });

  test("per_page defaults to 50 and goes up to 200", async () => {
    for (let i = 0; i < 51; i++) await h.uploaded({ action: "tables" }, png());
    expect((await list()).documents).toHaveLength(50);
    expect((await list("?per_page=200")).documents).toHaveLength(51);
  });

  test("only the caller's documents are listed", async () => {
    await h.uploaded({ action: "transcribe" }, png(), "dev-token-2");
    expect((await list()).total).toBe(0);
    expect((await list("", "dev-token-2")).total).toBe(1);
  });

  test("status and action filters", async () => {
    const a = await h.uploaded({ action: "transcribe" }, png());
    h.finishProcessing();
    const b = await h.uploaded({ action: "tables" }, png());
    expect((await list("?status=processed")).documents.map((d) => d.id)).toEqual([a]);
    expect((await list("?status=queued")).documents.map((d) => d.id)).toEqual([b]);
    expect((await list("?action=tables")).documents.map((d) => d.id)).toEqual([b]);
    expect((await list("?action=tables&status=processed")).total).toBe(0);
  });

  test("status without action matches the upload step; the translation step is not counted", async () => {
    await h.uploaded({ action: "transcribe", translate_to: "de" }, png());
    h.advance(1000); // transcription processed, translation now queued
    expect((await list("?status=processed")).total).toBe(1);
    expect((await list("?status=queued")).total).toBe(0);
  });

  test("updated_since: strictly after, most recently updated first, usable as a cursor", async () => {
    const a = await h.uploaded({ action: "transcribe" }, png());
    const b = await h.uploaded({ action: "transcribe" }, png());
    const all = await list();
    const cursor = all.documents[0]!.updated_at as string; // b's
    expect((await list(`?updated_since=${encodeURIComponent(cursor)}`)).total).toBe(0);
    h.advance(300); // a and b move to processing; a first
    const changed = await list(`?updated_since=${encodeURIComponent(cursor)}`);
    expect(changed.documents.map((d) => d.id)).toEqual([b, a]);
    const next = changed.documents[0]!.updated_at as string;
    expect((await list(`?updated_since=${encodeURIComponent(next)}`)).total).toBe(0);
  });

  test.each([
    ["per_page=0", "per_page"],
    ["per_page=201", "per_page"],
    ["per_page=ten", "per_page"],
    ["page=0", "page"],
    ["page=-1", "page"],
    ["status=done", "status"],
    ["action=translate", "action"],
    ["updated_since=yesterday", "updated_since"],
  ])("422 for %s", async (query, field) => {
    const r = await h.json(`/documents?${query}`);
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: "invalid_parameters", errors: { [field]: [expect.any(String)] } });
  });

  test("401 without a valid token", async () => {
    expect((await h.json("/documents", { token: null })).status).toBe(401);
    expect((await h.json("/documents", { token: "nope" })).status).toBe(401);
  });
});

describe("GET /documents/{id}", () => {
  test("202 with the detail object while queued and while processing, 200 once processed", async () => {
    const id = await h.uploaded({ action: "transcribe" }, png("note.png"));
    const queued = await h.json(`/documents/${id}`);
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ id, status: "queued", results: [], thumbnails: [] });
    h.advance(250);
    const processing = await h.json(`/documents/${id}`);
    expect(processing.status).toBe(202);
    expect(processing.body.status).toBe("processing");
    h.advance(750);
    const done = await h.json(`/documents/${id}`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id, status: "processed", page_count: 1 });
    expect(done.body.results).toEqual([{ page_number: 1, transcript: expect.stringContaining("note.png, page 1 of 1") }]);
    expect(done.body.thumbnails).toEqual([{ page_number: 1, url: `${h.base}/document/${id}/image-1.jpg` }]);
  });

  test("202 for a file format while not processed", async () => {
    const id = await h.uploaded({ action: "transcribe" }, png());
    expect((await h.api(`/documents/${id}.txt`)).status).toBe(202);
  });

  test("400 when the document was never submitted for the requested action", async () => {
    const id = await h.uploaded({ action: "transcribe" }, png());
    h.finishProcessing();
    const tables = await h.json(`/documents/${id}?action=tables`);
    expect(tables.status).toBe(400);
    expect(tables.body).toMatchObject({ code: "action_not_submitted" });
    const translate = await h.json(`/documents/${id}?action=translate`);
    expect(translate.status).toBe(400);
    expect((await h.json(`/documents/${id}?action=shred`)).body).toMatchObject({ code: "invalid_action" });
  });

  test.each([
    ["transcribe", ["xlsx", "csv"]],
    ["tables", ["txt", "docx", "csv"]],
    ["extractor", ["txt", "docx"]],
  ])("400 for formats %s does not support", async (action, formats) => {
    const fields: Record<string, string> = action === "extractor" ? { action, extractor_id: "INVc7Rk2Qx" } : { action };
    const id = await h.uploaded(fields, png());
    h.finishProcessing();
    for (const format of [...formats, "pdf"]) {
      const r = await h.json(`/documents/${id}.${format}`);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: "unsupported_format", supported_formats: expect.any(Array) });
    }
  });

  test("403 for another account's document, 404 for an unknown one, 401 without token", async () => {
    const id = await h.uploaded({ action: "transcribe" }, png());
    expect((await h.json(`/documents/${id}`, { token: "dev-token-2" })).body).toMatchObject({ code: "forbidden" });
    expect((await h.api(`/documents/${id}`, { token: "dev-token-2" })).status).toBe(403);
    const missing = await h.json("/documents/AAAAAAAAAA");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: "document_not_found" });
    expect((await h.api(`/documents/${id}`, { token: null })).status).toBe(401);
  });
});

describe("DELETE /documents/{id}", () => {
  test("204 without a body, then the document is gone", async () => {
    const id = await h.uploaded({ action: "transcribe" }, png());
    const r = await h.api(`/documents/${id}`, { method: "DELETE" });
    expect(r.status).toBe(204);
    expect(await r.text()).toBe("");
    expect((await h.api(`/documents/${id}`)).status).toBe(404);
    expect((await list()).total).toBe(0);
  });

  test("403 for another account's document, 404 for an unknown one, 401 without token", async () => {
    const id = await h.uploaded({ action: "transcribe" }, png());
    expect((await h.api(`/documents/${id}`, { method: "DELETE", token: "dev-token-2" })).status).toBe(403);
    expect((await h.api("/documents/AAAAAAAAAA", { method: "DELETE" })).status).toBe(404);
    expect((await h.api(`/documents/${id}`, { method: "DELETE", token: null })).status).toBe(401);
    expect((await h.api(`/documents/${id}`)).status).toBe(202);
  });
});

describe("thumbnails", () => {
  test("a JPEG per page behind the same bearer authentication", async () => {
    const id = await h.uploaded({ action: "transcribe" }, png());
    h.finishProcessing();
    const url = `${h.base}/document/${id}/image-1.jpg`;
    const r = await h.api(url);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("image/jpeg");
    const image = decodeJpeg(new Uint8Array(await r.arrayBuffer()), { useTArray: true });
    expect(image.width).toBeGreaterThan(0);
    expect((await h.api(url, { token: null })).status).toBe(401);
    expect((await h.api(url, { token: "dev-token-2" })).status).toBe(403);
    expect((await h.api(`${h.base}/document/${id}/image-2.jpg`)).status).toBe(404);
  });

  test("no thumbnail before processing", async () => {
    const id = await h.uploaded({ action: "transcribe" }, png());
    expect((await h.api(`/document/${id}/image-1.jpg`)).status).toBe(404);
  });
});

describe("account endpoints", () => {
  test("GET /users/me", async () => {
    const r = await h.json("/users/me");
    expect(r.body).toEqual({
      id: "usr_0001",
      name: "Dev User",
      email: "dev@example.test",
      verified: true,
      type: "starter",
      balance: 1000,
      token: "dev-token",
      updated_at: expect.stringMatching(/Z$/),
    });
    expect((await h.json("/users/me", { token: "dev-token-2" })).body).toMatchObject({ id: "usr_0002", balance: 1000 });
  });

  test("GET /users/me follows uploads", async () => {
    const before = (await h.json("/users/me")).body.updated_at as string;
    await h.uploaded({ action: "transcribe" }, png());
    const after = (await h.json("/users/me")).body;
    expect(after.balance).toBe(999);
    expect((after.updated_at as string) > before).toBe(true);
  });

  test("GET /extractors is sorted by name and has 10-character ids", async () => {
    const { extractors } = (await h.json("/extractors")).body as { extractors: Json[] };
    expect(extractors.map((e) => e.name)).toEqual(["Expense Claim", "Invoice", "Patient Intake"]);
    for (const e of extractors) {
      expect(Object.keys(e).sort()).toEqual(["description", "id", "name"]);
      expect(e.id).toMatch(/^[A-Za-z0-9]{10}$/);
    }
  });

  test("GET /translation-languages lists code and label", async () => {
    const { languages } = (await h.json("/translation-languages")).body as { languages: Json[] };
    expect(languages).toContainEqual({ code: "fr", label: "French" });
    expect(languages.length).toBeGreaterThanOrEqual(5);
  });

  test.each(["/users/me", "/extractors", "/translation-languages"])("401 on %s without a valid token", async (p) => {
    expect((await h.api(p, { token: null })).status).toBe(401);
    const r = await h.json(p, { token: "wrong" });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: "invalid_token", message: expect.any(String) });
  });
});

describe("unknown addresses", () => {
  test("404 with the error body, 405 with Allow", async () => {
    const r = await h.json("/nothing-here");
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: "not_found" });
    const m = await h.api("/users/me", { method: "DELETE" });
    expect(m.status).toBe(405);
    expect(m.headers.get("allow")).toBe("GET");
  });
});

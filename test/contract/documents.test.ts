// Contract: the client's document endpoints against the emulator over real HTTP. Upload with every field,
// detail and its 202, translation, every result format, thumbnails, list with every filter and its pages,
// delete, and each error the spec gives these endpoints.
import { decode as decodeJpeg } from "jpeg-js";
import { InvalidParametersError, ServiceError } from "../../src/api/errors";
import type { ResultFormat } from "../../src/api/types";
import {
  expected,
  failure,
  fastClient,
  fixture,
  png,
  processed,
  requestLog,
  reset,
  startFastEmulator,
  storedDocuments,
  translated,
  type Emulator,
} from "./helpers";

let emu: Emulator;
beforeAll(async () => {
  emu = await startFastEmulator();
});
afterAll(() => emu.close());
beforeEach(() => reset(emu));

const CONTENT_TYPES: Record<ResultFormat, RegExp> = {
  txt: /^text\/plain/,
  docx: /^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document/,
  xlsx: /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet/,
  csv: /^text\/csv/,
  json: /^application\/json/,
};

async function bytes(blob: Blob, count = 4): Promise<number[]> {
  return Array.from(new Uint8Array(await blob.slice(0, count).arrayBuffer()));
}

describe("upload, detail, translation and result files", () => {
  test("a transcription with every optional field, its translation, and every format of both", async () => {
    const client = fastClient(emu);
    const accepted = await client.uploadDocument({
      action: "transcribe",
      file: fixture("handwritten-note.png"),
      fileName: "handwritten-note.png",
      deleteAfterSeconds: 600,
      translateTo: "fr",
      webhookUrl: "http://127.0.0.1:9/hook",
    });
    expect(accepted).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9]+$/), status: "queued" });
    const [stored] = await storedDocuments(emu);
    expect(stored).toMatchObject({ id: accepted.id, file_name: "handwritten-note.png", webhook_url: "http://127.0.0.1:9/hook" });
    expect(stored?.steps).toHaveProperty("translate");

    const doc = await processed(client, accepted.id);
    const note = expected<{ transcribe: Array<{ transcript: string }>; translate: { fr: Array<{ translation: string }> } }>(
      "handwritten-note.png",
    );
    expect(doc).toMatchObject({
      id: accepted.id,
      fileName: "handwritten-note.png",
      action: "transcribe",
      pageCount: 1,
      status: "processed",
    });
    expect(doc.transcriptPages).toEqual([{ pageNumber: 1, transcript: note.transcribe[0]?.transcript }]);
    // delete_after from the request: the ISO form of automatically_deleted_at, about 600 s ahead.
    expect(Math.abs((doc.automaticallyDeletedAt?.getTime() ?? 0) - Date.now() - 600_000)).toBeLessThan(5000);
    expect(doc.createdAt).toBeInstanceOf(Date);

    await translated(client, accepted.id);
    const translation = await client.getTranslation(accepted.id);
    expect(translation).toMatchObject({
      state: "ready",
      translation: { language: "fr", pages: [{ pageNumber: 1, language: "fr", text: note.translate.fr[0]?.translation }] },
    });

    for (const format of ["txt", "docx", "json"] as const) {
      const file = await client.downloadResult(accepted.id, format);
      expect(file.contentType).toMatch(CONTENT_TYPES[format]);
      expect(file.blob.type).toMatch(CONTENT_TYPES[format]);
      expect(file.fileName).toBe(`handwritten-note.${format}`);
      expect(file.blob.size).toBeGreaterThan(0);
      const translated = await client.downloadResult(accepted.id, format, { action: "translate" });
      expect(translated.contentType).toMatch(CONTENT_TYPES[format]);
      expect(translated.blob.size).toBeGreaterThan(0);
    }
    expect(await (await client.downloadResult(accepted.id, "txt")).blob.text()).toContain("Call the plumber");
    expect(await (await client.downloadResult(accepted.id, "txt", { action: "translate" })).blob.text()).toContain("plombier");
    expect(await bytes((await client.downloadResult(accepted.id, "docx")).blob, 2)).toEqual([0x50, 0x4b]); // a zip
  });

  test("an extractor upload: fields per extraction, and xlsx, csv and json files", async () => {
    const client = fastClient(emu);
    const { id } = await client.uploadDocument({
      action: "extractor",
      extractorId: "EXPf4Jm8Wd",
      file: fixture("expense-claim.pdf"),
      fileName: "expense-claim.pdf",
    });
    const doc = await processed(client, id);
    const fields = doc.extractorPages[0]?.extractions[0] ?? [];
    expect(fields).toContainEqual({ key: "employee_name", name: "Employee name", type: "text", value: "Dana Whitfield" });
    expect(fields.find((f) => f.key === "expenses")?.value).toEqual(expect.arrayContaining(["Train ticket: 64.20"]));
    for (const format of ["xlsx", "csv", "json"] as const) {
      const file = await client.downloadResult(id, format, { action: "extractor" });
      expect([file.contentType, file.fileName]).toEqual([expect.stringMatching(CONTENT_TYPES[format]), `expense-claim.${format}`]);
    }
    expect(await (await client.downloadResult(id, "csv")).blob.text()).toContain("Dana Whitfield");
  });

  test("a tables upload: grids of strings with header rows, key/value pairs, xlsx and json", async () => {
    const client = fastClient(emu);
    const { id } = await client.uploadDocument({
      action: "tables",
      file: fixture("quarterly-report.pdf"),
      fileName: "quarterly-report.pdf",
    });
    const doc = await processed(client, id);
    expect(doc.pageCount).toBe(3);
    const table = doc.tablesPages[0]?.tables[0];
    expect(table?.hasHeaderRow).toBe(true);
    expect(table?.rows[0]).toEqual(["Region", "January", "February", "March"]);
    expect(table?.rows[1]).toEqual(["North", "12,400", "13,150", "14,020"]);
    expect(doc.tablesPages.every((p) => p.keyValuePairs.length > 0)).toBe(true);
    const xlsx = await client.downloadResult(id, "xlsx");
    expect(xlsx.contentType).toMatch(CONTENT_TYPES.xlsx);
    expect(await bytes(xlsx.blob, 2)).toEqual([0x50, 0x4b]);
    expect(JSON.parse(await (await client.downloadResult(id, "json")).blob.text())).toMatchObject({ id, action: "tables" });
  });

  test("while processing: the detail answers 'processing' (202) and a file is 'still_processing'", async () => {
    const slow = await startFastEmulator({ processingMs: 60_000 });
    try {
      const client = fastClient(slow);
      const { id } = await client.uploadDocument({ action: "transcribe", file: png(), fileName: "slow.png" });
      const poll = await client.getDocument(id);
      expect(poll).toMatchObject({ state: "processing", document: { id, status: "queued" } });
      const error = await failure(client.downloadResult(id, "txt"));
      expect(error).toMatchObject({ kind: "still_processing", status: 202 });
    } finally {
      await slow.close();
    }
  });

  test("a document the service could not read ends 'failed', and its file download says why", async () => {
    const client = fastClient(emu, "dev-token", { retry: { failureRetries: 0 } });
    const { id } = await client.uploadDocument({ action: "transcribe", file: fixture("corrupt-scan.pdf"), fileName: "corrupt-scan.pdf" });
    const doc = await processed(client, id);
    expect(doc.status).toBe("failed");
    const error = await failure(client.downloadResult(id, "txt"));
    expect(error).toMatchObject({ kind: "server_error", message: expect.stringMatching(/Processing of this document failed/) });
  });

  test("thumbnails come as JPEG blobs fetched with the credentials; a page that does not exist is not_found", async () => {
    const client = fastClient(emu);
    const { id } = await client.uploadDocument({ action: "transcribe", file: fixture("fax-two-pages.tiff"), fileName: "fax.tiff" });
    const doc = await processed(client, id);
    expect(doc.thumbnails.map((t) => t.pageNumber)).toEqual([1, 2]);
    expect(doc.thumbnails.every((t) => !/token/i.test(t.url))).toBe(true);
    const image = await client.getThumbnail(doc.thumbnails[1]!);
    expect(image.type).toBe("image/jpeg");
    expect(await bytes(image, 2)).toEqual([0xff, 0xd8]);
    const missing = doc.thumbnails[0]!.url.replace(/image-1\.jpg$/, "image-9.jpg");
    expect(await failure(client.getThumbnail(missing))).toMatchObject({ kind: "not_found", status: 404 });
    // An address on another origin is refused before any request, so the token cannot leak there.
    const before = (await requestLog(emu)).requests.length;
    expect(await failure(client.getThumbnail("https://elsewhere.example/document/x/image-1.jpg"))).toMatchObject({ kind: "bad_response" });
    expect((await requestLog(emu)).requests.length).toBe(before);
  });

  test("page pictures are readable: a PDF page at 150 dpi as JPEG, an image at its own size (issue 36)", async () => {
    const client = fastClient(emu);
    const { id } = await client.uploadDocument({ action: "tables", file: fixture("two-page-invoice.pdf"), fileName: "invoice.pdf" });
    const doc = await processed(client, id);
    expect(doc.thumbnails.map((t) => t.pageNumber)).toEqual([1, 2]);
    for (const thumb of doc.thumbnails) {
      const image = await client.getThumbnail(thumb);
      expect(image.type).toBe("image/jpeg");
      const jpeg = decodeJpeg(new Uint8Array(await image.arrayBuffer()));
      expect([jpeg.width, jpeg.height]).toEqual([1240, 1754]); // A4 at 150 dpi, under the 2,000 px cap
      expect(image.size).toBeLessThan(300_000);
    }
    const note = await client.uploadDocument({ action: "transcribe", file: fixture("handwritten-note.png"), fileName: "note.png" });
    const noteDoc = await processed(client, note.id);
    const picture = decodeJpeg(new Uint8Array(await (await client.getThumbnail(noteDoc.thumbnails[0]!)).arrayBuffer()));
    expect([picture.width, picture.height]).toEqual([560, 360]);
  });
});

describe("result errors", () => {
  test("a format the action has none of: refused locally when the action is known, 400 from the service otherwise", async () => {
    const client = fastClient(emu);
    const { id } = await client.uploadDocument({ action: "tables", file: png(), fileName: "t.png" });
    await processed(client, id);
    const local = await failure(client.downloadResult(id, "txt", { action: "tables" }));
    expect(local).toMatchObject({ kind: "bad_request", status: undefined, message: expect.stringMatching(/available as xlsx or json\./) });
    const remote = await failure(client.downloadResult(id, "docx"));
    expect(remote).toMatchObject({ kind: "bad_request", status: 400, code: "unsupported_format" });
  });

  test("a translation of a document uploaded without one is a bad_request", async () => {
    const client = fastClient(emu);
    const { id } = await client.uploadDocument({ action: "transcribe", file: png(), fileName: "n.png" });
    expect(await failure(client.getTranslation(id))).toMatchObject({ kind: "bad_request", status: 400 });
  });

  test("another account's document is forbidden to read, download, see or delete; an unknown one is not_found", async () => {
    const owner = fastClient(emu);
    const stranger = fastClient(emu, "dev-token-2");
    const { id } = await owner.uploadDocument({ action: "transcribe", file: png(), fileName: "mine.png" });
    const doc = await processed(owner, id);
    for (const attempt of [
      () => stranger.getDocument(id),
      () => stranger.downloadResult(id, "txt"),
      () => stranger.getThumbnail(doc.thumbnails[0]!),
      () => stranger.deleteDocument(id),
    ]) {
      const error = await failure(attempt());
      expect(error).toMatchObject({ kind: "forbidden", status: 403 });
      expect((error as Error).message).toMatch(/another account/);
    }
    expect(await failure(owner.getDocument("AAAAAAAAAA"))).toMatchObject({ kind: "not_found", status: 404 });
  });

  test("delete removes the document; a second delete and a read are not_found", async () => {
    const client = fastClient(emu);
    const { id } = await client.uploadDocument({ action: "transcribe", file: png(), fileName: "gone.png" });
    await expect(client.deleteDocument(id)).resolves.toBeUndefined();
    expect(await failure(client.getDocument(id))).toMatchObject({ kind: "not_found" });
    expect(await failure(client.deleteDocument(id))).toMatchObject({ kind: "not_found" });
    expect(await storedDocuments(emu)).toEqual([]);
  });
});

describe("upload errors", () => {
  test("415 for a file type the service does not take", async () => {
    const client = fastClient(emu);
    const error = await failure(client.uploadDocument({ action: "transcribe", file: new Blob(["just some text"]), fileName: "notes.txt" }));
    expect(error).toMatchObject({ kind: "unsupported_media", status: 415 });
  });

  test("422 names the fields at fault", async () => {
    const client = fastClient(emu);
    const error = await failure(
      client.uploadDocument({
        action: "extractor",
        extractorId: "nope",
        file: png(),
        fileName: "x.png",
        webhookUrl: "ftp://example.test/hook",
      }),
    );
    expect(error).toBeInstanceOf(InvalidParametersError);
    expect((error as InvalidParametersError).fields).toEqual({ extractor_id: [expect.any(String)], webhook_url: [expect.any(String)] });
    expect((error as InvalidParametersError).message).toMatch(/extractor_id/);
    const language = await failure(client.uploadDocument({ action: "transcribe", translateTo: "xx", file: png(), fileName: "x.png" }));
    expect(Object.keys((language as InvalidParametersError).fields)).toEqual(["translate_to"]);
  });

  test("what the client can check itself is refused before sending", async () => {
    const client = fastClient(emu);
    const error = await failure(client.uploadDocument({ action: "extractor", file: png(), fileName: "x.png", deleteAfterSeconds: 60 }));
    expect(error).toMatchObject({ kind: "invalid_parameters", status: undefined });
    expect(Object.keys((error as InvalidParametersError).fields).sort()).toEqual(["delete_after", "extractor_id"]);
    expect((await requestLog(emu)).counters).toBeUndefined();
  });

  test("403 insufficient credits says how many pages and credits", async () => {
    const client = fastClient(emu, "dev-token-empty");
    const error = await failure(client.uploadDocument({ action: "transcribe", file: png(), fileName: "x.png" }));
    expect(error).toMatchObject({ kind: "insufficient_credits", status: 403 });
    expect((error as ServiceError).message).toMatch(/1 page but your balance is 0 credits/);
  });

  test("401 for a token the service does not know, on every endpoint", async () => {
    const client = fastClient(emu, "not-a-real-token");
    for (const call of [
      () => client.uploadDocument({ action: "transcribe", file: png(), fileName: "x.png" }),
      () => client.listDocuments(),
      () => client.getDocument("AAAAAAAAAA"),
      () => client.deleteDocument("AAAAAAAAAA"),
    ]) {
      const error = await failure(call());
      expect(error).toMatchObject({ kind: "unauthorized", status: 401 });
      expect((error as Error).message).not.toContain("not-a-real-token");
    }
  });
});

describe("list", () => {
  async function uploadMany(count: number, action: "transcribe" | "tables" = "transcribe"): Promise<string[]> {
    const client = fastClient(emu);
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push((await client.uploadDocument({ action, file: png(i + 1), fileName: `p${i}.png` })).id);
    return ids;
  }

  test("pages newest first, with the envelope's numbers, and an async iterator over every page", async () => {
    const ids = await uploadMany(5);
    const client = fastClient(emu);
    const first = await client.listDocuments({ perPage: 2 });
    expect(first).toMatchObject({
      currentPage: 1,
      from: 1,
      to: 2,
      total: 5,
      perPage: 2,
      lastPage: 3,
      hasNextPage: true,
      hasPreviousPage: false,
    });
    expect(first.documents.map((d) => d.id)).toEqual([ids[4], ids[3]]);
    const pages = [];
    for await (const page of client.documentPages({ perPage: 2 })) pages.push(page);
    expect(pages.map((p) => [p.currentPage, p.documents.length])).toEqual([
      [1, 2],
      [2, 2],
      [3, 1],
    ]);
    expect(pages.at(-1)?.hasNextPage).toBe(false);
    const all = [];
    for await (const doc of client.allDocuments({ perPage: 2 })) all.push(doc.id);
    expect(all).toEqual([...ids].reverse());
    // The iterator fetches lazily: stopping after the first page sends no more requests.
    const before = (await requestLog(emu)).counters?.byRoute["GET /documents"] ?? 0;
    for await (const page of client.documentPages({ perPage: 2 })) if (page.currentPage === 1) break;
    expect((await requestLog(emu)).counters?.byRoute["GET /documents"]).toBe(before + 1);
  });

  test("filters by status and action; updated_since with the cursor returns only later changes", async () => {
    const client = fastClient(emu);
    const [a, b] = await uploadMany(2);
    const tables = await client.uploadDocument({ action: "tables", file: png(9), fileName: "t.png" });
    expect((await client.listDocuments({ action: "tables" })).documents.map((d) => d.id)).toEqual([tables.id]);
    for (const id of [a!, b!, tables.id]) await processed(client, id);
    expect((await client.listDocuments({ status: "processed" })).total).toBe(3);
    expect((await client.listDocuments({ status: "queued" })).total).toBe(0);
    const done = await client.listDocuments({ status: "processed", action: "tables" });
    expect(done.documents.map((d) => d.id)).toEqual([tables.id]);

    const round1 = await client.listDocuments({ updatedSince: "2000-01-01T00:00:00.000000Z" });
    expect(round1.cursor).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect((await client.listDocuments({ updatedSince: round1.cursor! })).documents).toEqual([]);
    await client.deleteDocument(a!); // a deletion is no update; upload one more instead
    const later = await client.uploadDocument({ action: "transcribe", file: png(11), fileName: "later.png" });
    const round2 = await client.listDocuments({ updatedSince: round1.cursor! });
    expect(round2.documents.map((d) => d.id)).toEqual([later.id]);
    expect(round2.cursor! > round1.cursor!).toBe(true);
  });

  test("both date formats of automatically_deleted_at are read", async () => {
    const client = fastClient(emu);
    await client.uploadDocument({ action: "transcribe", file: png(1), fileName: "account-setting.png" });
    await client.uploadDocument({ action: "transcribe", file: png(2), fileName: "request.png", deleteAfterSeconds: 3600 });
    const raw = (await (
      await fetch(`${emu.baseUrl}/documents`, { headers: { Authorization: "Bearer dev-token", Accept: "application/json" } })
    ).json()) as { documents: Array<{ file_name: string; automatically_deleted_at: string }> };
    const formats = Object.fromEntries(raw.documents.map((d) => [d.file_name, d.automatically_deleted_at]));
    expect(formats["account-setting.png"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(formats["request.png"]).toMatch(/T.*Z$/);
    const page = await client.listDocuments();
    const at = Object.fromEntries(page.documents.map((d) => [d.fileName, d.automaticallyDeletedAt?.getTime() ?? NaN]));
    expect(Math.abs((at["account-setting.png"] ?? 0) - Date.now() - 24 * 3600_000)).toBeLessThan(5000);
    expect(Math.abs((at["request.png"] ?? 0) - Date.now() - 3600_000)).toBeLessThan(5000);
  });

  test("422 names the filter at fault; 401 without a valid token", async () => {
    const client = fastClient(emu);
    const error = await failure(client.listDocuments({ perPage: 500, updatedSince: "last tuesday" }));
    expect(error).toBeInstanceOf(InvalidParametersError);
    expect(Object.keys((error as InvalidParametersError).fields).sort()).toEqual(["per_page", "updated_since"]);
    expect(await failure(fastClient(emu, "nobody").listDocuments())).toMatchObject({ kind: "unauthorized" });
  });

  test("every request carries Accept: application/json", async () => {
    const client = fastClient(emu);
    const { id } = await client.uploadDocument({ action: "transcribe", file: png(), fileName: "a.png" });
    const doc = await processed(client, id);
    await client.downloadResult(id, "docx");
    await client.getThumbnail(doc.thumbnails[0]!);
    await client.listDocuments();
    expect((await requestLog(emu)).counters?.missingAccept).toBe(0);
  });
});

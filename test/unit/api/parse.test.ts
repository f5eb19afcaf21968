import { ServiceError } from "../../../src/api/errors";
import { parseDocumentDetail, parseDocumentSummary, parseServiceDate, parseUploadAccepted, parseUser } from "../../../src/api/parse";

describe("parseServiceDate", () => {
  it("reads ISO 8601 with microseconds and Z", () => {
    expect(parseServiceDate("2026-11-22T10:15:30.123456Z")?.toISOString()).toBe("2026-11-22T10:15:30.123Z");
  });
  it("reads the plain 'YYYY-MM-DD HH:MM:SS' form as UTC", () => {
    expect(parseServiceDate("2026-12-06 10:15:30")?.toISOString()).toBe("2026-12-06T10:15:30.000Z");
  });
  it("honours an explicit offset", () => {
    expect(parseServiceDate("2026-11-22T12:00:00+02:00")?.toISOString()).toBe("2026-11-22T10:00:00.000Z");
  });
  it.each([undefined, null, 42, "", "yesterday", "2026-13-45"])("gives null for %p", (value) => {
    const parsed = parseServiceDate(value);
    expect(parsed === null || Number.isNaN(parsed.getTime()) === false).toBe(true);
    if (value === "yesterday" || value === "" || typeof value !== "string") expect(parsed).toBeNull();
  });
});

describe("parseDocumentSummary", () => {
  const item = {
    id: "abc123XYZ0",
    file_name: "note.png",
    action: "transcribe",
    page_count: 2,
    status: "queued",
    automatically_deleted_at: "2026-12-06 10:00:00",
    created_at: "2026-11-22T10:00:00.000000Z",
    updated_at: "2026-11-22T10:00:01.000000Z",
    something_new: { nested: true },
  };
  it("maps the spec's fields and ignores unknown ones", () => {
    const doc = parseDocumentSummary(item);
    expect(doc).toMatchObject({ id: "abc123XYZ0", fileName: "note.png", action: "transcribe", pageCount: 2, status: "queued" });
    expect(doc.automaticallyDeletedAt?.toISOString()).toBe("2026-12-06T10:00:00.000Z");
  });
  it("surfaces an unknown status instead of failing", () => {
    expect(parseDocumentSummary({ ...item, status: "archived" }).status).toEqual({ unknown: "archived" });
  });
  it("tolerates missing optional fields", () => {
    expect(parseDocumentSummary({ id: "x" })).toMatchObject({ id: "x", fileName: "", pageCount: null, createdAt: null });
  });
  it("rejects a document without id with the client's own error", () => {
    expect(() => parseDocumentSummary({ file_name: "x" })).toThrow(ServiceError);
    expect(() => parseDocumentSummary("nonsense")).toThrow(ServiceError);
  });
});

describe("parseDocumentDetail", () => {
  it("orders transcript pages and keeps markup as text", () => {
    const detail = parseDocumentDetail({
      id: "d1",
      status: "processed",
      results: [{ page_number: 2, transcript: "second <b>page</b>" }, { page_number: 1, transcript: "first" }, "garbage"],
      thumbnails: [{ page_number: 1, url: "https://x/document/d1/image-1.jpg" }, { nope: true }],
    });
    expect(detail.transcriptPages).toEqual([
      { pageNumber: 1, transcript: "first" },
      { pageNumber: 2, transcript: "second <b>page</b>" },
    ]);
    expect(detail.thumbnails).toEqual([{ pageNumber: 1, url: "https://x/document/d1/image-1.jpg" }]);
  });
});

describe("other resources", () => {
  it("reads an upload answer", () => {
    expect(parseUploadAccepted({ id: "n3w", status: "queued" })).toEqual({ id: "n3w", status: "queued" });
    expect(() => parseUploadAccepted({ status: "queued" })).toThrow(ServiceError);
  });
  it("reads a user, whatever is missing", () => {
    expect(parseUser({ name: "Ada", email: "ada@example.com", balance: "120", verified: true, token: "secret" })).toEqual({
      id: "",
      name: "Ada",
      email: "ada@example.com",
      verified: true,
      type: "",
      balance: 120,
      updatedAt: null,
    });
  });
});

import { ServiceError } from "../../../src/api/errors";
import { parseExtractors, parseTopUpResult, parseTranslationLanguages } from "../../../src/api/accountParse";
import {
  parseDocumentDetail,
  parseDocumentPage,
  parseDocumentSummary,
  parseServiceDate,
  parseTranslation,
  parseUploadAccepted,
  parseUser,
} from "../../../src/api/parse";

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

test("control characters and markup in service text are kept as text, untouched", () => {
  const odd = "line\u0000one\u0007 <script>alert(1)</script> &amp; \u202e";
  const detail = parseDocumentDetail({ id: "d", file_name: odd, results: [{ page_number: 1, transcript: odd }] });
  expect(detail.fileName).toBe(odd);
  expect(detail.transcriptPages[0]?.transcript).toBe(odd);
});

describe("parseDocumentPage", () => {
  const item = (id: string, updated: string) => ({
    id,
    file_name: `${id}.png`,
    action: "transcribe",
    status: "queued",
    updated_at: updated,
  });

  it("reads the envelope and keeps the newest updated_at verbatim as the cursor, to the microsecond", () => {
    const page = parseDocumentPage({
      documents: [
        item("a", "2026-11-22T10:00:00.000100Z"),
        item("b", "2026-11-22T10:00:00.000900Z"),
        item("c", "2026-11-22T10:00:00.000500Z"),
      ],
      current_page: 2,
      from: 4,
      to: 6,
      total: 9,
      per_page: 3,
      last_page: 3,
      next_page_url: "https://svc.test/v3/documents?page=3",
      prev_page_url: "https://svc.test/v3/documents?page=1",
    });
    expect(page).toMatchObject({
      currentPage: 2,
      from: 4,
      to: 6,
      total: 9,
      perPage: 3,
      lastPage: 3,
      hasNextPage: true,
      hasPreviousPage: true,
    });
    expect(page.cursor).toBe("2026-11-22T10:00:00.000900Z");
    expect(page.documents.map((d) => d.id)).toEqual(["a", "b", "c"]);
  });

  it("skips unreadable items instead of failing the page, and infers what is missing", () => {
    const page = parseDocumentPage({ documents: [item("a", "x"), { file_name: "no id" }, 42, null] }, 4);
    expect(page).toMatchObject({
      skipped: 3,
      currentPage: 4,
      lastPage: 4,
      total: 1,
      hasNextPage: false,
      hasPreviousPage: true,
      cursor: null,
    });
  });

  it("reads the version 2 shape a server might still send", () => {
    const page = parseDocumentPage({
      data: [{ document_id: "old1", original_file_name: "scan.pdf", status: "processed" }],
      current_page: 1,
    });
    expect(page.documents[0]).toMatchObject({ id: "old1", fileName: "scan.pdf", status: "processed" });
  });

  it("fails with the client's error when there is no list at all", () => {
    expect(() => parseDocumentPage({ total: 3 })).toThrow(ServiceError);
    expect(() => parseDocumentPage("<html>")).toThrow(ServiceError);
  });
});

describe("parseTranslation", () => {
  it("reads translated pages in order, with their language", () => {
    const t = parseTranslation({
      id: "d1",
      status: "processed",
      results: [
        { page_number: 2, language: "fr", translation: "deux <i>pages</i>" },
        { page_number: 1, language: "fr", translation: "une" },
      ],
    });
    expect(t.language).toBe("fr");
    expect(t.pages).toEqual([
      { pageNumber: 1, language: "fr", text: "une" },
      { pageNumber: 2, language: "fr", text: "deux <i>pages</i>" },
    ]);
    expect(t.document.status).toBe("processed");
  });

  it("accepts other spellings of the text, since the spec does not show the shape", () => {
    expect(parseTranslation({ id: "d", results: [{ text: "hola" }, { transcript: "adiós" }] }).pages.map((p) => p.text)).toEqual([
      "hola",
      "adiós",
    ]);
  });
});

describe("account lists and the top-up result", () => {
  it("extractors: entries without an id are left out, a missing name shows the id", () => {
    expect(
      parseExtractors({ extractors: [{ id: "INVc7Rk2Qx", name: "Invoice", description: "d" }, { name: "no id" }, { id: "X" }, "junk"] }),
    ).toEqual([
      { id: "INVc7Rk2Qx", name: "Invoice", description: "d" },
      { id: "X", name: "X", description: "" },
    ]);
    expect(parseExtractors({})).toEqual([]);
  });

  it("languages: entries without a code are left out, a missing label shows the code", () => {
    expect(parseTranslationLanguages({ languages: [{ code: "fr", label: "French" }, { label: "?" }, { code: "de" }] })).toEqual([
      { code: "fr", label: "French" },
      { code: "de", label: "de" },
    ]);
  });

  it("top-up result", () => {
    expect(parseTopUpResult({ success: true, credits_purchased: 100, new_balance: "1100", amount_charged: "$5.00" })).toEqual({
      success: true,
      creditsPurchased: 100,
      newBalance: 1100,
      amountCharged: "$5.00",
    });
    expect(parseTopUpResult({ success: false }).success).toBe(false);
    expect(() => parseTopUpResult([])).toThrow(ServiceError);
  });

  it("the user's updated_at, and never its token", () => {
    const user = parseUser({ name: "Ada", token: "secret", updated_at: "2026-11-22T10:00:00.123456Z" });
    expect(user.updatedAt?.toISOString()).toBe("2026-11-22T10:00:00.123Z");
    expect(JSON.stringify(user)).not.toContain("secret");
  });
});

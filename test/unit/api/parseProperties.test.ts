// Property tests: whatever JSON the service sends, every parser either returns a well-formed value or throws
// the client's own ServiceError, never a TypeError or anything else; error mapping never throws at all and
// never repeats the token.
import fc from "fast-check";
import { parseExtractors, parseTopUpResult, parseTranslationLanguages, parseUser } from "../../../src/api/accountParse";
import { ServiceError } from "../../../src/api/errors";
import {
  parseDocumentDetail,
  parseDocumentPage,
  parseDocumentSummary,
  parseProcessingBody,
  parseServiceDate,
  parseTranslation,
  parseUploadAccepted,
  serviceDateMicros,
} from "../../../src/api/parse";
import { errorFromResponse, type OperationKind } from "../../../src/api/responseErrors";
import type { DocumentStatus, DocumentSummary } from "../../../src/api/types";

const RUNS = { numRuns: 300 };

/** Runs `parse`; a ServiceError is an acceptable outcome, anything else thrown fails the property. */
function ownErrorsOnly<T>(parse: () => T): T | undefined {
  try {
    return parse();
  } catch (error) {
    if (error instanceof ServiceError) {
      expect(error.kind).toBe("bad_response");
      return undefined;
    }
    throw error;
  }
}

const isDateOrNull = (d: Date | null | undefined): boolean =>
  d === null || d === undefined || (d instanceof Date && !Number.isNaN(d.getTime()));
const isStatus = (s: DocumentStatus): boolean =>
  typeof s === "string" ? ["new", "queued", "processing", "processed", "failed"].includes(s) : typeof s.unknown === "string";

function wellFormedSummary(doc: DocumentSummary): void {
  expect(typeof doc.id).toBe("string");
  expect(doc.id).not.toBe("");
  expect(typeof doc.fileName).toBe("string");
  expect(isStatus(doc.status)).toBe(true);
  expect(doc.pageCount === null || Number.isInteger(doc.pageCount)).toBe(true);
  for (const d of [doc.createdAt, doc.updatedAt, doc.automaticallyDeletedAt]) expect(isDateOrNull(d)).toBe(true);
}

/** JSON shaped like the service's answers but with any value in any field: reaches deeper than random JSON. */
const anyField = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string(), fc.integer(), fc.constant(null));
const dateLike = fc.oneof(
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().replace("Z", "123Z")),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 19).replace("T", " ")),
  fc.string(),
  anyField,
);
const documentLike = fc.record(
  {
    id: fc.oneof(fc.stringMatching(/^[A-Za-z0-9]{10}$/), anyField),
    file_name: anyField,
    action: fc.oneof(fc.constantFrom("transcribe", "tables", "extractor", "translate", "ocr"), anyField),
    page_count: anyField,
    status: fc.oneof(fc.constantFrom("new", "queued", "processing", "processed", "failed", "archived"), anyField),
    automatically_deleted_at: dateLike,
    created_at: dateLike,
    updated_at: dateLike,
    results: fc.array(anyField, { maxLength: 4 }),
    thumbnails: fc.oneof(fc.array(fc.record({ page_number: anyField, url: anyField }), { maxLength: 3 }), anyField),
  },
  { requiredKeys: [] },
);
const pageLike = fc.record(
  {
    documents: fc.oneof(fc.array(documentLike, { maxLength: 5 }), anyField),
    current_page: anyField,
    from: anyField,
    to: anyField,
    total: anyField,
    per_page: anyField,
    last_page: anyField,
    next_page_url: anyField,
    prev_page_url: anyField,
  },
  { requiredKeys: [] },
);

describe("parsers only ever throw the client's own errors", () => {
  test("document list, on arbitrary JSON and on list-shaped JSON", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), pageLike), fc.integer({ min: -3, max: 50 }), (value, requested) => {
        const page = ownErrorsOnly(() => parseDocumentPage(value, requested));
        if (!page) return;
        page.documents.forEach(wellFormedSummary);
        for (const n of [page.currentPage, page.lastPage, page.perPage]) expect(Number.isInteger(n) && n >= 1).toBe(true);
        expect(page.lastPage).toBeGreaterThanOrEqual(page.currentPage);
        expect(page.total).toBeGreaterThanOrEqual(page.documents.length);
        expect(typeof page.hasNextPage).toBe("boolean");
        expect(page.cursor === null || parseServiceDate(page.cursor) !== null).toBe(true);
      }),
      RUNS,
    );
  });

  test("document summary and detail", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), documentLike), (value) => {
        const summary = ownErrorsOnly(() => parseDocumentSummary(value));
        if (summary) wellFormedSummary(summary);
        const detail = ownErrorsOnly(() => parseDocumentDetail(value));
        if (detail) {
          wellFormedSummary(detail);
          for (const t of detail.thumbnails) expect([typeof t.url, Number.isInteger(t.pageNumber)]).toEqual(["string", true]);
        }
      }),
      RUNS,
    );
  });

  test("translation, upload answer and a 202's body", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), documentLike), (value) => {
        const translation = ownErrorsOnly(() => parseTranslation(value));
        if (translation) for (const p of translation.pages) expect(typeof p.text).toBe("string");
        const accepted = ownErrorsOnly(() => parseUploadAccepted(value));
        if (accepted) expect(isStatus(accepted.status)).toBe(true);
        const raw = JSON.stringify(value);
        const processing = parseProcessingBody(raw);
        if (processing) wellFormedSummary(processing);
      }),
      RUNS,
    );
  });

  test("user, extractors, languages, top-up result", () => {
    const userLike = fc.record(
      {
        id: anyField,
        name: anyField,
        email: anyField,
        verified: anyField,
        type: anyField,
        balance: anyField,
        token: anyField,
        updated_at: dateLike,
      },
      { requiredKeys: [] },
    );
    const listLike = (key: string) =>
      fc.oneof(
        fc.record({
          [key]: fc.array(fc.record({ id: anyField, code: anyField, name: anyField, label: anyField, description: anyField }), {
            maxLength: 4,
          }),
        }),
        fc.array(anyField, { maxLength: 4 }),
      );
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), userLike, listLike("extractors"), listLike("languages")), (value) => {
        const user = ownErrorsOnly(() => parseUser(value));
        if (user) {
          expect(Number.isInteger(user.balance)).toBe(true);
          expect(typeof user.verified).toBe("boolean");
          expect(isDateOrNull(user.updatedAt)).toBe(true);
          expect(user).not.toHaveProperty("token");
        }
        const extractors = ownErrorsOnly(() => parseExtractors(value));
        for (const e of extractors ?? []) expect(e.id).not.toBe("");
        const languages = ownErrorsOnly(() => parseTranslationLanguages(value));
        for (const l of languages ?? []) expect([l.code !== "", typeof l.label]).toEqual([true, "string"]);
        const topUp = ownErrorsOnly(() => parseTopUpResult(value));
        if (topUp)
          expect([typeof topUp.success, Number.isInteger(topUp.newBalance), typeof topUp.amountCharged]).toEqual([
            "boolean",
            true,
            "string",
          ]);
      }),
      RUNS,
    );
  });

  test("dates: any text is a valid Date or null, and the microsecond order agrees with Date's", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), dateLike), (value) => {
        const date = parseServiceDate(value);
        expect(isDateOrNull(date)).toBe(true);
        const micros = serviceDateMicros(value);
        if (date === null) expect(micros).toBeNull();
        else expect(Math.floor((micros ?? 0) / 1000)).toBe(date.getTime());
      }),
      RUNS,
    );
  });
});

describe("error mapping never throws and never repeats the token", () => {
  const operations: OperationKind[] = ["upload", "list", "read", "download", "thumbnail", "delete", "account", "topup"];
  test("on any status, body and Retry-After", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 300, max: 599 }),
        fc.constantFrom(...operations),
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v) ?? ""),
        ),
        fc.option(fc.oneof(fc.string(), fc.integer().map(String)), { nil: undefined }),
        fc.stringMatching(/^tok_[a-f0-9]{16}$/),
        (status, operation, body, retryAfter, token) => {
          const withToken = body.replace(/x/g, token);
          const headers = new Headers();
          if (retryAfter !== undefined && /^[\t\x20-\x7e]*$/.test(retryAfter)) headers.set("Retry-After", retryAfter);
          const error = errorFromResponse(status, headers, withToken, { operation, secrets: [token] });
          expect(error).toBeInstanceOf(ServiceError);
          expect(error.message).not.toContain(token);
          expect(error.message.length).toBeGreaterThan(0);
        },
      ),
      RUNS,
    );
  });
});

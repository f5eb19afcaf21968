// The document endpoints: upload, list (and its pages as an async iterator), detail, translation, delete.
import { t } from "../i18n/messages";
import { InvalidParametersError, ServiceError } from "./errors";
import { readJson, type Query, type Transport } from "./http";
import { parseDocumentDetail, parseDocumentPage, parseProcessingBody, parseTranslation, parseUploadAccepted } from "./parse";
import type {
  Action,
  CallOptions,
  DocumentPage,
  DocumentPoll,
  DocumentSummary,
  ListDocumentsQuery,
  TranslationPoll,
  UploadAccepted,
  UploadRequest,
} from "./types";

const DELETE_AFTER_MIN = 300;
const DELETE_AFTER_MAX = 1_209_600;

export const documentPath = (id: string): string => `/documents/${encodeURIComponent(id)}`;

/** What the client can tell is wrong before sending (the service checks again). */
export function uploadProblems(request: UploadRequest): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (request.action === "extractor" && !request.extractorId?.trim()) problems.extractor_id = [t("errors.documents.chooseExtractor")];
  if (!deleteAfterValid(request.deleteAfterSeconds)) problems.delete_after = [t("errors.documents.deleteAfterRange")];
  if (request.file.size === 0) problems.file = [t("errors.documents.emptyFile")];
  return problems;
}

const deleteAfterValid = (after: number | undefined): boolean =>
  after === undefined || (Number.isInteger(after) && after >= DELETE_AFTER_MIN && after <= DELETE_AFTER_MAX);

/** The first problem as a whole sentence that also says nothing was sent (same order as uploadProblems). */
function notSentMessage(problems: Record<string, string[]>): string {
  const problem = problems.extractor_id ? "extractor" : problems.delete_after ? "deleteAfter" : "emptyFile";
  return t("errors.documents.notSent", { problem });
}

/** POST /documents. Never repeated after a lost connection or a 5xx: a repeated upload is charged twice. */
export async function uploadDocument(transport: Transport, request: UploadRequest, options: CallOptions = {}): Promise<UploadAccepted> {
  const problems = uploadProblems(request);
  if (Object.keys(problems).length > 0) {
    throw new InvalidParametersError(notSentMessage(problems), problems, undefined, null);
  }
  const form = new FormData();
  form.append("action", request.action);
  form.append("file", request.file, request.fileName);
  if (request.deleteAfterSeconds !== undefined) form.append("delete_after", String(request.deleteAfterSeconds));
  if (request.action === "extractor" && request.extractorId !== undefined) form.append("extractor_id", request.extractorId.trim());
  // The service ignores translate_to for other actions; not sending it keeps the request what it means.
  if (request.action === "transcribe" && request.translateTo !== undefined) form.append("translate_to", request.translateTo);
  if (request.webhookUrl !== undefined) form.append("webhook_url", request.webhookUrl);
  return transport.request(
    { method: "POST", path: "/documents", operation: "upload", body: form, read: async (r) => parseUploadAccepted(await readJson(r)) },
    options,
  );
}

function listQuery(query: ListDocumentsQuery): Query {
  const since = query.updatedSince;
  return {
    per_page: query.perPage,
    page: query.page,
    status: query.status,
    action: query.action,
    updated_since: since instanceof Date ? since.toISOString() : since,
  };
}

/** GET /documents: one page. */
export async function listDocuments(
  transport: Transport,
  query: ListDocumentsQuery = {},
  options: CallOptions = {},
): Promise<DocumentPage> {
  return transport.request(
    {
      method: "GET",
      path: "/documents",
      query: listQuery(query),
      operation: "list",
      read: async (r) => parseDocumentPage(await readJson(r), query.page ?? 1),
    },
    options,
  );
}

/**
 * Every page of GET /documents from `query.page` (default 1) on, one request each, fetched only as the loop
 * asks for them. Pages are counted by number (never by following `next_page_url`, which could point
 * anywhere). While documents change, items can shift between pages; a polling loop should use
 * `updatedSince` with the first page's `cursor` instead of walking pages repeatedly.
 */
export async function* documentPages(
  transport: Transport,
  query: ListDocumentsQuery = {},
  options: CallOptions = {},
): AsyncGenerator<DocumentPage> {
  let page = query.page ?? 1;
  for (;;) {
    const result = await listDocuments(transport, { ...query, page }, options);
    yield result;
    // Stop at the end, and also if the service did not move on (a page number it ignored or clamped).
    if (!result.hasNextPage || result.currentPage < page || result.documents.length + result.skipped === 0) return;
    page = result.currentPage + 1;
  }
}

/** Every document matching `query`, page after page. */
export async function* allDocuments(
  transport: Transport,
  query: ListDocumentsQuery = {},
  options: CallOptions = {},
): AsyncGenerator<DocumentSummary> {
  for await (const page of documentPages(transport, query, options)) yield* page.documents;
}

function unexpected(status: number): ServiceError {
  return new ServiceError("bad_response", t("errors.documents.unexpectedStatus", { status }), { status });
}

/** GET /documents/{id}: the detail with results once processed; `processing` while the service answers 202. */
export async function getDocument(
  transport: Transport,
  id: string,
  options: CallOptions & { action?: Action } = {},
): Promise<DocumentPoll> {
  return transport.request(
    {
      method: "GET",
      path: documentPath(id),
      query: { action: options.action },
      operation: "read",
      read: async (r): Promise<DocumentPoll> => {
        if (r.status === 202) {
          const document = parseProcessingBody(await r.text());
          return document === undefined ? { state: "processing" } : { state: "processing", document };
        }
        if (r.status !== 200) throw unexpected(r.status);
        return { state: "ready", document: parseDocumentDetail(await readJson(r)) };
      },
    },
    options,
  );
}

/**
 * GET /documents/{id}?action=translate: the translation of a document uploaded with `translateTo`. A
 * document uploaded without one answers "bad_request".
 */
export async function getTranslation(transport: Transport, id: string, options: CallOptions = {}): Promise<TranslationPoll> {
  return transport.request(
    {
      method: "GET",
      path: documentPath(id),
      query: { action: "translate" },
      operation: "read",
      read: async (r): Promise<TranslationPoll> => {
        if (r.status === 202) {
          const document = parseProcessingBody(await r.text());
          return document === undefined ? { state: "processing" } : { state: "processing", document };
        }
        if (r.status !== 200) throw unexpected(r.status);
        return { state: "ready", translation: parseTranslation(await readJson(r)) };
      },
    },
    options,
  );
}

/**
 * DELETE /documents/{id}. Repeated after a lost connection or a 5xx (deleting twice is harmless); a 404 on
 * such a repeat means the first attempt had deleted it, and counts as success.
 */
export async function deleteDocument(transport: Transport, id: string, options: CallOptions = {}): Promise<void> {
  await transport.request(
    {
      method: "DELETE",
      path: documentPath(id),
      operation: "delete",
      read: async (r) => {
        await r.body?.cancel().catch(() => undefined);
      },
      goneAfterRetry: () => undefined,
    },
    options,
  );
}

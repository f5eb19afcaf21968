// /v3/documents: upload, list, status/result (JSON or a file per format), delete, and page thumbnails.
import { findExtractor, findLanguage } from "../catalog";
import { parseIsoMicros } from "../clock";
import { STATUSES, type Status, type Step, type StoredDocument } from "../documents";
import { countPages, MAX_FILE_BYTES, sniff } from "../files";
import { isForm, MalformedForm, readForm, textField } from "../forms";
import { ApiError, BodyTooLarge, FieldErrors, json, noContent, type Reply } from "../http";
import { sha256 } from "../results/fixtures";
import { CONTENT_TYPES, FORMATS, FORMATS_BY_ACTION, toCsv, toDocx, toTxt, toXlsx, type Format } from "../results/formats";
import { thumbnail } from "../results/thumbnails";
import { ACTIONS, STEP_ACTIONS, type Action, type StepAction } from "../results/types";
import { detailObject, listItem } from "../views";
import { GENERIC_FAILURE, type ApiContext, type ApiRoute } from "./route";

const DELETE_AFTER_MIN = 300;
const DELETE_AFTER_MAX = 1209600;
/** Room for the multipart framing and the text fields around a file of the maximum size. */
const FORM_OVERHEAD = 1024 * 1024;

function isAction(value: string): value is Action {
  return (ACTIONS as readonly string[]).includes(value);
}

function isHttpUrl(text: string): boolean {
  return URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);
}

function integer(text: string): number | undefined {
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) : undefined;
}

async function upload(ctx: ApiContext): Promise<Reply> {
  const { services: s, principal } = ctx;
  if (isForm(ctx.req.headers["content-type"]) !== "multipart") {
    throw new ApiError(415, "unsupported_content_type", "Send the upload as multipart/form-data with the fields action and file.");
  }
  let form: FormData;
  try {
    form = await readForm(ctx.req, MAX_FILE_BYTES + FORM_OVERHEAD);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      throw new ApiError(422, "file_too_large", "The file is larger than 20 MB. Split or compress it, then upload it again.", {
        errors: { file: ["The file may not be greater than 20 MB."] },
      });
    }
    if (error instanceof MalformedForm) {
      throw new ApiError(400, "malformed_body", "The upload could not be read as multipart/form-data. Send it again.");
    }
    throw error;
  }

  const action = textField(form, "action")?.trim();
  const file = form.get("file");
  const extractorId = textField(form, "extractor_id")?.trim();
  if (!action || !(file instanceof File) || (action === "extractor" && !extractorId)) {
    const missing = new FieldErrors();
    if (!action) missing.add("action", "The action field is required.");
    if (!(file instanceof File)) missing.add("file", "The file field is required and must be a file.");
    if (action === "extractor" && !extractorId) missing.add("extractor_id", "The extractor_id field is required when action is extractor.");
    throw missing.toError(400, "missing_fields", "Some required fields are missing: choose an action and a file.");
  }

  const invalid = new FieldErrors();
  if (!isAction(action)) invalid.add("action", "The action must be transcribe, tables or extractor.");
  const rawDeleteAfter = textField(form, "delete_after");
  let deleteAfter: number | undefined;
  if (rawDeleteAfter !== undefined && rawDeleteAfter.trim() !== "") {
    deleteAfter = integer(rawDeleteAfter);
    if (deleteAfter === undefined || deleteAfter < DELETE_AFTER_MIN || deleteAfter > DELETE_AFTER_MAX) {
      invalid.add("delete_after", `The delete_after must be a whole number of seconds from ${DELETE_AFTER_MIN} to ${DELETE_AFTER_MAX}.`);
    }
  }
  if (action === "extractor" && extractorId) {
    if (!/^[A-Za-z0-9]{10}$/.test(extractorId)) invalid.add("extractor_id", "The extractor_id must be 10 letters or digits.");
    else if (!findExtractor(extractorId)) invalid.add("extractor_id", "There is no extractor with this id in your account.");
  }
  const translateTo = textField(form, "translate_to")?.trim() || undefined;
  // translate_to is only meaningful with transcribe; for other actions the spec says it is ignored.
  if (action === "transcribe" && translateTo !== undefined && !findLanguage(translateTo)) {
    invalid.add("translate_to", "The translate_to must be a code from GET /translation-languages.");
  }
  const webhookUrl = textField(form, "webhook_url")?.trim() || undefined;
  if (webhookUrl !== undefined && !isHttpUrl(webhookUrl)) {
    invalid.add("webhook_url", "The webhook_url must be an absolute http or https URL.");
  }
  if (file.size > MAX_FILE_BYTES) invalid.add("file", "The file may not be greater than 20 MB.");
  if (file.size === 0) invalid.add("file", "The file is empty.");
  invalid.throwIfAny(422, "invalid_parameters", "Some fields are not valid; correct them and upload again.");

  const data = Buffer.from(await file.arrayBuffer());
  const kind = sniff(data);
  if (!kind) {
    throw new ApiError(415, "unsupported_media_type", "This file type is not supported. Upload a PDF, JPG, PNG, TIFF, HEIC or GIF file.");
  }
  const { pages, readable } = await countPages(kind, data);
  const account = principal.account;
  if (account.balance < pages) {
    throw new ApiError(
      403,
      "insufficient_credits",
      `This file has ${pages} page${pages === 1 ? "" : "s"} but only ${account.balance} credit${account.balance === 1 ? " is" : "s are"} left. Buy credits, then upload again.`,
      { page_count: pages, balance: account.balance },
    );
  }
  account.balance -= pages;
  s.accounts.touch(account);
  const hash = sha256(data);
  const doc = s.documents.create({
    accountId: account.id,
    fileName: file.name || "upload",
    action: action as Action,
    kind,
    data,
    hash,
    pageCount: pages,
    readable,
    fixture: s.fixtures.lookup(hash),
    extractorId: action === "extractor" ? extractorId : undefined,
    translateTo: action === "transcribe" ? translateTo : undefined,
    webhookUrl,
    deleteAfterSeconds: deleteAfter,
    accountDeleteAfterSeconds: account.deleteAfterSeconds,
    charged: pages,
  });
  return json(201, { id: doc.id, status: "queued" });
}

function list(ctx: ApiContext): Reply {
  const q = ctx.url.searchParams;
  const invalid = new FieldErrors();
  const positive = (name: string, fallback: number, max: number): number => {
    const raw = q.get(name);
    if (raw === null || raw === "") return fallback;
    const value = integer(raw);
    if (value === undefined || value < 1 || value > max) {
      invalid.add(
        name,
        max === Number.MAX_SAFE_INTEGER
          ? `The ${name} must be a whole number of at least 1.`
          : `The ${name} must be a whole number from 1 to ${max}.`,
      );
      return fallback;
    }
    return value;
  };
  const perPage = positive("per_page", 50, 200);
  const page = positive("page", 1, Number.MAX_SAFE_INTEGER);
  const status = q.get("status") || undefined;
  if (status !== undefined && !(STATUSES as readonly string[]).includes(status)) {
    invalid.add("status", "The status must be new, queued, processing, processed or failed.");
  }
  const action = q.get("action") || undefined;
  if (action !== undefined && !isAction(action)) invalid.add("action", "The action must be transcribe, tables or extractor.");
  const rawSince = q.get("updated_since") || undefined;
  const since = rawSince === undefined ? undefined : parseIsoMicros(rawSince);
  if (rawSince !== undefined && since === undefined) {
    invalid.add("updated_since", "The updated_since must be an ISO 8601 date-time, e.g. 2026-01-31T12:00:00.000000Z.");
  }
  invalid.throwIfAny(422, "invalid_parameters", "Some query parameters are not valid; correct them and try again.");

  const matchesStatus = (doc: StoredDocument): boolean => {
    if (status === undefined) return true;
    // With an action, that action's step; without, any of the transcribe/tables/extractor steps (the spec).
    const steps = action !== undefined ? [doc.steps[action as Action]] : ACTIONS.map((a) => doc.steps[a]);
    return steps.some((step) => step?.status === (status as Status));
  };
  const docs = ctx.services.documents
    .ofAccount(ctx.principal.account.id)
    .filter((d) => (action === undefined || d.action === action) && matchesStatus(d))
    .filter((d) => since === undefined || d.updatedAt > since)
    .sort(
      since === undefined ? (a, b) => b.createdAt - a.createdAt || b.seq - a.seq : (a, b) => b.updatedAt - a.updatedAt || b.seq - a.seq,
    );

  const total = docs.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const slice = docs.slice((page - 1) * perPage, page * perPage);
  const pageUrl = (n: number): string => {
    const url = new URL(`${ctx.baseUrl}/documents`);
    for (const [k, v] of q) url.searchParams.append(k, v);
    url.searchParams.set("page", String(n));
    return url.toString();
  };
  return json(200, {
    documents: slice.map((d) => listItem(d)),
    current_page: page,
    // Like the service's paginator: 1-based positions, null when the page is empty.
    from: slice.length > 0 ? (page - 1) * perPage + 1 : null,
    to: slice.length > 0 ? (page - 1) * perPage + slice.length : null,
    total,
    per_page: perPage,
    last_page: lastPage,
    next_page_url: page < lastPage ? pageUrl(page + 1) : null,
    prev_page_url: page > 1 ? pageUrl(page - 1) : null,
  });
}

/** The caller's document, or 404 (unknown) / 403 (another account's), as the spec's table says. */
function ownDocument(ctx: ApiContext, id: string): StoredDocument {
  const doc = ctx.services.documents.get(id);
  if (!doc)
    throw new ApiError(404, "document_not_found", "This document does not exist. It may have been deleted, automatically or by someone.");
  if (doc.accountId !== ctx.principal.account.id) {
    throw new ApiError(403, "forbidden", "This document belongs to another account. Sign in with the account that uploaded it.");
  }
  return doc;
}

function attachment(fileName: string, format: Format): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, "") || "document";
  const name = `${base}.${format}`;
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function resultFile(doc: StoredDocument, step: Step, format: Format, baseUrl: string): Promise<Reply> {
  const results = step.results;
  if (!results) throw new Error(`Document ${doc.id} has no ${step.action} results.`);
  let body: Buffer | string;
  switch (format) {
    case "json":
      body = JSON.stringify(detailObject(doc, step, baseUrl));
      break;
    case "txt":
      body = toTxt(results);
      break;
    case "docx":
      body = await toDocx(doc.fileName, results);
      break;
    case "xlsx":
      body = await toXlsx(results);
      break;
    case "csv":
      body = toCsv(results);
      break;
  }
  return { status: 200, headers: { "Content-Type": CONTENT_TYPES[format], "Content-Disposition": attachment(doc.fileName, format) }, body };
}

async function result(ctx: ApiContext): Promise<Reply> {
  const [id = "", extension] = ctx.params;
  const doc = ownDocument(ctx, id);
  const requested = ctx.url.searchParams.get("action") || doc.action;
  if (!(STEP_ACTIONS as readonly string[]).includes(requested)) {
    throw new ApiError(400, "invalid_action", "The action must be transcribe, tables, extractor or translate.");
  }
  const step = doc.steps[requested as StepAction];
  if (!step) {
    throw new ApiError(
      400,
      "action_not_submitted",
      requested === "translate"
        ? "This document was not uploaded with a translation (translate_to), so there is none to show."
        : `This document was uploaded for ${doc.action}, not ${requested}. Ask for action=${doc.action}.`,
    );
  }
  const rawFormat = extension || ctx.url.searchParams.get("format") || undefined;
  if (rawFormat !== undefined) {
    const allowed = FORMATS_BY_ACTION[step.action];
    if (!(FORMATS as readonly string[]).includes(rawFormat) || !allowed.includes(rawFormat as Format)) {
      throw new ApiError(
        400,
        "unsupported_format",
        `The ${step.action} result is available as ${allowed.join(", ")}; choose one of those.`,
        { supported_formats: allowed },
      );
    }
  }
  if (step.status === "failed") {
    if (rawFormat === undefined) return json(200, detailObject(doc, step, ctx.baseUrl));
    throw new ApiError(
      500,
      "document_failed",
      "Processing of this document failed, so there is no result file. Upload the file again or try another file.",
    );
  }
  if (step.status !== "processed") return json(202, detailObject(doc, step, ctx.baseUrl));
  if (rawFormat === undefined) return json(200, detailObject(doc, step, ctx.baseUrl));
  return resultFile(doc, step, rawFormat as Format, ctx.baseUrl);
}

function remove(ctx: ApiContext): Reply {
  const doc = ownDocument(ctx, ctx.params[0] ?? "");
  ctx.services.documents.remove(doc.id);
  return noContent();
}

function image(ctx: ApiContext): Reply {
  const [id = "", rawPage = ""] = ctx.params;
  const doc = ownDocument(ctx, id);
  const pageNumber = Number(rawPage);
  const step = doc.steps[doc.action];
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > doc.pageCount || step?.status !== "processed") {
    throw new ApiError(404, "thumbnail_not_found", "This page has no thumbnail. Use the addresses listed in the document's thumbnails.");
  }
  let jpeg = doc.thumbnails.get(pageNumber);
  if (!jpeg) {
    jpeg = thumbnail(doc.kind, doc.data, pageNumber);
    doc.thumbnails.set(pageNumber, jpeg);
  }
  return { status: 200, headers: { "Content-Type": "image/jpeg", "Cache-Control": "private, max-age=3600" }, body: jpeg };
}

const UPLOAD_FAILURE = {
  code: "storage_failed",
  message: "The file could not be stored or processed. Check the document list before uploading it again.",
};
const DOWNLOAD_FAILURE = { code: "download_failed", message: "The result file could not be prepared. Try again in a moment." };
const DELETE_FAILURE = { code: "delete_failed", message: "The document could not be deleted. Try again in a moment." };

const ID = "([A-Za-z0-9]+)";

export const documentRoutes: ApiRoute[] = [
  {
    method: "POST",
    pattern: /^\/v3\/documents\/?$/,
    name: "POST /documents",
    permission: "write",
    invalidTokenStatus: 401,
    failure: UPLOAD_FAILURE,
    handle: upload,
  },
  {
    method: "GET",
    pattern: /^\/v3\/documents\/?$/,
    name: "GET /documents",
    permission: "read",
    invalidTokenStatus: 401,
    failure: GENERIC_FAILURE,
    handle: list,
  },
  {
    method: "GET",
    pattern: new RegExp(`^/v3/documents/${ID}(?:\\.([A-Za-z0-9]+))?$`),
    name: "GET /documents/{id}",
    permission: "read",
    invalidTokenStatus: 401,
    failure: DOWNLOAD_FAILURE,
    handle: result,
  },
  {
    method: "DELETE",
    pattern: new RegExp(`^/v3/documents/${ID}$`),
    name: "DELETE /documents/{id}",
    permission: "write",
    invalidTokenStatus: 401,
    failure: DELETE_FAILURE,
    handle: remove,
  },
  {
    method: "GET",
    pattern: new RegExp(`^/v3/document/${ID}/image-(\\d+)\\.jpg$`),
    name: "GET /document/{id}/image-{n}.jpg",
    permission: "read",
    invalidTokenStatus: 401,
    failure: DOWNLOAD_FAILURE,
    handle: image,
  },
];

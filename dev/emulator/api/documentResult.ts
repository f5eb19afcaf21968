// GET /v3/documents/{id}[.format] and the page thumbnails: a document's status or result as JSON, or its
// result as a file (txt, docx, xlsx, csv) named after the upload, and a page's JPEG picture.
import type { StoredDocument, Step } from "../documents";
import { ApiError, json, type Reply } from "../http";
import { CONTENT_TYPES, FORMATS, FORMATS_BY_ACTION, toCsv, toDocx, toTxt, toXlsx, type Format } from "../results/formats";
import { pagePicture } from "../pictures/pagePicture";
import { STEP_ACTIONS, type StepAction } from "../results/types";
import { detailObject } from "../views";
import { ownDocument } from "./documentParams";
import type { ApiContext } from "./route";

function attachment(fileName: string, format: Format): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, "") || "document";
  const name = `${base}.${format}`;
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function resultFile(doc: StoredDocument, step: Step, format: Format, baseUrl: string): Promise<Reply> {
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

export async function result(ctx: ApiContext): Promise<Reply> {
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

/** Pages being drawn, by document. */
const drawings = new WeakMap<StoredDocument, Map<number, Promise<Buffer>>>();

export async function image(ctx: ApiContext): Promise<Reply> {
  const [id = "", rawPage = ""] = ctx.params;
  const doc = ownDocument(ctx, id);
  const pageNumber = Number(rawPage);
  const step = doc.steps[doc.action];
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > doc.pageCount || step?.status !== "processed") {
    throw new ApiError(404, "thumbnail_not_found", "This page has no thumbnail. Use the addresses listed in the document's thumbnails.");
  }
  // Drawn once per page and kept with the document (a page picture is tens of kilobytes); a second request
  // while the page is being drawn waits for the same drawing.
  let jpeg = doc.thumbnails.get(pageNumber);
  if (!jpeg) {
    const drawing = drawings.get(doc) ?? new Map<number, Promise<Buffer>>();
    drawings.set(doc, drawing);
    let pending = drawing.get(pageNumber);
    if (!pending) {
      pending = pagePicture(doc, pageNumber, ctx.services).finally(() => drawing.delete(pageNumber));
      drawing.set(pageNumber, pending);
    }
    jpeg = await pending;
    doc.thumbnails.set(pageNumber, jpeg);
  }
  return { status: 200, headers: { "Content-Type": "image/jpeg", "Cache-Control": "private, max-age=3600" }, body: jpeg };
}

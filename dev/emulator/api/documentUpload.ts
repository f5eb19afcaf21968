// POST /v3/documents: the multipart upload, checked field by field as the spec says (missing fields 400,
// invalid ones 422 with every problem named, a file type or size the service refuses), then the pages charged
// and the document queued.
import { findExtractor, findLanguage } from "../catalog";
import { countPages, MAX_FILE_BYTES, sniff } from "../files";
import { isForm, MalformedForm, readForm, textField } from "../forms";
import { ApiError, BodyTooLarge, FieldErrors, json, type Reply } from "../http";
import { sha256 } from "../results/fixtures";
import type { Action } from "../results/types";
import { integer, isAction } from "./documentParams";
import type { ApiContext } from "./route";

const DELETE_AFTER_MIN = 300;
const DELETE_AFTER_MAX = 1209600;
/** Room for the multipart framing and the text fields around a file of the maximum size. */
const FORM_OVERHEAD = 1024 * 1024;

function isHttpUrl(text: string): boolean {
  return URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);
}

export async function upload(ctx: ApiContext): Promise<Reply> {
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

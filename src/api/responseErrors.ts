// Turns a non-2xx service response into the ServiceError that says what happened and what to do.
// The spec leaves the error body open: we read `code` (or `error`), `message`, `errors` and the top-up fields
// when present and never rely on them; a body that is not JSON (a proxy's HTML page) leaves the status to decide.
import { count } from "../i18n/plural";
import { inWords, numberOf, parseRetryAfter, readErrorBody, safeDetail, type ErrorBody } from "./errorBody";
import { InvalidParametersError, RateLimitedError, ServiceError, type ServiceErrorOptions } from "./errors";
import { topUpError } from "./topUpErrors";

/** Which operation failed: the same status means different things on different endpoints (spec, Errors). */
export type OperationKind = "upload" | "list" | "read" | "download" | "thumbnail" | "delete" | "account" | "topup";

const AUTH_CODES = new Set(["invalid_token", "token_expired", "unauthenticated", "unauthorized"]);

/**
 * True when the answer means "this token is not accepted", so refreshing the credentials may help: every
 * 401, and the top-up's 403 for an invalid token (told apart from "no subscription" by its code or its
 * WWW-Authenticate challenge).
 */
export function isAuthenticationFailure(status: number, headers: Headers, body: ErrorBody, operation: OperationKind): boolean {
  if (status === 401) return true;
  if (status !== 403 || operation !== "topup") return false;
  if (body.code !== undefined) return AUTH_CODES.has(body.code);
  return /error="?invalid_token/i.test(headers.get("WWW-Authenticate") ?? "");
}

function fieldSummary(errors: Record<string, string[]> | undefined, secrets: readonly string[]): string {
  if (!errors) return "";
  return Object.entries(errors)
    .slice(0, 3)
    .map(([field, messages]) => safeDetail(messages[0] ?? field, secrets))
    .filter((m) => m !== "")
    .join(" ");
}

export interface ResponseContext {
  operation: OperationKind;
  /** Values that must never appear in a message (the token that was sent). */
  secrets?: readonly string[];
  now?: number;
}

export function errorFromResponse(status: number, headers: Headers, rawBody: string, context: ResponseContext): ServiceError {
  const { operation, secrets = [], now = Date.now() } = context;
  const body = readErrorBody(rawBody);
  const opts: ServiceErrorOptions = body.code === undefined ? { status } : { status, code: body.code };
  const detail = safeDetail(body.message, secrets);
  const withDetail = detail === "" ? "" : ` (${detail})`;

  if (isAuthenticationFailure(status, headers, body, operation)) {
    return new ServiceError(
      "unauthorized",
      "Your sign-in has expired or your API token is no longer valid. Sign in again to continue.",
      opts,
    );
  }
  if (status === 403 && body.code === "insufficient_scope") {
    return new ServiceError(
      "forbidden",
      "This sign-in does not allow the add-in to do that. Sign out, sign in again and allow access to your documents.",
      opts,
    );
  }
  if (operation === "topup") {
    const topUp = topUpError(status, headers, body, opts, now);
    if (topUp) return topUp;
  }

  switch (status) {
    case 400: {
      if (operation === "read" || operation === "download") {
        if (body.code === "unsupported_format")
          return new ServiceError("bad_request", `This result is not available in that format${withDetail}. Choose another format.`, opts);
        if (body.code === "action_not_submitted")
          return new ServiceError("bad_request", `This document was not processed for that action${withDetail}.`, opts);
        return new ServiceError(
          "bad_request",
          `This result is not available: the format does not fit the document's action, or the document was not processed for that action (a translation exists only when one was asked for at upload)${withDetail}.`,
          opts,
        );
      }
      const fields = fieldSummary(body.errors, secrets);
      const why = fields !== "" ? ` ${fields}` : withDetail === "" ? "" : ` ${detail}`;
      if (operation === "upload")
        return new ServiceError(
          "bad_request",
          `The upload was missing required information.${why} Choose an action and a file, then try again.`,
          opts,
        );
      return new ServiceError("bad_request", `The service could not accept this request.${why}`, opts);
    }
    case 403:
      if (operation === "upload") {
        const pages = numberOf(body.fields.page_count);
        const balance = numberOf(body.fields.balance);
        const sizes =
          pages !== undefined && balance !== undefined
            ? `This file has ${count(pages, "page")} but your balance is ${count(balance, "credit")}. `
            : "Your account does not have enough page credits for this file. ";
        return new ServiceError("insufficient_credits", `${sizes}Buy credits, then upload it again.`, opts);
      }
      if (operation === "delete")
        return new ServiceError(
          "forbidden",
          "This document belongs to another account, so it cannot be deleted from here. Sign in with the account that uploaded it.",
          opts,
        );
      if (operation === "read" || operation === "download" || operation === "thumbnail")
        return new ServiceError(
          "forbidden",
          "This document belongs to another account. Sign in with the account that uploaded it to open it.",
          opts,
        );
      return new ServiceError(
        "forbidden",
        "Your account is not allowed to do this. Check that you are signed in with the right account.",
        opts,
      );
    case 404:
      if (operation === "thumbnail")
        return new ServiceError("not_found", "This page image is not available. Open the document again to see its current pages.", opts);
      return new ServiceError(
        "not_found",
        "The document no longer exists on the service: it was deleted, or removed automatically after its retention time.",
        opts,
      );
    case 415:
      return new ServiceError(
        "unsupported_media",
        "The service does not accept this type of file. Use a PDF, JPG, PNG, TIFF, HEIC or GIF file.",
        opts,
      );
    case 422: {
      const fields = fieldSummary(body.errors, secrets);
      const why = fields !== "" ? ` ${fields}` : detail === "" ? "" : ` ${detail}`;
      return new InvalidParametersError(
        `The service did not accept some of the choices.${why} Correct them and try again.`,
        body.errors ?? {},
        body.code,
        status,
      );
    }
    case 429: {
      const wait = parseRetryAfter(headers.get("Retry-After"), now) ?? numberOf(body.fields.retry_after_seconds);
      const when = wait === undefined ? "in a moment" : `in ${inWords(Math.ceil(wait))}`;
      return new RateLimitedError(`The service is busy with this account's requests. Try again ${when}.`, wait, status, body.code);
    }
  }
  if (status >= 500) {
    if (operation === "upload")
      return new ServiceError(
        "unknown_outcome",
        "The service failed while receiving the upload, so it may or may not have been accepted. Check your documents before sending it again, so you are not charged twice.",
        opts,
      );
    if (operation === "topup")
      return new ServiceError(
        "unknown_outcome",
        "The service failed during the purchase, so the add-in cannot tell whether you were charged. Check your balance before buying again.",
        opts,
      );
    if (body.code === "document_failed")
      return new ServiceError(
        "server_error",
        "Processing of this document failed, so there is no result file. Upload the file again or try another file.",
        opts,
      );
    if (operation === "download")
      return new ServiceError("server_error", "The service could not prepare the result file. Try again in a few minutes.", opts);
    if (operation === "delete")
      return new ServiceError("server_error", "The service could not delete the document. Try again in a few minutes.", opts);
    return new ServiceError("server_error", "The transcription service had a problem. Try again in a few minutes.", opts);
  }
  return new ServiceError(
    "bad_response",
    `The service answered with an unexpected status ${status}${withDetail}. Try again; if it keeps happening, the add-in may need an update.`,
    opts,
  );
}

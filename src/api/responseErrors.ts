// Turns a non-2xx service response into the ServiceError that says what happened and what to do.
// The spec leaves the error body open: we read `code` (or `error`), `message`, `errors` and the top-up fields
// when present and never rely on them; a body that is not JSON (a proxy's HTML page) leaves the status to decide.
import { t } from "../i18n/messages";
import { detailValues, numberOf, parseRetryAfter, readErrorBody, safeDetail, waitValues, type ErrorBody } from "./errorBody";
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
  const withDetail = detailValues(detail);

  if (isAuthenticationFailure(status, headers, body, operation)) {
    return new ServiceError("unauthorized", t("errors.response.unauthorized"), opts);
  }
  if (status === 403 && body.code === "insufficient_scope") {
    return new ServiceError("forbidden", t("errors.response.insufficientScope"), opts);
  }
  if (operation === "topup") {
    const topUp = topUpError(status, headers, body, opts, now);
    if (topUp) return topUp;
  }

  switch (status) {
    case 400: {
      if (operation === "read" || operation === "download") {
        if (body.code === "unsupported_format")
          return new ServiceError("bad_request", t("errors.response.unsupportedFormat", withDetail), opts);
        if (body.code === "action_not_submitted")
          return new ServiceError("bad_request", t("errors.response.actionNotSubmitted", withDetail), opts);
        return new ServiceError("bad_request", t("errors.response.resultUnavailable", withDetail), opts);
      }
      const why = detailValues(fieldSummary(body.errors, secrets) || detail);
      if (operation === "upload") return new ServiceError("bad_request", t("errors.response.uploadIncomplete", why), opts);
      return new ServiceError("bad_request", t("errors.response.badRequest", why), opts);
    }
    case 403:
      if (operation === "upload") {
        const pages = numberOf(body.fields.page_count);
        const balance = numberOf(body.fields.balance);
        const message =
          pages !== undefined && balance !== undefined
            ? t("errors.response.insufficientCredits", { pages, balance })
            : t("errors.response.insufficientCreditsUnknown");
        return new ServiceError("insufficient_credits", message, opts);
      }
      if (operation === "delete") return new ServiceError("forbidden", t("errors.response.deleteForbidden"), opts);
      if (operation === "read" || operation === "download" || operation === "thumbnail")
        return new ServiceError("forbidden", t("errors.response.readForbidden"), opts);
      return new ServiceError("forbidden", t("errors.response.forbidden"), opts);
    case 404:
      if (operation === "thumbnail") return new ServiceError("not_found", t("errors.response.thumbnailNotFound"), opts);
      return new ServiceError("not_found", t("errors.response.notFound"), opts);
    case 415:
      return new ServiceError("unsupported_media", t("errors.response.unsupportedMedia"), opts);
    case 422: {
      const why = detailValues(fieldSummary(body.errors, secrets) || detail);
      return new InvalidParametersError(t("errors.response.invalidParameters", why), body.errors ?? {}, body.code, status);
    }
    case 429: {
      const wait = parseRetryAfter(headers.get("Retry-After"), now) ?? numberOf(body.fields.retry_after_seconds);
      const message = t("errors.response.rateLimited", waitValues(wait === undefined ? undefined : Math.ceil(wait)));
      return new RateLimitedError(message, wait, status, body.code);
    }
  }
  if (status >= 500) {
    if (operation === "upload") return new ServiceError("unknown_outcome", t("errors.response.uploadServerError"), opts);
    if (operation === "topup") return new ServiceError("unknown_outcome", t("errors.response.topUpServerError"), opts);
    if (body.code === "document_failed") return new ServiceError("server_error", t("errors.response.documentFailed"), opts);
    if (operation === "download") return new ServiceError("server_error", t("errors.response.downloadServerError"), opts);
    if (operation === "delete") return new ServiceError("server_error", t("errors.response.deleteServerError"), opts);
    return new ServiceError("server_error", t("errors.response.serverError"), opts);
  }
  return new ServiceError("bad_response", t("errors.response.unexpectedStatus", { status, ...withDetail }), opts);
}

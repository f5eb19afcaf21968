// Turns a non-2xx service response into the ServiceError that says what happened and what to do.
// The spec leaves the error body open: we read `code` (or `error`), `message`, `errors` and the top-up fields
// when present and never rely on them; a body that is not JSON (a proxy's HTML page) leaves the status to decide.
import { count } from "../i18n/plural";
import {
  AmountBelowMinimumError,
  InvalidParametersError,
  PaymentAuthenticationRequiredError,
  PaymentFailedError,
  RateLimitedError,
  ServiceError,
  TopUpTooSoonError,
  type ServiceErrorOptions,
} from "./errors";

/** Which operation failed: the same status means different things on different endpoints (spec, Errors). */
export type OperationKind = "upload" | "list" | "read" | "download" | "thumbnail" | "delete" | "account" | "topup";

export interface ErrorBody {
  code?: string;
  message?: string;
  errors?: Record<string, string[]>;
  /** Every top-level field, for the extras of particular errors (authentication_url, min_amount, ...). */
  fields: Record<string, unknown>;
}

export function readErrorBody(raw: string): ErrorBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { fields: {} }; // Not JSON (an HTML error page from a proxy, say): the status alone decides.
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return { fields: {} };
  const o = parsed as Record<string, unknown>;
  const body: ErrorBody = { fields: o };
  const code = typeof o.code === "string" ? o.code : typeof o.error === "string" ? o.error : undefined;
  if (code !== undefined) body.code = code;
  if (typeof o.message === "string") body.message = o.message;
  if (typeof o.errors === "object" && o.errors !== null && !Array.isArray(o.errors)) {
    const fields: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(o.errors as Record<string, unknown>)) {
      const list: unknown[] = Array.isArray(messages) ? messages : [messages];
      fields[field] = list.map((m) => (typeof m === "string" ? m : (JSON.stringify(m) ?? "")));
    }
    body.errors = fields;
  }
  return body;
}

/** Retry-After in seconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === "") return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Text from the service, fit to put in front of a user: plain, short, and with every secret (the bearer
 * token that was sent) removed. Rendering stays the UI's job; this only keeps junk and tokens out.
 */
export function safeDetail(value: string | undefined, secrets: readonly string[] = []): string {
  if (value === undefined) return "";
  // eslint-disable-next-line no-control-regex
  let text = value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  for (const secret of secrets) if (secret.length >= 4) text = text.split(secret).join("[hidden]");
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

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

function inWords(seconds: number): string {
  if (seconds < 90) return count(seconds, "second");
  return count(Math.ceil(seconds / 60), "minute");
}

function declineReason(code: string | undefined): string {
  switch (code) {
    case undefined:
    case "":
      return "the bank gave no reason";
    case "insufficient_funds":
      return "not enough funds on the card";
    case "card_declined":
      return "the bank declined the card";
    case "expired_card":
      return "the card has expired";
    default:
      return code.replace(/_/g, " ");
  }
}

function fieldSummary(errors: Record<string, string[]> | undefined, secrets: readonly string[]): string {
  if (!errors) return "";
  return Object.entries(errors)
    .slice(0, 3)
    .map(([field, messages]) => safeDetail(messages[0] ?? field, secrets))
    .filter((m) => m !== "")
    .join(" ");
}

const numberOf = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value)
    ? value
    : typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))
      ? Number(value)
      : undefined;

const stringOf = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value : undefined);

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

/** The top-up's own meanings of 402, 403, 422 and 429; undefined for the statuses it shares with the rest. */
function topUpError(status: number, headers: Headers, body: ErrorBody, opts: ServiceErrorOptions, now: number): ServiceError | undefined {
  const f = body.fields;
  switch (status) {
    case 402:
      return new PaymentAuthenticationRequiredError(
        "Your bank needs you to confirm this payment. Open the confirmation page, complete it, then buy the credits again.",
        stringOf(f.authentication_url),
        body.code,
      );
    case 403:
      return new ServiceError(
        "no_subscription",
        "Buying credits needs an active subscription. Subscribe to a plan in your account dashboard on the service's website, then try again.",
        opts,
      );
    case 422:
      switch (body.code) {
        case "amount_not_multiple_of_100":
          return new ServiceError(
            "amount_not_multiple_of_100",
            "Choose a number of credits that is a multiple of 100, or exactly your plan's minimum purchase.",
            opts,
          );
        case "amount_below_minimum": {
          const min = numberOf(f.min_amount);
          return new AmountBelowMinimumError(
            min === undefined
              ? "This is less than your plan's smallest purchase. Choose more credits."
              : `Your plan's smallest purchase is ${min} credits. Choose at least that many.`,
            min,
          );
        }
        case "no_payment_method":
          return new ServiceError(
            "no_payment_method",
            "There is no saved payment method. Add a card in your account dashboard on the service's website, then try again.",
            opts,
          );
        case "payment_failed": {
          const decline = stringOf(f.decline_code);
          return new PaymentFailedError(
            `The payment did not go through: ${declineReason(decline)}. Use another card in your account dashboard, or contact your bank.`,
            decline,
          );
        }
      }
      return undefined;
    case 429: {
      const bodyDate = stringOf(f.retry_after);
      const isTooSoon = body.code === "topup_too_frequent" || bodyDate !== undefined;
      if (!isTooSoon) return undefined; // the ordinary rate limit
      const parsed = bodyDate === undefined ? NaN : Date.parse(bodyDate);
      const headerSeconds = parseRetryAfter(headers.get("Retry-After"), now);
      const retryAfter = !Number.isNaN(parsed)
        ? new Date(parsed)
        : headerSeconds !== undefined
          ? new Date(now + headerSeconds * 1000)
          : undefined;
      const wait = retryAfter === undefined ? undefined : Math.max(1, Math.ceil((retryAfter.getTime() - now) / 1000));
      return new TopUpTooSoonError(
        `Only one purchase is allowed every 5 minutes. ${wait === undefined ? "Try again in a few minutes." : `You can buy credits again in ${inWords(wait)}.`}`,
        retryAfter,
        body.code,
      );
    }
  }
  return undefined;
}

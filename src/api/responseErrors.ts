// Turns a non-2xx service response into the ServiceError that says what happened and what to do.
// The spec leaves the error body open; we read `code`, `message` and `errors` when present and never rely on them.
import { InvalidParametersError, RateLimitedError, ServiceError } from "./errors";

/** Which operation failed: the same status means different things on different endpoints (spec, Errors). */
export type OperationKind = "upload" | "read" | "delete" | "account" | "topup";

interface ErrorBody {
  code?: string;
  message?: string;
  errors?: Record<string, string[]>;
}

export function readErrorBody(raw: string): ErrorBody {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return {};
    const o = parsed as Record<string, unknown>;
    const body: ErrorBody = {};
    const code = typeof o.code === "string" ? o.code : typeof o.error === "string" ? o.error : undefined;
    if (code !== undefined) body.code = code;
    if (typeof o.message === "string") body.message = o.message;
    if (typeof o.errors === "object" && o.errors !== null && !Array.isArray(o.errors)) {
      const fields: Record<string, string[]> = {};
      for (const [field, messages] of Object.entries(o.errors as Record<string, unknown>)) {
        fields[field] = Array.isArray(messages) ? messages.map((m) => String(m)) : [String(messages)];
      }
      body.errors = fields;
    }
    return body;
  } catch {
    return {}; // Not JSON (an HTML error page from a proxy, say): the status alone decides.
  }
}

export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === "") return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

export function errorFromResponse(status: number, headers: Headers, rawBody: string, operation: OperationKind): ServiceError {
  const body = readErrorBody(rawBody);
  const detail = body.message ? ` (${body.message})` : "";
  const opts = body.code === undefined ? { status } : { status, code: body.code };
  switch (status) {
    case 400:
      return new ServiceError("bad_request", `The service could not accept this request${detail}.`, opts);
    case 401:
      return new ServiceError(
        "unauthorized",
        "Your sign-in has expired or your API token is no longer valid. Sign in again to continue.",
        opts,
      );
    case 402:
      return new ServiceError("forbidden", `The payment needs your confirmation${detail}.`, opts);
    case 403:
      if (operation === "upload")
        return new ServiceError(
          "insufficient_credits",
          "Your account does not have enough page credits for this file. Buy credits, then upload it again.",
          opts,
        );
      return new ServiceError("forbidden", `Your account is not allowed to do this${detail}.`, opts);
    case 404:
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
    case 422:
      return new InvalidParametersError(
        `The service rejected the request${detail}. Check the chosen options and try again.`,
        body.errors ?? {},
        body.code,
      );
    case 429: {
      const wait = parseRetryAfter(headers.get("Retry-After"));
      const when = wait === undefined ? "in a moment" : `in ${wait} second${wait === 1 ? "" : "s"}`;
      return new RateLimitedError(`The service is busy with this account's requests. The add-in will try again ${when}.`, wait, status);
    }
    default:
      if (status >= 500) {
        if (operation === "upload")
          return new ServiceError(
            "unknown_outcome",
            "The service failed while receiving the upload, so it may or may not have been accepted. Check your documents before sending it again, so you are not charged twice.",
            opts,
          );
        return new ServiceError("server_error", "The transcription service had a problem. Try again in a few minutes.", opts);
      }
      return new ServiceError("bad_response", `The service answered with an unexpected status ${status}${detail}.`, opts);
  }
}

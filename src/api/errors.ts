// One error class per meaning the service defines. Every message tells a user what to do next and never
// contains a token. The UI shows `message`; code branches on `kind` (and reads the extra fields of the
// subclasses: the wait of a 429, the fields at fault of a 422, the top-up details).

export type ServiceErrorKind =
  /** 401 (or the top-up's 403 for a bad token), or nobody signed in: sign in again. */
  | "unauthorized"
  /** 403: the document belongs to another account, or the sign-in lacks a scope. */
  | "forbidden"
  /** 403 on upload: the page count exceeds the balance. */
  | "insufficient_credits"
  /** 404: the document (or page image) is gone. */
  | "not_found"
  /** 202 where a file was asked for: the result is not ready yet. */
  | "still_processing"
  /** 400: missing fields, a format the action has no file for, an action the document was not submitted for. */
  | "bad_request"
  /** 415: the file type is not accepted. */
  | "unsupported_media"
  /** 422: invalid parameters; `InvalidParametersError.fields` says which. */
  | "invalid_parameters"
  /** 429: too many requests; `RateLimitedError.retryAfterSeconds` says how long to wait. */
  | "rate_limited"
  /** Top-up 402: the bank wants the cardholder to confirm; open `authenticationUrl`, then retry. */
  | "payment_authentication_required"
  /** Top-up 403: buying credits needs an active subscription. */
  | "no_subscription"
  /** Top-up 422 amount_not_multiple_of_100. */
  | "amount_not_multiple_of_100"
  /** Top-up 422 amount_below_minimum; `minAmount` is the plan's floor. */
  | "amount_below_minimum"
  /** Top-up 422 no_payment_method. */
  | "no_payment_method"
  /** Top-up 422 payment_failed; `declineCode` says why. */
  | "payment_failed"
  /** Top-up 429: one purchase per 5 minutes; `retryAfter` says when the next is allowed. */
  | "top_up_too_soon"
  /** 5xx on a request that can safely be repeated (it was retried a few times already). */
  | "server_error"
  /** The service could not be reached; nothing was done. */
  | "network"
  /** An upload or purchase that may or may not have happened (connection lost, 5xx): never re-sent automatically. */
  | "unknown_outcome"
  /** A response the client cannot read (not JSON, no id, unexpected status). */
  | "bad_response"
  /** Cancelled through the AbortSignal before anything was sent, or while only reading. */
  | "aborted";

export interface ServiceErrorOptions {
  status?: number;
  code?: string;
  cause?: unknown;
}

export class ServiceError extends Error {
  readonly kind: ServiceErrorKind;
  /** HTTP status when the service answered; undefined for network failures and local checks. */
  readonly status: number | undefined;
  /** The service's own error code (`code` in its JSON error body), when it gave one. */
  readonly code: string | undefined;

  constructor(kind: ServiceErrorKind, message: string, options: ServiceErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "ServiceError";
    this.kind = kind;
    this.status = options.status;
    this.code = options.code;
  }
}

export class RateLimitedError extends ServiceError {
  /** Seconds the service asked us to wait (Retry-After), when it said. */
  readonly retryAfterSeconds: number | undefined;
  constructor(message: string, retryAfterSeconds: number | undefined, status = 429, code?: string) {
    super("rate_limited", message, code === undefined ? { status } : { status, code });
    this.name = "RateLimitedError";
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class InvalidParametersError extends ServiceError {
  /** Field name -> messages, as the service reported them (empty when it did not say). */
  readonly fields: Readonly<Record<string, readonly string[]>>;
  /** `status` is null when the client itself refused the values, before sending anything. */
  constructor(message: string, fields: Record<string, string[]>, code?: string, status: number | null = 422) {
    super("invalid_parameters", message, { ...(status === null ? {} : { status }), ...(code === undefined ? {} : { code }) });
    this.name = "InvalidParametersError";
    this.fields = fields;
  }
}

/** Top-up 402: the payment needs 3-D Secure or bank authentication. Open the page, then retry the same amount. */
export class PaymentAuthenticationRequiredError extends ServiceError {
  /** The page where the cardholder confirms the payment; undefined when the service did not give one. */
  readonly authenticationUrl: string | undefined;
  constructor(message: string, authenticationUrl: string | undefined, code?: string) {
    super("payment_authentication_required", message, code === undefined ? { status: 402 } : { status: 402, code });
    this.name = "PaymentAuthenticationRequiredError";
    this.authenticationUrl = authenticationUrl;
  }
}

/** Top-up 422 amount_below_minimum. */
export class AmountBelowMinimumError extends ServiceError {
  /** The smallest purchase of the user's plan, when the service said. */
  readonly minAmount: number | undefined;
  constructor(message: string, minAmount: number | undefined) {
    super("amount_below_minimum", message, { status: 422, code: "amount_below_minimum" });
    this.name = "AmountBelowMinimumError";
    this.minAmount = minAmount;
  }
}

/** Top-up 422 payment_failed. */
export class PaymentFailedError extends ServiceError {
  /** The card issuer's reason, e.g. insufficient_funds or card_declined. */
  readonly declineCode: string | undefined;
  constructor(message: string, declineCode: string | undefined) {
    super("payment_failed", message, { status: 422, code: "payment_failed" });
    this.name = "PaymentFailedError";
    this.declineCode = declineCode;
  }
}

/** Top-up 429: a purchase already went through within the last 5 minutes. */
export class TopUpTooSoonError extends ServiceError {
  /** When the next purchase is allowed (`retry_after`, or now + Retry-After). */
  readonly retryAfter: Date | undefined;
  constructor(message: string, retryAfter: Date | undefined, code?: string) {
    super("top_up_too_soon", message, code === undefined ? { status: 429 } : { status: 429, code });
    this.name = "TopUpTooSoonError";
    this.retryAfter = retryAfter;
  }
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError;
}

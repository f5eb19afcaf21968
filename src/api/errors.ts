// One error class per meaning the service defines. Every message tells a user what to do next and never
// contains a token. The UI shows `message`; code branches on `kind`.

export type ServiceErrorKind =
  | "unauthorized"
  | "forbidden"
  | "insufficient_credits"
  | "not_found"
  | "bad_request"
  | "unsupported_media"
  | "invalid_parameters"
  | "rate_limited"
  | "server_error"
  | "network"
  | "unknown_outcome"
  | "bad_response"
  | "aborted";

export class ServiceError extends Error {
  readonly kind: ServiceErrorKind;
  /** HTTP status when the service answered; undefined for network failures. */
  readonly status: number | undefined;
  /** The service's own error code (`code` in its JSON error body), when it gave one. */
  readonly code: string | undefined;

  constructor(kind: ServiceErrorKind, message: string, options: { status?: number; code?: string; cause?: unknown } = {}) {
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
  constructor(message: string, retryAfterSeconds: number | undefined, status = 429) {
    super("rate_limited", message, { status });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class InvalidParametersError extends ServiceError {
  /** Field name -> messages, as the service reported them. */
  readonly fields: Readonly<Record<string, readonly string[]>>;
  constructor(message: string, fields: Record<string, string[]>, code?: string) {
    super("invalid_parameters", message, code === undefined ? { status: 422 } : { status: 422, code });
    this.fields = fields;
  }
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError;
}

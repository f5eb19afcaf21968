// What can go wrong talking to Microsoft Graph, as one error type whose `message` tells the user what to do
// and whose `kind` tells code what happened. No token ever goes into a message.

export type GraphErrorKind =
  | "throttled"
  | "not_found"
  | "forbidden"
  | "consent_refused"
  | "no_licence"
  | "sign_in_required"
  | "too_large"
  | "server"
  | "network"
  | "bad_response"
  | "aborted";

export class GraphError extends Error {
  readonly kind: GraphErrorKind;
  /** The HTTP status, when Graph answered. */
  readonly status: number | null;
  /** Seconds Graph asked to wait (429/503), when it said. */
  readonly retryAfterSeconds: number | null;

  constructor(
    kind: GraphErrorKind,
    message: string,
    details: { status?: number | null; retryAfterSeconds?: number | null; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "GraphError";
    this.kind = kind;
    this.status = details.status ?? null;
    this.retryAfterSeconds = details.retryAfterSeconds ?? null;
  }
}

export function isGraphError(value: unknown): value is GraphError {
  return value instanceof GraphError;
}

/** Graph's error body: `{ "error": { "code": "...", "message": "..." } }`. */
export interface GraphErrorBody {
  code: string;
  message: string;
}

export function readErrorBody(json: unknown): GraphErrorBody {
  const error = typeof json === "object" && json !== null ? (json as { error?: unknown }).error : undefined;
  if (typeof error !== "object" || error === null) return { code: "", message: "" };
  const { code, message } = error as { code?: unknown; message?: unknown };
  return { code: typeof code === "string" ? code : "", message: typeof message === "string" ? message : "" };
}

const NO_LICENCE = /SPO license|mysite|MailboxNotEnabledForRESTAPI|MailboxNotHostedInExchangeOnline|no licen[cs]e/i;

/** The error for a response Graph refused, from its status and body. */
export function errorFromResponse(status: number, body: GraphErrorBody, retryAfterSeconds: number | null): GraphError {
  const text = `${body.code} ${body.message}`;
  if (NO_LICENCE.test(text)) {
    return new GraphError(
      "no_licence",
      "Your Microsoft 365 account has no OneDrive or mailbox for this: ask your administrator for a licence that includes it, or choose the file from your computer.",
      { status },
    );
  }
  if (status === 401) {
    return new GraphError("sign_in_required", "Your Microsoft 365 sign-in has expired. Sign in to Microsoft 365 again.", { status });
  }
  if (status === 403 && /consent|Authorization_RequestDenied|insufficient privileges/i.test(text)) {
    return new GraphError(
      "consent_refused",
      "Your organisation has not allowed this add-in to read these files or messages. Ask your administrator to grant consent, or choose the file from your computer.",
      { status },
    );
  }
  if (status === 403) {
    return new GraphError("forbidden", "You do not have access to this item in Microsoft 365. Ask its owner to share it with you.", {
      status,
    });
  }
  if (status === 404 || status === 410) {
    return new GraphError(
      "not_found",
      "This item no longer exists in Microsoft 365: it was deleted or moved meanwhile. Choose it again where it is now.",
      {
        status,
      },
    );
  }
  if (status === 429 || status === 503) {
    const wait = retryAfterSeconds ?? 0;
    return new GraphError(
      "throttled",
      wait > 0
        ? `Microsoft 365 is busy and asked to wait ${wait} seconds. Try again in a moment.`
        : "Microsoft 365 is busy right now. Try again in a moment.",
      { status, retryAfterSeconds },
    );
  }
  return new GraphError("server", `Microsoft 365 could not answer (error ${status}). Try again in a moment.`, { status });
}

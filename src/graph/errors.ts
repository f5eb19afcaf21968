// What can go wrong talking to Microsoft Graph, as one error type whose `message` tells the user what to do
// and whose `kind` tells code what happened. No token ever goes into a message.
import { t } from "../i18n/messages";

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
  if (NO_LICENCE.test(text)) return new GraphError("no_licence", t("microsoft.graph.noLicence"), { status });
  if (status === 401) return new GraphError("sign_in_required", t("microsoft.graph.signInExpired"), { status });
  if (status === 403 && /consent|Authorization_RequestDenied|insufficient privileges/i.test(text))
    return new GraphError("consent_refused", t("microsoft.graph.consentRefused"), { status });
  if (status === 403) return new GraphError("forbidden", t("microsoft.graph.forbidden"), { status });
  if (status === 404 || status === 410) return new GraphError("not_found", t("microsoft.graph.notFound"), { status });
  if (status === 429 || status === 503) {
    const wait = retryAfterSeconds ?? 0;
    const message = wait > 0 ? t("microsoft.graph.throttledWait", { seconds: wait }) : t("microsoft.graph.throttled");
    return new GraphError("throttled", message, { status, retryAfterSeconds });
  }
  return new GraphError("server", t("microsoft.graph.server", { status }), { status });
}

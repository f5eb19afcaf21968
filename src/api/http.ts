// The transport: every request of the client goes through here. It adds the bearer token and Accept header,
// waits for its turn in the account's scheduler, and decides what a failure means and whether trying again
// is safe:
//   401 (and the top-up's 403 for a bad token)  refresh the credentials once, then try once more
//   429                                         hold the whole account for Retry-After (or a backoff), retry
//                                               (GET and DELETE only: a browser may have sent a POST again by
//                                               itself after a dropped connection, and the 429 may answer that
//                                               copy while the first was done; the caller looks first)
//   5xx, connection lost, on GET/DELETE         retry a few times with exponential backoff and jitter
//   5xx, connection lost, on POST               never repeated: "unknown_outcome" (a repeat may charge twice)
// Tokens go only to the service's own origin, in the Authorization header, never in a URL or a message.
import { t } from "../i18n/messages";
import { abortedError, sleep, systemTimers, throwIfAborted, type Timers } from "./abort";
import type { CredentialsProvider } from "./credentials";
import { RateLimitedError, ServiceError } from "./errors";
import { parseRetryAfter, readErrorBody } from "./errorBody";
import { errorFromResponse, isAuthenticationFailure, type OperationKind } from "./responseErrors";
import { backoffMs, DEFAULT_RETRY_POLICY, type RetryPolicy } from "./retry";
import type { RequestScheduler, Ticket } from "./scheduler";
import type { ServiceTime } from "./serviceTime";
import type { CallOptions } from "./types";

export interface TransportOptions {
  /** The service's base address, ending in /v3. */
  baseUrl: string;
  credentials: CredentialsProvider;
  scheduler: RequestScheduler;
  fetch?: typeof fetch | undefined;
  retry?: Partial<RetryPolicy> | undefined;
  timers?: Timers | undefined;
  /** Learns the service's clock from each response's Date header. */
  serviceTime?: ServiceTime | undefined;
}

export type Query = Record<string, string | number | undefined>;

export interface RequestSpec<T> {
  method: "GET" | "POST" | "DELETE";
  /** A path below the base address ("/documents"), or an absolute URL on the service's own origin. */
  path: string;
  query?: Query;
  body?: FormData;
  operation: OperationKind;
  /** Media types wanted besides application/json (which the service requires and errors come in). */
  accept?: string;
  /**
   * Reads a 2xx response. It runs inside the attempt, so a connection lost while reading the body counts
   * like one lost before the answer. A ServiceError it throws is final.
   */
  read(response: Response): Promise<T>;
  /** For DELETE: a 404 after an attempt whose outcome was unknown means that attempt did the work. */
  goneAfterRetry?: () => T;
}

const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ENETUNREACH", "EHOSTUNREACH"]);

/** True when the failure happened before anything reached the service (Node reports why; browsers do not). */
function neverSent(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === "object" && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && NOT_SENT_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The browser knows it has no network (navigator.onLine is only ever sure when false). */
function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

function networkError(cause: unknown): ServiceError {
  return new ServiceError("network", t("errors.http.network"), { cause });
}

type Uncertainty = "lost" | "cancelled" | "unreadable";

function unknownOutcome(operation: OperationKind, why: Uncertainty, cause: unknown): ServiceError {
  const message = operation === "topup" ? t("errors.http.purchaseOutcomeUnknown", { why }) : t("errors.http.uploadOutcomeUnknown", { why });
  return new ServiceError("unknown_outcome", message, { cause });
}

function notSignedIn(): ServiceError {
  return new ServiceError("unauthorized", t("errors.http.notSignedIn"));
}

type Attempt = { response: Response; token: string } | { lost: unknown; token: string | null };

export class Transport {
  readonly baseUrl: string;
  private readonly origin: string;
  private readonly credentials: CredentialsProvider;
  private readonly scheduler: RequestScheduler;
  private readonly fetchImpl: typeof fetch;
  private readonly policy: RetryPolicy;
  private readonly timers: Timers;
  private readonly serviceTime: ServiceTime | undefined;

  constructor(options: TransportOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.origin = new URL(this.baseUrl).origin;
    this.credentials = options.credentials;
    this.scheduler = options.scheduler;
    // Bound so that a browser's window.fetch is not called with the client as `this`.
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.timers = options.timers ?? systemTimers;
    this.serviceTime = options.serviceTime;
  }

  /** The absolute URL of `path`; refuses another origin, so a token never leaves for a foreign site. */
  url(path: string, query: Query = {}): string {
    const absolute = /^[a-z][a-z0-9+.-]*:/i.test(path);
    const url = new URL(absolute ? path : `${this.baseUrl}${path.startsWith("/") ? "" : "/"}${path}`);
    if (url.origin !== this.origin) {
      throw new ServiceError("bad_response", t("errors.http.foreignAddress"));
    }
    for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
    return url.toString();
  }

  async request<T>(spec: RequestSpec<T>, options: CallOptions = {}): Promise<T> {
    const { signal } = options;
    const url = this.url(spec.path, spec.query);
    const ticket = this.scheduler.ticket();
    const idempotent = spec.method !== "POST";
    let refreshed = false;
    let rateLimited = 0;
    let failures = 0;
    /** An earlier attempt may have done the work (its connection was lost, or it got a 5xx). */
    let uncertain = false;

    const retryAfterFailure = async (waitMs?: number): Promise<boolean> => {
      if (!idempotent || failures >= this.policy.failureRetries) return false;
      failures++;
      uncertain = true;
      await sleep(Math.max(waitMs ?? 0, backoffMs(failures, this.policy)), signal, this.timers);
      return true;
    };

    for (;;) {
      throwIfAborted(signal);
      const attempt = await this.send(url, spec, ticket, options);

      if ("lost" in attempt) {
        if (signal?.aborted) throw idempotent ? abortedError(signal) : unknownOutcome(spec.operation, "cancelled", attempt.lost);
        if (await retryAfterFailure()) continue;
        if (idempotent || neverSent(attempt.lost)) throw networkError(attempt.lost);
        throw unknownOutcome(spec.operation, "lost", attempt.lost);
      }

      const { response, token } = attempt;
      if (response.status >= 200 && response.status < 300) {
        try {
          return await spec.read(response);
        } catch (error: unknown) {
          if (!idempotent && !(error instanceof ServiceError && error.kind === "still_processing"))
            throw unknownOutcome(spec.operation, signal?.aborted ? "cancelled" : "unreadable", error);
          if (error instanceof ServiceError) throw error;
          if (signal?.aborted) throw abortedError(signal);
          if (await retryAfterFailure()) continue;
          throw networkError(error);
        }
      }

      const raw = await response.text().catch(() => "");
      const body = readErrorBody(raw);
      if (
        !refreshed &&
        this.credentials.refreshAfterUnauthorized &&
        isAuthenticationFailure(response.status, response.headers, body, spec.operation)
      ) {
        refreshed = true;
        if (await this.credentials.refreshAfterUnauthorized(token, signal)) continue;
      }
      const now = this.timers.now();
      const error = errorFromResponse(response.status, response.headers, raw, { operation: spec.operation, secrets: [token], now });
      if (error instanceof RateLimitedError) {
        const waitMs = error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : backoffMs(rateLimited + 1, this.policy);
        // The limit is the account's: every request waits, not only this one (never longer than the policy's
        // longest wait, so an absurd Retry-After cannot freeze the add-in).
        this.scheduler.pauseFor(Math.min(waitMs, this.policy.maxRetryAfterMs));
        if (idempotent && rateLimited < this.policy.rateLimitRetries && waitMs <= this.policy.maxRetryAfterMs) {
          rateLimited++;
          continue;
        }
        throw error;
      }
      if (response.status >= 500) {
        const retryAfter = parseRetryAfter(response.headers.get("Retry-After"), now);
        if (await retryAfterFailure(retryAfter === undefined ? undefined : retryAfter * 1000)) continue;
      }
      if (response.status === 404 && uncertain && spec.goneAfterRetry) return spec.goneAfterRetry();
      throw error;
    }
  }

  /** One attempt: waits for its turn, gets the current token, sends. */
  private async send<T>(url: string, spec: RequestSpec<T>, ticket: Ticket, options: CallOptions): Promise<Attempt> {
    const sent: { token: string | null } = { token: null };
    try {
      // A token due for refreshing is refreshed before the request takes its turn, not during it.
      await this.credentials.getAccessToken(options.signal);
      return await this.scheduler.run(
        async (leaving) => {
          const token = await this.credentials.getAccessToken(options.signal);
          if (token === null) throw notSignedIn();
          // Offline, fetch fails at once, as a connection lost mid-request does: a POST would then be an
          // unknown outcome (send again, maybe paying twice), though nothing could leave. Said as not sent.
          if (spec.method === "POST" && isOffline()) throw networkError(new Error("The browser is offline."));
          options.onSend?.();
          // Counted from now by the pace (a refresh may still have happened since its turn came).
          leaving();
          sent.token = token;
          const response = await this.fetchImpl(url, this.init(spec, token, options.signal));
          this.serviceTime?.observe(response.headers.get("Date"), this.timers.now());
          return { response, token };
        },
        { ticket, priority: options.priority, signal: options.signal },
      );
    } catch (error: unknown) {
      if (error instanceof ServiceError) throw error; // cancelled while waiting, not signed in, refresh failed
      if (sent.token === null) {
        throw new ServiceError("unauthorized", t("errors.http.signInUnchecked"), { cause: error });
      }
      return { lost: error, token: sent.token };
    }
  }

  private init<T>(spec: RequestSpec<T>, token: string, signal: AbortSignal | undefined): RequestInit {
    const init: RequestInit = {
      method: spec.method,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: spec.accept ? `${spec.accept}, application/json;q=0.5` : "application/json",
      },
    };
    if (spec.body !== undefined) init.body = spec.body;
    if (signal !== undefined) init.signal = signal;
    return init;
  }
}

/** The body as text, for the JSON readers. */
export async function readJson(response: Response): Promise<unknown> {
  const raw = await response.text();
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new ServiceError("bad_response", t("errors.http.unreadable"), { status: response.status });
  }
}

// When the client tries a request again, and how long it waits first. What may be repeated at all is
// decided by the transport (http.ts): a request the service rejected without doing anything (401 before a
// refresh, 429) may always be repeated; a GET or DELETE also after a 5xx or a lost connection; an upload or
// a top-up whose outcome is unknown never.

export interface RetryPolicy {
  /** Attempts after a 429 (the rate limit), each after the Retry-After wait. */
  rateLimitRetries: number;
  /** Attempts after a 5xx or a lost connection, for GET and DELETE only. */
  failureRetries: number;
  /** First backoff, doubled on each further attempt. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is reported to the caller instead of waited out. */
  maxRetryAfterMs: number;
  /** Source of jitter, 0 <= x < 1. */
  random: () => number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  rateLimitRetries: 5,
  failureRetries: 2,
  baseDelayMs: 500,
  maxDelayMs: 8000,
  maxRetryAfterMs: 60_000,
  random: Math.random,
};

/**
 * Exponential backoff with jitter for attempt 1, 2, ...: between half and all of base * 2^(attempt-1),
 * capped at maxDelayMs. The jitter keeps several clients (or several calls) from retrying in step.
 */
export function backoffMs(attempt: number, policy: Pick<RetryPolicy, "baseDelayMs" | "maxDelayMs" | "random">): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * Math.min(Math.max(policy.random(), 0), 1));
}

// When the next polling round happens. Pure: the tracker passes what it knows, this says how long to wait.
//
// - Work that is young is looked at soon; work that has been processing for a while, less often: the wait
//   grows with the age of the youngest open document (`youngFactor` of it), from `minIntervalMs` to
//   `maxIntervalMs`.
// - While the queue itself still has requests waiting to go (uploads, result fetches), a round earlier than
//   the time those take at the account's pace would only take a slot from them: the round waits for that
//   time, up to `maxDeferMs` (so the user still sees progress during a long batch).
// - Never faster than the rate allows: at least `minSlots` request slots apart.
// - A 429 holds the whole account until its Retry-After has passed: a round that falls due during that
//   pause happens as soon as it ends, never before.
// - `urgent` (an upload with an unknown outcome to look for, documents to reconcile after a reopen or an
//   outage): as soon as the floor allows.

export interface PollPolicy {
  /** Shortest wait between rounds. Default 2 s. */
  minIntervalMs: number;
  /** Longest wait while documents are open. Default 30 s. */
  maxIntervalMs: number;
  /** Share of the youngest open document's age to wait. Default 0.5. */
  youngFactor: number;
  /** Longest a round waits for the queue's own pending requests. Default 10 s. */
  maxDeferMs: number;
  /** A round takes at most one request slot in this many. Default 4. */
  minSlots: number;
}

export const DEFAULT_POLL_POLICY: PollPolicy = {
  minIntervalMs: 2000,
  maxIntervalMs: 30_000,
  youngFactor: 0.5,
  maxDeferMs: 10_000,
  minSlots: 4,
};

export interface RoundInputs {
  now: number;
  /** The account's pace (the scheduler's requests per second). */
  requestsPerSecond: number;
  /** Epoch ms until which a 429 holds every request, or 0. */
  pausedUntil: number;
  /** Age (ms) of the youngest document the service is still working on; null when there is none. */
  youngestOpenAgeMs: number | null;
  /** Requests the queue has waiting to go (uploads and result fetches). */
  pendingRequests: number;
  /** Something needs a round as soon as possible (see above). */
  urgent: boolean;
}

/** Milliseconds until the next round, or null when no round is needed. */
export function nextRoundDelay(inputs: RoundInputs, policy: PollPolicy = DEFAULT_POLL_POLICY): number | null {
  if (inputs.youngestOpenAgeMs === null && !inputs.urgent) return null;
  const slotMs = 1000 / Math.max(inputs.requestsPerSecond, 0.001);
  const floor = Math.max(policy.minIntervalMs, policy.minSlots * slotMs);
  let wait = floor;
  if (!inputs.urgent) {
    const age = Math.max(0, inputs.youngestOpenAgeMs ?? 0);
    const byAge = Math.min(policy.maxIntervalMs, Math.max(floor, age * policy.youngFactor));
    const byBacklog = Math.min(policy.maxDeferMs, inputs.pendingRequests * slotMs);
    wait = Math.max(floor, Math.min(policy.maxIntervalMs, Math.max(byAge, byBacklog)));
  }
  const at = Math.max(inputs.now + wait, inputs.pausedUntil);
  return Math.max(0, Math.round(at - inputs.now));
}

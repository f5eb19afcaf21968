// The pacing rule the scheduler and the shared pace apply alike: a request is taken to have arrived no later
// than its response (or `arrivalAllowanceMs` after it was sent), and at most `burst` requests may have
// arrived within any window of `windowMs`.

export interface PaceRules {
  /** burst / requestsPerSecond seconds, plus a margin, in ms. */
  windowMs: number;
  burst: number;
  arrivalAllowanceMs: number;
}

export interface PaceSlot {
  sentAt: number;
  doneAt: number | null;
}

/** Latest time the service can have counted the request of `slot`. */
export function arrivalOf(slot: PaceSlot, rules: PaceRules): number {
  const bound = slot.sentAt + rules.arrivalAllowanceMs;
  return slot.doneAt === null ? bound : Math.min(slot.doneAt, bound);
}

/** Earliest time the next request may leave (may be `now`). */
export function nextFreeAt(slots: readonly PaceSlot[], now: number, rules: PaceRules): number {
  const blocking = slots
    .map((s) => arrivalOf(s, rules))
    .filter((at) => at + rules.windowMs > now)
    .sort((a, b) => a - b);
  if (blocking.length < rules.burst) return now;
  return (blocking[blocking.length - rules.burst] ?? now) + rules.windowMs;
}

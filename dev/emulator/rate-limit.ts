// Per-account request rate: at most `limit` accepted requests in any one-second window (a sliding log, the
// strictest reading of "2 requests per second", so a client that bursts is caught). Refused requests are not
// logged, so a client that waits `Retry-After` always gets through.
import type { Clock } from "./clock";

export const WINDOW_MS = 1000;

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until a slot frees up (only when refused). */
  retryAfterSeconds: number;
}

export class RateLimiter {
  private readonly log = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    public limit: number,
  ) {}

  take(key: string): RateDecision {
    const now = this.clock.now();
    const times = (this.log.get(key) ?? []).filter((t) => t > now - WINDOW_MS);
    this.log.set(key, times);
    if (times.length >= this.limit) {
      const freeAt = times[times.length - this.limit]! + WINDOW_MS;
      return { allowed: false, limit: this.limit, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
    }
    times.push(now);
    return { allowed: true, limit: this.limit, remaining: this.limit - times.length, retryAfterSeconds: 0 };
  }

  /** Remaining in the window without taking a slot (for responses to unauthenticated requests). */
  peek(key: string | undefined): number {
    if (key === undefined) return this.limit;
    const now = this.clock.now();
    return Math.max(0, this.limit - (this.log.get(key) ?? []).filter((t) => t > now - WINDOW_MS).length);
  }

  clear(): void {
    this.log.clear();
  }
}

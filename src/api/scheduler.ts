// The request scheduler: one per signed-in account, shared by every call the add-in makes for it (task pane,
// batch queue, polling), so that together they stay under the service's limit (2 requests/second per
// account, all endpoints) and the add-in never causes a 429 itself.
//
// Pacing. The service counts a request when it arrives, which the client cannot see. A request is taken
// to have arrived no later than its response (or `arrivalAllowanceMs` after it was sent, for slow ones such
// as big uploads), and at most `burst` requests may have arrived within any window of
// `burst / requestsPerSecond` seconds (plus a small margin). With burst 1 (the default) requests are spaced
// evenly, which is safe whatever window the service really uses (sliding, fixed or a token bucket); a burst
// equal to the rate matches a one-second sliding window exactly and tolerates slow responses better.
//
// Order. Waiting requests leave in priority order ("interactive" before "normal" before "background") and
// first come, first served within a priority. A request that waits moves up one level every `agingMs`, so
// background polling is delayed by user actions but never starved. A retry keeps its original place (its
// ticket), so a request that had to wait for a 429 does not go to the back of the line.
//
// 429. `pauseFor` holds every request of the account until the service's Retry-After has passed.
//
// Panes. With a `shared` pace (sharedPace.ts), a request that this scheduler would send also takes a slot
// in the pace every task pane of the account shares, so two or three panes together keep to the limit.
import { abortedError, systemTimers, type Timers } from "./abort";
import { nextFreeAt, type PaceRules } from "./paceWindow";
import type { SharedPace, SharedSlot } from "./sharedPace";

export type Priority = "interactive" | "normal" | "background";

const RANK: Record<Priority, number> = { interactive: 0, normal: 1, background: 2 };

export interface PacingOptions {
  /** Requests per second the service allows this account. Default 2 (the spec's limit). */
  requestsPerSecond?: number;
  /** Requests that may leave back to back before pacing applies. Default 1 (evenly spaced). */
  burst?: number;
}

export interface SchedulerOptions extends PacingOptions {
  /** Added to each window against clock and timer granularity. Default 10 ms. */
  marginMs?: number;
  /**
   * The longest a request is assumed to take to reach the service: a request whose response takes longer
   * counts as arrived this long after it was sent. Larger is safer, smaller is faster when responses are
   * slow (big uploads). Default 1000 ms.
   */
  arrivalAllowanceMs?: number;
  /** A waiting request gains one priority level per this many milliseconds. Default 5000. */
  agingMs?: number;
  /** Clock and timers (tests pass fakes; the defaults follow jest's fake timers). */
  timers?: Timers;
  /** The pace shared with the account's other task panes (none: this scheduler paces alone). */
  shared?: SharedPace | null;
}

/** A place in line. A call takes one before its first attempt and reuses it for its retries. */
export interface Ticket {
  readonly seq: number;
  readonly enqueuedAt: number;
}

export interface ScheduleOptions {
  priority?: Priority;
  signal?: AbortSignal;
  ticket?: Ticket;
}

export interface SchedulerStats {
  /** Requests waiting for their turn. */
  queued: number;
  /** Requests sent whose response has not arrived. */
  inFlight: number;
  /** Requests sent since the scheduler was made. */
  sent: number;
  /** Epoch ms until which a 429 holds every request, or 0. */
  pausedUntil: number;
}

interface Waiting {
  ticket: Ticket;
  rank: number;
  start(shared: SharedSlot | null): void;
}

interface Slot {
  sentAt: number;
  doneAt: number | null;
}

export class RequestScheduler {
  private readonly timers: Timers;
  private readonly marginMs: number;
  private readonly arrivalAllowanceMs: number;
  private readonly agingMs: number;
  private requestsPerSecond = 2;
  private burst = 1;
  private queue: Waiting[] = [];
  private slots: Slot[] = [];
  private pausedUntil = 0;
  private timer: unknown = undefined;
  private timerAt = Infinity;
  private nextSeq = 0;
  private sent = 0;
  private pumping = false;
  private readonly shared: SharedPace | null;
  /** A slot in the shared pace is being taken (one at a time). */
  private gating = false;

  constructor(options: SchedulerOptions = {}) {
    this.timers = options.timers ?? systemTimers;
    this.marginMs = Math.max(0, options.marginMs ?? 10);
    this.arrivalAllowanceMs = Math.max(0, options.arrivalAllowanceMs ?? 1000);
    this.agingMs = Math.max(1, options.agingMs ?? 5000);
    this.shared = options.shared ?? null;
    this.setPacing(options);
  }

  /** Changes the pace (for example for an enterprise account with a negotiated limit). */
  setPacing(pacing: PacingOptions): void {
    const rate = pacing.requestsPerSecond ?? this.requestsPerSecond;
    const burst = pacing.burst ?? this.burst;
    if (!(rate > 0) || !Number.isFinite(rate)) throw new RangeError("requestsPerSecond must be a positive number.");
    if (!Number.isInteger(burst) || burst < 1) throw new RangeError("burst must be a whole number of at least 1.");
    this.requestsPerSecond = rate;
    this.burst = burst;
    this.pump();
  }

  get pacing(): Required<PacingOptions> {
    return { requestsPerSecond: this.requestsPerSecond, burst: this.burst };
  }

  /** A place in line, for a call that may need several attempts. */
  ticket(): Ticket {
    return { seq: this.nextSeq++, enqueuedAt: this.timers.now() };
  }

  /**
   * Runs `send` when its turn comes and pacing allows, and settles with its result. `send` should resolve
   * when the response has arrived (headers are enough). Rejects with an "aborted" ServiceError when the
   * signal aborts while waiting; once started, cancelling is `send`'s business. `send` may call `leaving`
   * right before its request really goes (after getting a token, say): the request then counts from then.
   */
  run<T>(send: (leaving: () => void) => Promise<T>, options: ScheduleOptions = {}): Promise<T> {
    const { signal } = options;
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) return reject(abortedError(signal));
      const entry: Waiting = {
        ticket: options.ticket ?? this.ticket(),
        rank: RANK[options.priority ?? "normal"],
        start: (shared) => {
          signal?.removeEventListener("abort", onAbort);
          const slot: Slot = { sentAt: this.timers.now(), doneAt: null };
          this.slots.push(slot);
          this.sent++;
          const done = (): void => {
            slot.doneAt = this.timers.now();
            shared?.done(slot.doneAt);
            this.pump();
          };
          const leaving = (): void => {
            slot.sentAt = this.timers.now();
            shared?.leaving(slot.sentAt);
          };
          let pending: Promise<T>;
          try {
            pending = send(leaving);
          } catch (error: unknown) {
            pending = Promise.reject(error);
          }
          pending.then(
            (value) => {
              done();
              resolve(value);
            },
            (error: unknown) => {
              done();
              reject(error);
            },
          );
        },
      };
      const onAbort = (): void => {
        const index = this.queue.indexOf(entry);
        if (index < 0) return;
        this.queue.splice(index, 1);
        reject(abortedError(signal));
        this.pump();
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      this.queue.push(entry);
      this.pump();
    });
  }

  /** Holds every request until `ms` from now (after a 429 with Retry-After). Never shortens a pause. */
  pauseFor(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, this.timers.now() + Math.max(0, ms));
    this.shared?.pauseUntil(this.pausedUntil);
    this.pump();
  }

  stats(): SchedulerStats {
    const now = this.timers.now();
    return {
      queued: this.queue.length,
      inFlight: this.slots.filter((s) => s.doneAt === null).length,
      sent: this.sent,
      pausedUntil: this.pausedUntil > now ? this.pausedUntil : 0,
    };
  }

  private get rules(): PaceRules {
    const windowMs = (this.burst * 1000) / this.requestsPerSecond + this.marginMs;
    return { windowMs, burst: this.burst, arrivalAllowanceMs: this.arrivalAllowanceMs };
  }

  /** Earliest time pacing lets the next request go (may be `now`). */
  private nextFreeAt(now: number): number {
    const rules = this.rules;
    const blocking = (s: Slot): boolean => Math.min(s.doneAt ?? Infinity, s.sentAt + rules.arrivalAllowanceMs) + rules.windowMs > now;
    this.slots = this.slots.filter((s) => s.doneAt === null || blocking(s));
    return nextFreeAt(this.slots, now, rules);
  }

  private pickNext(now: number): number {
    let best = 0;
    let bestRank = Infinity;
    let bestSeq = Infinity;
    this.queue.forEach((entry, index) => {
      const rank = entry.rank - Math.floor((now - entry.ticket.enqueuedAt) / this.agingMs);
      if (rank < bestRank || (rank === bestRank && entry.ticket.seq < bestSeq)) {
        best = index;
        bestRank = rank;
        bestSeq = entry.ticket.seq;
      }
    });
    return best;
  }

  private pump(): void {
    if (this.pumping) return;
    this.pumping = true;
    try {
      for (;;) {
        if (this.queue.length === 0) return this.disarm();
        const now = this.timers.now();
        const readyAt = Math.max(this.pausedUntil, this.nextFreeAt(now));
        if (readyAt > now) return this.arm(readyAt, now);
        if (this.shared) return this.takeSharedSlot(this.shared);
        const [entry] = this.queue.splice(this.pickNext(now), 1);
        entry?.start(null);
      }
    } finally {
      this.pumping = false;
    }
  }

  /** Waits for the panes' shared pace, then sends the request whose turn it is by then. */
  private takeSharedSlot(shared: SharedPace): void {
    this.disarm();
    if (this.gating) return;
    this.gating = true;
    // A failing lock (the browser refused it) leaves this pane with its own pace rather than stuck.
    void shared
      .acquire(this.rules)
      .catch((): null => null)
      .then((slot) => {
        this.gating = false;
        const now = this.timers.now();
        if (this.queue.length === 0 || this.pausedUntil > now) {
          slot?.abandon();
        } else {
          const [entry] = this.queue.splice(this.pickNext(now), 1);
          entry?.start(slot);
        }
        this.pump();
      });
  }

  private arm(at: number, now: number): void {
    if (this.timer !== undefined && this.timerAt <= at) return;
    this.disarm();
    this.timerAt = at;
    this.timer = this.timers.setTimeout(() => {
      this.timer = undefined;
      this.timerAt = Infinity;
      this.pump();
    }, at - now);
  }

  private disarm(): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = Infinity;
  }
}

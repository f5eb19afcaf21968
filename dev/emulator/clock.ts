// The emulator's time. Real time plus an offset that the control API can move forward, so tests of
// processing, auto-deletion, token expiry and the top-up window jump ahead instead of sleeping. Everything
// time-driven is scheduled here (not with setTimeout directly), so moving the clock fires what became due.

export interface Clock {
  /** Milliseconds since the epoch, emulated. */
  now(): number;
}

interface Timer {
  at: number;
  seq: number;
  run: () => void;
}

export class EmulatorClock implements Clock {
  private offsetMs = 0;
  /** Real time at which the clock was frozen; while set, emulated time moves only with advance(). */
  private frozenAt: number | undefined;
  private timers: Timer[] = [];
  private seq = 0;
  private armed: NodeJS.Timeout | undefined;
  private stopped = false;

  now(): number {
    return (this.frozenAt ?? Date.now()) + this.offsetMs;
  }

  get frozen(): boolean {
    return this.frozenAt !== undefined;
  }

  /** Stops (true) or restarts (false) the flow of real time; emulated time never jumps back. */
  setFrozen(frozen: boolean): void {
    if (frozen === this.frozen) return;
    if (frozen) {
      this.frozenAt = Date.now();
    } else {
      this.offsetMs = this.now() - Date.now();
      this.frozenAt = undefined;
    }
    this.rearm();
  }

  /** Moves emulated time forward and runs everything that became due, in time order. */
  advance(ms: number): void {
    if (ms < 0) throw new RangeError("The clock only moves forward.");
    this.offsetMs += ms;
    this.runDue();
  }

  /** Back to real time (frozen again at once if `frozen`), forgetting every scheduled task (used by reset). */
  reset(frozen: boolean): void {
    this.offsetMs = 0;
    this.frozenAt = frozen ? Date.now() : undefined;
    this.timers = [];
    this.rearm();
  }

  /** Runs `run` once emulated time reaches `at`. Returns a function that cancels it. */
  schedule(at: number, run: () => void): () => void {
    const timer: Timer = { at, seq: this.seq++, run };
    // Keep the queue ordered by time, then by insertion, so equal times run in the order they were planned.
    let i = this.timers.length;
    while (i > 0 && this.timers[i - 1]!.at > at) i--;
    this.timers.splice(i, 0, timer);
    if (i === 0) this.rearm();
    return () => {
      const index = this.timers.indexOf(timer);
      if (index >= 0) this.timers.splice(index, 1);
    };
  }

  /** Runs every task that is due. Called by the timer and before each request, so that a request always sees
   * the state its time implies even if the Node timer is late. */
  runDue(): void {
    const now = this.now();
    while (this.timers.length > 0 && this.timers[0]!.at <= now) {
      const timer = this.timers.shift()!;
      timer.run();
    }
    this.rearm();
  }

  stop(): void {
    this.stopped = true;
    this.timers = [];
    if (this.armed) clearTimeout(this.armed);
    this.armed = undefined;
  }

  private rearm(): void {
    if (this.armed) clearTimeout(this.armed);
    this.armed = undefined;
    const next = this.timers[0];
    // A frozen clock only moves with advance(), which runs what became due itself.
    if (!next || this.stopped || this.frozen) return;
    const delay = Math.min(Math.max(next.at - this.now(), 0), 2_147_483_647);
    this.armed = setTimeout(() => this.runDue(), delay);
    // A pending document must not keep a test process or the CLI alive on its own.
    this.armed.unref();
  }
}

/** Microsecond timestamps that never repeat or go back, so `updated_since` cursors never skip a change made
 * in the same millisecond as the one the client last saw. */
export class Stamper {
  private last = 0;

  constructor(private readonly clock: Clock) {}

  next(atMs: number = this.clock.now()): number {
    this.last = Math.max(atMs * 1000, this.last + 1);
    return this.last;
  }
}

/** ISO 8601 with microseconds and a trailing Z, as the service writes created_at and updated_at. */
export function isoMicros(micros: number): string {
  const ms = Math.floor(micros / 1000);
  const extra = String(micros % 1000).padStart(3, "0");
  return new Date(ms).toISOString().replace(/Z$/, `${extra}Z`);
}

/** `YYYY-MM-DD HH:MM:SS` in UTC, the service's other date format. */
export function sqlDateTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace("T", " ");
}

/** Parses an ISO 8601 date-time into microseconds, keeping microsecond digits that Date would drop. */
export function parseIsoMicros(text: string): number | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2})?)(?:\.(\d{1,9}))?(Z|[+-]\d{2}:?\d{2})?$/i.exec(text.trim());
  if (!match) return undefined;
  const base = Date.parse(`${match[1]!.replace(" ", "T")}${match[3] ?? "Z"}`);
  if (Number.isNaN(base)) return undefined;
  const fraction = (match[2] ?? "").padEnd(6, "0").slice(0, 6);
  return base * 1000 + Number(fraction);
}

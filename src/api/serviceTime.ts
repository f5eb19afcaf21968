// The service's clock as seen from here. Every response carries a `Date` header (whole seconds, set when the
// service answered, so no later than the moment it arrived here): `Date - local arrival` is a lower bound
// of (service time - local time), known from the very first response. The batch queue compares a local
// attempt time with a document's `created_at` through it, so a computer clock minutes fast or slow neither
// misses an upload that arrived nor takes someone else's document (adoption.ts).
export class ServiceTime {
  private lowMs: number | null = null;

  /** Lower bound of (service time - local time) in ms; null before a readable `Date` header. */
  get offsetLowMs(): number | null {
    return this.lowMs;
  }

  /** A response with this `Date` header arrived here at `localMs`. */
  observe(dateHeader: string | null, localMs: number): void {
    if (dateHeader === null) return;
    const serviceMs = Date.parse(dateHeader);
    if (!Number.isFinite(serviceMs)) return;
    const bound = serviceMs - localMs;
    this.lowMs = this.lowMs === null ? bound : Math.max(this.lowMs, bound);
  }
}

// What clients did, for tests and benchmarks: a bounded log of requests and counters per account (requests
// by route and by status, 429s from the rate limit apart from injected ones). Tokens are never recorded.

export interface LogEntry {
  seq: number;
  at: string;
  accountId: string | null;
  method: string;
  path: string;
  route: string;
  status: number;
  /** Faults applied to this request, e.g. "500-after" or "drop". */
  fault: string | null;
  /** The request did not send `Accept: application/json`, which the spec requires. */
  missingAccept: boolean;
  durationMs: number;
  /** Why a 429 was answered: the rate limit, an injected fault, or the top-up rule; null otherwise. */
  tooMany: TooManyKind | null;
}

export interface AccountCounters {
  requests: number;
  byRoute: Record<string, number>;
  byStatus: Record<string, number>;
  /** 429 answers caused by exceeding the rate limit. */
  rateLimited: number;
  /** 429 answers injected by a fault (storm, rate or header). */
  injected429: number;
  /** 429 answers from the top-up frequency rule. */
  topUpTooSoon: number;
  missingAccept: number;
}

const MAX_ENTRIES = 5000;

export type TooManyKind = "rate" | "injected" | "topup";

export class RequestLog {
  private entries: LogEntry[] = [];
  private counters = new Map<string, AccountCounters>();
  private seq = 0;

  record(entry: Omit<LogEntry, "seq" | "tooMany">, tooMany?: TooManyKind): LogEntry {
    const full = { seq: ++this.seq, ...entry, tooMany: tooMany ?? null };
    this.entries.push(full);
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES);
    const key = entry.accountId ?? "anonymous";
    let c = this.counters.get(key);
    if (!c) {
      c = { requests: 0, byRoute: {}, byStatus: {}, rateLimited: 0, injected429: 0, topUpTooSoon: 0, missingAccept: 0 };
      this.counters.set(key, c);
    }
    c.requests++;
    c.byRoute[entry.route] = (c.byRoute[entry.route] ?? 0) + 1;
    c.byStatus[String(entry.status)] = (c.byStatus[String(entry.status)] ?? 0) + 1;
    if (tooMany === "rate") c.rateLimited++;
    if (tooMany === "injected") c.injected429++;
    if (tooMany === "topup") c.topUpTooSoon++;
    if (entry.missingAccept) c.missingAccept++;
    return full;
  }

  snapshot(filter: { accountId?: string; since?: number }): { accounts: Record<string, AccountCounters>; requests: LogEntry[] } {
    const accounts: Record<string, AccountCounters> = {};
    for (const [key, value] of this.counters) if (!filter.accountId || filter.accountId === key) accounts[key] = value;
    const requests = this.entries.filter(
      (e) => (!filter.accountId || e.accountId === filter.accountId) && (filter.since === undefined || e.seq > filter.since),
    );
    return { accounts, requests };
  }

  clear(): void {
    this.entries = [];
    this.counters.clear();
  }
}

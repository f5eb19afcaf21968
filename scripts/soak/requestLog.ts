// The emulator's request log after a seed: the 429s the panes caused themselves (the rate limit's, less those
// only Chromium's own retry of a dropped request caused), each noted with the requests that led to it.
import type { Ledger } from "./ledger";

export interface RequestLog {
  accounts: Record<string, { rateLimited?: number }>;
  requests: Array<{
    at: string;
    method: string;
    path: string;
    status: number;
    fault: string | null;
    durationMs: number;
    tooMany: "rate" | "injected" | "topup" | null;
  }>;
}

type Logged = RequestLog["requests"][number];

/** A request the browser sent again by itself: the same one, right after the emulator dropped its connection. */
function browserRetry(first: Logged, second: Logged): boolean {
  return (
    first.status === 0 && second.method === first.method && second.path === first.path && Date.parse(second.at) - Date.parse(first.at) < 50
  );
}

/**
 * The 429s the panes caused themselves: from the rate limit (not injected), except where the browser's own
 * retry made the difference. Chromium sends an idempotent request again at once when the connection it
 * reused is dropped (the emulator's drop faults do that); the add-in cannot see or pace that second arrival.
 * Each is noted with the requests before it.
 */
export function ownLimitHits(log: RequestLog, accountId: string, ledger: Ledger): number {
  let retried = 0;
  log.requests.forEach((request, i) => {
    // Only the rate limit's (not injected ones, nor a top-up's "one purchase per 5 minutes").
    if (request.tooMany !== "rate") return;
    const at = Date.parse(request.at);
    const window = log.requests.slice(0, i + 1).filter((r) => at - Date.parse(r.at) <= 1_000);
    const byBrowser = window.some((r, k) => window.slice(k + 1).some((later) => browserRetry(r, later)));
    const around = log.requests.slice(Math.max(0, i - 5), i + 1);
    const shown = around
      .map((r) => `${r.at.slice(11, 23)} ${r.method} ${r.path} ${r.status} ${r.durationMs}ms${r.fault ? ` [${r.fault}]` : ""}`)
      .join(" | ");
    if (byBrowser) retried++;
    else {
      const before = ledger.requests.filter((line) => {
        const t = Date.parse(`${request.at.slice(0, 11)}${line.slice(0, 12)}Z`);
        return t <= at + 50 && t >= at - 1_500;
      });
      ledger.note(`  sent by the panes before it: ${before.join(" | ")}`);
    }
    ledger.note(
      `${byBrowser ? "429 after the browser's own retry of a dropped request (not counted)" : "429 from the rate limit"}: ${shown}`,
    );
  });
  // The emulator's own count of rate-limit 429s, less those the browser's retries caused.
  return Math.max(0, (log.accounts[accountId]?.rateLimited ?? 0) - retried);
}

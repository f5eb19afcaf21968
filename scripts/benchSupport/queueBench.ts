// What the batch queue benchmarks share (scripts/bench/batch.ts, panes.ts): the emulator with time compressed
// by BATCH_BENCH_SPEEDUP (default 10: the rate limit and the client's pace both 2 x speedup requests/second,
// the burst `speedup` so the pacing window stays 0.5 s, processing and polling divided by it), the account's
// request log, sample files, and the rate-limit floor. Kept out of scripts/bench/, whose every file is a benchmark.
import { startEmulator } from "../../dev/emulator";
import { plainImage } from "../../dev/emulator/samples";
import { DEFAULT_POLL_POLICY, type PollPolicy } from "../../src/work/batch";

const PROCESSING_MS = 3000; // the emulator's default

interface Counters {
  requests: number;
  byStatus: Record<string, number>;
}

export interface QueueBench {
  baseUrl: string;
  /** The dev-token account's id. */
  accountId: string;
  speedup: number;
  /** Requests per second the emulator allows (and the client paces at). */
  rate: number;
  /** The queue's polling policy, compressed like the rest. */
  poll: PollPolicy;
  /** A duration of the real pace, compressed. */
  scale(ms: number): number;
  /** `count` small PNG files named `<prefix>-1.png`…, each distinct (drawn from seeds `seed`, `seed + 1`…). */
  files(count: number, prefix: string, seed?: number): Array<{ file: Blob; name: string }>;
  /** Forgets the requests logged so far. */
  clearLog(): Promise<void>;
  /** The account's requests since the last clear, and how many were answered 429. */
  counts(): Promise<{ requests: number; tooMany: number }>;
  /** The least time `documents` can take: 2 requests each at the limit, plus processing. */
  floorS(documents: number): number;
  close(): Promise<void>;
}

export async function startQueueBench(): Promise<QueueBench> {
  const speedup = Math.max(1, Number(process.env.BATCH_BENCH_SPEEDUP ?? 10));
  const rate = 2 * speedup;
  const processingMs = PROCESSING_MS / speedup;
  const emu = await startEmulator({ port: 0, rateLimit: rate, processingMs });
  const control = async <T>(path: string, method = "GET"): Promise<T> => {
    const response = await fetch(`${emu.origin}/_emulator${path}`, { method });
    const text = await response.text();
    return (text === "" ? {} : JSON.parse(text)) as T;
  };
  const { accounts } = await control<{ accounts: Array<{ id: string; token: string }> }>("/accounts");
  const accountId = accounts.find((a) => a.token === "dev-token")?.id ?? "";
  const scale = (ms: number): number => ms / speedup;
  return {
    baseUrl: emu.baseUrl,
    accountId,
    speedup,
    rate,
    poll: {
      ...DEFAULT_POLL_POLICY,
      minIntervalMs: scale(DEFAULT_POLL_POLICY.minIntervalMs),
      maxIntervalMs: scale(DEFAULT_POLL_POLICY.maxIntervalMs),
      maxDeferMs: scale(DEFAULT_POLL_POLICY.maxDeferMs),
    },
    scale,
    files: (count, prefix, seed = 1) =>
      Array.from({ length: count }, (_, i) => ({
        file: new Blob([Uint8Array.from(plainImage("png", 40, 50, seed + i))], { type: "image/png" }),
        name: `${prefix}-${i + 1}.png`,
      })),
    clearLog: async () => {
      await control("/requests", "DELETE");
    },
    counts: async () => {
      const log = await control<{ accounts: Record<string, Counters> }>(`/requests?account=${accountId}`);
      const counters = log.accounts[accountId] ?? { requests: 0, byStatus: {} };
      return { requests: counters.requests, tooMany: counters.byStatus["429"] ?? 0 };
    },
    floorS: (documents) => (2 * documents) / rate + processingMs / 1000,
    close: () => emu.close(),
  };
}

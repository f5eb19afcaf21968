// Word and Excel open together (F16): two panes of one account, each with its own client, scheduler and
// batch queue, sharing storage (as two task panes share localStorage) and the account's request pace
// (src/api/sharedPace.ts). 20 documents each. Prints
// `two panes: 2 panes, 40 documents, R requests, W s wall, floor F s, 429s: K`; targets K = 0, W/F <= 1.15.
// Floor: 2 requests per document at the account's limit plus the processing time. Time is compressed as in
// batch.ts (BATCH_BENCH_SPEEDUP, default 10).
import { startEmulator } from "../../dev/emulator";
import { plainImage } from "../../dev/emulator/samples";
import { inProcessLocks, paceKey, ServiceClient, sharedPace, staticToken } from "../../src/api";
import { BatchQueue, DEFAULT_POLL_POLICY, MemoryStorage } from "../../src/work/batch";

const PANES = 2;
const DOCUMENTS = 40;
const PROCESSING_MS = 3000;

interface Counters {
  requests: number;
  byStatus: Record<string, number>;
}

export async function run(): Promise<void> {
  const speedup = Math.max(1, Number(process.env.BATCH_BENCH_SPEEDUP ?? 10));
  const rate = 2 * speedup;
  const processingMs = PROCESSING_MS / speedup;
  const emu = await startEmulator({ port: 0, rateLimit: rate, processingMs });
  const control = async <T>(path: string, method = "GET"): Promise<T> => {
    const response = await fetch(`${emu.origin}/_emulator${path}`, { method });
    const text = await response.text();
    return (text === "" ? {} : JSON.parse(text)) as T;
  };
  try {
    const { accounts } = await control<{ accounts: Array<{ id: string; token: string }> }>("/accounts");
    const accountId = accounts.find((a) => a.token === "dev-token")?.id ?? "";
    const storage = new MemoryStorage(); // the panes' common localStorage
    const locks = inProcessLocks(); // the browser's Web Locks
    const scale = (ms: number): number => ms / speedup;
    const queues = await Promise.all(
      Array.from({ length: PANES }, async () => {
        const client = new ServiceClient({
          baseUrl: emu.baseUrl,
          credentials: staticToken("dev-token"), // one credentials object per pane: a scheduler each
          pacing: {
            requestsPerSecond: rate,
            burst: speedup,
            shared: sharedPace({ locks, storage, key: paceKey(emu.baseUrl), pollMs: scale(50) }),
          },
        });
        return BatchQueue.open({
          client,
          storage,
          accountId,
          poll: {
            minIntervalMs: scale(DEFAULT_POLL_POLICY.minIntervalMs),
            maxIntervalMs: scale(DEFAULT_POLL_POLICY.maxIntervalMs),
            maxDeferMs: scale(DEFAULT_POLL_POLICY.maxDeferMs),
          },
          staleAfterMs: scale(60_000),
          retryDelayMs: scale(2000),
          panesScanMs: scale(2000),
        });
      }),
    );
    const perPane = DOCUMENTS / PANES;
    await control("/requests", "DELETE");

    const started = performance.now();
    const done = await Promise.all(
      queues.map((queue, p) => {
        const files = Array.from({ length: perPane }, (_, i) => ({
          file: new Blob([Uint8Array.from(plainImage("png", 40, 50, p * perPane + i + 1))], { type: "image/png" }),
          name: `pane${p + 1}-${i + 1}.png`,
        }));
        queue.add(files, { action: "transcribe" });
        return queue.whenIdle();
      }),
    );
    const wallS = (performance.now() - started) / 1000;
    for (const queue of queues) queue.close();

    const processed = done.reduce((n, s) => n + s.items.filter((i) => i.state === "processed" && i.elsewhere !== true).length, 0);
    if (processed !== DOCUMENTS) console.log(`two panes: only ${processed} of ${DOCUMENTS} documents processed`);
    const log = await control<{ accounts: Record<string, Counters> }>(`/requests?account=${accountId}`);
    const counters = log.accounts[accountId] ?? { requests: 0, byStatus: {} };
    const floorS = (2 * DOCUMENTS) / rate + processingMs / 1000;
    console.log(
      `two panes: ${PANES} panes, ${DOCUMENTS} documents, ${counters.requests} requests, ${wallS.toFixed(2)} s wall, ` +
        `floor ${floorS.toFixed(2)} s, 429s: ${counters.byStatus["429"] ?? 0} (ratio ${(wallS / floorS).toFixed(3)})`,
    );
  } finally {
    await emu.close();
  }
}

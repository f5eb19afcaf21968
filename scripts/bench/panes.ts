// Word and Excel open together (F16): two panes of one account, each with its own client, scheduler and
// batch queue, sharing storage (as two task panes share localStorage) and the account's request pace
// (src/api/sharedPace.ts). 20 documents each. Prints
// `two panes: 2 panes, 40 documents, R requests, W s wall, floor F s, 429s: K`; targets K = 0, W/F <= 1.15.
// Floor: 2 requests per document at the account's limit plus the processing time. Time is compressed as in
// batch.ts (BATCH_BENCH_SPEEDUP, default 10).
import { inProcessLocks, paceKey, ServiceClient, sharedPace, staticToken } from "../../src/api";
import { BatchQueue, MemoryStorage } from "../../src/work/batch";
import { startQueueBench } from "../benchSupport/queueBench";

const PANES = 2;
const DOCUMENTS = 40;

export async function run(): Promise<void> {
  const bench = await startQueueBench();
  try {
    const storage = new MemoryStorage(); // the panes' common localStorage
    const locks = inProcessLocks(); // the browser's Web Locks
    const queues = await Promise.all(
      Array.from({ length: PANES }, async () => {
        const client = new ServiceClient({
          baseUrl: bench.baseUrl,
          credentials: staticToken("dev-token"), // one credentials object per pane: a scheduler each
          pacing: {
            requestsPerSecond: bench.rate,
            burst: bench.speedup,
            shared: sharedPace({ locks, storage, key: paceKey(bench.baseUrl), pollMs: bench.scale(50) }),
          },
        });
        return BatchQueue.open({
          client,
          storage,
          accountId: bench.accountId,
          poll: bench.poll,
          staleAfterMs: bench.scale(60_000),
          retryDelayMs: bench.scale(2000),
          panesScanMs: bench.scale(2000),
        });
      }),
    );
    const perPane = DOCUMENTS / PANES;
    await bench.clearLog();

    const started = performance.now();
    const done = await Promise.all(
      queues.map((queue, p) => {
        queue.add(bench.files(perPane, `pane${p + 1}`, p * perPane + 1), { action: "transcribe" });
        return queue.whenIdle();
      }),
    );
    const wallS = (performance.now() - started) / 1000;
    for (const queue of queues) queue.close();

    const processed = done.reduce((n, s) => n + s.items.filter((i) => i.state === "processed" && i.elsewhere !== true).length, 0);
    if (processed !== DOCUMENTS) console.log(`two panes: only ${processed} of ${DOCUMENTS} documents processed`);
    const { requests, tooMany } = await bench.counts();
    const floorS = bench.floorS(DOCUMENTS);
    console.log(
      `two panes: ${PANES} panes, ${DOCUMENTS} documents, ${requests} requests, ${wallS.toFixed(2)} s wall, ` +
        `floor ${floorS.toFixed(2)} s, 429s: ${tooMany} (ratio ${(wallS / floorS).toFixed(3)})`,
    );
  } finally {
    await bench.close();
  }
}

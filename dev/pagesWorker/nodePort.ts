// The pages worker in Node (issue 32), for tests and the bench: a worker thread running the same job code as
// the browser's worker (src/pages/worker/runJob.ts, loaded through tsx), with a capped heap (Node can cap a
// worker's heap; a browser cannot). The pane's BudgetedWorker drives it exactly as it drives a browser Worker.
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { WORKER_HEAP_MB } from "../../src/pages/limits";
import type { WorkerPort } from "../../src/pages/worker/budgetedWorker";
import type { ReplyMessage } from "../../src/pages/worker/jobs";

const RUN_JOB = join(__dirname, "../../src/pages/worker/runJob.ts");

// CommonJS inside the thread: tsx's require hook compiles the TypeScript job code there.
const BOOT = `
const { parentPort } = require("node:worker_threads");
// pdf-lib logs every object it cannot parse: a hostile file's thousands of lines say nothing a test reads.
console.log = console.warn = () => undefined;
require("tsx/cjs");
const { runJob, transferablesOf } = require(${JSON.stringify(RUN_JOB)});
parentPort.on("message", ({ id, job }) => {
  parentPort.postMessage({ id, started: true });
  runJob(job).then(
    (answer) => parentPort.postMessage({ id, answer }, transferablesOf(answer)),
    (error) => parentPort.postMessage({ id, failed: String(error && error.message || error) }),
  );
});
`;

export function spawnNodePagesWorker(heapMb = WORKER_HEAP_MB): WorkerPort {
  const worker = new Worker(BOOT, { eval: true, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
  // A worker left idle must not keep the test or bench process alive.
  worker.unref();
  return {
    post: (message, transfer) => worker.postMessage(message, transfer as ArrayBuffer[]),
    listen: (onReply, onFailure) => {
      worker.on("message", (reply: ReplyMessage) => onReply(reply));
      worker.on("error", (error) => onFailure(error.message));
      worker.on("exit", (code) => onFailure(`exit ${code}`));
    },
    terminate: () => void worker.terminate(),
  };
}

// The pages worker under jest (jest.config.js maps src/pages/worker/spawnWorker here): the same job code, run
// in-process, so component and unit tests read real files without starting a thread. The budget, termination
// and Node worker threads have their own tests (test/unit/pages/worker.test.ts, fuzz.test.ts).
import type { WorkerPort } from "../../src/pages/worker/budgetedWorker";
import type { ReplyMessage } from "../../src/pages/worker/jobs";
import { runJob } from "../../src/pages/worker/runJob";

export function spawnPagesWorker(): WorkerPort {
  let onReply: (reply: ReplyMessage) => void = () => undefined;
  let ended = false;
  return {
    post: ({ id, job }) => {
      // A copy, as postMessage makes one: the job code may not share the caller's bytes.
      const copy = { ...job, bytes: job.bytes.slice() };
      queueMicrotask(() => ended || onReply({ id, started: true }));
      void runJob(copy).then(
        (answer) => ended || onReply({ id, answer }),
        (error: unknown) => ended || onReply({ id, failed: String(error) }),
      );
    },
    listen: (reply) => {
      onReply = reply;
    },
    terminate: () => {
      ended = true;
    },
  };
}

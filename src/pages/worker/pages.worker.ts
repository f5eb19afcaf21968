// The pages worker's entry (issue 32): a dedicated worker the pane starts when a chosen file needs reading
// (spawnWorker.ts), so that no chosen file's bytes are parsed on the pane's thread. It answers one job at a
// time; the pane ends it when a job runs past its budget (budgetedWorker.ts).
import type { JobMessage, ReplyMessage } from "./jobs";
import { runJob, transferablesOf } from "./runJob";

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<JobMessage>) => void) | null;
  postMessage(message: ReplyMessage, transfer: Transferable[]): void;
};

scope.onmessage = (event) => {
  const { id, job } = event.data;
  scope.postMessage({ id, started: true }, []);
  runJob(job).then(
    (answer) => scope.postMessage({ id, answer }, transferablesOf(answer)),
    (error: unknown) => scope.postMessage({ id, failed: error instanceof Error ? error.message : String(error) }, []),
  );
};

// The pages worker in the browser (issue 32): its own bundle, which webpack builds from pages.worker.ts and
// the page code it imports (pdf-lib, utif2 and the readers). The pane loads it only when a chosen PDF or TIFF
// needs reading: never on the first screen. A file of the add-in's own origin, as the CSP's worker-src requires.
import type { WorkerPort } from "./budgetedWorker";
import type { ReplyMessage } from "./jobs";

export function spawnPagesWorker(): WorkerPort {
  const worker = new Worker(/* webpackChunkName: "pages-worker" */ new URL("./pages.worker.ts", import.meta.url), { name: "pages" });
  return {
    post: (message, transfer) => worker.postMessage(message, transfer),
    listen: (onReply, onFailure) => {
      worker.onmessage = (event: MessageEvent<ReplyMessage>) => onReply(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        onFailure(event.message);
      };
      worker.onmessageerror = () => onFailure("message");
    },
    terminate: () => worker.terminate(),
  };
}

// The pages worker in the browser (issue 32): its own bundle, which webpack builds from pages.worker.ts and the
// page code it imports (pdf-lib, utif2 and the readers) as an entry of its own, named by the build through
// DefinePlugin (webpack.config.js says why). The pane starts it only when a chosen PDF or TIFF needs reading:
// never on the first screen. A file of the add-in's own origin, as the CSP's worker-src requires.
import type { WorkerPort } from "./budgetedWorker";
import type { ReplyMessage } from "./jobs";

declare const __PAGES_WORKER__: string | undefined;

export function spawnPagesWorker(): WorkerPort {
  const url = new URL(typeof __PAGES_WORKER__ === "undefined" ? "pages-worker.js" : __PAGES_WORKER__, document.baseURI);
  const worker = new Worker(url, { name: "pages" });
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

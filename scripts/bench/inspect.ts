// Reading a chosen file's pages in the pages worker (issue 32): the time to the first answer for a normal
// 40-page PDF and for the worst hostile file (an object stream inflating to 1 GiB: its answer is the budget,
// "cannot be read here", not a hang). Prints `inspect: ...`. Runs the pane's own BudgetedWorker over a Node
// worker thread running the worker's job code (dev/pagesWorker/nodePort.ts), each file on a fresh worker
// (its start, tsx compiling the job code, is not counted: the budget starts when the worker takes the job,
// as in the pane), the median of 3.
import { performance } from "node:perf_hooks";
import { simplePdf } from "../../dev/emulator/samples";
import { dagPdf, objectStreamBomb } from "../../dev/pagesWorker/hostileFiles";
import { spawnNodePagesWorker } from "../../dev/pagesWorker/nodePort";
import { inspectionBudgetMs } from "../../src/pages/limits";
import { BudgetedWorker } from "../../src/pages/worker/budgetedWorker";

async function firstAnswer(bytes: Uint8Array): Promise<{ ms: number; answer: string }> {
  const runs: Array<{ ms: number; answer: string }> = [];
  for (let i = 0; i < 3; i++) {
    const worker = new BudgetedWorker(() => spawnNodePagesWorker());
    // Warm: the worker started and its code compiled, as a pane's worker is after its first file.
    await worker.run({ job: "inspect", format: "tiff", bytes: new Uint8Array(8) }, [], 60_000);
    const start = performance.now();
    const outcome = await worker.run({ job: "inspect", format: "pdf", bytes: bytes.slice() }, [], inspectionBudgetMs(bytes.length));
    const ms = performance.now() - start;
    worker.close();
    const info = outcome.ok && outcome.answer.job === "inspect" ? outcome.answer.info : null;
    runs.push({
      ms,
      answer:
        info === null
          ? `ended at its budget (${outcome.ok ? "" : outcome.why})`
          : info.kind === "pages"
            ? `${info.count} pages`
            : `only whole (${info.kind === "uncuttable" ? info.why : "one page"})`,
    });
  }
  return runs.sort((a, b) => a.ms - b.ms)[1]!;
}

export async function run(): Promise<void> {
  const normal = new Uint8Array(await simplePdf(40));
  const bomb = objectStreamBomb(1024 * 1024 * 1024);
  const dag = dagPdf(40);
  const a = await firstAnswer(normal);
  const b = await firstAnswer(bomb);
  const c = await firstAnswer(dag);
  console.log(
    `inspect: 40-page PDF (${Math.round(normal.length / 1024)} KB) answered in ${Math.round(a.ms)} ms (${a.answer}); worst hostile file, ` +
      `a ${(bomb.length / 1024 / 1024).toFixed(1)} MB PDF inflating to 1 GiB, answered in ${Math.round(b.ms)} ms (${b.answer}; budget ${inspectionBudgetMs(bomb.length)} ms); ` +
      `a 4 KB page tree of 2^40 paths in ${Math.round(c.ms)} ms (${c.answer})`,
  );
}

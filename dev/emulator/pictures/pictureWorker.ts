// Page pictures are drawn in a worker thread, one at a time, each within a time budget: pdf.js on a large or
// hostile PDF, or jpeg-js on a 100-megapixel photo, would otherwise stop the emulator and the development
// server that shares its process. Past the budget, or when the thread fails (its heap is capped), the thread
// is ended and the next job starts a new one; an idle thread is ended too (its memory is the file's).
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { PictureJob } from "./renderPage";

const RENDER_PAGE = join(__dirname, "renderPage.ts");

// CommonJS inside the thread: tsx's require hook compiles the TypeScript there (as dev/pagesWorker/nodePort.ts).
const BOOT = `
const { parentPort } = require("node:worker_threads");
console.log = console.warn = () => undefined; // pdf.js's warnings about damaged files say nothing here
require("tsx/cjs");
const { renderPage } = require(${JSON.stringify(RENDER_PAGE)});
parentPort.on("message", ({ id, job }) => {
  renderPage(job).then(
    (jpeg) => parentPort.postMessage({ id, jpeg: jpeg && new Uint8Array(jpeg) }),
    (error) => parentPort.postMessage({ id, failed: String((error && error.message) || error) }),
  );
});
`;

type Reply = { id: number; jpeg: Uint8Array | null } | { id: number; failed: string };

/** Why there is no picture: the kind has none, the drawing failed, or it ran past its budget. */
export type PictureOutcome = { ok: true; jpeg: Buffer } | { ok: false; why: "none" | "failed" | "overBudget" };

export class PictureWorker {
  private worker: Worker | null = null;
  private turns: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private idle: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly budgetMs = 20_000,
    private readonly heapMb = 512,
    private readonly idleMs = 30_000,
  ) {}

  /** Draws the page after the jobs before it. */
  draw(job: PictureJob): Promise<PictureOutcome> {
    const turn = this.turns.then(() => this.drawNow(job));
    this.turns = turn.catch(() => undefined);
    return turn;
  }

  close(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(BOOT, { eval: true, resourceLimits: { maxOldGenerationSizeMb: this.heapMb } });
    worker.unref(); // an idle thread must not keep a test or the emulator's process alive
    this.worker = worker;
    return worker;
  }

  private drawNow(job: PictureJob): Promise<PictureOutcome> {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    return new Promise((resolve) => {
      const id = this.nextId++;
      const worker = this.thread();
      let done = false;
      const finish = (outcome: PictureOutcome, end: boolean): void => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("error", onFailure);
        worker.off("exit", onFailure);
        if (end && this.worker === worker) this.close();
        else {
          this.idle = setTimeout(() => this.close(), this.idleMs);
          this.idle.unref();
        }
        resolve(outcome);
      };
      const onMessage = (reply: Reply): void => {
        if (reply.id !== id) return;
        if ("failed" in reply) finish({ ok: false, why: "failed" }, false);
        else finish(reply.jpeg ? { ok: true, jpeg: Buffer.from(reply.jpeg) } : { ok: false, why: "none" }, false);
      };
      const onFailure = (): void => finish({ ok: false, why: "failed" }, true);
      const timer = setTimeout(() => finish({ ok: false, why: "overBudget" }, true), this.budgetMs);
      worker.on("message", onMessage);
      worker.on("error", onFailure);
      worker.on("exit", onFailure);
      worker.postMessage({ id, job: { ...job, bytes: new Uint8Array(job.bytes) } });
    });
  }
}

// A worker that answers one job at a time, each under a time budget (issue 32): a job past its budget is
// abandoned and the worker ended (terminate(): whatever it was parsing, decoding or allocating stops at
// once), and the next job starts a new worker. A worker that crashes (out of memory, an uncaught error)
// answers "failed" the same way. An idle worker is ended too, so a file's memory is not kept. Independent of
// where the worker runs: a browser Worker (spawnWorker.ts) or, in tests and the bench, a Node worker thread.
// No React, no Office.
import type { JobMessage, PagesAnswer, PagesJob, ReplyMessage } from "./jobs";

/** One worker, however it is made: send a job, hear replies and failures, end it. */
export interface WorkerPort {
  post(message: JobMessage, transfer: Transferable[]): void;
  /** Listens for replies and for the worker failing (an error it did not catch, running out of memory, exiting). */
  listen(onReply: (reply: ReplyMessage) => void, onFailure: (why: string) => void): void;
  terminate(): void;
}

export type Outcome = { ok: true; answer: PagesAnswer } | { ok: false; why: "overBudget" | "failed" | "aborted" };

/** The longest a new worker may take to load and take its first job (its script, on a slow device): then "failed". */
export const WORKER_START_MS = 30_000;

interface Pending {
  id: number;
  started: () => void;
  finish: (outcome: Outcome, end: boolean) => void;
}

export class BudgetedWorker {
  private port: WorkerPort | null = null;
  private pending: Pending | null = null;
  private turns: Promise<unknown> = Promise.resolve();
  private idle: ReturnType<typeof setTimeout> | null = null;
  private nextId = 1;

  constructor(
    private readonly spawn: () => WorkerPort,
    private readonly idleMs = 30_000,
  ) {}

  /** Runs `job` after the jobs before it, within `budgetMs` from when the worker gets it. */
  run(job: PagesJob, transfer: Transferable[], budgetMs: number, signal?: AbortSignal): Promise<Outcome> {
    const turn = this.turns.then(() => (signal?.aborted ? ({ ok: false, why: "aborted" } as const) : this.runNow(job, transfer, budgetMs)));
    this.turns = turn.catch(() => undefined);
    return turn;
  }

  /** Ends the worker now (a job running answers "aborted"). */
  close(): void {
    this.pending?.finish({ ok: false, why: "aborted" }, true);
    this.end();
  }

  private runNow(job: PagesJob, transfer: Transferable[], budgetMs: number): Promise<Outcome> {
    if (this.idle !== null) clearTimeout(this.idle);
    this.idle = null;
    return new Promise<Outcome>((resolve) => {
      const id = this.nextId++;
      let done = false;
      // Until the worker says it started the job, the time is the worker's own start; then the job's budget.
      let timer = setTimeout(() => finish({ ok: false, why: "failed" }, true), WORKER_START_MS);
      const started = (): void => {
        clearTimeout(timer);
        timer = setTimeout(() => finish({ ok: false, why: "overBudget" }, true), budgetMs);
      };
      const finish = (outcome: Outcome, end: boolean): void => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        this.pending = null;
        if (end) this.end();
        else this.idleLater();
        resolve(outcome);
      };
      this.pending = { id, started, finish };
      try {
        this.portNow().post({ id, job }, transfer);
      } catch {
        finish({ ok: false, why: "failed" }, true);
      }
    });
  }

  private portNow(): WorkerPort {
    if (this.port) return this.port;
    const port = this.spawn();
    port.listen(
      (reply) => {
        if (this.port !== port || reply.id !== this.pending?.id) return;
        if ("started" in reply) return this.pending.started();
        this.pending.finish("answer" in reply ? { ok: true, answer: reply.answer } : { ok: false, why: "failed" }, !("answer" in reply));
      },
      () => {
        if (this.port === port) this.pending?.finish({ ok: false, why: "failed" }, true);
      },
    );
    this.port = port;
    return port;
  }

  private end(): void {
    const port = this.port;
    this.port = null;
    if (this.idle !== null) clearTimeout(this.idle);
    this.idle = null;
    port?.terminate();
  }

  private idleLater(): void {
    this.idle = setTimeout(() => this.end(), this.idleMs);
    // In Node (tests, bench), an idle worker's timer must not keep the process alive.
    (this.idle as { unref?: () => void }).unref?.();
  }
}

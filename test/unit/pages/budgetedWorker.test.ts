// The pages worker's budget (issue 32): a job past its time is abandoned and its worker ended, the next job
// gets a new worker; a crash answers "failed"; an idle worker is ended; a job whose caller gave up never starts.
// First with a port the test drives (fake timers: no wall clock), then with a real Node worker thread running
// the job code, ended in the middle of inflating a gigabyte.
import { spawnNodePagesWorker } from "../../../dev/pagesWorker/nodePort";
import { objectStreamBomb, smallTiff } from "../../../dev/pagesWorker/hostileFiles";
import { BudgetedWorker, WORKER_START_MS, type WorkerPort } from "../../../src/pages/worker/budgetedWorker";
import type { JobMessage, PagesJob, ReplyMessage } from "../../../src/pages/worker/jobs";

interface FakeWorker {
  posted: JobMessage[];
  terminated: boolean;
  reply(answer: ReplyMessage): void;
  crash(): void;
}

/** The worker takes its latest job (its budget starts) and answers it later with `reply`. */
const start = (fake: FakeWorker): void => fake.reply({ id: fake.posted[fake.posted.length - 1]!.id, started: true });

function fakeSpawner(): { spawn: () => WorkerPort; made: FakeWorker[] } {
  const made: FakeWorker[] = [];
  const spawn = (): WorkerPort => {
    let onReply: (reply: ReplyMessage) => void = () => undefined;
    let onFailure: (why: string) => void = () => undefined;
    const fake: FakeWorker = { posted: [], terminated: false, reply: (r) => onReply(r), crash: () => onFailure("out of memory") };
    made.push(fake);
    return {
      post: (message) => fake.posted.push(message),
      listen: (reply, failure) => {
        onReply = reply;
        onFailure = failure;
      },
      terminate: () => {
        fake.terminated = true;
      },
    };
  };
  return { spawn, made };
}

const job = (): PagesJob => ({ job: "inspect", format: "tiff", bytes: new Uint8Array(8) });
const answer = { job: "inspect", info: { kind: "pages", format: "tiff", count: 2 } } as const;

describe("with a port the test drives", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("an answer within the budget; the worker is kept for the next job, then ended when idle", async () => {
    const { spawn, made } = fakeSpawner();
    const worker = new BudgetedWorker(spawn, 30_000);
    const first = worker.run(job(), [], 1000);
    await jest.advanceTimersByTimeAsync(0);
    made[0]!.reply({ id: made[0]!.posted[0]!.id, answer });
    await expect(first).resolves.toEqual({ ok: true, answer });
    const second = worker.run(job(), [], 1000);
    await jest.advanceTimersByTimeAsync(0);
    expect(made).toHaveLength(1);
    made[0]!.reply({ id: made[0]!.posted[1]!.id, answer });
    await expect(second).resolves.toMatchObject({ ok: true });
    expect(made[0]!.terminated).toBe(false);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(made[0]!.terminated).toBe(true);
  });

  test("past the budget: 'overBudget', the worker ended, a late answer ignored, the next job on a new worker", async () => {
    const { spawn, made } = fakeSpawner();
    const worker = new BudgetedWorker(spawn);
    const stuck = worker.run(job(), [], 4000);
    const next = worker.run(job(), [], 4000);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(made[0]!.terminated).toBe(false); // its worker still starting: not the file's time yet
    start(made[0]!);
    await jest.advanceTimersByTimeAsync(3999);
    expect(made[0]!.terminated).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(stuck).resolves.toEqual({ ok: false, why: "overBudget" });
    expect(made[0]!.terminated).toBe(true);
    made[0]!.reply({ id: made[0]!.posted[0]!.id, answer });
    await jest.advanceTimersByTimeAsync(0);
    expect(made).toHaveLength(2);
    made[1]!.reply({ id: made[1]!.posted[0]!.id, answer });
    await expect(next).resolves.toEqual({ ok: true, answer });
  });

  test("a worker that crashes answers 'failed' and is replaced", async () => {
    const { spawn, made } = fakeSpawner();
    const worker = new BudgetedWorker(spawn);
    const crashed = worker.run(job(), [], 4000);
    await jest.advanceTimersByTimeAsync(0);
    made[0]!.crash();
    await expect(crashed).resolves.toEqual({ ok: false, why: "failed" });
    expect(made[0]!.terminated).toBe(true);
    const next = worker.run(job(), [], 4000);
    await jest.advanceTimersByTimeAsync(0);
    made[1]!.reply({ id: made[1]!.posted[0]!.id, failed: "TypeError" });
    await expect(next).resolves.toEqual({ ok: false, why: "failed" });
  });

  test("a job whose caller gave up before its turn never reaches the worker", async () => {
    const { spawn, made } = fakeSpawner();
    const worker = new BudgetedWorker(spawn);
    const first = worker.run(job(), [], 4000);
    const abort = new AbortController();
    const second = worker.run(job(), [], 4000, abort.signal);
    abort.abort();
    await jest.advanceTimersByTimeAsync(0);
    made[0]!.reply({ id: made[0]!.posted[0]!.id, answer });
    await first;
    await expect(second).resolves.toEqual({ ok: false, why: "aborted" });
    expect(made[0]!.posted).toHaveLength(1);
  });

  test("a worker that never takes its job answers 'failed' once the start time is over", async () => {
    const { spawn, made } = fakeSpawner();
    const worker = new BudgetedWorker(spawn);
    const outcome = worker.run(job(), [], 4000);
    await jest.advanceTimersByTimeAsync(WORKER_START_MS);
    await expect(outcome).resolves.toEqual({ ok: false, why: "failed" });
    expect(made[0]!.terminated).toBe(true);
  });

  test("a worker that cannot be started answers 'failed'", async () => {
    const worker = new BudgetedWorker(() => {
      throw new Error("Workers are not allowed here");
    });
    const outcome = worker.run(job(), [], 4000);
    await jest.advanceTimersByTimeAsync(0);
    await expect(outcome).resolves.toEqual({ ok: false, why: "failed" });
  });
});

describe("with a Node worker thread", () => {
  test("inflating a gigabyte is ended at its budget; the next file is read by a new worker", async () => {
    const spawned: WorkerPort[] = [];
    const worker = new BudgetedWorker(() => {
      const port = spawnNodePagesWorker();
      spawned.push(port);
      return port;
    });
    const bomb = objectStreamBomb(1024 * 1024 * 1024);
    const stuck = await worker.run({ job: "inspect", format: "pdf", bytes: bomb }, [], 1500);
    expect(stuck).toEqual({ ok: false, why: "overBudget" });
    const next = await worker.run({ job: "inspect", format: "tiff", bytes: smallTiff(3) }, [], 60_000);
    expect(next).toEqual({ ok: true, answer: { job: "inspect", info: { kind: "pages", format: "tiff", count: 3 } } });
    expect(spawned).toHaveLength(2);
    worker.close();
  }, 90_000);
});

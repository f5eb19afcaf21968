// The request scheduler with fake timers: pacing (even spacing, bursts, slow responses), order (priority,
// first come first served, aging, tickets), pauses after a 429, cancellation.
import { ServiceError } from "../../../src/api/errors";
import { RequestScheduler, type SchedulerOptions } from "../../../src/api/scheduler";

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

/** Runs `count` instant requests at once; resolves with the time each one was sent. */
function burstOf(scheduler: RequestScheduler, count: number): Array<Promise<number>> {
  return Array.from({ length: count }, () => scheduler.run(async () => Date.now()));
}

async function settle<T>(promises: Array<Promise<T>>, ms = 20_000): Promise<T[]> {
  await jest.advanceTimersByTimeAsync(ms);
  return Promise.all(promises);
}

const make = (options: SchedulerOptions = {}): RequestScheduler => new RequestScheduler(options);

describe("pacing", () => {
  test("by default, 2 requests/second evenly spaced (500 ms plus a 10 ms margin)", async () => {
    expect(await settle(burstOf(make(), 5))).toEqual([0, 510, 1020, 1530, 2040]);
  });

  test("a burst lets that many go back to back, then keeps to the window", async () => {
    expect(await settle(burstOf(make({ requestsPerSecond: 2, burst: 2 }), 5))).toEqual([0, 0, 1010, 1010, 2020]);
  });

  test("the rate and margin are configurable", async () => {
    expect(await settle(burstOf(make({ requestsPerSecond: 10, marginMs: 0 }), 4))).toEqual([0, 100, 200, 300]);
  });

  test("a slot is held until the response, but no longer than the arrival allowance", async () => {
    const scheduler = make({ arrivalAllowanceMs: 250 });
    const sent: number[] = [];
    const slow = (ms: number) => () =>
      new Promise<void>((resolve) => {
        sent.push(Date.now());
        setTimeout(resolve, ms);
      });
    const all = [scheduler.run(slow(100)), scheduler.run(slow(5000)), scheduler.run(slow(0))];
    await settle(all);
    // 100 ms response -> next at 100 + 510; a 5 s one counts as arrived 250 ms after sending.
    expect(sent).toEqual([0, 610, 610 + 250 + 510]);
  });

  // Issue 20 (found by the soak): a request whose token had to be refreshed first (under the panes' refresh
  // lock, for seconds with short-lived tokens) counted as sent when its turn came, so the next one left a
  // moment after it really did. It counts from when it leaves.
  test("a request counts from when it leaves, not from when its turn came", async () => {
    const scheduler = make({ arrivalAllowanceMs: 1000 });
    const sent: number[] = [];
    const refreshingFirst = scheduler.run(async (leaving) => {
      await new Promise((r) => setTimeout(r, 1_500)); // the token is refreshed
      leaving();
      sent.push(Date.now());
      await new Promise((r) => setTimeout(r, 10));
    });
    const next = scheduler.run(async () => void sent.push(Date.now()));
    await settle([refreshingFirst, next]);
    expect(sent).toEqual([1_500, 1_510 + 510]);
  });

  test("a response that comes early frees the line early", async () => {
    const scheduler = make({ arrivalAllowanceMs: 1000 });
    const sent: number[] = [];
    let finish: () => void = () => undefined;
    const first = scheduler.run(
      () =>
        new Promise<void>((resolve) => {
          sent.push(Date.now());
          finish = resolve;
        }),
    );
    const second = scheduler.run(async () => void sent.push(Date.now()));
    await jest.advanceTimersByTimeAsync(50);
    finish();
    await settle([first, second]);
    expect(sent).toEqual([0, 560]);
  });

  test("setPacing changes the pace and refuses nonsense", async () => {
    const scheduler = make();
    scheduler.setPacing({ requestsPerSecond: 4 });
    expect(scheduler.pacing).toEqual({ requestsPerSecond: 4, burst: 1 });
    expect(await settle(burstOf(scheduler, 3))).toEqual([0, 260, 520]);
    expect(() => scheduler.setPacing({ requestsPerSecond: 0 })).toThrow(RangeError);
    expect(() => scheduler.setPacing({ burst: 1.5 })).toThrow(RangeError);
  });

  test("a failing request still takes its slot, and its error reaches the caller", async () => {
    const scheduler = make();
    const failing = scheduler
      .run(async () => {
        throw new Error("boom");
      })
      .catch((error: unknown) => error);
    const after = scheduler.run(async () => Date.now());
    const throwing = scheduler
      .run((): Promise<number> => {
        throw new Error("sync boom");
      })
      .catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(2000);
    expect(await failing).toEqual(new Error("boom"));
    await expect(after).resolves.toBe(510);
    expect(await throwing).toEqual(new Error("sync boom"));
    expect(scheduler.stats()).toMatchObject({ queued: 0, inFlight: 0, sent: 3 });
  });
});

describe("order", () => {
  test("interactive before normal before background; first come, first served within each", async () => {
    const scheduler = make();
    const order: string[] = [];
    const job = (name: string) => async () => void order.push(name);
    const all = [
      scheduler.run(job("first")), // leaves at once
      scheduler.run(job("bg1"), { priority: "background" }),
      scheduler.run(job("n1")),
      scheduler.run(job("i1"), { priority: "interactive" }),
      scheduler.run(job("n2"), { priority: "normal" }),
      scheduler.run(job("i2"), { priority: "interactive" }),
      scheduler.run(job("bg2"), { priority: "background" }),
    ];
    await settle(all);
    expect(order).toEqual(["first", "i1", "i2", "n1", "n2", "bg1", "bg2"]);
  });

  test("a background request that has waited overtakes newer normal ones (no starvation)", async () => {
    const scheduler = make({ agingMs: 1000 });
    let backgroundAt = -1;
    const blocker = scheduler.run(async () => undefined);
    const background = scheduler.run(async () => void (backgroundAt = Date.now()), { priority: "background" });
    // A steady stream of user actions, always one waiting.
    const stream: Array<Promise<void>> = [];
    for (let t = 0; t < 5000; t += 250) {
      stream.push(scheduler.run(async () => undefined));
      await jest.advanceTimersByTimeAsync(250);
    }
    await settle([blocker, background, ...stream]);
    expect(backgroundAt).toBeGreaterThan(0);
    expect(backgroundAt).toBeLessThanOrEqual(2100);
  });

  test("a retry with its ticket keeps its place in line", async () => {
    const scheduler = make();
    const order: string[] = [];
    const job = (name: string) => async () => void order.push(name);
    const ticket = scheduler.ticket();
    const all = [scheduler.run(job("blocker")), scheduler.run(job("later-1")), scheduler.run(job("later-2"))];
    all.push(scheduler.run(job("retry"), { ticket }));
    await settle(all);
    expect(order).toEqual(["blocker", "retry", "later-1", "later-2"]);
  });
});

describe("pauses and cancellation", () => {
  test("pauseFor holds every request, and a shorter pause never shortens a longer one", async () => {
    const scheduler = make();
    scheduler.pauseFor(2000);
    scheduler.pauseFor(500);
    expect(scheduler.stats().pausedUntil).toBe(2000);
    expect(await settle(burstOf(scheduler, 3))).toEqual([2000, 2510, 3020]);
    expect(scheduler.stats().pausedUntil).toBe(0);
  });

  test("a request cancelled while waiting is rejected with 'aborted' and never sent; the rest go on", async () => {
    const scheduler = make();
    const sent: string[] = [];
    const abort = new AbortController();
    const first = scheduler.run(async () => void sent.push("first"));
    const cancelled = scheduler.run(async () => void sent.push("cancelled"), { signal: abort.signal });
    const third = scheduler.run(async () => Date.now());
    abort.abort();
    await expect(cancelled).rejects.toMatchObject({ kind: "aborted" });
    await expect(cancelled).rejects.toBeInstanceOf(ServiceError);
    await settle([first, third]);
    expect(sent).toEqual(["first"]);
    await expect(third).resolves.toBe(510);
    expect(scheduler.stats().queued).toBe(0);
  });

  test("an already aborted signal is refused at once", async () => {
    const scheduler = make();
    const send = jest.fn(async () => undefined);
    await expect(scheduler.run(send, { signal: AbortSignal.abort() })).rejects.toMatchObject({ kind: "aborted" });
    expect(send).not.toHaveBeenCalled();
  });

  test("stats count what waits, what is in flight and what was sent", async () => {
    const scheduler = make();
    let finish: () => void = () => undefined;
    const pending = scheduler.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const waiting = scheduler.run(async () => undefined);
    expect(scheduler.stats()).toEqual({ queued: 1, inFlight: 1, sent: 1, pausedUntil: 0 });
    finish();
    await settle([pending, waiting]);
    expect(scheduler.stats()).toEqual({ queued: 0, inFlight: 0, sent: 2, pausedUntil: 0 });
  });
});

// A clock that stands still while timers run as usual (issue 32 item 7): the views word times relative to now
// ("4 seconds ago"), and on a busy machine seconds pass between a test's reading of the clock and the views'.
// `holdClock()` in a beforeEach (with `jest.useRealTimers()` after) fixes Date at `at` for the test.

/** Everything jest can fake except Date. */
const TIMERS = [
  "hrtime",
  "nextTick",
  "performance",
  "queueMicrotask",
  "requestAnimationFrame",
  "cancelAnimationFrame",
  "requestIdleCallback",
  "cancelIdleCallback",
  "setImmediate",
  "clearImmediate",
  "setInterval",
  "clearInterval",
  "setTimeout",
  "clearTimeout",
] as const;

export function holdClock(at: number = Date.now()): void {
  jest.useFakeTimers({ now: at, doNotFake: [...TIMERS] });
}

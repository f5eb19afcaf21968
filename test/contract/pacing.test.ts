// Contract: the scheduler against the emulator at the spec's real limit (2 requests/second per account).
// 20 concurrent calls cause no 429; a forced 429 (a storm from the control API, or a second client using
// up the budget) is waited out for Retry-After and retried. Slow by nature (about 13 s): the point is pacing.
import { ServiceClient } from "../../src/api/client";
import { staticToken } from "../../src/api/credentials";
import { control, png, requestLog, reset, startFastEmulator, type Emulator } from "./helpers";

let emu: Emulator;
beforeAll(async () => {
  emu = await startFastEmulator({ rateLimit: 2 });
});
afterAll(() => emu.close());
beforeEach(() => reset(emu));

/** A client as the add-in makes it: default pacing (2 requests/second). */
const defaultClient = (token = "dev-token"): ServiceClient => new ServiceClient({ baseUrl: emu.baseUrl, credentials: staticToken(token) });

/** Largest number of requests the emulator received within any one-second window. */
function busiestSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && (sorted[j + 1] ?? Infinity) - (sorted[i] ?? 0) < 1000) j++;
    most = Math.max(most, j - i + 1);
  }
  return most;
}

test("20 concurrent calls at 2 requests/second: no 429, and no slower than the limit needs", async () => {
  const client = defaultClient();
  const started = Date.now();
  const calls = Array.from({ length: 20 }, (_, i) => {
    switch (i % 5) {
      case 0:
        return client.getCurrentUser();
      case 1:
        return client.listDocuments({ perPage: 5 });
      case 2:
        return client.listExtractors({ priority: "background" });
      case 3:
        return client.listTranslationLanguages({ priority: "interactive" });
      default:
        return client.uploadDocument({ action: "transcribe", file: png(i), fileName: `page-${i}.png` });
    }
  });
  const results = await Promise.allSettled(calls);
  const elapsed = Date.now() - started;

  expect(results.filter((r) => r.status === "rejected")).toEqual([]);
  const { counters, requests } = await requestLog(emu);
  expect({ ...counters, elapsed }).toMatchObject({ requests: 20, rateLimited: 0, injected429: 0 });
  expect(counters?.byStatus["429"]).toBeUndefined();
  expect(busiestSecond(requests.map((r) => Date.parse(r.at)))).toBeLessThanOrEqual(2);
  // 20 requests evenly spaced at 2/s take 9.5 s; allow for the safety margin and response times (which add
  // to the spacing: a request counts from its response) on a loaded machine.
  expect(elapsed).toBeGreaterThanOrEqual(9000);
  expect(elapsed).toBeLessThan(14_000);
}, 30_000);

test("a forced 429 (a storm) is waited out for Retry-After and retried, holding every other call too", async () => {
  const client = defaultClient();
  await control(emu, "/faults", "POST", { storm_ms: 600 });
  const started = Date.now();
  const [user, extractors, languages] = await Promise.all([
    client.getCurrentUser(),
    client.listExtractors(),
    client.listTranslationLanguages(),
  ]);
  const elapsed = Date.now() - started;
  expect(user.name).toBe("Dev User");
  expect(extractors).toHaveLength(3);
  expect(languages.length).toBeGreaterThan(0);
  const { counters, requests } = await requestLog(emu);
  // One 429 was enough: the scheduler held the two other calls instead of letting them hit the storm.
  expect(counters).toMatchObject({ injected429: 1, rateLimited: 0, requests: 4 });
  expect(requests.map((r) => r.status)).toEqual([429, 200, 200, 200]);
  expect(elapsed).toBeGreaterThanOrEqual(1000); // Retry-After was 1 s (the storm's rest, rounded up)
}, 15_000);

test("a 429 caused by someone else using the account's budget is waited out and retried", async () => {
  // Another program (or another add-in instance) spends this second's budget behind our scheduler's back.
  for (let i = 0; i < 2; i++) {
    await fetch(`${emu.baseUrl}/users/me`, { headers: { Authorization: "Bearer dev-token", Accept: "application/json" } });
  }
  const client = defaultClient();
  await expect(client.listExtractors()).resolves.toHaveLength(3);
  const { counters, requests } = await requestLog(emu);
  expect(counters?.rateLimited).toBe(1);
  expect(requests.map((r) => r.status)).toEqual([200, 200, 429, 200]);
}, 15_000);

// Loading policy.json into the page's handle: the last good copy while the fetch is on its way and when it
// fails, a 404 as "no policy" (forgetting the copy), a broken file never as "no policy".
import { MemoryStorage } from "../../../../src/storage/memoryStorage";
import { PolicyHandle, type PolicyState } from "../../../../src/work/policy/pagePolicy";
import { policyCacheKey } from "../../../../src/work/policy/policyCache";
import { loadPolicy, type PolicyLoadOptions } from "../../../../src/work/policy/policySource";

const URL = "https://addins.contoso.test/transcribe/policy.json";
const FINANCE = JSON.stringify({ topUp: { value: false, locked: true } });
const TOKENS_ONLY = JSON.stringify({ signInMethods: { value: ["apiToken"], locked: true } });

function response(status: number, body = ""): Response {
  return { status, ok: status >= 200 && status < 300, text: async () => body } as Response;
}

function cached(storage: MemoryStorage, text: string, savedAt = 1000): void {
  storage.setItem(policyCacheKey(URL), JSON.stringify({ text, savedAt }));
}

/** Loads with `answer` as the host's answer; returns every state the handle went through. */
async function load(
  storage: MemoryStorage,
  answer: PolicyLoadOptions["fetch"],
  extra: Partial<PolicyLoadOptions> = {},
): Promise<PolicyState[]> {
  const handle = new PolicyHandle();
  const seen: PolicyState[] = [];
  handle.subscribe(() => seen.push(handle.current()));
  await loadPolicy(handle, { url: URL, storage, fetch: answer, now: () => 5000, ...extra });
  await expect(handle.ready()).resolves.toBe(seen[seen.length - 1]);
  return seen;
}

describe("loadPolicy", () => {
  it("applies a fresh file and keeps it as the last good copy", async () => {
    const storage = new MemoryStorage();
    const states = await load(storage, async () => response(200, FINANCE));
    expect(states).toHaveLength(1);
    expect(states[0]).toMatchObject({
      origin: "file",
      settled: true,
      problem: null,
      fetchedAt: 5000,
      settings: { topUp: { value: false } },
    });
    expect(JSON.parse(storage.getItem(policyCacheKey(URL)) ?? "null")).toEqual({ text: FINANCE, savedAt: 5000 });
  });

  it("applies the last good copy while the fetch is on its way, then the fresh file", async () => {
    const storage = new MemoryStorage();
    cached(storage, TOKENS_ONLY);
    const states = await load(storage, async () => response(200, FINANCE));
    expect(states.map((s) => [s.origin, s.settled])).toEqual([
      ["lastGood", false],
      ["file", true],
    ]);
    expect(states[0]?.settings.signInMethods?.value).toEqual(["apiToken"]);
    expect(states[1]?.settings.signInMethods).toBeUndefined();
  });

  it("goes on applying the last good copy when the file cannot be fetched (network, server error, no answer in time)", async () => {
    jest.useFakeTimers();
    try {
      const answers: Array<PolicyLoadOptions["fetch"]> = [
        async () => Promise.reject(new TypeError("Failed to fetch")),
        async () => response(503),
        (_u: string, init: RequestInit) =>
          new Promise<Response>((_, reject) => {
            init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
            jest.advanceTimersByTime(8000);
          }),
      ];
      for (const answer of answers) {
        const storage = new MemoryStorage();
        cached(storage, FINANCE, 1234);
        const states = await load(storage, answer);
        expect(states[states.length - 1]).toMatchObject({
          origin: "lastGood",
          problem: "unreachable",
          fetchedAt: 1234,
          settings: { topUp: { value: false } },
        });
      }
    } finally {
      jest.useRealTimers();
    }
  });

  it("without a copy, a policy server that errs fails closed on security settings only (issue 32 item 5)", async () => {
    jest.useFakeTimers();
    try {
      const answers: Array<PolicyLoadOptions["fetch"]> = [
        async () => response(500),
        async () => response(503),
        async () => response(403),
        async () => Promise.reject(new TypeError("offline")),
        (_u: string, init: RequestInit) =>
          new Promise<Response>((_, reject) => {
            init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
            jest.advanceTimersByTime(8000);
          }),
      ];
      for (const answer of answers) {
        const states = await load(new MemoryStorage(), answer);
        const last = states[states.length - 1]!;
        expect(last).toMatchObject({ origin: "restrictive", problem: "unreachable", settled: true });
        // A policy that forbids pasting an API token still forbids it; nor top-up, nor Microsoft 365 files.
        // Each marked as the fallback it is, so that the pane says the policy could not be read (not "set by").
        expect(last.settings).toEqual({
          signInMethods: { value: ["oauth"], locked: true, fallback: true },
          topUp: { value: false, locked: true, fallback: true },
          microsoft365Sources: { value: false, locked: true, fallback: true },
        });
      }
    } finally {
      jest.useRealTimers();
    }
  });

  it("a 404 means no policy: the earlier copy is forgotten", async () => {
    const storage = new MemoryStorage();
    cached(storage, FINANCE);
    const states = await load(storage, async () => response(404));
    expect(states[states.length - 1]).toMatchObject({ origin: "none", problem: null, settings: {} });
    expect(storage.getItem(policyCacheKey(URL))).toBeNull();
  });

  it("a file that is not JSON is never 'no policy': the last good copy, or else every setting at its most restrictive", async () => {
    const storage = new MemoryStorage();
    cached(storage, FINANCE);
    const withCopy = await load(storage, async () => response(200, '{ "topUp": '));
    expect(withCopy[withCopy.length - 1]).toMatchObject({ origin: "lastGood", problem: "unreadable" });
    expect(JSON.parse(storage.getItem(policyCacheKey(URL)) ?? "null")).toMatchObject({ text: FINANCE });

    const without = await load(new MemoryStorage(), async () => response(200, "<html>Not found</html>"));
    expect(without[without.length - 1]).toMatchObject({
      origin: "restrictive",
      problem: "unreadable",
      settings: { signInMethods: { value: ["oauth"] }, topUp: { value: false }, keepText: { value: true, locked: true } },
    });
  });

  it("asks the way the page's preload did (same-origin credentials), so the preloaded response is used", async () => {
    const fetch = jest.fn(async () => response(404));
    await load(new MemoryStorage(), fetch);
    expect(fetch).toHaveBeenCalledWith(URL, expect.objectContaining({ credentials: "same-origin" }));
  });

  it("works without storage (refused): the fresh file applies, nothing is kept", async () => {
    const handle = new PolicyHandle();
    await loadPolicy(handle, { url: URL, storage: null, fetch: async () => response(200, FINANCE) });
    expect(handle.current()).toMatchObject({ origin: "file", settings: { topUp: { value: false } } });
  });
});

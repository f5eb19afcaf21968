// Fault injection: per request (X-Emulator-Fault header or _fault query) and by rate (environment or
// POST /_emulator/faults): latency, 5xx before or after the work, dropped connections, 429s and storms,
// tokens that expire early. Also the spec's 500 rows, which only faults can produce.
import { configFromEnv } from "../../dev/emulator/index";
import { oauthTokens, png, startHarness, type Harness, type Json } from "./helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
beforeEach(() => h.services.reset());

const fault = (spec: string): Record<string, string> => ({ "X-Emulator-Fault": spec });

async function total(): Promise<number> {
  return (await h.json("/documents")).body.total as number;
}

async function balance(): Promise<number> {
  return (await h.json("/users/me")).body.balance as number;
}

describe("per-request faults (X-Emulator-Fault)", () => {
  test("500 on upload: the spec's 'file storage or processing failed', nothing stored or charged", async () => {
    const r = await h.upload({ action: "transcribe" }, png(), "dev-token", fault("500"));
    expect(r.status).toBe(500);
    expect(r.body).toMatchObject({ code: "storage_failed", message: expect.any(String) });
    expect(await total()).toBe(0);
    expect(await balance()).toBe(1000);
  });

  test("500-after on upload: the document exists although the client saw 500 (an unknown outcome)", async () => {
    const r = await h.upload({ action: "transcribe" }, png("maybe.png"), "dev-token", fault("500-after"));
    expect(r.status).toBe(500);
    expect(await total()).toBe(1);
    expect(await balance()).toBe(999);
  });

  test("drop: the connection ends without an answer and nothing is stored", async () => {
    await expect(h.upload({ action: "transcribe" }, png(), "dev-token", fault("drop"))).rejects.toThrow();
    expect(await total()).toBe(0);
  });

  test("drop-after: the connection ends without an answer but the upload happened", async () => {
    await expect(h.upload({ action: "transcribe" }, png(), "dev-token", fault("drop-after"))).rejects.toThrow();
    expect(await total()).toBe(1);
  });

  test("the spec's 500 for the result endpoint and for delete", async () => {
    const id = await h.uploaded({ action: "transcribe" }, png());
    h.finishProcessing();
    const download = await h.json(`/documents/${id}.docx`, { headers: fault("500") });
    expect(download.status).toBe(500);
    expect(download.body.code).toBe("download_failed");
    const del = await h.json(`/documents/${id}`, { method: "DELETE", headers: fault("500") });
    expect(del.status).toBe(500);
    expect(del.body.code).toBe("delete_failed");
    expect((await h.api(`/documents/${id}`)).status).toBe(200);
  });

  test("any 5xx status can be asked for", async () => {
    const r = await h.json("/documents", { headers: fault("503") });
    expect(r.status).toBe(503);
    expect(r.body.code).toBe("internal_error");
  });

  test("latency=<ms> delays the answer", async () => {
    const started = Date.now();
    expect((await h.api("/users/me", { headers: fault("latency=150") })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(145);
  });

  test("latency: a client that gives up while waiting gets nothing done", async () => {
    const id = await h.uploaded({ action: "transcribe" }, png("keep-me.png"));
    const abandoned = fetch(`${h.base}/documents/${id}`, {
      method: "DELETE",
      headers: { Authorization: "Bearer dev-token", Accept: "application/json", ...fault("latency=600") },
      signal: AbortSignal.timeout(150),
    });
    await expect(abandoned).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 900)); // past the latency: a late delete would have run by now
    expect([200, 202]).toContain((await h.api(`/documents/${id}`)).status);
  });

  test("429 and 429=<seconds>: an injected rate-limit answer, counted apart from real ones", async () => {
    const r = await h.json("/users/me", { headers: fault("429=7") });
    expect(r.status).toBe(429);
    expect(r.headers.get("retry-after")).toBe("7");
    expect(r.body.code).toBe("rate_limited");
    expect((await h.api("/users/me", { headers: fault("429") })).headers.get("retry-after")).toBe("1");
    const account = h.services.accounts.byApiToken("dev-token")!;
    const counters = ((await (await h.control("/requests")).json()) as { accounts: Record<string, Json> }).accounts[account.id];
    expect(counters).toMatchObject({ injected429: 2, rateLimited: 0 });
  });

  test("expire-token: an OAuth access token expires at once and stays expired; the refresh still works", async () => {
    const t = await oauthTokens(h);
    const r = await h.json("/users/me", { token: t.access_token, headers: fault("expire-token") });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe("token_expired");
    expect((await h.api("/users/me", { token: t.access_token })).status).toBe(401);
    const refreshed = await fetch(`${h.origin}/oauth/token`, {
      method: "POST",
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: t.refresh_token, client_id: "office-addin-dev" }),
    });
    expect(refreshed.status).toBe(200);
  });

  test("expire-token with an API token (which never expires) fails that one request", async () => {
    expect((await h.json("/users/me", { headers: fault("expire-token") })).status).toBe(401);
    expect((await h.api("/users/me")).status).toBe(200);
  });

  test("several faults at once, and the _fault query parameter", async () => {
    const started = Date.now();
    const r = await h.api("/users/me?_fault=latency%3D60,502");
    expect(r.status).toBe(502);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  test("an unknown fault is a 400 that names the valid ones", async () => {
    const r = await h.json("/users/me", { headers: fault("explode") });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: "invalid_fault", message: expect.stringContaining("drop-after") });
  });

  test("the token endpoint honours the header too", async () => {
    const body = new URLSearchParams({ grant_type: "refresh_token", refresh_token: "x", client_id: "office-addin-dev" });
    const r = await fetch(`${h.origin}/oauth/token`, { method: "POST", headers: fault("503"), body });
    expect(r.status).toBe(503);
    await expect(fetch(`${h.origin}/oauth/token`, { method: "POST", headers: fault("drop"), body })).rejects.toThrow();
  });
});

describe("rate-based faults (environment or POST /_emulator/faults)", () => {
  test("fail_rate 1: every request 500", async () => {
    await h.control("/faults", "POST", { fail_rate: 1 });
    expect((await h.api("/users/me")).status).toBe(500);
    expect((await h.api("/extractors")).status).toBe(500);
  });

  test("fail_rate 0.5 hits about half, the same requests on every run (seeded)", async () => {
    const run = async (): Promise<number[]> => {
      h.services.reset();
      await h.control("/faults", "POST", { fail_rate: 0.5 });
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await h.api("/users/me")).status);
      return statuses;
    };
    const first = await run();
    const failures = first.filter((s) => s === 500).length;
    expect(failures).toBeGreaterThan(8);
    expect(failures).toBeLessThan(32);
    expect(await run()).toEqual(first);
  });

  test("fault_timing after: uploads are stored although answered 500", async () => {
    await h.control("/faults", "POST", { fail_rate: 1, fault_timing: "after" });
    expect((await h.upload({ action: "transcribe" }, png())).status).toBe(500);
    await h.control("/faults", "POST", { fail_rate: 0 });
    expect(await total()).toBe(1);
  });

  test("drop_rate 1: every connection dropped", async () => {
    await h.control("/faults", "POST", { drop_rate: 1 });
    await expect(h.api("/users/me")).rejects.toThrow();
  });

  test("rate_429 1: every request 429", async () => {
    await h.control("/faults", "POST", { rate_429: 1 });
    const r = await h.api("/users/me");
    expect(r.status).toBe(429);
    expect(r.headers.get("retry-after")).toBe("1");
  });

  test("latency_ms delays every request", async () => {
    await h.control("/faults", "POST", { latency_ms: 120 });
    const started = Date.now();
    await h.api("/users/me");
    expect(Date.now() - started).toBeGreaterThanOrEqual(115);
  });

  test("storm_ms: a 429 storm, Retry-After says when it ends", async () => {
    const r = await h.control("/faults", "POST", { storm_ms: 2500 });
    expect(((await r.json()) as Json).storm_until).toEqual(expect.any(String));
    const during = await h.api("/users/me");
    expect(during.status).toBe(429);
    expect(during.headers.get("retry-after")).toBe("3");
    h.advance(2000);
    expect((await h.api("/users/me")).headers.get("retry-after")).toBe("1");
    h.advance(500);
    expect((await h.api("/users/me")).status).toBe(200);
  });

  test("EMULATOR_429_STORM starts the emulator in a storm", async () => {
    const stormy = await startHarness({ stormMs: 1000 });
    try {
      expect((await stormy.api("/users/me")).status).toBe(429);
      stormy.advance(1000);
      expect((await stormy.api("/users/me")).status).toBe(200);
    } finally {
      await stormy.close();
    }
  });

  test("faults never touch the control API, and reset clears them", async () => {
    await h.control("/faults", "POST", { fail_rate: 1, drop_rate: 1 });
    expect((await h.control("/faults")).status).toBe(200);
    await h.control("/reset", "POST");
    expect((await h.api("/users/me")).status).toBe(200);
  });

  test("invalid fault settings are refused with 422", async () => {
    const r = await h.control("/faults", "POST", { fail_rate: 2, bogus: 1 });
    expect(r.status).toBe(422);
    expect(((await r.json()) as { errors: Json }).errors).toMatchObject({ fail_rate: expect.any(Array), bogus: expect.any(Array) });
  });

  test("EMULATOR_ACCESS_TOKEN_TTL makes OAuth tokens expire early", async () => {
    const short = await startHarness({ accessTokenTtlSeconds: 5 });
    try {
      const t = await oauthTokens(short);
      expect((await short.api("/users/me", { token: t.access_token })).status).toBe(200);
      short.advance(5000);
      expect((await short.json("/users/me", { token: t.access_token })).body.code).toBe("token_expired");
    } finally {
      await short.close();
    }
  });
});

test("the environment variables of every knob", () => {
  const c = configFromEnv({
    EMULATOR_LATENCY_MS: "250",
    EMULATOR_FAIL_RATE: "0.1",
    EMULATOR_DROP_RATE: "0.05",
    EMULATOR_429_RATE: "0.2",
    EMULATOR_429_STORM: "4000",
    EMULATOR_FAULT_TIMING: "random",
    EMULATOR_ACCESS_TOKEN_TTL: "30",
  });
  expect(c).toMatchObject({
    latencyMs: 250,
    failRate: 0.1,
    dropRate: 0.05,
    rate429: 0.2,
    stormMs: 4000,
    faultTiming: "random",
    accessTokenTtlSeconds: 30,
  });
  expect(() => configFromEnv({ EMULATOR_FAIL_RATE: "1.5" })).toThrow(/EMULATOR_FAIL_RATE/);
  expect(() => configFromEnv({ EMULATOR_FAULT_TIMING: "sometimes" })).toThrow(/EMULATOR_FAULT_TIMING/);
});

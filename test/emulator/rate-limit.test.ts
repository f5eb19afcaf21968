// The spec's limit: 2 requests per second per account, shared by all endpoints, with X-RateLimit-Limit and
// X-RateLimit-Remaining on every response and 429 + Retry-After (seconds) beyond it. The clock is frozen, so the
// one-second window is moved explicitly instead of slept through.
import { configFromEnv, DEFAULT_CONFIG } from "../../dev/emulator/index";
import { png, startHarness, type Harness, type Json } from "./helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ rateLimit: 2 });
});
afterAll(() => h.close());
beforeEach(() => h.services.reset());

test("2 per second is the default, from the environment too", () => {
  expect(DEFAULT_CONFIG.rateLimit).toBe(2);
  expect(configFromEnv({}).rateLimit).toBe(2);
  expect(configFromEnv({ EMULATOR_RATE_LIMIT: "5" }).rateLimit).toBe(5);
});

test("the headers count down, the third request in a second gets 429 with Retry-After, the next second is free", async () => {
  const first = await h.api("/users/me");
  expect([first.status, first.headers.get("x-ratelimit-limit"), first.headers.get("x-ratelimit-remaining")]).toEqual([200, "2", "1"]);
  const second = await h.api("/users/me");
  expect([second.status, second.headers.get("x-ratelimit-remaining")]).toEqual([200, "0"]);
  const third = await h.json("/users/me");
  expect(third.status).toBe(429);
  expect(third.headers.get("retry-after")).toBe("1");
  expect(third.headers.get("x-ratelimit-limit")).toBe("2");
  expect(third.headers.get("x-ratelimit-remaining")).toBe("0");
  expect(third.body).toMatchObject({ code: "rate_limited", message: expect.stringContaining("1 second"), retry_after_seconds: 1 });
  h.advance(1000);
  expect((await h.api("/users/me")).status).toBe(200);
});

test("all endpoints share one budget", async () => {
  expect((await h.upload({ action: "transcribe" }, png())).status).toBe(201);
  expect((await h.api("/extractors")).status).toBe(200);
  expect((await h.api("/documents")).status).toBe(429);
  expect((await h.api("/translation-languages")).status).toBe(429);
});

test("each account has its own budget", async () => {
  await h.api("/users/me");
  await h.api("/users/me");
  expect((await h.api("/users/me")).status).toBe(429);
  expect((await h.api("/users/me", { token: "dev-token-2" })).status).toBe(200);
});

test("a sliding one-second window: a slot frees one second after the request that took it", async () => {
  await h.api("/users/me");
  h.advance(600);
  await h.api("/users/me");
  h.advance(400); // the first request is now a second old
  expect((await h.api("/users/me")).status).toBe(200);
  const refused = await h.api("/users/me");
  expect(refused.status).toBe(429);
  expect(refused.headers.get("retry-after")).toBe("1");
});

test("refused requests do not use up the budget, so waiting Retry-After always works", async () => {
  await h.api("/users/me");
  await h.api("/users/me");
  for (let i = 0; i < 5; i++) expect((await h.api("/users/me")).status).toBe(429);
  h.advance(1000);
  expect((await h.api("/users/me")).status).toBe(200);
  expect((await h.api("/users/me")).status).toBe(200);
});

test("errors carry the headers too; unauthenticated requests show the limit and use nothing", async () => {
  const missing = await h.api("/documents/AAAAAAAAAA");
  expect(missing.status).toBe(404);
  expect(missing.headers.get("x-ratelimit-remaining")).toBe("1");
  const anonymous = await h.api("/users/me", { token: null });
  expect(anonymous.status).toBe(401);
  expect(anonymous.headers.get("x-ratelimit-limit")).toBe("2");
  expect((await h.api("/users/me")).headers.get("x-ratelimit-remaining")).toBe("0");
});

test("thumbnails and top-up count as well", async () => {
  const form = new FormData();
  form.append("amount", "100");
  await h.api("/credits/topup", { method: "POST", body: form });
  await h.api("/document/AAAAAAAAAA/image-1.jpg");
  expect((await h.api("/users/me")).status).toBe(429);
});

test("preflight requests are not limited", async () => {
  await h.api("/users/me");
  await h.api("/users/me");
  const pre = await fetch(`${h.base}/users/me`, {
    method: "OPTIONS",
    headers: { Origin: "https://localhost:3000", "Access-Control-Request-Method": "GET" },
  });
  expect(pre.status).toBe(204);
});

test("the control API counts the 429s sent per account", async () => {
  for (let i = 0; i < 4; i++) await h.api("/users/me");
  const account = h.services.accounts.byApiToken("dev-token")!;
  const r = (await (await h.control(`/requests?account=${account.id}`)).json()) as { accounts: Record<string, Json>; requests: Json[] };
  expect(r.accounts[account.id]).toMatchObject({
    requests: 4,
    rateLimited: 2,
    injected429: 0,
    byStatus: { 200: 2, 429: 2 },
    byRoute: { "GET /users/me": 4 },
  });
  expect(r.requests.map((e) => e.status)).toEqual([200, 200, 429, 429]);
});

test("EMULATOR_RATE_LIMIT can be changed at run time", async () => {
  await h.control("/settings", "POST", { rate_limit: 3 });
  for (let i = 0; i < 3; i++) expect((await h.api("/users/me")).status).toBe(200);
  expect((await h.api("/users/me")).status).toBe(429);
});

test("with the real clock, a burst of three gets one 429", async () => {
  const live = await startHarness({ rateLimit: 2, freezeClock: false });
  try {
    const statuses = await Promise.all([0, 1, 2].map(() => live.api("/users/me").then((r) => r.status)));
    expect(statuses.sort()).toEqual([200, 200, 429]);
  } finally {
    await live.close();
  }
});

test("429 rows of the error table: POST /documents and GET /documents/{id}", async () => {
  await h.api("/users/me");
  await h.api("/users/me");
  const upload = await h.upload({ action: "transcribe" }, png());
  expect(upload.status).toBe(429);
  expect(upload.body.code).toBe("rate_limited");
  h.advance(1000);
  const id = await h.uploaded({ action: "transcribe" }, png());
  await h.api("/users/me");
  const detail = await h.api(`/documents/${id}`);
  expect(detail.status).toBe(429);
  expect(detail.headers.get("retry-after")).toBe("1");
  h.advance(1000);
  expect((await h.json("/documents")).body.total).toBe(1); // the refused upload stored nothing
});

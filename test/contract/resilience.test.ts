// Contract: failures injected into the emulator (the X-Emulator-Fault header on chosen requests, and fault
// rates through the control API). Reads are retried; an upload or top-up whose outcome is unknown is never
// sent twice; a rejected token is refreshed once, shared by concurrent requests, over the real OAuth server.
import { createHash, randomBytes } from "node:crypto";
import { RefreshingCredentials } from "../../src/api/credentials";
import {
  accountId,
  control,
  failure,
  fastClient,
  faultyFetch,
  png,
  requestLog,
  reset,
  startFastEmulator,
  storedDocuments,
  type Emulator,
  type LoggedRequest,
} from "./helpers";

let emu: Emulator;
beforeAll(async () => {
  emu = await startFastEmulator();
});
afterAll(() => emu.close());
beforeEach(() => reset(emu));

const isPost = (path: string) => (method: string, url: string) => method === "POST" && new URL(url).pathname.endsWith(path);
const upload = { action: "transcribe" as const, file: png(), fileName: "maybe.png" };

/** Statuses the emulator answered on `route`, 0 for a dropped connection. Every account: a connection dropped
 * before authentication is logged without one. */
async function statuses(route: string): Promise<number[]> {
  const log = await control<{ requests: LoggedRequest[] }>(emu, "/requests");
  return log.requests.filter((r) => r.route === route).map((r) => r.status);
}

describe("reads are retried after 5xx and lost connections", () => {
  test("a 500, then success", async () => {
    const { fetch } = faultyFetch([{ fault: "500" }]);
    await expect(fastClient(emu, "dev-token", { fetch }).listExtractors()).resolves.toHaveLength(3);
    expect(await statuses("GET /extractors")).toEqual([500, 200]);
  });

  test("a dropped connection, then success", async () => {
    const { fetch } = faultyFetch([{ fault: "drop" }]);
    await expect(fastClient(emu, "dev-token", { fetch }).getCurrentUser()).resolves.toMatchObject({ name: "Dev User" });
    expect(await statuses("GET /users/me")).toEqual([0, 200]);
  });

  test("a bounded number of times: then server_error", async () => {
    const { fetch } = faultyFetch([{ fault: "503", times: 10 }]);
    expect(await failure(fastClient(emu, "dev-token", { fetch }).listDocuments())).toMatchObject({ kind: "server_error", status: 503 });
    expect(await statuses("GET /documents")).toEqual([503, 503, 503]);
  });

  test("random failures set through the control API are absorbed", async () => {
    await control(emu, "/faults", "POST", { fail_rate: 0.3, drop_rate: 0.1 });
    const client = fastClient(emu, "dev-token", { retry: { failureRetries: 6, baseDelayMs: 5, maxDelayMs: 20 } });
    for (let i = 0; i < 12; i++) await expect(client.getCurrentUser()).resolves.toMatchObject({ balance: 1000 });
    const { counters } = await requestLog(emu);
    expect((counters?.byStatus["500"] ?? 0) + (counters?.byStatus["0"] ?? 0)).toBeGreaterThan(0);
  });

  test("a delete whose answer was lost is repeated, and the 404 that follows counts as done", async () => {
    const client = fastClient(emu);
    const { id } = await client.uploadDocument(upload);
    const { fetch } = faultyFetch([{ fault: "500-after", when: (m) => m === "DELETE" }]);
    await expect(fastClient(emu, "dev-token", { fetch }).deleteDocument(id)).resolves.toBeUndefined();
    expect(await statuses("DELETE /documents/{id}")).toEqual([500, 404]);
  });

  test("a slow answer can be cancelled", async () => {
    const { fetch } = faultyFetch([{ fault: "latency=1500" }]);
    const started = Date.now();
    const error = await failure(fastClient(emu, "dev-token", { fetch }).getCurrentUser(AbortSignal.timeout(100)));
    expect(error).toMatchObject({ kind: "aborted" });
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe("an upload or a top-up whose outcome is unknown is never re-sent", () => {
  test.each([
    ["500-after", 1],
    ["drop-after", 1],
    ["500", 0],
    ["drop", 0],
  ])("upload with %s: unknown outcome, one request, %i document(s) on the service", async (fault, stored) => {
    const { fetch, calls } = faultyFetch([{ fault, when: isPost("/documents") }]);
    const error = await failure(fastClient(emu, "dev-token", { fetch }).uploadDocument(upload));
    expect(error).toMatchObject({ kind: "unknown_outcome", message: expect.stringMatching(/charged twice/) });
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
    expect((await statuses("POST /documents")).length).toBe(1);
    expect(await storedDocuments(emu)).toHaveLength(stored);
  });

  test("a document accepted behind a 500 is in the list, where the batch queue can find it", async () => {
    const { fetch } = faultyFetch([{ fault: "500-after", when: isPost("/documents") }]);
    const client = fastClient(emu, "dev-token", { fetch });
    const attemptedAt = Date.now();
    await failure(client.uploadDocument({ ...upload, fileName: "find-me.png" }));
    const page = await client.listDocuments();
    const found = page.documents.find((d) => d.fileName === "find-me.png");
    expect(found?.createdAt?.getTime()).toBeGreaterThanOrEqual(attemptedAt - 1000);
  });

  test("top-up with 500-after: unknown outcome, one request, and the purchase did happen", async () => {
    const { fetch } = faultyFetch([{ fault: "500-after", when: isPost("/credits/topup") }]);
    const client = fastClient(emu, "dev-token", { fetch });
    const error = await failure(client.topUp(100));
    expect(error).toMatchObject({ kind: "unknown_outcome", message: expect.stringMatching(/balance/) });
    expect(await statuses("POST /credits/topup")).toEqual([500]);
    expect((await client.getCurrentUser()).balance).toBe(1100);
  });

  test("top-up with a dropped connection: unknown outcome, one request", async () => {
    const { fetch } = faultyFetch([{ fault: "drop-after", when: isPost("/credits/topup") }]);
    expect(await failure(fastClient(emu, "dev-token", { fetch }).topUp(100))).toMatchObject({ kind: "unknown_outcome" });
    expect(await statuses("POST /credits/topup")).toEqual([0]);
  });

  // Issue 20: a browser may have sent the upload again by itself after a dropped connection, and the 429 may
  // answer that copy; the client does not repeat it, the queue looks first (test/unit/defects/browserResend).
  test("an upload refused with 429 is not repeated by the client: one request, the account paused", async () => {
    const { fetch } = faultyFetch([{ fault: "429=1", when: isPost("/documents") }]);
    const client = fastClient(emu, "dev-token", { fetch });
    expect(await failure(client.uploadDocument(upload))).toMatchObject({ kind: "rate_limited" });
    expect(await statuses("POST /documents")).toEqual([429]);
    expect(client.scheduler.stats().pausedUntil).toBeGreaterThan(0);
  }, 10_000);
});

/** A signed-in OAuth session through the emulator's real endpoints (consent skipped with auto-approve). */
async function oauthCredentials(): Promise<{ credentials: RefreshingCredentials; refreshes: () => number; revoke: () => Promise<void> }> {
  await control(emu, "/settings", "POST", { auto_approve: true });
  const verifier = randomBytes(32).toString("base64url");
  const redirectUri = "https://localhost:3000/signin-redirect.html";
  const url = new URL(`${emu.authUrl}/oauth/authorize`);
  for (const [k, v] of Object.entries({
    response_type: "code",
    client_id: "office-addin-dev",
    redirect_uri: redirectUri,
    scope: "documents:read documents:write",
    state: "s",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  }))
    url.searchParams.set(k, v);
  const code = new URL((await fetch(url, { redirect: "manual" })).headers.get("location") ?? "").searchParams.get("code") ?? "";
  const token = async (params: Record<string, string>): Promise<Response> =>
    fetch(`${emu.authUrl}/oauth/token`, { method: "POST", body: new URLSearchParams({ client_id: "office-addin-dev", ...params }) });
  const first = (await (
    await token({ grant_type: "authorization_code", code, code_verifier: verifier, redirect_uri: redirectUri })
  ).json()) as { access_token: string; refresh_token: string };
  let refreshToken = first.refresh_token;
  let refreshes = 0;
  const credentials = new RefreshingCredentials({
    initial: { token: first.access_token },
    refresh: async () => {
      refreshes++;
      const r = await token({ grant_type: "refresh_token", refresh_token: refreshToken });
      if (r.status === 400) return null; // invalid_grant: the sign-in is over
      const body = (await r.json()) as { access_token: string; refresh_token?: string; expires_in: number };
      refreshToken = body.refresh_token ?? refreshToken;
      return { token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    },
  });
  const revoke = async (): Promise<void> => {
    await fetch(`${emu.authUrl}/oauth/revoke`, {
      method: "POST",
      body: new URLSearchParams({ client_id: "office-addin-dev", token: refreshToken }),
    });
  };
  return { credentials, refreshes: () => refreshes, revoke };
}

describe("credentials", () => {
  test("an expired OAuth access token is refreshed once and the request retried", async () => {
    const { credentials, refreshes } = await oauthCredentials();
    const { fetch } = faultyFetch([{ fault: "expire-token" }]);
    await expect(fastClient(emu, "unused", { credentials, fetch }).getCurrentUser()).resolves.toMatchObject({ name: "Dev User" });
    expect(refreshes()).toBe(1);
    expect(await statuses("GET /users/me")).toEqual([401, 200]);
  });

  test("concurrent requests that all meet the expired token share one refresh", async () => {
    const { credentials, refreshes } = await oauthCredentials();
    const { fetch } = faultyFetch([{ fault: "expire-token" }]); // expires the token for every later request too
    const client = fastClient(emu, "unused", { credentials, fetch });
    const results = await Promise.all([
      client.getCurrentUser(),
      client.listExtractors(),
      client.listTranslationLanguages(),
      client.listDocuments(),
      client.getCurrentUser(),
    ]);
    expect(results).toHaveLength(5);
    expect(refreshes()).toBe(1);
  });

  test("a refresh the server refuses ends the sign-in: unauthorized, and no further refresh attempts", async () => {
    const { credentials, refreshes, revoke } = await oauthCredentials();
    await revoke();
    const { fetch } = faultyFetch([{ fault: "expire-token" }]);
    const client = fastClient(emu, "unused", { credentials, fetch });
    expect(await failure(client.getCurrentUser())).toMatchObject({ kind: "unauthorized" });
    expect(credentials.token).toBeNull();
    expect(await failure(client.getCurrentUser())).toMatchObject({ kind: "unauthorized", message: expect.stringMatching(/not signed in/) });
    expect(refreshes()).toBe(1);
  });

  test("a revoked API token cannot be refreshed: unauthorized at once", async () => {
    await control(emu, `/accounts/${await accountId(emu, "dev-token")}`, "PATCH", { token: "dev-token-rotated" });
    const error = await failure(fastClient(emu).getCurrentUser());
    expect(error).toMatchObject({ kind: "unauthorized", status: 401, message: expect.stringMatching(/Sign in again/) });
  });
});

// The test-control API (/_emulator/...), CORS for the add-in's origin, and the URLs the emulator writes.
import { readdirSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { png, startHarness, type Harness, type Json } from "./helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
beforeEach(() => h.services.reset());

async function control(path: string, method = "GET", body?: unknown): Promise<{ status: number; body: Json }> {
  const r = await h.control(path, method, body);
  const text = await r.text();
  return { status: r.status, body: text ? (JSON.parse(text) as Json) : {} };
}

describe("control API", () => {
  test("GET /_emulator describes the emulator: URLs, settings, faults, OAuth clients, fixtures and seeded accounts", async () => {
    const { body } = await control("");
    expect(body).toMatchObject({
      origin: h.origin,
      base_url: h.base,
      auth_url: h.origin,
      settings: { processing_ms: 1000, rate_limit: 10000, access_token_ttl_seconds: 3600, auto_approve: false },
      faults: { latency_ms: 0, fail_rate: 0, drop_rate: 0, rate_429: 0, fault_timing: "before", storm_until: null },
      oauth_clients: [{ client_id: "office-addin-dev", redirect_uri: "https://localhost:3000/signin-redirect.html" }],
      // Every sample in test/fixtures that has its expected result beside it.
      fixtures: readdirSync(join(__dirname, "../fixtures")).filter((n) => n.endsWith(".expected.json")).length,
    });
    const accounts = body.accounts as Json[];
    expect(accounts.map((a) => a.token)).toEqual([
      "dev-token",
      "dev-token-2",
      "dev-token-free",
      "dev-token-nocard",
      "dev-token-3ds",
      "dev-token-declined",
      "dev-token-nofunds",
      "dev-token-pro",
      "dev-token-empty",
      "dev-token-longname",
    ]);
    for (const a of accounts) expect(a.purpose).toEqual(expect.any(String));
  });

  test("POST /_emulator/reset forgets documents and restores balances", async () => {
    await h.uploaded({ action: "transcribe" }, png());
    expect((await control("/reset", "POST")).status).toBe(204);
    expect((await h.json("/documents")).body.total).toBe(0);
    expect((await h.json("/users/me")).body.balance).toBe(1000);
  });

  test("POST /_emulator/advance moves the clock and runs what became due", async () => {
    const id = await h.uploaded({ action: "transcribe" }, png());
    const before = Date.parse((await control("/clock")).body.now as string);
    const r = await control("/advance", "POST", { ms: 1000 });
    expect(Date.parse(r.body.now as string) - before).toBe(1000);
    expect((await h.json(`/documents/${id}`)).body.status).toBe("processed");
    expect((await control("/advance", "POST", { ms: -5 })).status).toBe(422);
  });

  test("POST /_emulator/clock freezes and unfreezes time without jumping back", async () => {
    expect((await control("/clock")).body.frozen).toBe(true);
    const frozenNow = (await control("/clock")).body.now as string;
    const thawed = await control("/clock", "POST", { frozen: false });
    expect(thawed.body.frozen).toBe(false);
    expect(Date.parse(thawed.body.now as string)).toBeGreaterThanOrEqual(Date.parse(frozenNow));
    await control("/clock", "POST", { frozen: true });
    expect((await control("/clock", "POST", { frozen: "yes" })).status).toBe(422);
  });

  test("GET /_emulator/requests: a log without tokens, filtered by account and sequence; DELETE clears it", async () => {
    await h.api("/users/me");
    await h.api("/extractors", { headers: { Accept: "text/html" } });
    await h.api("/users/me", { token: "dev-token-2" });
    const account = h.services.accounts.byApiToken("dev-token")!;
    const { body } = await control(`/requests?account=${account.id}`);
    const requests = body.requests as Json[];
    expect(requests.map((r) => [r.method, r.path, r.route, r.status])).toEqual([
      ["GET", "/v3/users/me", "GET /users/me", 200],
      ["GET", "/v3/extractors", "GET /extractors", 200],
    ]);
    expect(requests[1]).toMatchObject({ accountId: account.id, missingAccept: true, fault: null });
    expect((body.accounts as Record<string, Json>)[account.id]).toMatchObject({ requests: 2, missingAccept: 1 });
    expect(JSON.stringify(body)).not.toContain("dev-token");
    const since = await control(`/requests?since=${requests[0]!.seq as number}`);
    expect((since.body.requests as Json[]).length).toBe(2);
    await control("/requests", "DELETE");
    expect((await control("/requests")).body.requests).toEqual([]);
  });

  test("GET /_emulator/documents shows every account's documents with their steps", async () => {
    await h.uploaded({ action: "transcribe", translate_to: "fr" }, png());
    await h.uploaded({ action: "tables" }, png(), "dev-token-2");
    const { body } = await control("/documents");
    expect((body.documents as Json[]).map((d) => [d.action, d.steps])).toEqual([
      ["transcribe", { transcribe: "queued", translate: "new" }],
      ["tables", { tables: "queued" }],
    ]);
  });

  test("GET /_emulator/documents/{id}/file gives back the bytes as uploaded", async () => {
    const sent = png();
    const id = await h.uploaded({ action: "transcribe" }, sent);
    const r = await h.control(`/documents/${id}/file`);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await r.arrayBuffer()).equals(sent.bytes)).toBe(true);
    expect((await h.control("/documents/doc_missing/file")).status).toBe(404);
  });

  test("PATCH /_emulator/accounts/{id}: balance, settings, and replacing the API token", async () => {
    const account = h.services.accounts.byApiToken("dev-token")!;
    const r = await control(`/accounts/${account.id}`, "PATCH", { balance: 3, token: "fresh-token" });
    expect(r.body).toMatchObject({ balance: 3, token: "fresh-token" });
    expect((await h.api("/users/me")).status).toBe(401);
    expect((await h.json("/users/me", { token: "fresh-token" })).body.balance).toBe(3);
    expect((await control(`/accounts/${account.id}`, "PATCH", { balance: -1 })).status).toBe(422);
    expect((await control(`/accounts/${account.id}`, "PATCH", { token: "dev-token-2" })).status).toBe(422);
    expect((await control("/accounts/usr_9999", "PATCH", { balance: 1 })).status).toBe(404);
  });

  test("POST /_emulator/settings changes processing time for new uploads", async () => {
    await control("/settings", "POST", { processing_ms: 4000 });
    const id = await h.uploaded({ action: "transcribe" }, png());
    h.advance(3999);
    expect((await h.json(`/documents/${id}`)).body.status).toBe("processing");
    h.advance(1);
    expect((await h.json(`/documents/${id}`)).body.status).toBe("processed");
    expect((await control("/settings", "POST", { processing_ms: "fast" })).status).toBe(422);
  });

  test("unknown control endpoints: 404", async () => {
    expect((await control("/nothing")).status).toBe(404);
  });
});

describe("CORS for the add-in's origin", () => {
  const origin = "https://localhost:3000";

  test("preflight: any path, no auth, the allowed methods and headers", async () => {
    const r = await fetch(`${h.base}/documents`, {
      method: "OPTIONS",
      headers: { Origin: origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization,content-type" },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get("access-control-allow-origin")).toBe(origin);
    expect(r.headers.get("access-control-allow-methods")).toContain("DELETE");
    expect(r.headers.get("access-control-allow-headers")).toBe("Authorization, Accept, Content-Type, X-Emulator-Fault");
  });

  test("responses reflect the Origin and expose the rate-limit, download and Date headers", async () => {
    const r = await h.api("/users/me", { headers: { Origin: "https://localhost:51234" } });
    expect(r.headers.get("access-control-allow-origin")).toBe("https://localhost:51234");
    expect(r.headers.get("vary")).toBe("Origin");
    expect(r.headers.get("access-control-expose-headers")).toBe(
      "X-RateLimit-Limit, X-RateLimit-Remaining, Retry-After, Content-Disposition, Content-Type, Date",
    );
    // Date on the emulated clock (the add-in learns the service's clock from it).
    expect(Math.abs(Date.parse(r.headers.get("date") ?? "") - Date.now())).toBeLessThan(5_000);
    const error = await h.api("/users/me", { token: null, headers: { Origin: origin } });
    expect(error.headers.get("access-control-allow-origin")).toBe(origin);
  });

  test("no Origin, no CORS headers", async () => {
    expect((await h.api("/users/me")).headers.get("access-control-allow-origin")).toBeNull();
  });
});

test("URLs in responses use the host the client used (localhost or 127.0.0.1)", async () => {
  const id = await h.uploaded({ action: "transcribe" }, png());
  h.finishProcessing();
  const port = new URL(h.origin).port;
  const body = await new Promise<string>((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path: `/v3/documents/${id}`, headers: { Host: `localhost:${port}`, Authorization: "Bearer dev-token" } },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString("utf8")));
        res.on("end", () => resolve(text));
      },
    );
    req.on("error", reject);
    req.end();
  });
  const thumbnails = (JSON.parse(body) as { thumbnails: { url: string }[] }).thumbnails;
  expect(thumbnails[0]!.url).toBe(`http://localhost:${port}/v3/document/${id}/image-1.jpg`);
});

test("the root describes where things are", async () => {
  expect(await (await fetch(`${h.origin}/`)).json()).toMatchObject({
    base_url: h.base,
    auth_url: h.origin,
    control: `${h.origin}/_emulator`,
  });
});

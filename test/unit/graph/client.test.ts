// The Graph client over a scripted fetch: paging with @odata.nextLink, pacing after 429/503 with Retry-After
// (every request waits, then the request is tried again), typed errors with clear sentences.
import { GraphClient, GraphError, retryAfterSeconds, type GraphClientOptions } from "../../../src/graph";

const BASE = "https://graph.test/v1.0";
type Handler = (url: string, init: RequestInit) => Response;

function setup(handler: Handler, extra: Partial<GraphClientOptions> = {}) {
  let now = 1_000_000;
  const calls: Array<{ url: string; at: number; auth: string | null }> = [];
  const sleeps: number[] = [];
  const scopesAsked: string[][] = [];
  const client = new GraphClient({
    baseUrl: BASE,
    token: async (scopes) => {
      scopesAsked.push([...scopes]);
      return "TOKEN-123";
    },
    fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      calls.push({ url, at: now, auth: new Headers(init.headers).get("Authorization") });
      return handler(url, init);
    }) as typeof fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    now: () => now,
    ...extra,
  });
  return { client, calls, sleeps, scopesAsked };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

test("follows @odata.nextLink until the last page, with the token for the asked scopes", async () => {
  const { client, calls, scopesAsked } = setup((url) => {
    if (url.endsWith("/me/drive/recent"))
      return json({ value: [{ id: "1" }, { id: "2" }], "@odata.nextLink": `${BASE}/me/drive/recent?$skiptoken=a` });
    if (url.endsWith("$skiptoken=a")) return json({ value: [{ id: "3" }], "@odata.nextLink": `${BASE}/me/drive/recent?$skiptoken=b` });
    return json({ value: [{ id: "4" }] });
  });
  const items = await client.all<{ id: string }>("me/drive/recent", ["Files.Read"]);
  expect(items.map((i) => i.id)).toEqual(["1", "2", "3", "4"]);
  expect(calls).toHaveLength(3);
  expect(calls[0]?.auth).toBe("Bearer TOKEN-123");
  expect(scopesAsked).toEqual([["Files.Read"], ["Files.Read"], ["Files.Read"]]);
});

test("stops paging at the limit", async () => {
  const { client, calls } = setup(() => json({ value: [{ id: "x" }, { id: "y" }], "@odata.nextLink": `${BASE}/next` }));
  expect(await client.all("me/messages", ["Mail.Read"], { limit: 3 })).toHaveLength(3);
  expect(calls).toHaveLength(2);
});

test("never follows a nextLink to another address (the token would go there)", async () => {
  const { client } = setup(() => json({ value: [], "@odata.nextLink": "https://evil.test/steal" }));
  await expect(client.all("me/drive/recent", ["Files.Read"])).rejects.toMatchObject({ kind: "bad_response" });
});

test("a 429 with Retry-After holds the request that long, then tries again", async () => {
  let first = true;
  const { client, calls, sleeps } = setup(() => {
    if (first) {
      first = false;
      return json({ error: { code: "TooManyRequests", message: "slow down" } }, 429, { "Retry-After": "7" });
    }
    return json({ value: [{ id: "ok" }] });
  });
  const items = await client.all<{ id: string }>("me/drive/recent", ["Files.Read"]);
  expect(items).toEqual([{ id: "ok" }]);
  expect(sleeps).toEqual([7000]);
  expect((calls[1]?.at ?? 0) - (calls[0]?.at ?? 0)).toBe(7000);
});

test("a 503 with Retry-After is waited out too; other requests of the client wait with it", async () => {
  let n = 0;
  const { client, calls } = setup((url) => {
    n++;
    if (n === 1) return json({ error: { code: "serviceNotAvailable", message: "" } }, 503, { "Retry-After": "3" });
    return json({ id: url });
  });
  const first = client.get("me/drive/items/a", ["Files.Read"]);
  await first;
  await client.get("me/drive/items/b", ["Files.Read"]);
  expect(calls.map((c) => c.at - (calls[0]?.at ?? 0))).toEqual([0, 3000, 3000]);
});

test("gives up after the retries, or at once when Graph asks to wait too long, with a clear message", async () => {
  const always = setup(() => json({ error: { code: "TooManyRequests", message: "" } }, 429, { "Retry-After": "2" }), { maxRetries: 2 });
  const error = await always.client.get("me", ["Files.Read"]).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(GraphError);
  expect(error).toMatchObject({ kind: "throttled", retryAfterSeconds: 2, status: 429 });
  expect((error as Error).message).toBe("Microsoft 365 is busy and asked to wait 2 seconds. Try again in a moment.");
  expect(always.calls).toHaveLength(3);

  const long = setup(() => json({}, 429, { "Retry-After": "600" }));
  await expect(long.client.get("me", ["Files.Read"])).rejects.toMatchObject({ kind: "throttled", retryAfterSeconds: 600 });
  expect(long.calls).toHaveLength(1);
});

test.each([
  [404, { code: "itemNotFound", message: "The resource could not be found." }, "not_found", /deleted or moved meanwhile/],
  [403, { code: "accessDenied", message: "Access denied" }, "forbidden", /Ask its owner to share it/],
  [403, { code: "Authorization_RequestDenied", message: "consent required" }, "consent_refused", /administrator to grant consent/],
  [400, { code: "BadRequest", message: "Tenant does not have a SPO license." }, "no_licence", /licence/],
  [404, { code: "MailboxNotEnabledForRESTAPI", message: "" }, "no_licence", /licence/],
  [401, { code: "InvalidAuthenticationToken", message: "" }, "sign_in_required", /Sign in to Microsoft 365 again/],
  [500, { code: "generalException", message: "" }, "server", /error 500/],
])("status %i %j is a %s error", async (status, body, kind, message) => {
  const { client, calls } = setup(() => json({ error: body }, status));
  const error = (await client.get("me/drive/items/x", ["Files.Read"]).catch((e: unknown) => e)) as GraphError;
  expect(error.kind).toBe(kind);
  expect(error.message).toMatch(message);
  expect(error.message).not.toContain("TOKEN");
  expect(calls).toHaveLength(1);
});

test("a lost connection and an unreadable body are errors of their own", async () => {
  const lost = new GraphClient({
    baseUrl: BASE,
    token: async () => "t",
    fetch: (async () => Promise.reject(new TypeError("Failed to fetch"))) as typeof fetch,
  });
  await expect(lost.get("me", [])).rejects.toMatchObject({ kind: "network" });
  const garbled = setup(() => new Response("<html>", { status: 200 }));
  await expect(garbled.client.get("me", [])).rejects.toMatchObject({ kind: "bad_response" });
  const notAList = setup(() => json({ value: "nope" }));
  await expect(notAList.client.page("me/messages", [])).rejects.toMatchObject({ kind: "bad_response" });
});

test("downloads bytes", async () => {
  const { client } = setup(() => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }));
  const blob = await client.download("drives/d/items/i/content", ["Files.Read"]);
  expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
});

test("Retry-After in seconds or as an HTTP date", () => {
  expect(retryAfterSeconds("5", 0)).toBe(5);
  expect(retryAfterSeconds(null, 0)).toBeNull();
  expect(retryAfterSeconds(new Date(10_000).toUTCString(), 0)).toBe(10);
});

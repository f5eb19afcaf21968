// The client and its transport against a scripted fetch: headers, retries and what is never retried,
// refresh on 401, cancellation, and the shape of the answers.
import { ServiceClient, type ServiceClientOptions } from "../../../src/api/client";
import type { CredentialsProvider } from "../../../src/api/credentials";
import { RefreshingCredentials, staticToken } from "../../../src/api/credentials";
import { RateLimitedError, ServiceError, TopUpTooSoonError } from "../../../src/api/errors";
import { RequestScheduler } from "../../../src/api/scheduler";

type Call = { url: string; init: RequestInit };
type Step = Response | Error | ((init: RequestInit) => Promise<Response>);

function fakeFetch(steps: Step[]): { fetch: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  const queue = [...steps];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = queue.shift();
    if (!next) throw new Error("no more responses");
    if (next instanceof Error) throw next;
    if (typeof next === "function") return next(init);
    return next;
  }) as unknown as typeof fetch;
  return { fetch: fetchImpl, calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

function client(steps: Step[], credentials: CredentialsProvider = staticToken("tok-1"), options: Partial<ServiceClientOptions> = {}) {
  const fake = fakeFetch(steps);
  return {
    client: new ServiceClient({
      baseUrl: "https://svc.test/v3/",
      credentials,
      fetch: fake.fetch,
      pacing: { requestsPerSecond: 10_000, burst: 100 },
      retry: { baseDelayMs: 1, maxDelayMs: 2 },
      ...options,
    }),
    calls: fake.calls,
  };
}

async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error("expected a failure");
}

const upload = (c: ServiceClient, signal?: AbortSignal) =>
  c.uploadDocument({ action: "transcribe", file: new Blob(["x"]), fileName: "a.png" }, signal);

/** Node's fetch reports a refused connection as TypeError("fetch failed") with the system error as cause. */
const refused = (): Error =>
  new TypeError("fetch failed", { cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }) });

describe("requests", () => {
  it("sends the bearer token and Accept header to the base address", async () => {
    const { client: c, calls } = client([json(200, { name: "Ada", balance: 5 })]);
    await expect(c.getCurrentUser()).resolves.toMatchObject({ name: "Ada", balance: 5 });
    expect(calls[0]?.url).toBe("https://svc.test/v3/users/me");
    expect(calls[0]?.init.headers).toEqual({ Authorization: "Bearer tok-1", Accept: "application/json" });
  });

  it("uploads multipart with every field the action takes", async () => {
    const { client: c, calls } = client([json(201, { id: "doc1", status: "queued" }), json(201, { id: "doc2", status: "queued" })]);
    const accepted = await c.uploadDocument({
      action: "transcribe",
      file: new Blob(["%PDF-1.4"]),
      fileName: "scan.pdf",
      deleteAfterSeconds: 600,
      translateTo: "fr",
      webhookUrl: "https://hooks.test/x",
      extractorId: "ignored000",
    });
    expect(accepted).toEqual({ id: "doc1", status: "queued" });
    const form = calls[0]?.init.body as FormData;
    expect([...form.keys()]).toEqual(["action", "file", "delete_after", "translate_to", "webhook_url"]);
    expect(form.get("delete_after")).toBe("600");
    expect((form.get("file") as File).name).toBe("scan.pdf");
    await c.uploadDocument({ action: "extractor", extractorId: "EXPf4Jm8Wd", translateTo: "fr", file: new Blob(["x"]), fileName: "f.pdf" });
    const second = calls[1]?.init.body as FormData;
    expect([second.get("extractor_id"), second.get("translate_to")]).toEqual(["EXPf4Jm8Wd", null]);
  });

  it("builds list queries and accepts a Date cursor", async () => {
    const envelope = { documents: [], current_page: 2, per_page: 10, total: 0, last_page: 1, next_page_url: null, prev_page_url: null };
    const { client: c, calls } = client([json(200, envelope)]);
    await c.listDocuments({
      perPage: 10,
      page: 2,
      status: "processed",
      action: "tables",
      updatedSince: new Date("2026-01-02T03:04:05.678Z"),
    });
    const url = new URL(calls[0]?.url ?? "");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      per_page: "10",
      page: "2",
      status: "processed",
      action: "tables",
      updated_since: "2026-01-02T03:04:05.678Z",
    });
  });

  it("answers 'processing' on 202 and the detail on 200, with the id escaped in the path", async () => {
    const { client: c, calls } = client([
      new Response(JSON.stringify({ id: "d/1", status: "processing" }), { status: 202 }),
      json(200, { id: "d/1", status: "processed", results: [] }),
    ]);
    await expect(c.getDocument("d/1")).resolves.toEqual({
      state: "processing",
      document: expect.objectContaining({ status: "processing" }),
    });
    await expect(c.getDocument("d/1")).resolves.toMatchObject({ state: "ready", document: { id: "d/1" } });
    expect(calls[0]?.url).toBe("https://svc.test/v3/documents/d%2F1");
  });

  it("downloads a result with the name from Content-Disposition, or a default one", async () => {
    const docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    const { client: c, calls } = client([
      new Response("PK", {
        status: 200,
        headers: { "Content-Type": docx, "Content-Disposition": "attachment; filename*=UTF-8''%C3%A9t%C3%A9.docx" },
      }),
      new Response(new TextEncoder().encode("a,b"), { status: 200 }), // no Content-Type, no Content-Disposition
    ]);
    const named = await c.downloadResult("d1", "docx");
    expect([named.fileName, named.contentType, named.blob.type]).toEqual(["été.docx", docx, docx]);
    expect(calls[0]?.url).toBe("https://svc.test/v3/documents/d1.docx");
    expect((calls[0]?.init.headers as Record<string, string>).Accept).toMatch(/^application\/vnd.*, application\/json/);
    const plain = await c.downloadResult("d1", "csv", { action: "extractor", documentName: "claims.pdf" });
    expect([plain.fileName, plain.contentType]).toEqual(["claims.csv", "text/csv"]);
    expect(calls[1]?.url).toBe("https://svc.test/v3/documents/d1.csv?action=extractor");
  });

  it("saves under the requested format's extension, whatever the service named the file (issue 32)", async () => {
    const disposition = (name: string): Response =>
      new Response("PK", { status: 200, headers: { "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(name)}` } });
    const long = `${"r".repeat(230)}.docx`;
    const { client: c } = client([
      disposition("report.docx.exe"),
      disposition("invoice\u202Excod.exe"),
      disposition("re\u200Bport\u2066.docx"),
      disposition(long),
      disposition("summary.txt"),
    ]);
    expect((await c.downloadResult("d1", "docx")).fileName).toBe("report.docx");
    expect((await c.downloadResult("d1", "docx")).fileName).toBe("invoicexcod.docx");
    expect((await c.downloadResult("d1", "docx")).fileName).toBe("report.docx");
    const cut = (await c.downloadResult("d1", "docx")).fileName;
    expect([cut.length, cut.endsWith("rrr.docx")]).toEqual([200, true]);
    expect((await c.downloadResult("d1", "json")).fileName).toBe("summary.json");
  });
});

describe("the account's scheduler", () => {
  it("is shared by clients made with the same credentials and base address, and can be given", () => {
    const credentials = staticToken("t");
    const a = new ServiceClient({ baseUrl: "https://svc.test/v3", credentials });
    const b = new ServiceClient({ baseUrl: "https://svc.test/v3/", credentials });
    expect(b.scheduler).toBe(a.scheduler);
    expect(new ServiceClient({ baseUrl: "https://svc.test/v3", credentials: staticToken("t") }).scheduler).not.toBe(a.scheduler);
    expect(new ServiceClient({ baseUrl: "https://other.test/v3", credentials }).scheduler).not.toBe(a.scheduler);
    const given = new RequestScheduler();
    expect(new ServiceClient({ baseUrl: "https://svc.test/v3", credentials, scheduler: given }).scheduler).toBe(given);
  });
});

describe("retries", () => {
  it("waits out a 429 (Retry-After) for the whole account and then retries", async () => {
    const { client: c, calls } = client([json(429, {}, { "Retry-After": "0" }), json(200, { name: "Ada" })]);
    await expect(c.getCurrentUser()).resolves.toMatchObject({ name: "Ada" });
    expect(calls).toHaveLength(2);
  });

  it("reports a 429 it may not wait out, with the wait", async () => {
    const { client: c, calls } = client([json(429, {}, { "Retry-After": "3" })], staticToken("tok-1"), { retry: { rateLimitRetries: 0 } });
    const error = await failure(c.getCurrentUser());
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSeconds).toBe(3);
    expect(error.message).toMatch(/3 seconds/);
    expect(c.scheduler.stats().pausedUntil).toBeGreaterThan(Date.now());
    expect(calls).toHaveLength(1);
  });

  it("does not sleep through a Retry-After longer than the policy allows", async () => {
    const { client: c, calls } = client([json(429, {}, { "Retry-After": "600" })]);
    expect(await failure(c.listExtractors())).toMatchObject({ kind: "rate_limited" });
    expect(calls).toHaveLength(1);
  });

  // Issue 20: Chromium sends a POST again by itself when the connection it reused is dropped; when the first
  // one was stored and the browser's second one gets the 429, the client cannot tell that 429 from a plain one.
  it("never sends an upload again after a 429 itself: it pauses the account and lets the queue look first", async () => {
    const { client: c, calls } = client([json(429, {}, { "Retry-After": "1" }), json(201, { id: "d1", status: "queued" })]);
    expect(await failure(upload(c))).toMatchObject({ kind: "rate_limited" });
    expect(calls).toHaveLength(1);
    expect(c.scheduler.stats().pausedUntil).toBeGreaterThan(Date.now());
  });

  it("retries a GET after a 5xx or a lost connection, a bounded number of times", async () => {
    const ok = client([json(503, {}), new TypeError("fetch failed"), json(200, { languages: [{ code: "fr", label: "French" }] })]);
    await expect(ok.client.listTranslationLanguages()).resolves.toEqual([{ code: "fr", label: "French" }]);
    expect(ok.calls).toHaveLength(3);
    const down = client([json(500, {}), json(502, {}), new Response("<html>bad gateway</html>", { status: 502 })]);
    expect(await failure(down.client.listExtractors())).toMatchObject({ kind: "server_error", status: 502 });
    expect(down.calls).toHaveLength(3);
    const offline = client([new TypeError("fetch failed"), new TypeError("fetch failed"), new TypeError("fetch failed")]);
    expect(await failure(offline.client.getCurrentUser())).toMatchObject({ kind: "network" });
  });

  it("never re-sends an upload whose outcome is unknown: lost connection or 5xx", async () => {
    for (const outcome of [new TypeError("Failed to fetch"), new Response("<html>oops</html>", { status: 500 }), json(503, {})]) {
      const { client: c, calls } = client([outcome, json(201, { id: "twice", status: "queued" })]);
      const error = await failure(upload(c));
      expect(error.kind).toBe("unknown_outcome");
      expect(error.message).toMatch(/charged twice/);
      expect(calls).toHaveLength(1);
    }
  });

  it("sends no upload nor top-up while the browser is offline: a network failure, never an unknown outcome", async () => {
    // Offline, fetch fails at once, like a connection lost mid-upload: the pane then asked the user to send the
    // file again at the risk of paying twice, though nothing could have left.
    const had = Object.getOwnPropertyDescriptor(globalThis, "navigator");
    Object.defineProperty(globalThis, "navigator", { value: { onLine: false }, configurable: true });
    try {
      const offline = client([new TypeError("Failed to fetch"), new TypeError("Failed to fetch")]);
      expect(await failure(upload(offline.client))).toMatchObject({ kind: "network" });
      expect(await failure(offline.client.topUp(100))).toMatchObject({ kind: "network" });
      expect(offline.calls).toHaveLength(0);
    } finally {
      if (had) Object.defineProperty(globalThis, "navigator", had);
      else Reflect.deleteProperty(globalThis, "navigator");
    }
  });

  it("calls a refused connection a plain network failure: nothing reached the service", async () => {
    const { client: c, calls } = client([refused()]);
    expect(await failure(upload(c))).toMatchObject({ kind: "network" });
    expect(calls).toHaveLength(1);
  });

  it("treats an upload accepted with an unreadable answer as an unknown outcome", async () => {
    const { client: c } = client([new Response("<html>ok</html>", { status: 201 })]);
    expect(await failure(upload(c))).toMatchObject({ kind: "unknown_outcome", message: expect.stringMatching(/could not be read/) });
  });

  it("never re-sends a top-up whose outcome is unknown, nor one refused as too soon", async () => {
    const lost = client([new TypeError("Failed to fetch"), json(200, { success: true })]);
    expect(await failure(lost.client.topUp(100))).toMatchObject({ kind: "unknown_outcome", message: expect.stringMatching(/balance/) });
    expect(lost.calls).toHaveLength(1);
    const soon = client([json(429, { code: "topup_too_frequent", retry_after: "2030-01-01T00:05:00Z" }, { "Retry-After": "1" })]);
    const error = await failure(soon.client.topUp(100));
    expect(error).toBeInstanceOf(TopUpTooSoonError);
    expect((error as TopUpTooSoonError).retryAfter?.toISOString()).toBe("2030-01-01T00:05:00.000Z");
    expect(soon.calls).toHaveLength(1);
  });

  it("retries a DELETE whose first attempt was lost, and takes a 404 then as done", async () => {
    const { client: c, calls } = client([new TypeError("fetch failed"), json(404, { code: "document_not_found" })]);
    await expect(c.deleteDocument("d1")).resolves.toBeUndefined();
    expect(calls.map((x) => x.init.method)).toEqual(["DELETE", "DELETE"]);
    const plain = client([json(404, {})]);
    expect(await failure(plain.client.deleteDocument("d1"))).toMatchObject({ kind: "not_found" });
  });
});

describe("credentials", () => {
  it("refreshes once on 401 and retries with the new token", async () => {
    let token = "old";
    const refresh = jest.fn(async () => {
      token = "new";
      return true;
    });
    const credentials: CredentialsProvider = { getAccessToken: async () => token, refreshAfterUnauthorized: refresh };
    const { client: c, calls } = client([json(401, {}), json(200, { name: "Ada" })], credentials);
    await expect(c.getCurrentUser()).resolves.toMatchObject({ name: "Ada" });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect((calls[1]?.init.headers as Record<string, string>).Authorization).toBe("Bearer new");
  });

  it("gives up after one refresh: a second 401 means signing in again", async () => {
    let n = 0;
    const credentials: CredentialsProvider = { getAccessToken: async () => `t${n}`, refreshAfterUnauthorized: async () => (++n, true) };
    const { client: c, calls } = client([json(401, {}), json(401, {})], credentials);
    expect(await failure(c.getCurrentUser())).toMatchObject({ kind: "unauthorized" });
    expect(calls).toHaveLength(2);
  });

  it("concurrent 401s share one refresh", async () => {
    const refresh = jest.fn(async () => {
      await new Promise((r) => setTimeout(r, 20));
      return { token: "fresh" };
    });
    const credentials = new RefreshingCredentials({ initial: { token: "stale" }, refresh });
    const respond = async (init: RequestInit): Promise<Response> =>
      (init.headers as Record<string, string>).Authorization === "Bearer fresh" ? json(200, { extractors: [] }) : json(401, {});
    const { client: c, calls } = client(
      Array.from({ length: 10 }, () => respond),
      credentials,
    );
    await expect(
      Promise.all([c.listExtractors(), c.listExtractors(), c.listExtractors(), c.listExtractors(), c.listExtractors()]),
    ).resolves.toHaveLength(5);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(10);
  });

  it("treats the top-up's 403 for a bad token like a 401, and its other 403 as no subscription", async () => {
    const refresh = jest.fn(async () => ({ token: "fresh" }));
    const credentials = new RefreshingCredentials({ initial: { token: "stale" }, refresh });
    const challenge = { "WWW-Authenticate": 'Bearer error="invalid_token"' };
    const { client: c } = client(
      [json(403, {}, challenge), json(200, { success: true, credits_purchased: 100, new_balance: 200 })],
      credentials,
    );
    await expect(c.topUp(100)).resolves.toMatchObject({ success: true, creditsPurchased: 100, newBalance: 200 });
    expect(refresh).toHaveBeenCalledTimes(1);
    const { client: free } = client([json(403, { code: "no_active_subscription" })], credentials);
    expect(await failure(free.topUp(100))).toMatchObject({ kind: "no_subscription" });
  });

  it("asks to sign in when nobody is signed in, without calling the service", async () => {
    const { client: c, calls } = client([], { getAccessToken: async () => null });
    expect((await failure(c.getCurrentUser())).kind).toBe("unauthorized");
    expect(calls).toHaveLength(0);
  });

  it("keeps the token out of every error message, even when the service repeats it", async () => {
    const { client: c } = client([json(422, { message: "bad token tok-1", errors: { amount: ["tok-1 is wrong"] } })]);
    const error = await failure(c.topUp(100));
    expect(error.message).not.toContain("tok-1");
  });
});

describe("cancellation", () => {
  it("a call cancelled while waiting its turn sends nothing", async () => {
    const { client: c, calls } = client([json(200, {})], staticToken("t"), { pacing: { requestsPerSecond: 1 } });
    const first = c.listExtractors();
    const abort = new AbortController();
    const second = c.getCurrentUser({ signal: abort.signal, priority: "interactive" });
    abort.abort();
    expect(await failure(second)).toMatchObject({ kind: "aborted" });
    await first;
    expect(calls).toHaveLength(1);
  });

  it("a GET cancelled in flight is 'aborted'; an upload cancelled in flight has an unknown outcome", async () => {
    const hang = (init: RequestInit): Promise<Response> =>
      new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
    const { client: c } = client([hang, hang]);
    const a = new AbortController();
    const read = c.getCurrentUser(a.signal);
    setTimeout(() => a.abort(), 5);
    expect(await failure(read)).toMatchObject({ kind: "aborted" });
    const b = new AbortController();
    const sent = upload(c, b.signal);
    setTimeout(() => b.abort(), 5);
    expect(await failure(sent)).toMatchObject({ kind: "unknown_outcome", message: expect.stringMatching(/cancelled/) });
  });

  it("an already aborted signal fails at once", async () => {
    const { client: c, calls } = client([]);
    expect(await failure(c.getCurrentUser(AbortSignal.abort()))).toMatchObject({ kind: "aborted" });
    expect(calls).toHaveLength(0);
  });
});

describe("answers it cannot read", () => {
  it("fails cleanly on a body that is not JSON", async () => {
    const { client: c } = client([new Response("not json", { status: 200 })]);
    expect((await failure(c.getCurrentUser())).kind).toBe("bad_response");
  });

  it("refuses thumbnails on another origin without sending the token anywhere", async () => {
    const { client: c, calls } = client([]);
    expect(await failure(c.getThumbnail("https://evil.test/v3/document/x/image-1.jpg"))).toMatchObject({ kind: "bad_response" });
    expect(calls).toHaveLength(0);
  });

  it("resolves base-relative thumbnail paths under the base address", async () => {
    const { client: c, calls } = client([new Response(new Uint8Array([0xff, 0xd8]), { status: 200 })]);
    const blob = await c.getThumbnail({ pageNumber: 1, url: "/document/d1/image-1.jpg" });
    expect(blob.type).toBe("image/jpeg");
    expect(calls[0]?.url).toBe("https://svc.test/v3/document/d1/image-1.jpg");
  });
});

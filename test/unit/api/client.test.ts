import { ServiceClient } from "../../../src/api/client";
import type { CredentialsProvider } from "../../../src/api/credentials";
import { staticToken } from "../../../src/api/credentials";
import { RateLimitedError, ServiceError } from "../../../src/api/errors";

type Call = { url: string; init: RequestInit };

function fakeFetch(responses: Array<Response | Error>): { fetch: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  const queue = [...responses];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = queue.shift();
    if (!next) throw new Error("no more responses");
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as typeof fetch;
  return { fetch: fetchImpl, calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

function client(responses: Array<Response | Error>, credentials: CredentialsProvider = staticToken("tok-1")) {
  const fake = fakeFetch(responses);
  return { client: new ServiceClient({ baseUrl: "https://svc.test/v3/", credentials, fetch: fake.fetch }), calls: fake.calls };
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

describe("ServiceClient", () => {
  it("sends the bearer token and Accept header to the base address", async () => {
    const { client: c, calls } = client([json(200, { name: "Ada", balance: 5 })]);
    await expect(c.getCurrentUser()).resolves.toMatchObject({ name: "Ada", balance: 5 });
    expect(calls[0]?.url).toBe("https://svc.test/v3/users/me");
    expect(calls[0]?.init.headers).toEqual({ Authorization: "Bearer tok-1", Accept: "application/json" });
  });

  it("uploads multipart with the action and file name", async () => {
    const { client: c, calls } = client([json(201, { id: "doc1", status: "queued" })]);
    const accepted = await c.uploadDocument({
      action: "transcribe",
      file: new Blob(["%PDF-1.4"]),
      fileName: "scan.pdf",
      deleteAfterSeconds: 600,
    });
    expect(accepted).toEqual({ id: "doc1", status: "queued" });
    const form = calls[0]?.init.body as FormData;
    expect(form.get("action")).toBe("transcribe");
    expect(form.get("delete_after")).toBe("600");
    expect((form.get("file") as File).name).toBe("scan.pdf");
  });

  it("answers 'processing' on 202 and the detail on 200", async () => {
    const { client: c, calls } = client([new Response(null, { status: 202 }), json(200, { id: "d/1", status: "processed", results: [] })]);
    await expect(c.getDocument("d/1")).resolves.toEqual({ state: "processing" });
    await expect(c.getDocument("d/1")).resolves.toMatchObject({ state: "ready", document: { id: "d/1" } });
    expect(calls[0]?.url).toBe("https://svc.test/v3/documents/d%2F1");
  });

  it("maps a 403 on upload to insufficient credits", async () => {
    const { client: c } = client([json(403, { code: "insufficient_credits", message: "Not enough credits" })]);
    const error = await failure(c.uploadDocument({ action: "transcribe", file: new Blob(["x"]), fileName: "a.png" }));
    expect(error.kind).toBe("insufficient_credits");
    expect(error.message).toMatch(/credits/);
  });

  it("reports the wait of a 429", async () => {
    const { client: c } = client([json(429, {}, { "Retry-After": "3" })]);
    const error = await failure(c.getCurrentUser());
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSeconds).toBe(3);
  });

  it("never calls a lost upload a plain network error: its outcome is unknown", async () => {
    const { client: c, calls } = client([new TypeError("Failed to fetch")]);
    const error = await failure(c.uploadDocument({ action: "transcribe", file: new Blob(["x"]), fileName: "a.png" }));
    expect(error.kind).toBe("unknown_outcome");
    expect(calls).toHaveLength(1); // not re-sent
  });

  it("treats a 5xx on upload as unknown outcome and on reads as a server error", async () => {
    const { client: c } = client([new Response("<html>oops</html>", { status: 500 }), new Response("<html>oops</html>", { status: 502 })]);
    expect((await failure(c.uploadDocument({ action: "transcribe", file: new Blob(["x"]), fileName: "a.png" }))).kind).toBe(
      "unknown_outcome",
    );
    expect((await failure(c.getCurrentUser())).kind).toBe("server_error");
  });

  it("fails cleanly on a body that is not JSON", async () => {
    const { client: c } = client([new Response("not json", { status: 200 })]);
    expect((await failure(c.getCurrentUser())).kind).toBe("bad_response");
  });

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

  it("asks to sign in when nobody is signed in, without calling the service", async () => {
    const { client: c, calls } = client([], { getAccessToken: async () => null });
    expect((await failure(c.getCurrentUser())).kind).toBe("unauthorized");
    expect(calls).toHaveLength(0);
  });

  it("keeps the token out of every error message", async () => {
    const { client: c } = client([json(401, { message: "bad token tok-1" })]);
    const error = await failure(c.getCurrentUser());
    expect(error.message).not.toContain("tok-1");
  });
});

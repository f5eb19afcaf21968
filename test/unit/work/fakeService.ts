// A scripted stand-in for the service, as a `fetch` for the real ServiceClient, on the (fake) clock of the
// test: documents go queued -> processing (after a quarter of `processingMs`) -> processed; the list honours
// updated_since, per_page and page. Each request is recorded with its time. `intercept` may answer a request
// itself (a 429, a 500) before the service does.
export interface FakeDocument {
  id: string;
  fileName: string;
  action: string;
  createdAt: number;
  /** The uploaded file, as received. */
  file?: Blob;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  at: number;
}

const iso = (ms: number): string => new Date(ms).toISOString().replace("Z", "000Z");

export class FakeService {
  readonly docs: FakeDocument[] = [];
  readonly requests: RecordedRequest[] = [];
  intercept: ((request: RecordedRequest) => Response | undefined) | undefined;
  private nextId = 1;

  constructor(readonly processingMs = 10_000) {}

  status(doc: FakeDocument, now = Date.now()): { status: string; updatedAt: number } {
    const processingAt = doc.createdAt + Math.floor(this.processingMs / 4);
    const doneAt = doc.createdAt + this.processingMs;
    if (now >= doneAt) return { status: "processed", updatedAt: doneAt };
    if (now >= processingAt) return { status: "processing", updatedAt: processingAt };
    return { status: "queued", updatedAt: doc.createdAt };
  }

  /** Requests to `method path` (path without the base, e.g. "/documents"), their times. */
  times(method: string, path: string): number[] {
    return this.requests.filter((r) => r.method === method && r.path === path).map((r) => r.at);
  }

  private item(doc: FakeDocument): Record<string, unknown> {
    const { status, updatedAt } = this.status(doc);
    return {
      id: doc.id,
      file_name: doc.fileName,
      action: doc.action,
      page_count: 1,
      status,
      automatically_deleted_at: iso(doc.createdAt + 86_400_000),
      created_at: iso(doc.createdAt),
      updated_at: iso(updatedAt),
    };
  }

  readonly fetch = (async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const method = init.method ?? "GET";
    const path = url.pathname.replace(/^\/v3/, "");
    const request: RecordedRequest = { method, path, query: url.searchParams, at: Date.now() };
    this.requests.push(request);
    const intercepted = this.intercept?.(request);
    if (intercepted) return intercepted;
    const json = (status: number, body: unknown): Response =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", Date: new Date().toUTCString() } });

    if (method === "POST" && path === "/documents") {
      const form = init.body as FormData;
      const file = form.get("file");
      const doc: FakeDocument = {
        id: `doc${String(this.nextId++).padStart(7, "0")}`,
        fileName: file instanceof File ? file.name : "upload",
        action: String(form.get("action")),
        createdAt: Date.now(),
        ...(file instanceof Blob ? { file } : {}),
      };
      this.docs.push(doc);
      return json(201, { id: doc.id, status: "queued" });
    }
    if (method === "GET" && path === "/documents") {
      const since = url.searchParams.get("updated_since");
      const sinceMs = since === null ? -Infinity : Date.parse(since);
      const perPage = Number(url.searchParams.get("per_page") ?? 50);
      const page = Number(url.searchParams.get("page") ?? 1);
      const matching = this.docs
        .filter((d) => this.status(d).updatedAt > sinceMs)
        .sort((a, b) => (since === null ? b.createdAt - a.createdAt : this.status(b).updatedAt - this.status(a).updatedAt));
      const slice = matching.slice((page - 1) * perPage, page * perPage);
      const lastPage = Math.max(1, Math.ceil(matching.length / perPage));
      return json(200, {
        documents: slice.map((d) => this.item(d)),
        current_page: page,
        per_page: perPage,
        total: matching.length,
        last_page: lastPage,
        next_page_url: page < lastPage ? `${url.origin}/v3/documents?page=${page + 1}` : null,
        prev_page_url: null,
      });
    }
    const one = /^\/documents\/([A-Za-z0-9]+)$/.exec(path);
    const doc = one ? this.docs.find((d) => d.id === one[1]) : undefined;
    if (one && !doc) return json(404, { code: "document_not_found", message: "This document does not exist." });
    if (doc && method === "GET") {
      const item = this.item(doc);
      if (item.status !== "processed") return json(202, item);
      return json(200, { ...item, results: [{ page_number: 1, transcript: `Text of ${doc.fileName}` }], thumbnails: [] });
    }
    if (doc && method === "DELETE") {
      this.docs.splice(this.docs.indexOf(doc), 1);
      return new Response(null, { status: 204 });
    }
    return json(404, { code: "not_found", message: "No such route." });
  }) as typeof fetch;
}

export function tooMany(retryAfterSeconds: number): Response {
  return new Response(JSON.stringify({ code: "rate_limited", message: "Too many requests." }), {
    status: 429,
    headers: { "Content-Type": "application/json", "Retry-After": String(retryAfterSeconds) },
  });
}

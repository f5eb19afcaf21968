// A small Microsoft Graph client: GET requests with the user's token, paged with @odata.nextLink, paced and
// retried as Graph asks (429 and 503 with Retry-After hold every request of this client, then the request is
// tried again), and typed errors with sentences for the user. No React, no Office, no msal: the caller
// supplies tokens for the scopes each call needs (so consent can be asked incrementally).
import { t } from "../i18n/messages";
import { GraphError, errorFromResponse, readErrorBody } from "./errors";

export type TokenSource = (scopes: readonly string[], signal?: AbortSignal) => Promise<string>;

export interface GraphClientOptions {
  /** Graph's address, e.g. https://graph.microsoft.com/v1.0. */
  baseUrl: string;
  token: TokenSource;
  fetch?: typeof fetch;
  /** Waits (tests pass a fake). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
  /** Times a throttled or unavailable request is tried again. Default 3. */
  maxRetries?: number;
  /** A Retry-After longer than this (seconds) is not waited out: the caller gets the error. Default 60. */
  maxWaitSeconds?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** One page of a Graph collection. */
export interface GraphPage<T> {
  value: T[];
  nextLink: string | null;
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(aborted());
    const handle = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(handle);
      reject(aborted());
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

const aborted = (): GraphError => new GraphError("aborted", t("microsoft.graph.aborted"));

/** Retry-After in seconds (Graph sends seconds; an HTTP date is accepted too). */
export function retryAfterSeconds(header: string | null, now: number): number | null {
  if (header === null || header.trim() === "") return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

export class GraphClient {
  private readonly fetchFn: typeof fetch;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly now: () => number;
  /** Until when Graph asked this client to wait (epoch ms): every request waits for it. */
  private holdUntil = 0;

  constructor(private readonly options: GraphClientOptions) {
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
    this.sleep = options.sleep ?? defaultSleep;
    this.now = options.now ?? (() => Date.now());
  }

  get baseUrl(): string {
    return this.options.baseUrl.replace(/\/+$/, "");
  }

  /** A JSON resource. `path` is relative to the base address (or a whole nextLink under it). */
  async get<T>(path: string, scopes: readonly string[], options: CallOptions = {}): Promise<T> {
    const response = await this.send(path, scopes, "application/json", options);
    try {
      return (await response.json()) as T;
    } catch (cause) {
      throw new GraphError("bad_response", t("microsoft.graph.unreadable"), { cause });
    }
  }

  /** One page of a collection. */
  async page<T>(path: string, scopes: readonly string[], options: CallOptions = {}): Promise<GraphPage<T>> {
    const body = await this.get<{ value?: unknown; "@odata.nextLink"?: unknown }>(path, scopes, options);
    if (!Array.isArray(body.value)) throw new GraphError("bad_response", t("microsoft.graph.unreadableList"));
    const next = body["@odata.nextLink"];
    return { value: body.value as T[], nextLink: typeof next === "string" ? next : null };
  }

  /** Every page of a collection, following @odata.nextLink, up to `limit` items. */
  async all<T>(path: string, scopes: readonly string[], options: CallOptions & { limit?: number } = {}): Promise<T[]> {
    const items: T[] = [];
    const limit = options.limit ?? Number.POSITIVE_INFINITY;
    let next: string | null = path;
    while (next !== null && items.length < limit) {
      const page: GraphPage<T> = await this.page<T>(next, scopes, options);
      items.push(...page.value);
      next = page.nextLink;
    }
    return items.slice(0, limit);
  }

  /** The bytes of a file or attachment (Graph may redirect to a download address; fetch follows it). */
  async download(path: string, scopes: readonly string[], options: CallOptions = {}): Promise<Blob> {
    const response = await this.send(path, scopes, "*/*", options);
    try {
      return await response.blob();
    } catch (cause) {
      throw new GraphError("network", t("microsoft.graph.downloadFailed"), { cause });
    }
  }

  private url(path: string): string {
    if (/^https?:\/\//i.test(path)) {
      // A nextLink: only ever followed on Graph's own address, so the token never goes elsewhere.
      if (!path.startsWith(`${this.baseUrl}/`)) throw new GraphError("bad_response", t("microsoft.graph.foreignLink"));
      return path;
    }
    return `${this.baseUrl}/${path.replace(/^\/+/, "")}`;
  }

  private async send(path: string, scopes: readonly string[], accept: string, options: CallOptions): Promise<Response> {
    const url = this.url(path);
    const maxRetries = this.options.maxRetries ?? 3;
    const maxWait = this.options.maxWaitSeconds ?? 60;
    for (let attempt = 0; ; attempt++) {
      const wait = this.holdUntil - this.now();
      if (wait > 0) await this.sleep(wait, options.signal);
      if (options.signal?.aborted) throw aborted();
      const token = await this.options.token(scopes, options.signal);
      let response: Response;
      try {
        response = await this.fetchFn(url, {
          headers: { Authorization: `Bearer ${token}`, Accept: accept },
          ...(options.signal ? { signal: options.signal } : {}),
        });
      } catch (cause) {
        if (options.signal?.aborted) throw aborted();
        throw new GraphError("network", t("microsoft.graph.unreachable"), { cause });
      }
      if (response.ok) return response;
      const after = retryAfterSeconds(response.headers.get("Retry-After"), this.now());
      const body = readErrorBody(await response.json().catch(() => null));
      const error = errorFromResponse(response.status, body, after);
      const retryable = response.status === 429 || response.status === 503;
      if (!retryable || attempt >= maxRetries || (after ?? 0) > maxWait) throw error;
      // Graph's own advice: wait as long as Retry-After says (or back off), and hold every other request too.
      const delayMs = after !== null ? after * 1000 : Math.min(30_000, 1000 * 2 ** attempt);
      this.holdUntil = Math.max(this.holdUntil, this.now() + delayMs);
    }
  }
}

// Harness for the contract tests: the real emulator on a free port, the real client over real HTTP, and the
// emulator's control API (/_emulator/...) to reset state, read the request log and inject faults.
import type { AccountCounters } from "../../dev/emulator/request-log";
import * as fs from "node:fs";
import * as path from "node:path";
import { startEmulator, type EmulatorConfig } from "../../dev/emulator";
import { plainImage } from "../../dev/emulator/samples";
import { ServiceClient, type ServiceClientOptions } from "../../src/api/client";
import { staticToken } from "../../src/api/credentials";
import type { DocumentDetail } from "../../src/api/types";

export interface Emulator {
  origin: string;
  baseUrl: string;
  authUrl: string;
  close(): Promise<void>;
}

/**
 * An emulator for tests whose point is not pacing: a high rate limit (the client's pace is raised with it,
 * see fastClient) and short processing, on real time.
 */
export async function startFastEmulator(overrides: Partial<EmulatorConfig> = {}): Promise<Emulator> {
  return startEmulator({ port: 0, rateLimit: 1000, processingMs: 60, ...overrides });
}

/** A client paced for the fast emulator: same ratio to its limit as the default client to the spec's. */
export function fastClient(emu: Emulator, token = "dev-token", options: Partial<ServiceClientOptions> = {}): ServiceClient {
  return new ServiceClient({
    baseUrl: emu.baseUrl,
    credentials: staticToken(token),
    pacing: { requestsPerSecond: 500, burst: 50 },
    retry: { baseDelayMs: 20, maxDelayMs: 100 },
    ...options,
  });
}

export async function control<T = Record<string, unknown>>(emu: Emulator, urlPath: string, method = "GET", body?: unknown): Promise<T> {
  const response = await fetch(`${emu.origin}/_emulator${urlPath}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`control ${method} ${urlPath}: ${response.status} ${text}`);
  return (text === "" ? {} : JSON.parse(text)) as T;
}

export const reset = (emu: Emulator): Promise<unknown> => control(emu, "/reset", "POST");

export interface LoggedRequest {
  seq: number;
  /** When the emulator handled it (ISO 8601). */
  at: string;
  accountId: string | null;
  method: string;
  route: string;
  status: number;
  fault: string | null;
  missingAccept: boolean;
}

export type Counters = AccountCounters;

/** The emulator's request log and per-account counters, for one account (by its API token). */
export async function requestLog(
  emu: Emulator,
  token = "dev-token",
): Promise<{ counters: Counters | undefined; requests: LoggedRequest[] }> {
  const id = await accountId(emu, token);
  const log = await control<{ accounts: Record<string, Counters>; requests: LoggedRequest[] }>(emu, `/requests?account=${id}`);
  return { counters: log.accounts[id], requests: log.requests };
}

export async function accountId(emu: Emulator, token: string): Promise<string> {
  const { accounts } = await control<{ accounts: Array<{ id: string; token: string }> }>(emu, "/accounts");
  const account = accounts.find((a) => a.token === token);
  if (!account) throw new Error(`no seeded account with token ${token}`);
  return account.id;
}

export interface StoredDocument {
  id: string;
  file_name: string;
  action: string;
  status: string;
  webhook_url: string | null;
  steps: Record<string, string>;
}

export async function storedDocuments(emu: Emulator): Promise<StoredDocument[]> {
  return (await control<{ documents: StoredDocument[] }>(emu, "/documents")).documents;
}

/**
 * A fetch that adds an `X-Emulator-Fault` header to the requests that match, `times` times each (the header
 * always hits, so a fault meant for the first attempt must not ride along on the retry). Counts calls.
 */
export function faultyFetch(rules: Array<{ fault: string; times?: number; when?: (method: string, url: string) => boolean }>): {
  fetch: typeof fetch;
  calls: Array<{ method: string; url: string }>;
} {
  const calls: Array<{ method: string; url: string }> = [];
  const left = rules.map((r) => r.times ?? 1);
  const faulty = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? "GET";
    calls.push({ method, url });
    const headers = { ...(init.headers as Record<string, string>) };
    rules.forEach((rule, i) => {
      if ((left[i] ?? 0) > 0 && (rule.when?.(method, url) ?? true)) {
        left[i] = (left[i] ?? 0) - 1;
        headers["X-Emulator-Fault"] = rule.fault;
      }
    });
    return fetch(input, { ...init, headers });
  }) as typeof fetch;
  return { fetch: faulty, calls };
}

const FIXTURES = path.resolve(__dirname, "../fixtures");

export function fixture(name: string): Blob {
  return new Blob([Uint8Array.from(fs.readFileSync(path.join(FIXTURES, name)))]);
}

export function expected<T>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, name.replace(/\.[^.]+$/, ".expected.json")), "utf8")) as T;
}

const pngs = new Map<number, Blob>();

/** A small PNG that is not a fixture (generated results). Cached: encoding is slow. */
export function png(seed = 1): Blob {
  let blob = pngs.get(seed);
  if (!blob) {
    blob = new Blob([Uint8Array.from(plainImage("png", 40, 50, seed))], { type: "image/png" });
    pngs.set(seed, blob);
  }
  return blob;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the detail until the document is processed or failed. */
export async function processed(client: ServiceClient, id: string, timeoutMs = 5000): Promise<DocumentDetail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const poll = await client.getDocument(id);
    if (poll.state === "ready" && (poll.document.status === "processed" || poll.document.status === "failed")) return poll.document;
    if (Date.now() > until) throw new Error(`document ${id} not processed within ${timeoutMs} ms`);
    await pause(25);
  }
}

/** Waits until the translation of `id` is ready. */
export async function translated(client: ServiceClient, id: string, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const poll = await client.getTranslation(id);
    if (poll.state === "ready" && poll.translation.document.status === "processed") return;
    if (Date.now() > until) throw new Error(`translation of ${id} not ready within ${timeoutMs} ms`);
    await pause(25);
  }
}

/** The rejection of `promise`, which must fail. */
export async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error: unknown) {
    return error;
  }
  throw new Error("expected a failure");
}

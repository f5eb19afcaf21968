// Test harness for the emulator: starts one on a free port and talks to it over real HTTP with fetch.
// Time-driven behaviour is moved with the emulator clock, so no test sleeps for processing or expiry.
import { createHash, randomBytes } from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";
import { plainImage } from "../../dev/emulator/samples";
import { startEmulator, type EmulatorConfig, type RunningEmulatorInternals } from "../../dev/emulator/index";

export const FIXTURES = path.resolve(__dirname, "../fixtures");

export function fixture(name: string): Buffer {
  return fs.readFileSync(path.join(FIXTURES, name));
}

export function expected<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, name.replace(/\.[^.]+$/, ".expected.json")), "utf8")) as T;
}

export interface Json {
  [key: string]: unknown;
}

export interface FileInput {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

export class Harness {
  constructor(readonly emu: RunningEmulatorInternals) {}

  get base(): string {
    return this.emu.baseUrl;
  }

  get origin(): string {
    return this.emu.origin;
  }

  get services(): RunningEmulatorInternals["services"] {
    return this.emu.services;
  }

  /** A request to the API; `path` is relative to the base URL unless it starts with http. */
  api(
    urlPath: string,
    init: { token?: string | null; method?: string; headers?: Record<string, string>; body?: BodyInit } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: "application/json", ...init.headers };
    const token = init.token === undefined ? "dev-token" : init.token;
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    const url = urlPath.startsWith("http") ? urlPath : `${this.base}${urlPath}`;
    return fetch(url, { method: init.method ?? "GET", headers, body: init.body, redirect: "manual" });
  }

  async json(urlPath: string, init: Parameters<Harness["api"]>[1] = {}): Promise<{ status: number; body: Json; headers: Headers }> {
    const response = await this.api(urlPath, init);
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Json) : {}, headers: response.headers };
  }

  form(fields: Record<string, string>, file?: FileInput): FormData {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append("file", new Blob([Uint8Array.from(file.bytes)], { type: file.type ?? "application/octet-stream" }), file.name);
    return form;
  }

  upload(
    fields: Record<string, string>,
    file?: FileInput,
    token: string | null = "dev-token",
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: Json; headers: Headers }> {
    return this.json("/documents", { method: "POST", token, body: this.form(fields, file), headers });
  }

  /** Uploads and returns the new id, failing the test on anything but 201. */
  async uploaded(fields: Record<string, string>, file: FileInput, token = "dev-token"): Promise<string> {
    const r = await this.upload(fields, file, token);
    if (r.status !== 201) throw new Error(`upload answered ${r.status}: ${JSON.stringify(r.body)}`);
    return r.body.id as string;
  }

  /** Moves the emulator clock forward (fires processing steps, deletions, expiries). */
  advance(ms: number): void {
    this.services.clock.advance(ms);
  }

  /** Moves the clock past the end of processing (and of a following translation). */
  finishProcessing(): void {
    this.advance(this.emu.config.processingMs * 2 + 10);
  }

  control(urlPath: string, method = "GET", body?: unknown): Promise<Response> {
    return fetch(`${this.origin}/_emulator${urlPath}`, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  close(): Promise<void> {
    return this.emu.close();
  }
}

/** Defaults for tests: a high rate limit (the 2/s limit has its own tests), a 1 s processing time, and a frozen
 * clock that only the tests move, so boundaries are exact and nothing depends on how fast the machine is. */
export async function startHarness(overrides: Partial<EmulatorConfig> = {}): Promise<Harness> {
  return new Harness(await startEmulator({ port: 0, rateLimit: 10000, processingMs: 1000, freezeClock: true, ...overrides }));
}

const pngCache = new Map<number, Buffer>();

/** A small PNG that is not a fixture, so it gets generated results. Cached: encoding is slow inside jest. */
export function png(name = "page.png", seed = 1): FileInput {
  let bytes = pngCache.get(seed);
  if (!bytes) {
    bytes = plainImage("png", 120, 160, seed);
    pngCache.set(seed, bytes);
  }
  return { name, bytes };
}

/** OAuth tokens for the first account through the real endpoints (the form skipped with auto-approve). */
export async function oauthTokens(
  h: Harness,
  scope = "documents:read documents:write",
): Promise<{ access_token: string; refresh_token: string }> {
  await h.control("/settings", "POST", { auto_approve: true });
  const verifier = randomBytes(32).toString("base64url");
  const url = new URL(`${h.origin}/oauth/authorize`);
  const params = {
    response_type: "code",
    client_id: "office-addin-dev",
    redirect_uri: "https://localhost:3000/signin-redirect.html",
    scope,
    state: "s",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const code = new URL((await fetch(url, { redirect: "manual" })).headers.get("location")!).searchParams.get("code")!;
  const r = await fetch(`${h.origin}/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      code_verifier: verifier,
      redirect_uri: params.redirect_uri,
      client_id: params.client_id,
    }),
  });
  return (await r.json()) as { access_token: string; refresh_token: string };
}

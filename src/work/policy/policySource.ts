// Where the task pane and the dialog pages get the organisation's policy: {ADDIN_URL}/policy.json, fetched
// once at start (the page's <link rel="preload"> has it on the way alongside the first script), never holding
// up the first screen. Until it arrives, the last good copy applies (localStorage); when it cannot be fetched,
// that copy goes on applying. A 404 means there is no policy. A file that is there but is not a JSON object is
// never taken as "no policy": the last good copy applies, or, without one, every setting at its most
// restrictive. The validator is a chunk of its own, loaded in parallel. No React, no Office.
import { PolicyCache, policyCacheKey, type CachedPolicy, type PolicyStorage } from "./policyCache";
import { mostRestrictivePolicy } from "./restrictive";
import type { PolicyReading, PolicySettings } from "./types";

/** What applies: nothing (no policy), the file just fetched, the last good copy, or every key at its most restrictive. */
export type PolicyOrigin = "none" | "file" | "lastGood" | "restrictive";

export interface PolicyState {
  settings: PolicySettings;
  origin: PolicyOrigin;
  /** false until the fetch has its answer (or gave up): until then a cached copy, or nothing, applies. */
  settled: boolean;
  /** The reading of the copy that applies (rejected and ignored keys); null when no file applies. */
  reading: PolicyReading | null;
  /**
   * Why the file just fetched does not apply: it could not be fetched, it is not a JSON object, or it could
   * not be checked (the validator's chunk did not load).
   */
  problem: "unreachable" | "unreadable" | "unchecked" | null;
  /** When the copy that applies was fetched. */
  fetchedAt: number | null;
}

export const NO_POLICY: PolicyState = { settings: {}, origin: "none", settled: true, reading: null, problem: null, fetchedAt: null };

export type PolicyReader = (text: string) => PolicyReading | null;

type Answer = { kind: "file"; text: string } | { kind: "absent" } | { kind: "unreachable" };

export interface PolicySourceOptions {
  url: string;
  storage: PolicyStorage | null;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The reading chunk (schema validator included). */
  loadReader: () => Promise<PolicyReader>;
  now?: () => number;
  /** A host that does not answer within this time counts as unreachable. */
  timeoutMs?: number;
}

async function fetchPolicy(options: PolicySourceOptions): Promise<Answer> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.timeoutMs ?? 8000);
  try {
    // The page's preload asked the same way (same-origin credentials, CORS mode): this takes its response.
    const response = await options.fetch(options.url, { credentials: "same-origin", signal: abort.signal });
    if (response.status === 404 || response.status === 410) return { kind: "absent" };
    if (!response.ok) return { kind: "unreachable" };
    return { kind: "file", text: await response.text() };
  } catch {
    return { kind: "unreachable" };
  } finally {
    clearTimeout(timer);
  }
}

export class PolicySource {
  private state: PolicyState = { ...NO_POLICY, settled: false };
  private readonly listeners = new Set<() => void>();
  private readonly done: Promise<PolicyState>;

  constructor(options: PolicySourceOptions) {
    const cache = new PolicyCache(options.storage, policyCacheKey(options.url));
    const now = options.now ?? Date.now;
    const cached = cache.read();
    const answer = fetchPolicy(options);
    const reader = options.loadReader().catch(() => null);
    // The last good copy applies as soon as it can be read, unless the fresh answer is already here.
    void reader.then((read) => {
      if (!this.state.settled && read && cached) {
        const copy = read(cached.text);
        if (copy) this.set({ ...this.fromCopy(copy, cached), settled: false });
      }
    });
    this.done = Promise.all([reader, answer]).then(([read, got]) => {
      this.set(this.settle(read, got, cached, cache, now()));
      return this.state;
    });
  }

  current(): PolicyState {
    return this.state;
  }

  /** Resolves once the fetch has its answer (or gave up), with what applies then. */
  ready(): Promise<PolicyState> {
    return this.done;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private fromCopy(reading: PolicyReading, copy: CachedPolicy): PolicyState {
    return { settings: reading.settings, origin: "lastGood", settled: true, reading, problem: null, fetchedAt: copy.savedAt };
  }

  private settle(read: PolicyReader | null, got: Answer, cached: CachedPolicy | null, cache: PolicyCache, at: number): PolicyState {
    if (got.kind === "absent") {
      cache.clear();
      return NO_POLICY;
    }
    if (got.kind === "file") {
      const reading = read?.(got.text) ?? null;
      if (reading) {
        cache.write({ text: got.text, savedAt: at });
        return { settings: reading.settings, origin: "file", settled: true, reading, problem: null, fetchedAt: at };
      }
    }
    const problem = got.kind !== "file" ? "unreachable" : read ? "unreadable" : "unchecked";
    const copy = cached && read ? read(cached.text) : null;
    if (copy && cached) return { ...this.fromCopy(copy, cached), problem };
    // A file is there but cannot be read (or the reader itself could not be loaded): closed, not open.
    if (got.kind === "file" || (cached && !read))
      return { ...NO_POLICY, settings: mostRestrictivePolicy(), origin: "restrictive", problem };
    return { ...NO_POLICY, problem };
  }

  private set(next: PolicyState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

const sources = new Map<string, PolicySource>();

/** The page's policy, fetched once per page from policy.json beside it (the first call starts the fetch). */
export function pagePolicy(pageHref: string, storage: PolicyStorage | null): PolicySource {
  const url = new URL("policy.json", pageHref).href;
  let source = sources.get(url);
  if (!source) {
    source = new PolicySource({
      url,
      storage,
      fetch: (u, init) => fetch(u, init),
      loadReader: () => import(/* webpackChunkName: "policy-reader" */ "./policyReader").then((m) => m.readPolicyText),
    });
    sources.set(url, source);
  }
  return source;
}

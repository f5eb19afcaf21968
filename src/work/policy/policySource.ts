// Loading the organisation's policy, {ADDIN_URL}/policy.json, into the page's handle (pagePolicy.ts): fetched
// once (taking the page's preloaded response), read against the schema, cached. Until it arrives, the last
// good copy applies (localStorage); when it cannot be fetched, that copy goes on applying. A 404 means there
// is no policy. A file that is there but is not a JSON object is never taken as "no policy": the last good
// copy applies, or, without one, every setting at its most restrictive. A server that errs (or does not answer)
// with no copy to fall back on closes the security settings (issue 32 item 5). Loaded as a chunk of its own,
// with the schema's validator. No React, no Office.
import { setSupportNote } from "../../i18n/messages";
import { supportNote } from "./orgText";
import type { PolicyState, PolicyTarget } from "./policyState";
import { PolicyCache, policyCacheKey, type CachedPolicy, type PolicyStorage } from "./policyCache";
import { readPolicyText } from "./policyReader";
import { MOST_RESTRICTIVE, mostRestrictivePolicy } from "./restrictive";
import type { PolicyReading, PolicySettings } from "./types";
import { SUPPORT_MESSAGES } from "./supportMessages";

/** The keys that guard security (how users sign in, buying credits, reading Microsoft 365). */
const SECURITY_KEYS = ["signInMethods", "topUp", "microsoft365Sources"] as const;

/**
 * The security keys at their most restrictive, nothing else: for a policy server that errs (5xx, 403, no answer
 * in time) with no earlier copy. What the policy forbids for security stays forbidden; the rest keeps working.
 */
function securityFallbackPolicy(): PolicySettings {
  return Object.fromEntries(SECURITY_KEYS.map((key) => [key, { ...MOST_RESTRICTIVE[key], fallback: true }])) as PolicySettings;
}

/** Every key at its most restrictive, each marked as the fallback it is. */
function restrictiveFallbackPolicy(): PolicySettings {
  const settings = mostRestrictivePolicy() as Record<string, object>;
  return Object.fromEntries(Object.entries(settings).map(([key, setting]) => [key, { ...setting, fallback: true }])) as PolicySettings;
}

/** No policy (pagePolicy.ts's NO_POLICY, which this chunk may not import: the page's module loads this one). */
const NO_POLICY: PolicyState = { settings: {}, origin: "none", settled: true, reading: null, problem: null, fetchedAt: null };

type Answer = { kind: "file"; text: string } | { kind: "absent" } | { kind: "unreachable" };

export interface PolicyLoadOptions {
  url: string;
  storage: PolicyStorage | null;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Reads the file's text (the schema's validator; tests may pass another). */
  read?: (text: string) => PolicyReading | null;
  now?: () => number;
  /** A host that does not answer within this time counts as unreachable. */
  timeoutMs?: number;
}

async function fetchPolicy(options: PolicyLoadOptions): Promise<Answer> {
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

function fromCopy(reading: PolicyReading, copy: CachedPolicy): PolicyState {
  return { settings: reading.settings, origin: "lastGood", settled: true, reading, problem: null, fetchedAt: copy.savedAt };
}

/** What applies once the fetch has its answer. */
export function settlePolicy(
  got: Answer,
  cached: CachedPolicy | null,
  cache: PolicyCache,
  read: (text: string) => PolicyReading | null,
  at: number,
): PolicyState {
  if (got.kind === "absent") {
    cache.clear();
    return NO_POLICY;
  }
  if (got.kind === "file") {
    const reading = read(got.text);
    if (reading) {
      cache.write({ text: got.text, savedAt: at });
      return { settings: reading.settings, origin: "file", settled: true, reading, problem: null, fetchedAt: at };
    }
  }
  const problem = got.kind === "file" ? "unreadable" : "unreachable";
  const copy = cached ? read(cached.text) : null;
  if (copy && cached) return { ...fromCopy(copy, cached), problem };
  // A file is there but cannot be read: closed, not open.
  if (got.kind === "file") return { ...NO_POLICY, settings: restrictiveFallbackPolicy(), origin: "restrictive", problem };
  // Nothing could be fetched and nothing is known: what the policy may forbid for security stays forbidden.
  return { ...NO_POLICY, settings: securityFallbackPolicy(), origin: "restrictive", problem };
}

/** Fetches and reads the policy into `handle`: the last good copy first (while the fetch is on its way), then the answer. */
export async function loadPolicy(handle: PolicyTarget, options: PolicyLoadOptions): Promise<void> {
  const read = options.read ?? readPolicyText;
  // The organisation's help follows every "ask your administrator" message, in the language of the moment.
  setSupportNote((key) => (SUPPORT_MESSAGES.has(key) ? supportNote(handle.current().settings.help?.value) : null));
  const cache = new PolicyCache(options.storage, policyCacheKey(options.url));
  const cached = cache.read();
  const answer = fetchPolicy(options);
  const copy = cached ? read(cached.text) : null;
  if (copy && cached) handle.set({ ...fromCopy(copy, cached), settled: false });
  handle.set(settlePolicy(await answer, cached, cache, read, (options.now ?? Date.now)()));
}

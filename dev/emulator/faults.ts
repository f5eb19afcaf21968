// Fault injection. Faults come from the run-time settings (environment or POST /_emulator/faults), which hit a
// pseudo-random share of requests, and from one request's `X-Emulator-Fault` header or `_fault` query
// parameter, which always hit. Syntax of the header: comma-separated items, see parseFaultSpec.
import type { IncomingMessage } from "node:http";
import type { FaultSettings, FaultTiming } from "./config";

export interface RequestFaults {
  latencyMs: number;
  /** 5xx status to answer instead of doing the work. */
  failBefore?: number;
  /** 5xx status to answer after the work is done (the client cannot know it succeeded). */
  failAfter?: number;
  dropBefore: boolean;
  dropAfter: boolean;
  /** Answer 429 with this Retry-After (seconds). */
  tooMany?: number;
  expireToken: boolean;
}

export function noFaults(): RequestFaults {
  return { latencyMs: 0, dropBefore: false, dropAfter: false, expireToken: false };
}

export class FaultSpecError extends Error {}

/**
 * `500` | `503` (any 5xx, before the work) · `500-after` (after the work) · `drop` · `drop-after` ·
 * `latency=<ms>` · `429` or `429=<retry-after seconds>` · `expire-token`.
 */
export function parseFaultSpec(spec: string): RequestFaults {
  const faults = noFaults();
  for (const item of spec
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== "")) {
    let m: RegExpExecArray | null;
    if ((m = /^(5\d\d)(-after)?$/.exec(item))) {
      if (m[2]) faults.failAfter = Number(m[1]);
      else faults.failBefore = Number(m[1]);
    } else if (item === "drop") {
      faults.dropBefore = true;
    } else if (item === "drop-after") {
      faults.dropAfter = true;
    } else if ((m = /^latency=(\d{1,6})$/.exec(item))) {
      faults.latencyMs = Number(m[1]);
    } else if ((m = /^429(?:=(\d{1,5}))?$/.exec(item))) {
      faults.tooMany = Math.max(1, Number(m[1] ?? 1));
    } else if (item === "expire-token") {
      faults.expireToken = true;
    } else {
      throw new FaultSpecError(
        `Unknown fault "${item}". Use 500, 503, 500-after, drop, drop-after, latency=<ms>, 429, 429=<s> or expire-token.`,
      );
    }
  }
  return faults;
}

/** mulberry32: small, fast and seedable, so a fault rate hits the same requests on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FaultState extends FaultSettings {
  /** Emulated time until which every authenticated request gets 429. */
  stormUntil: number;
}

/** Adds the rate-based faults of the settings to a request's own faults. */
export function rollFaults(state: FaultState, random: () => number, own: RequestFaults): RequestFaults {
  const faults = { ...own };
  if (faults.latencyMs === 0) faults.latencyMs = state.latencyMs;
  const after = (timing: FaultTiming): boolean => timing === "after" || (timing === "random" && random() < 0.5);
  if (state.dropRate > 0 && random() < state.dropRate) {
    if (after(state.faultTiming)) faults.dropAfter = true;
    else faults.dropBefore = true;
  }
  if (state.failRate > 0 && random() < state.failRate) {
    if (after(state.faultTiming)) faults.failAfter ??= 500;
    else faults.failBefore ??= 500;
  }
  if (state.rate429 > 0 && random() < state.rate429) faults.tooMany ??= 1;
  return faults;
}

export function describeFaults(f: RequestFaults): string | null {
  const parts: string[] = [];
  if (f.latencyMs > 0) parts.push(`latency=${f.latencyMs}`);
  if (f.failBefore) parts.push(String(f.failBefore));
  if (f.failAfter) parts.push(`${f.failAfter}-after`);
  if (f.dropBefore) parts.push("drop");
  if (f.dropAfter) parts.push("drop-after");
  if (f.tooMany) parts.push("429");
  if (f.expireToken) parts.push("expire-token");
  return parts.length > 0 ? parts.join(",") : null;
}

/** The faults one request asks for itself (the X-Emulator-Fault header and the _fault query parameter). */
export function ownFaults(req: IncomingMessage, url: URL): RequestFaults {
  const header = req.headers["x-emulator-fault"];
  const spec = [Array.isArray(header) ? header.join(",") : header, url.searchParams.get("_fault")].filter(Boolean).join(",");
  return spec ? parseFaultSpec(spec) : noFaults();
}

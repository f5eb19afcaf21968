// The organisation's policy as a page holds it (pagePolicy.ts): the shapes of what applies now. Types only, in a
// module of their own, so that the loader (policySource.ts, a lazy chunk) and the page's handle share them
// without importing each other (and nothing is added to the first screen). No React, no Office.
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
   * not be checked (the policy's code did not load).
   */
  problem: "unreachable" | "unreadable" | "unchecked" | null;
  /** When the copy that applies was fetched. */
  fetchedAt: number | null;
}

/** Where a policy's state goes as it loads (the page's PolicyHandle, pagePolicy.ts). */
export interface PolicyTarget {
  current(): PolicyState;
  set(next: PolicyState): void;
}

// The organisation's policy as a page holds it (pagePolicy.ts): what applies now and the handle views listen
// to. Its own module so that the loader (policySource.ts, a lazy chunk) and the page's handle share it without
// importing each other. No React, no Office.
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

export const NO_POLICY: PolicyState = { settings: {}, origin: "none", settled: true, reading: null, problem: null, fetchedAt: null };

/** The policy of one page: its state now, its changes, and the moment the fetch has its answer. */
export class PolicyHandle {
  private state: PolicyState = { ...NO_POLICY, settled: false };
  private readonly listeners = new Set<() => void>();
  private settle: (state: PolicyState) => void = () => undefined;
  private readonly done = new Promise<PolicyState>((resolve) => {
    this.settle = resolve;
  });

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

  /** A new state (from the policy's loader); a settled one resolves ready(). */
  set(next: PolicyState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
    if (next.settled) this.settle(next);
  }
}

// The organisation's policy as a page holds it: a small handle the first screen can read and listen to,
// while the work itself (fetching policy.json, the last good copy, the schema's validator) is a chunk of its
// own, loaded at once (policySource.ts). The page's <link rel="preload"> has policy.json on the way alongside
// the first script, so nothing waits on this chunk to start the download. No React, no Office.
import type { PolicyStorage } from "./policyCache";
import type { PolicyState } from "./policyState";
import { mostRestrictivePolicy } from "./restrictive";

export type { PolicyOrigin, PolicyState } from "./policyState";

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

const handles = new Map<string, PolicyHandle>();

/** The page's policy, from policy.json beside it: the first call starts loading it, later calls share it. */
export function pagePolicy(pageHref: string, storage: PolicyStorage | null): PolicyHandle {
  const url = new URL("policy.json", pageHref).href;
  let handle = handles.get(url);
  if (!handle) {
    const created = new PolicyHandle();
    handle = created;
    handles.set(url, created);
    import(/* webpackChunkName: "policy" */ "./policySource")
      .then((m) => m.loadPolicy(created, { url, storage, fetch: (u, init) => fetch(u, init) }))
      .catch(() => {
        // The policy's code could not load (or failed): nothing can be checked, so nothing it could forbid is
        // allowed; and whoever waits for the answer is not left waiting.
        if (!created.current().settled)
          created.set({ ...NO_POLICY, settings: mostRestrictivePolicy(), origin: "restrictive", problem: "unchecked" });
      });
  }
  return handle;
}

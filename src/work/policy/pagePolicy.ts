// The organisation's policy as a page holds it: a small handle the first screen can read and listen to,
// while the work itself (fetching policy.json, the last good copy, the schema's validator) is a chunk of its
// own, loaded at once (policySource.ts). The page's <link rel="preload"> has policy.json on the way alongside
// the first script, so nothing waits on this chunk to start the download. No React, no Office.
import type { PolicyStorage } from "./policyCache";
import { NO_POLICY, PolicyHandle } from "./policyState";
import { mostRestrictivePolicy } from "./restrictive";

export { NO_POLICY, PolicyHandle, type PolicyOrigin, type PolicyState } from "./policyState";

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

// The organisation's policy as the task pane's components see it: the page's PolicyHandle (started before
// the first render, src/work/policy/pagePolicy.ts) through a context; a component rendered without one
// (tests) sees no policy. Re-renders when the policy arrives or changes.
import { createContext, useContext, useSyncExternalStore } from "react";
import { NO_POLICY, type PolicyHandle, type PolicyState } from "../work/policy/pagePolicy";

export const PolicyContext = createContext<PolicyHandle | null>(null);

const noSource = { subscribe: () => () => undefined, current: () => NO_POLICY };

export function usePolicy(): PolicyState {
  const source = useContext(PolicyContext) ?? noSource;
  return useSyncExternalStore(
    (listener) => source.subscribe(listener),
    () => source.current(),
  );
}

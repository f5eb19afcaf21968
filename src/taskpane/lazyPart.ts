// A part of the pane in its own chunk that, once loaded ahead (`preload`), draws at once. React.lazy suspends on
// its first draw even when its module is already here; a result whose parts suspend shows their fallback and
// then waits for React's reveal throttle (about 300 ms) before they appear, which was most of a result's open time.
import { createElement, lazy, useState, type ComponentType } from "react";

export interface LazyPart<P extends object> {
  Component: ComponentType<P>;
  /** Loads the chunk (once); drawn after that, the part does not suspend. */
  preload(): Promise<void>;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const suspending = (): ComponentType<P> => lazy(() => get().then((component) => ({ default: component }))) as ComponentType<P>;
  // React.lazy keeps a failed load for good: after a failure the next draw gets a new one, which asks again.
  let Suspending = suspending();
  const get = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk that failed to load (offline) is tried again the next time.
        pending = null;
        Suspending = suspending();
        throw error;
      },
    ));
  function Part(props: P): React.JSX.Element {
    // Chosen once per mount: switching from the suspending form to the loaded one would remount the part.
    const [direct] = useState(() => loaded);
    return direct ? createElement(direct, props) : createElement(Suspending, props);
  }
  return { Component: Part, preload: () => get().then(() => undefined) };
}

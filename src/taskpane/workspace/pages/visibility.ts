// Which page tiles are in view (or about to be) in the picker's scrolling grid: one IntersectionObserver for all
// of them, so a picture is asked for only when its page scrolls near, never for every page up front. Without
// IntersectionObserver no picture is asked for (pages are still chosen by number).
export class VisibilityWatcher {
  private readonly observer: IntersectionObserver | null;
  private readonly waiting = new Map<Element, () => void>();

  constructor(root: Element | null) {
    this.observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver((entries) => this.seen(entries), { root, rootMargin: "160px 0px" });
  }

  /** Calls `onVisible` once, when `element` comes near the view; returns a function that stops watching. */
  watch(element: Element, onVisible: () => void): () => void {
    if (!this.observer) return () => undefined;
    this.waiting.set(element, onVisible);
    this.observer.observe(element);
    return () => this.forget(element);
  }

  disconnect(): void {
    this.observer?.disconnect();
    this.waiting.clear();
  }

  private seen(entries: readonly IntersectionObserverEntry[]): void {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const callback = this.waiting.get(entry.target);
      this.forget(entry.target);
      callback?.();
    }
  }

  private forget(element: Element): void {
    this.waiting.delete(element);
    this.observer?.unobserve(element);
  }
}

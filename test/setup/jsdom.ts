// jsdom lacks ResizeObserver, which Fluent UI's MessageBar uses to reflow; a no-op is enough for tests.
if (typeof window !== "undefined" && typeof window.ResizeObserver === "undefined") {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

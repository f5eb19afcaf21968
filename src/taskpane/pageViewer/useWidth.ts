// An element's width, followed as the pane is resized (0 where the browser cannot measure, such as jsdom).
// A callback ref: the element may come and go (the review leaves the pane while its larger window is open).
import { useCallback, useEffect, useState } from "react";

export function useWidth<E extends HTMLElement>(): [(element: E | null) => void, number] {
  const [element, setElement] = useState<E | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element || typeof ResizeObserver === "undefined") return;
    // A ResizeObserver reports the element's size once when it starts observing, then on every change.
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const ref = useCallback((e: E | null) => setElement(e), []);
  return [ref, width];
}

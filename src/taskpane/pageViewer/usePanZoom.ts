// The page viewer's gestures, wired to the arithmetic of zoom.ts: the frame's size (followed as the pane is
// resized), the picture's own size once it has loaded, the fit or the user's zoom, and the handlers for keys,
// pointers (drag with one, pinch with two) and Ctrl + wheel. A fit follows the frame; the user's zoom stays
// while the same picture is shown, and on another picture keeps its level from the page's top.
import { useCallback, useEffect, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from "react";
import {
  ZOOM_STEP,
  arrowPan,
  clampView,
  fitView,
  keyZoom,
  panBy,
  wheelFactor,
  zoomAt,
  zoomCentre,
  type Fit,
  type Size,
  type View,
} from "./zoom";

export interface PanZoom {
  attachFrame(element: HTMLDivElement | null): void;
  view: View;
  fit: Fit;
  setFit(fit: Exclude<Fit, null>): void;
  zoomIn(): void;
  zoomOut(): void;
  onLoad(event: React.SyntheticEvent<HTMLImageElement>): void;
  pictureStyle: CSSProperties;
  handlers: {
    onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
    onPointerDown(event: PointerEvent<HTMLDivElement>): void;
    onPointerMove(event: PointerEvent<HTMLDivElement>): void;
    onPointerUp(event: PointerEvent<HTMLDivElement>): void;
    onPointerCancel(event: PointerEvent<HTMLDivElement>): void;
  };
}

const NO_SIZE: Size = { width: 0, height: 0 };

/** What the user chose: a fit, or their own view (kept inside the frame when shown). */
interface Zoom {
  fit: Fit;
  view: View;
  picture: Size;
  frame: Size;
}

/** The view shown: a fit's, following the frame and the picture, or the user's, inside the frame. */
function shownView(zoom: Zoom): View {
  return zoom.fit ? fitView(zoom.fit, zoom.picture, zoom.frame) : clampView(zoom.view, zoom.picture, zoom.frame);
}

function distance(points: readonly { x: number; y: number }[]): number {
  const [a, b] = points;
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

export function usePanZoom(url: string | null): PanZoom {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [zoom, setZoom] = useState<Zoom>({ fit: "width", view: { scale: 1, x: 0, y: 0 }, picture: NO_SIZE, frame: NO_SIZE });

  useEffect(() => {
    if (!element || typeof ResizeObserver === "undefined") return;
    // A ResizeObserver reports the size once when it starts observing, then on every change.
    const observer = new ResizeObserver(() =>
      setZoom((z) => ({ ...z, frame: { width: element.clientWidth, height: element.clientHeight } })),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  const onLoad = useCallback((event: React.SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    const picture = { width: img.naturalWidth, height: img.naturalHeight };
    // Another page at the user's own zoom: the same level, from the page's top corner.
    setZoom((z) => ({ ...z, picture, view: { scale: z.view.scale, x: 0, y: 0 } }));
  }, []);

  /** The user's own view from the one shown, changed by `f`. */
  const change = useCallback((f: (v: View, picture: Size, frame: Size) => View) => {
    setZoom((z) => ({ ...z, fit: null, view: f(shownView(z), z.picture, z.frame) }));
  }, []);

  const zoomIn = useCallback(() => change((v, p, f) => zoomCentre(v, ZOOM_STEP, p, f)), [change]);
  const zoomOut = useCallback(() => change((v, p, f) => zoomCentre(v, 1 / ZOOM_STEP, p, f)), [change]);

  // Ctrl + wheel (and a touchpad's pinch, which browsers send as one) zooms at the pointer. A native listener:
  // React's wheel handlers are passive and cannot keep the browser from zooming the whole pane.
  useEffect(() => {
    if (!element) return;
    const onWheel = (event: WheelEvent): void => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const box = element.getBoundingClientRect();
      const point = { x: event.clientX - box.left, y: event.clientY - box.top };
      change((v, p, f) => zoomAt(v, wheelFactor(event.deltaY), point, p, f));
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, [element, change]);

  const [pointers] = useState(() => new Map<number, { x: number; y: number }>());
  const local = (event: PointerEvent<HTMLDivElement>): { x: number; y: number } => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const handlers: PanZoom["handlers"] = {
    onKeyDown: (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const factor = keyZoom(event.key);
      const pan = arrowPan(event.key);
      if (factor !== null) change((v, p, f) => zoomCentre(v, factor, p, f));
      else if (pan) change((v, p, f) => panBy(v, pan.dx, pan.dy, p, f));
      else return;
      event.preventDefault();
    },
    onPointerDown: (event) => {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      // A button in the frame (Try again) keeps its click.
      if (event.target instanceof Element && event.target.closest("button")) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      pointers.set(event.pointerId, local(event));
    },
    onPointerMove: (event) => {
      const before = pointers.get(event.pointerId);
      if (!before) return;
      const now = local(event);
      if (pointers.size >= 2) {
        // A pinch: zoom by how much the two fingers moved apart, around their middle.
        const start = distance([...pointers.values()]);
        pointers.set(event.pointerId, now);
        const moved = [...pointers.values()];
        const end = distance(moved);
        const [a, b] = moved;
        if (start > 0 && end > 0 && a && b) change((v, p, f) => zoomAt(v, end / start, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, p, f));
        return;
      }
      pointers.set(event.pointerId, now);
      change((v, p, f) => panBy(v, now.x - before.x, now.y - before.y, p, f));
    },
    onPointerUp: (event) => {
      pointers.delete(event.pointerId);
    },
    onPointerCancel: (event) => {
      pointers.delete(event.pointerId);
    },
  };

  const setFit = useCallback((fit: Exclude<Fit, null>) => setZoom((z) => ({ ...z, fit })), []);
  const view = shownView(zoom);
  const loaded = zoom.picture.width > 0 && url !== null;
  const pictureStyle: CSSProperties = {
    left: 0,
    top: 0,
    transformOrigin: "0 0",
    transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
    visibility: loaded ? "visible" : "hidden",
  };
  return { attachFrame: setElement, view, fit: zoom.fit, setFit, zoomIn, zoomOut, onLoad, pictureStyle, handlers };
}

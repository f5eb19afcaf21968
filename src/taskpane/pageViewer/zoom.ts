// The page viewer's zoom and pan as plain arithmetic: where the picture sits in its frame (its top-left corner,
// in frame pixels) and how much it is enlarged. The picture never leaves the frame further than it must: when
// it is smaller than the frame on an axis it is centred there, else its edges stay at or beyond the frame's.
// Pure, so every gesture (buttons, keys, wheel, pinch, drag) goes through the same few functions.

export interface Size {
  width: number;
  height: number;
}

export interface View {
  scale: number;
  x: number;
  y: number;
}

/** How the picture fills the frame: a fit follows the frame's size; null is the user's own zoom. */
export type Fit = "width" | "page" | null;

export const MIN_SCALE = 0.05;
export const MAX_SCALE = 8;
/** One press of zoom in (or out): a quarter larger (or smaller). */
export const ZOOM_STEP = 1.25;
/** One arrow press, in frame pixels. */
export const PAN_STEP = 48;

const usable = (size: Size): boolean => size.width > 0 && size.height > 0;

function place(length: number, frame: number, at: number): number {
  if (length <= frame) return (frame - length) / 2;
  return Math.min(0, Math.max(frame - length, at));
}

/** The view moved back inside the frame's rule (see above). */
export function clampView(view: View, picture: Size, frame: Size): View {
  if (!usable(picture) || !usable(frame)) return view;
  return {
    scale: view.scale,
    x: place(picture.width * view.scale, frame.width, view.x),
    y: place(picture.height * view.scale, frame.height, view.y),
  };
}

/** The view of a fit: the page's width across the frame (top of the page in view), or the whole page. */
export function fitView(fit: Exclude<Fit, null>, picture: Size, frame: Size): View {
  if (!usable(picture) || !usable(frame)) return { scale: 1, x: 0, y: 0 };
  const across = frame.width / picture.width;
  const scale = fit === "width" ? across : Math.min(across, frame.height / picture.height);
  return clampView({ scale: clampScale(scale), x: 0, y: 0 }, picture, frame);
}

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** Zoomed by `factor` around a point of the frame (the pointer, the pinch's middle), which stays where it is. */
export function zoomAt(view: View, factor: number, point: { x: number; y: number }, picture: Size, frame: Size): View {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return clampView({ scale, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio }, picture, frame);
}

/** Zoomed around the frame's middle (buttons and keys). */
export function zoomCentre(view: View, factor: number, picture: Size, frame: Size): View {
  return zoomAt(view, factor, { x: frame.width / 2, y: frame.height / 2 }, picture, frame);
}

/** The picture moved by (dx, dy) frame pixels, as far as it can go. */
export function panBy(view: View, dx: number, dy: number, picture: Size, frame: Size): View {
  return clampView({ scale: view.scale, x: view.x + dx, y: view.y + dy }, picture, frame);
}

/** The pan of an arrow key (the picture moves the other way: Right shows more of the right), or null. */
export function arrowPan(key: string): { dx: number; dy: number } | null {
  switch (key) {
    case "ArrowLeft":
      return { dx: PAN_STEP, dy: 0 };
    case "ArrowRight":
      return { dx: -PAN_STEP, dy: 0 };
    case "ArrowUp":
      return { dx: 0, dy: PAN_STEP };
    case "ArrowDown":
      return { dx: 0, dy: -PAN_STEP };
    default:
      return null;
  }
}

/** The zoom of a key: + (or =) in, - out; null for any other key. */
export function keyZoom(key: string): number | null {
  if (key === "+" || key === "=") return ZOOM_STEP;
  if (key === "-" || key === "_") return 1 / ZOOM_STEP;
  return null;
}

/** The factor of a Ctrl+wheel turn (a notch of about 100 is one zoom step's worth, smooth for touchpads). */
export function wheelFactor(deltaY: number): number {
  return Math.pow(ZOOM_STEP, -deltaY / 100);
}

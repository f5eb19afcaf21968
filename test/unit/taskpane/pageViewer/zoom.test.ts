// The page viewer's arithmetic: fits, zoom around a point, pans kept inside the frame, the keys and the wheel.
import {
  MAX_SCALE,
  MIN_SCALE,
  PAN_STEP,
  ZOOM_STEP,
  arrowPan,
  clampView,
  fitView,
  keyZoom,
  panBy,
  wheelFactor,
  zoomAt,
  zoomCentre,
} from "../../../../src/taskpane/pageViewer/zoom";

const picture = { width: 1000, height: 1400 };
const frame = { width: 500, height: 400 };

describe("fits", () => {
  it("fits the page's width, its top in view", () => {
    expect(fitView("width", picture, frame)).toEqual({ scale: 0.5, x: 0, y: 0 });
  });
  it("fits the whole page, centred across", () => {
    const view = fitView("page", picture, frame);
    expect(view.scale).toBeCloseTo(400 / 1400);
    expect(view.y).toBe(0);
    expect(view.x).toBeCloseTo((500 - 1000 * view.scale) / 2);
  });
  it("leaves the view alone while a size is unknown (the picture loading, a frame not laid out)", () => {
    expect(fitView("width", { width: 0, height: 0 }, frame)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(clampView({ scale: 2, x: 9, y: 9 }, picture, { width: 0, height: 0 })).toEqual({ scale: 2, x: 9, y: 9 });
  });
});

describe("zoom and pan", () => {
  const fitted = fitView("width", picture, frame);

  it("zooms around a point, which stays where it was", () => {
    const point = { x: 100, y: 50 };
    const zoomed = zoomAt(fitted, 2, point, picture, frame);
    expect(zoomed.scale).toBe(1);
    // The picture's pixel under the point before is under it after.
    const before = { x: (point.x - fitted.x) / fitted.scale, y: (point.y - fitted.y) / fitted.scale };
    expect((point.x - zoomed.x) / zoomed.scale).toBeCloseTo(before.x);
    expect((point.y - zoomed.y) / zoomed.scale).toBeCloseTo(before.y);
  });

  it("zooms in and out from the frame's middle by one step", () => {
    const zoomed = zoomCentre(fitted, ZOOM_STEP, picture, frame);
    expect(zoomed.scale).toBeCloseTo(0.5 * ZOOM_STEP);
    expect(zoomCentre(zoomed, 1 / ZOOM_STEP, picture, frame).scale).toBeCloseTo(0.5);
  });

  it("never zooms past its limits", () => {
    expect(zoomCentre({ scale: MAX_SCALE, x: 0, y: 0 }, 4, picture, frame).scale).toBe(MAX_SCALE);
    expect(zoomCentre({ scale: MIN_SCALE, x: 0, y: 0 }, 0.1, picture, frame).scale).toBe(MIN_SCALE);
  });

  it("pans within the picture's edges, and centres a picture smaller than the frame", () => {
    const zoomed = { scale: 1, x: 0, y: 0 };
    expect(panBy(zoomed, -100, -50, picture, frame)).toEqual({ scale: 1, x: -100, y: -50 });
    // Not past the right and bottom edges, nor beyond the top-left corner.
    expect(panBy(zoomed, -5000, -5000, picture, frame)).toEqual({ scale: 1, x: 500 - 1000, y: 400 - 1400 });
    expect(panBy(zoomed, 300, 300, picture, frame)).toEqual({ scale: 1, x: 0, y: 0 });
    const small = { scale: 0.1, x: 0, y: 0 };
    expect(panBy(small, 50, 50, picture, frame)).toEqual({ scale: 0.1, x: (500 - 100) / 2, y: (400 - 140) / 2 });
  });
});

describe("keys and wheel", () => {
  it("reads + and - (and = and _, the same keys shifted or not)", () => {
    expect(keyZoom("+")).toBe(ZOOM_STEP);
    expect(keyZoom("=")).toBe(ZOOM_STEP);
    expect(keyZoom("-")).toBe(1 / ZOOM_STEP);
    expect(keyZoom("_")).toBe(1 / ZOOM_STEP);
    expect(keyZoom("a")).toBeNull();
  });
  it("moves the picture the other way from the arrow: Right shows more of the right", () => {
    expect(arrowPan("ArrowRight")).toEqual({ dx: -PAN_STEP, dy: 0 });
    expect(arrowPan("ArrowLeft")).toEqual({ dx: PAN_STEP, dy: 0 });
    expect(arrowPan("ArrowDown")).toEqual({ dx: 0, dy: -PAN_STEP });
    expect(arrowPan("ArrowUp")).toEqual({ dx: 0, dy: PAN_STEP });
    expect(arrowPan("Enter")).toBeNull();
  });
  it("zooms in when the wheel turns away (negative delta), one step a notch", () => {
    expect(wheelFactor(-100)).toBeCloseTo(ZOOM_STEP);
    expect(wheelFactor(100)).toBeCloseTo(1 / ZOOM_STEP);
    expect(wheelFactor(0)).toBe(1);
  });
});

// Keeping a large review's reading out of the frames the user waits for: its first readings run in slices of
// a few milliseconds (the pane answers keys and paints between them), and after an edit the checks read the
// new state just after the frame that shows the edit. Which reviews are large: src/work/review/largeReview.ts.
import { useEffect, useRef, useState } from "react";

/** Longest a slice runs before it lets the browser paint and answer input. */
const SLICE_MS = 8;

/**
 * Runs `steps` from the next task on (`afterPaint`: from the task after the next frame is painted, so the frame
 * showing what was just drawn does not wait for it), in slices of about SLICE_MS, then `done`; returns a
 * function that stops it (what the steps read so far stays read).
 */
export function runInSlices(steps: Iterator<unknown>, done: () => void, afterPaint = false): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  const slice = (): void => {
    const start = performance.now();
    for (;;) {
      if (steps.next().done) {
        timer = undefined;
        done();
        return;
      }
      if (performance.now() - start >= SLICE_MS) break;
    }
    timer = setTimeout(slice, 0);
  };
  // A task queued from a frame's callback runs after that frame is painted.
  if (afterPaint) frame = requestAnimationFrame(() => (timer = setTimeout(slice, 0)));
  else timer = setTimeout(slice, 0);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * `key` once its first reading is done: `steps(key)` in slices when `inSlices` (a large review), else nothing
 * more than the task after the review was drawn. Until then, the key read before (null at first). After the
 * first, a small review's new key counts as read at once (its reading is quick).
 */
export function useReadFirst<K>(key: K | null, steps: (key: K) => Iterator<unknown>, inSlices: boolean): K | null {
  const [read, setRead] = useState<K | null>(null);
  // Read in the effect, so a new `steps` (a new closure each render) does not start the reading again.
  const latest = useRef({ steps, inSlices });
  useEffect(() => {
    latest.current = { steps, inSlices };
  });
  useEffect(() => {
    if (key === null || key === read) return;
    if (read !== null && !latest.current.inSlices) return;
    const { inSlices: large } = latest.current;
    return runInSlices(large ? latest.current.steps(key) : [].values(), () => setRead(key), large);
  }, [key, read]);
  return read !== null && !inSlices ? key : read;
}

/**
 * `value`, or for a large review the value it had until the frame showing the new one has been painted (then
 * the new one): what reads it (the checks) reads after that frame instead of delaying it.
 */
export function useAfterPaint<T>(value: T, large: boolean): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    if (!large || painted === value) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from a frame's callback runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(value), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [value, large, painted]);
  return large ? painted : value;
}

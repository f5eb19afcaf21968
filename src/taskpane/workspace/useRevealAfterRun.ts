// What pressing the Run button leads to (the result opening by itself, a hold such as "Your page credits ran
// out", an error) can appear a whole screen below the button in a 320 px pane, where nobody sees it (issue 35,
// item 2). The first such outcome after a press is scrolled into view, once per press, and only while the user
// is still where they acted (the focus on the Run button, or nowhere): someone who has moved on to choose more
// files is not pulled away. Announcing is left to the live regions the outcomes already have.
import { useCallback, useRef, type RefObject } from "react";

export interface RevealAfterRun {
  /** The Run button: where the user acted. */
  runButton: RefObject<HTMLButtonElement | null>;
  /** The press was taken (files sent, or an answer awaited): its first outcome is to be shown. */
  arm(): void;
  /** A callback ref for an outcome that appears: brought into view when it is the press's first. */
  outcome: (element: HTMLElement | null) => void;
  /** The same for the result, whose top is brought to the top (its text and Insert follow below it). */
  result: (element: HTMLElement | null) => void;
}

export function useRevealAfterRun(): RevealAfterRun {
  const runButton = useRef<HTMLButtonElement | null>(null);
  const armed = useRef(false);
  const reveal = useCallback((element: HTMLElement | null, block: ScrollLogicalPosition): void => {
    if (!element || !armed.current) return;
    armed.current = false;
    const active = element.ownerDocument.activeElement;
    const stayed = active === null || active === runButton.current || active === element.ownerDocument.body;
    if (!stayed) return;
    const box = element.getBoundingClientRect();
    const view = element.ownerDocument.defaultView?.innerHeight ?? 0;
    // Already where it is seen (a message whole; a result's top in the upper part): nothing moves.
    const seen = block === "start" ? box.top >= 0 && box.top <= view / 2 : box.top >= 0 && box.bottom <= view;
    if (!seen) element.scrollIntoView?.({ block });
  }, []);
  const outcome = useCallback((element: HTMLElement | null) => reveal(element, "nearest"), [reveal]);
  const result = useCallback((element: HTMLElement | null) => reveal(element, "start"), [reveal]);
  const arm = useCallback(() => {
    armed.current = true;
  }, []);
  return { runButton, arm, outcome, result };
}

// A row whose result is shown below it (Files, History): closing the result takes its Close button away with
// it, which leaves the keyboard focus on nothing (the page's body, so the next Tab starts from the top). The
// focus then comes back to the row's Open button, which the close brings back. Only when it was left on
// nothing: a result closed because another one opened keeps the focus where that one put it.
import { useEffect, useRef, type RefObject } from "react";

/** The ref to give the row's Open button; `isOpen`: this row's result is the one shown. */
export function useFocusBackOnClose(isOpen: boolean): RefObject<HTMLButtonElement | null> {
  const openButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    const closed = wasOpen.current && !isOpen;
    wasOpen.current = isOpen;
    const active = document.activeElement;
    if (closed && (!active || active === document.body)) openButton.current?.focus();
  }, [isOpen]);
  return openButton;
}

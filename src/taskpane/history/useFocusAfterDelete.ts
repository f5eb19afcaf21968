// Where the keyboard focus goes when deleted documents leave the History list: their rows (and the Delete
// button the confirmation gave the focus back to) are gone, which would leave it on the page's body, so the
// next Tab would start again from the top. It goes to the first button of the row that takes their place
// (the next one, else the one before), or to the view's heading when the list is empty.
import { useEffect, useRef, type RefObject } from "react";

/** `rows` has one element per document, carrying its id in data-document-id. */
export function neighbourRow(rows: readonly Element[], removed: ReadonlySet<string>): Element | null {
  const gone = (row: Element): boolean => removed.has(row.getAttribute("data-document-id") ?? "");
  const first = rows.findIndex(gone);
  if (first < 0) return null;
  return (
    rows.slice(first).find((row) => !gone(row)) ??
    rows
      .slice(0, first)
      .reverse()
      .find((row) => !gone(row)) ??
    null
  );
}

/**
 * `beforeRemove(ids)` is called just before those documents leave the list; after the list is drawn again
 * (`listed` changes), the focus moves if it was left on nothing.
 */
export function useFocusAfterDelete(
  list: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLElement | null>,
  listed: unknown,
): (ids: readonly string[]) => void {
  const target = useRef<Element | "heading" | null>(null);
  const beforeRemove = (ids: readonly string[]): void => {
    const rows = Array.from(list.current?.querySelectorAll("[data-document-id]") ?? []);
    target.current = neighbourRow(rows, new Set(ids)) ?? "heading";
  };
  useEffect(() => {
    const wanted = target.current;
    if (wanted === null) return;
    target.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const button = wanted === "heading" ? null : wanted.querySelector<HTMLElement>("button:not([disabled])");
    (button ?? heading.current)?.focus();
  }, [listed, heading]);
  return beforeRemove;
}

// Follows the document's selection and says where it came from: debounced selection change events, one
// Office read per settled selection, and the service asked about a document once (a selection that stays
// within one source asks nothing). Nothing happens outside Word and Excel.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { HostKind } from "../../office/host";
import { readExcelSelectionSource, readWordSelectionSource, watchSelection, type SelectionSource } from "../../office/selectionSource";
import { sameSource } from "../../results/provenance/locate";
import { sourceStates, type GetDocument, type SourceState } from "../../work/provenance/sourceState";

/** Long enough for a drag or arrow keys held down to settle, short enough to feel immediate. */
export const SELECTION_DEBOUNCE_MS = 150;

export interface SelectedSource {
  selection: SelectionSource;
  state: SourceState | null;
}

export function useSelectedSource(host: HostKind, getDocument: GetDocument): { shown: SelectedSource | null; look: () => void } {
  const [shown, setShown] = useState<SelectedSource | null>(null);
  const initial = useMemo(() => sourceStates(getDocument), [getDocument]);
  const lookRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (host !== "excel" && host !== "word") return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last: SelectionSource["found"] = null;
    // Asked once per document while the selection stays in inserted content; asked again after it left (the
    // source may have been deleted meanwhile).
    let states = initial;
    const look = async (): Promise<void> => {
      const selection = host === "excel" ? await readExcelSelectionSource() : await readWordSelectionSource();
      if (!live) return;
      const found = selection.found;
      const same = sameSource(last, found);
      last = found;
      setShown((current) => (found ? { selection, state: same && current ? current.state : null } : null));
      if (!found) states = sourceStates(getDocument);
      if (!found || same) return;
      const state = await states(found.source.documentId);
      if (live) setShown((current) => (current?.selection.found?.areaKey === found.areaKey ? { ...current, state } : current));
    };
    const changed = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => void look().catch(() => undefined), SELECTION_DEBOUNCE_MS);
    };
    lookRef.current = changed;
    const stop = watchSelection(changed);
    // A pane opened again on the same document finds the source of what is already selected.
    changed();
    return () => {
      live = false;
      clearTimeout(timer);
      stop();
    };
  }, [host, initial, getDocument]);
  const look = useCallback(() => lookRef.current(), []);
  return { shown, look };
}

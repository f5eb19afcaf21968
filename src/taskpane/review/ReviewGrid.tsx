// The review's editable grid (a table, joined tables, key/value pairs): keyboard first, as in Excel (the keys
// are src/work/review/gridKeys.ts), with grid semantics for screen readers. Only the rows in view are drawn,
// so a 10,000-row table opens at once; the header row and the first column stay in view while it scrolls.
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { partlyCovered } from "../../work/review/frozenEdge";
import { editingKey, gridKey, type GridPos } from "../../work/review/gridKeys";
import type { GridSource } from "../../work/review/gridSource";
import { ROW_HEIGHT, useGridStyles } from "./gridStyles";
import { GridCells, type CellActions, type Editing } from "./GridCells";

export interface ReviewGridProps {
  source: GridSource;
  /** The grid's accessible name (its caption). */
  label: string;
  /** Tallest the scrolling box may be, in pixels. */
  maxHeight: number;
  active: GridPos | null;
  /** Changes when the focus should go to the active cell (a jump to a cell to check). */
  focusRequest: number;
  onActive(pos: GridPos): void;
  onEdit(pos: GridPos, value: string): void;
  onNextFlag(backwards: boolean): void;
  onFix(pos: GridPos): void;
  /** jsdom has no layout: tests give the box's size. */
  initialRect?: { width: number; height: number };
}

const sameNumbers = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((n, i) => n === b[i]);

export function ReviewGrid(props: ReviewGridProps): React.JSX.Element {
  const { source, active, onActive, onEdit } = props;
  const styles = useGridStyles();
  const scroller = useRef<HTMLDivElement>(null);
  const [editing, setEditingState] = useState<Editing | null>(null);
  // Read by the text field's blur, which can come after a commit in the same tick.
  const editingRef = useRef<Editing | null>(null);
  const setEditing = (next: Editing | null): void => {
    editingRef.current = next;
    setEditingState(next);
  };
  // Where the grid has scrolled sideways: whether at all, and the column partly under the frozen first one.
  const [sideways, setSideways] = useState<{ scrolled: boolean; covered: number | null }>({ scrolled: false, covered: null });
  const header = source.headerRow ? 1 : 0;
  const bodyRows = Math.max(0, source.rowCount - header);
  const activeBody = active && active.row >= header ? active.row - header : null;
  // The grid draws again on every scroll anyway: nothing of it needs the compiler's memoising.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: bodyRows,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    paddingStart: header * ROW_HEIGHT,
    scrollPaddingStart: header * ROW_HEIGHT,
    // The rows of its first render fill the tallest the box may be: the first frame shows them, instead of an
    // empty grid until the box has been measured (a frame later, and a long task between could hold it back).
    initialRect: props.initialRect ?? { width: 0, height: props.maxHeight },
    // Without layout (jsdom: tests, the bench) the box keeps the size it is given.
    ...(props.initialRect
      ? {
          observeElementRect: (_: unknown, set: (rect: { width: number; height: number }) => void) => {
            set(props.initialRect!);
          },
        }
      : {}),
    // The active row is always drawn, so it keeps the focus (and the grid a focusable cell) when scrolled away.
    rangeExtractor: (range) => {
      const indexes: number[] = [];
      for (let i = Math.max(0, range.startIndex - range.overscan); i <= Math.min(range.count - 1, range.endIndex + range.overscan); i++)
        indexes.push(i);
      if (activeBody !== null && activeBody < range.count && !indexes.includes(activeBody)) indexes.push(activeBody);
      return indexes.sort((a, b) => a - b);
    },
  });
  // The same widths keep the same array: rows compare it to know whether to draw again (GridCells).
  const widthsRef = useRef(source.widths);
  if (!sameNumbers(widthsRef.current, source.widths)) widthsRef.current = source.widths;
  const widths = widthsRef.current;
  const totalWidth = widths.reduce((a, b) => a + b, 0);
  const firstWidth = widths[0] ?? 0;
  const bounds = {
    rows: source.rowCount,
    columns: source.columnCount,
    pageRows: Math.max(1, Math.floor(props.maxHeight / ROW_HEIGHT) - 2),
  };
  const onScroll = (): void => {
    const box = scroller.current;
    if (!box) return;
    const next = { scrolled: Math.abs(box.scrollLeft) >= 0.5, covered: partlyCovered(widths, box.scrollLeft) };
    // Set only when it changes: a vertical scroll leaves it as it was.
    if (next.scrolled !== sideways.scrolled || next.covered !== sideways.covered) setSideways(next);
  };
  const current = active ?? (source.rowCount > 0 && source.columnCount > 0 ? { row: 0, column: 0 } : null);

  /**
   * Brings a cell into view (under the sticky header, beside the sticky first column) and focuses it. Asked from
   * a key or a click, it waits for the render that the key started (`revealAfterRender`): the grid is laid out
   * once, with the key's changes, instead of once for the scroll and again for the changes.
   */
  const reveal = (pos: GridPos, focus: boolean): void => {
    const box = scroller.current;
    if (box && pos.row >= header) {
      // Rows are of one height: the row's place is known without asking the virtualiser to find it.
      const top = pos.row * ROW_HEIGHT;
      const under = header * ROW_HEIGHT;
      const height = box.clientHeight || props.initialRect?.height || 0;
      if (top - under < box.scrollTop) box.scrollTop = top - under;
      else if (top + ROW_HEIGHT > box.scrollTop + height) box.scrollTop = top + ROW_HEIGHT - height;
    } else if (box) box.scrollTop = Math.min(box.scrollTop, 0);
    if (box && pos.column > 0) {
      const left = widths.slice(0, pos.column).reduce((a, b) => a + b, 0);
      const right = left + (widths[pos.column] ?? 0);
      if (left - firstWidth < box.scrollLeft) box.scrollLeft = left - firstWidth;
      else if (right > box.scrollLeft + box.clientWidth) box.scrollLeft = right - box.clientWidth;
    }
    if (!focus) return;
    const cell = (): HTMLElement | null | undefined =>
      box?.querySelector<HTMLElement>(`[data-row="${pos.row}"][data-column="${pos.column}"]`);
    // A cell already drawn takes the focus at once: the keys that follow reach the grid even on a slow machine.
    // Focused without the browser's own scrolling (the grid placed it already), then the pane brought to it: a
    // cell of a grid scrolled partly out of the pane sat above the view, under the header (issue 35, item 3).
    // Its scroll margin keeps room for the grid's sticky header row.
    const show = (target: HTMLElement): void => {
      target.focus({ preventScroll: true });
      target.scrollIntoView?.({ block: "nearest", inline: "nearest" });
    };
    const drawn = cell();
    if (drawn) {
      show(drawn);
      return;
    }
    // A row scrolled into view is drawn in the next frame (the virtualiser reads the scroll before its callbacks).
    requestAnimationFrame(() => {
      // A key that began editing before this frame (F2 right after an arrow) has the focus in its text field:
      // taking it back would end the edit and send the next keys to the cell.
      if (editingRef.current) return;
      const later = cell();
      if (later) show(later);
    });
  };
  // Asked from a key or a click, a reveal runs as soon as React has put that key's changes in the page, in the
  // same task (the next key still finds the focus on the cell): the text field an edit ends with is gone by then.
  const pendingReveal = useRef<{ pos: GridPos; focus: boolean } | null>(null);
  const revealAfterRender = (pos: GridPos, focus: boolean): void => {
    pendingReveal.current = { pos, focus };
  };
  useLayoutEffect(() => {
    const pending = pendingReveal.current;
    pendingReveal.current = null;
    if (pending) reveal(pending.pos, pending.focus);
  });

  useEffect(() => {
    if (active && props.focusRequest > 0) reveal(active, true);
    // Only a new request moves the focus; moving inside the grid is handled where it happens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.focusRequest]);

  const moveTo = (pos: GridPos): void => {
    onActive(pos);
    revealAfterRender(pos, true);
  };

  /** Keeps the edited text; then moves on (`then`), back to the cell (`null`), or nowhere (the focus went elsewhere). */
  const commit = (then: GridPos | null | "stay"): void => {
    const done = editingRef.current;
    if (!done) return;
    setEditing(null);
    if (done.text !== source.cell(done.pos.row, done.pos.column)) onEdit(done.pos, done.text);
    if (then === "stay") return;
    if (then) moveTo(then);
    else revealAfterRender(done.pos, true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (!current) return;
    if (editing) {
      const action = editingKey(event, editing.pos, bounds);
      if (!action) return;
      if (action.kind === "newline") return; // the text field adds the line (Shift+Enter), or we add it (Alt+Enter)
      event.preventDefault();
      if (action.kind === "cancel") {
        setEditing(null);
        revealAfterRender(editing.pos, true);
      } else commit(action.then);
      return;
    }
    const action = gridKey(event, current, bounds);
    if (!action || action.kind === "leave") return;
    event.preventDefault();
    if (action.kind === "move") moveTo(action.to);
    else if (action.kind === "edit")
      setEditing({ pos: current, text: action.text === "keep" ? source.cell(current.row, current.column) : action.text });
    else if (action.kind === "clear") onEdit(current, "");
    else if (action.kind === "nextFlag") props.onNextFlag(action.backwards);
    else if (action.kind === "fix") props.onFix(current);
  };

  // The cells' handlers, one object for the grid's life (so unchanged rows are not drawn again), each calling
  // this render's functions.
  const latest = useRef({ onActive, setEditing, commit });
  useEffect(() => {
    latest.current = { onActive, setEditing, commit };
  });
  const [actions] = useState((): CellActions => ({
    activate: (pos) => latest.current.onActive(pos),
    startEditing: (pos, text) => latest.current.setEditing({ pos, text }),
    typed: (pos, text) => latest.current.setEditing({ pos, text }),
    blurred: () => latest.current.commit("stay"),
  }));
  const cellsOf = (row: number): React.JSX.Element => (
    <GridCells
      row={row}
      source={source}
      header={header}
      widths={widths}
      activeColumn={current && current.row === row ? current.column : null}
      editing={editing && editing.pos.row === row ? editing : null}
      scrolled={sideways.scrolled}
      covered={sideways.covered}
      actions={actions}
    />
  );

  return (
    <div ref={scroller} className={styles.scroller} style={{ maxHeight: props.maxHeight }} onKeyDown={onKeyDown} onScroll={onScroll}>
      <div
        role="grid"
        aria-label={props.label}
        aria-rowcount={source.rowCount}
        aria-colcount={source.columnCount}
        aria-multiselectable={false}
        className={styles.grid}
        style={{ width: totalWidth }}
      >
        {header ? (
          <div role="rowgroup" className={styles.head}>
            <div role="row" aria-rowindex={1} className={styles.headRow}>
              {cellsOf(0)}
            </div>
          </div>
        ) : null}
        <div role="rowgroup" className={styles.body} style={{ height: virtualizer.getTotalSize() - header * ROW_HEIGHT }}>
          {virtualizer.getVirtualItems().map((item) => (
            <div
              key={item.key}
              role="row"
              aria-rowindex={item.index + header + 1}
              className={styles.row}
              style={{ top: item.start - header * ROW_HEIGHT, height: ROW_HEIGHT, width: totalWidth }}
            >
              {cellsOf(item.index + header)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

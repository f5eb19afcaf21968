// One row's cells of the review grid. A row is drawn again only when something it shows changed (its values,
// marks, the active cell or the edit in it, the sideways scroll): an edit, or Enter to the next row, redraws two
// rows of the forty or so drawn, so the frame that shows it is not spent on the rest (issue 36, review speed).
import { mergeClasses } from "@fluentui/react-components";
import { memo } from "react";
import { t } from "../../i18n/messages";
import type { GridPos } from "../../work/review/gridKeys";
import type { CellMark, GridSource } from "../../work/review/gridSource";
import { FlagMark } from "./FlagMark";
import { useGridStyles } from "./gridStyles";

export interface Editing {
  pos: GridPos;
  text: string;
}

/** What a cell does; one object for the grid's life (it calls the grid's latest handlers). */
export interface CellActions {
  activate(pos: GridPos): void;
  startEditing(pos: GridPos, text: string): void;
  typed(pos: GridPos, text: string): void;
  /** The text field lost the focus: the edit is kept where it is. */
  blurred(): void;
}

export interface GridCellsProps {
  row: number;
  source: GridSource;
  /** Rows before the first data row (1 with a header row). */
  header: number;
  widths: readonly number[];
  /** The active cell's column when it is in this row. */
  activeColumn: number | null;
  /** The edit when it is in this row. */
  editing: Editing | null;
  scrolled: boolean;
  /** The column partly under the frozen first one. */
  covered: number | null;
  actions: CellActions;
}

const sameMark = (a: CellMark | null, b: CellMark | null): boolean =>
  a === b || (a !== null && b !== null && a.description === b.description && a.suggestion === b.suggestion);

/** Whether the row shows the same in both sources (values, marks, left out). */
function sameRow(a: GridSource, b: GridSource, row: number): boolean {
  if (a === b) return true;
  if (a.columnCount !== b.columnCount || a.rowDeleted(row) !== b.rowDeleted(row)) return false;
  for (let c = 0; c < a.columnCount; c++) {
    if (a.cell(row, c) !== b.cell(row, c) || a.columnDeleted(c) !== b.columnDeleted(c) || !sameMark(a.mark(row, c), b.mark(row, c)))
      return false;
  }
  return true;
}

function unchanged(a: GridCellsProps, b: GridCellsProps): boolean {
  return (
    a.row === b.row &&
    a.header === b.header &&
    a.widths === b.widths &&
    a.activeColumn === b.activeColumn &&
    a.scrolled === b.scrolled &&
    a.covered === b.covered &&
    a.actions === b.actions &&
    a.editing === null &&
    b.editing === null &&
    sameRow(a.source, b.source, a.row)
  );
}

function Cells({ row, source, header, widths, activeColumn, editing, scrolled, covered, actions }: GridCellsProps): React.JSX.Element {
  const styles = useGridStyles();
  const isHeader = row < header;
  const rowDeleted = source.rowDeleted(row);
  const cells: React.JSX.Element[] = [];
  for (let column = 0; column < source.columnCount; column++) {
    const pos = { row, column };
    const mark = source.mark(row, column);
    const deleted = rowDeleted || source.columnDeleted(column);
    const isActive = activeColumn === column;
    const isEditing = editing !== null && editing.pos.column === column;
    const text = source.cell(row, column);
    const className = mergeClasses(
      styles.cell,
      column === 0 && styles.sticky,
      column === 0 && scrolled && styles.frozenEdge,
      isHeader && styles.header,
      mark !== null && !isEditing && styles.flagged,
      deleted && styles.deleted,
      column === covered && !isEditing && styles.covered,
      isActive && styles.active,
    );
    cells.push(
      <div
        key={column}
        role={isHeader ? "columnheader" : "gridcell"}
        aria-colindex={column + 1}
        aria-selected={isActive}
        tabIndex={isActive && !isEditing ? 0 : -1}
        data-row={row}
        data-column={column}
        className={className}
        style={{ width: widths[column] }}
        dir="auto"
        onMouseDown={() => !isEditing && actions.activate(pos)}
        // Focus arriving some other way (a screen reader, a script) makes the cell the active one too.
        onFocus={(event) => {
          if (event.target === event.currentTarget && !isActive) actions.activate(pos);
        }}
        onDoubleClick={() => actions.startEditing(pos, text)}
      >
        {isEditing ? (
          <textarea
            className={styles.editor}
            value={editing.text}
            rows={1}
            dir="auto"
            // Focused with the caret after the text: typing goes on where the first key began it.
            ref={(el) => {
              if (el && document.activeElement !== el) {
                el.focus({ preventScroll: true });
                el.setSelectionRange(el.value.length, el.value.length);
              }
            }}
            aria-label={t("review.grid.editLabel", { column: source.columnLabel(column), row: row + 1 })}
            onChange={(e) => actions.typed(pos, e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && e.altKey) {
                e.preventDefault();
                actions.typed(pos, `${editing.text}\n`);
              }
            }}
            onBlur={actions.blurred}
          />
        ) : (
          <>
            {mark ? <FlagMark className={styles.flagIcon} /> : null}
            <span className={mark ? styles.flagText : undefined}>{text.replace(/\n/g, " ")}</span>
            {mark ? <span className={styles.hidden}>{t("review.grid.toCheck", { reason: mark.description })}</span> : null}
            {deleted ? <span className={styles.hidden}>{t("review.grid.leftOut")}</span> : null}
          </>
        )}
      </div>,
    );
  }
  return <>{cells}</>;
}

export const GridCells = memo(Cells, unchanged);

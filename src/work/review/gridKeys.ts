// What a key does in the review's grid, as in Excel: arrows, Tab, Home/End and Page Up/Down move; typing
// replaces the cell's text; F2 or Enter edits it in place; Delete clears it; while editing, Enter and Tab keep
// the text and move on, Escape gives the cell back as it was. F8 goes to the next cell to check (Shift+F8 the
// one before), Ctrl+. applies a flagged cell's suggested fix. Plain functions: the grid only renders.

export interface GridPos {
  row: number;
  column: number;
}

export interface GridBounds {
  rows: number;
  columns: number;
  /** Rows one Page Up/Down moves. */
  pageRows: number;
}

/** The parts of a keyboard event that decide what it does. */
export interface KeyInput {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

export type GridAction =
  | { kind: "move"; to: GridPos }
  /** Starts editing: with the cell's text ("keep"), or replacing it with what was typed. */
  | { kind: "edit"; text: "keep" | string }
  | { kind: "clear" }
  | { kind: "nextFlag"; backwards: boolean }
  | { kind: "fix" }
  /** Tab past the last cell (or Shift+Tab before the first): the focus leaves the grid. */
  | { kind: "leave" };

export type EditAction = { kind: "commit"; then: GridPos | null } | { kind: "cancel" } | { kind: "newline" };

const clamp = (n: number, max: number): number => Math.max(0, Math.min(n, max - 1));

function step(at: GridPos, bounds: GridBounds, rows: number, columns: number): GridPos {
  return { row: clamp(at.row + rows, bounds.rows), column: clamp(at.column + columns, bounds.columns) };
}

/** Tab: the next cell to the right (Shift: left), leaving the grid past its row's end. */
function tab(at: GridPos, bounds: GridBounds, backwards: boolean): GridAction {
  const column = at.column + (backwards ? -1 : 1);
  if (column < 0 || column >= bounds.columns) return { kind: "leave" };
  return { kind: "move", to: { row: at.row, column } };
}

const command = (key: KeyInput): boolean => Boolean(key.ctrlKey || key.metaKey);

/** A key pressed on the active cell while not editing; null when the grid leaves it to the browser. */
export function gridKey(key: KeyInput, at: GridPos, bounds: GridBounds): GridAction | null {
  if (command(key) && key.key === ".") return { kind: "fix" };
  if (key.key === "F8") return { kind: "nextFlag", backwards: Boolean(key.shiftKey) };
  switch (key.key) {
    case "ArrowUp":
      return { kind: "move", to: step(at, bounds, command(key) ? -bounds.rows : -1, 0) };
    case "ArrowDown":
      return { kind: "move", to: step(at, bounds, command(key) ? bounds.rows : 1, 0) };
    case "ArrowLeft":
      return { kind: "move", to: step(at, bounds, 0, command(key) ? -bounds.columns : -1) };
    case "ArrowRight":
      return { kind: "move", to: step(at, bounds, 0, command(key) ? bounds.columns : 1) };
    case "Home":
      return { kind: "move", to: command(key) ? { row: 0, column: 0 } : { row: at.row, column: 0 } };
    case "End":
      return {
        kind: "move",
        to: command(key) ? { row: bounds.rows - 1, column: bounds.columns - 1 } : { row: at.row, column: bounds.columns - 1 },
      };
    case "PageUp":
      return { kind: "move", to: step(at, bounds, -bounds.pageRows, 0) };
    case "PageDown":
      return { kind: "move", to: step(at, bounds, bounds.pageRows, 0) };
    case "Tab":
      return tab(at, bounds, Boolean(key.shiftKey));
    case "F2":
    case "Enter":
      return { kind: "edit", text: "keep" };
    case "Delete":
    case "Backspace":
      return { kind: "clear" };
  }
  // A printable character starts editing with it (type to replace), as in Excel.
  if (key.key.length === 1 && !command(key) && !key.altKey) return { kind: "edit", text: key.key };
  return null;
}

/** A key pressed while editing a cell; null when the text field handles it (caret, typing). */
export function editingKey(key: KeyInput, at: GridPos, bounds: GridBounds): EditAction | null {
  switch (key.key) {
    case "Escape":
      return { kind: "cancel" };
    case "Enter":
      // Alt+Enter (and Shift+Enter) start a new line inside the cell, as in Excel.
      if (key.altKey || key.shiftKey) return { kind: "newline" };
      return { kind: "commit", then: step(at, bounds, 1, 0) };
    case "Tab": {
      const next = tab(at, bounds, Boolean(key.shiftKey));
      return { kind: "commit", then: next.kind === "move" ? next.to : null };
    }
  }
  return null;
}

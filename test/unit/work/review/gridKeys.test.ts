// The review grid's keys, as in Excel: moving, typing to replace, F2/Enter to edit, Escape, Tab, the next cell
// to check and its fix.
import { editingKey, gridKey } from "../../../../src/work/review/gridKeys";

const bounds = { rows: 10, columns: 4, pageRows: 5 };
const at = { row: 3, column: 1 };

describe("keys on the active cell", () => {
  it("moves with arrows, Home/End, Ctrl+Home/End and Page Up/Down, never out of the grid", () => {
    expect(gridKey({ key: "ArrowDown" }, at, bounds)).toEqual({ kind: "move", to: { row: 4, column: 1 } });
    expect(gridKey({ key: "ArrowLeft" }, { row: 0, column: 0 }, bounds)).toEqual({ kind: "move", to: { row: 0, column: 0 } });
    expect(gridKey({ key: "ArrowDown", ctrlKey: true }, at, bounds)).toEqual({ kind: "move", to: { row: 9, column: 1 } });
    expect(gridKey({ key: "Home" }, at, bounds)).toEqual({ kind: "move", to: { row: 3, column: 0 } });
    expect(gridKey({ key: "End", ctrlKey: true }, at, bounds)).toEqual({ kind: "move", to: { row: 9, column: 3 } });
    expect(gridKey({ key: "Home", metaKey: true }, at, bounds)).toEqual({ kind: "move", to: { row: 0, column: 0 } });
    expect(gridKey({ key: "PageDown" }, at, bounds)).toEqual({ kind: "move", to: { row: 8, column: 1 } });
    expect(gridKey({ key: "PageUp" }, at, bounds)).toEqual({ kind: "move", to: { row: 0, column: 1 } });
  });

  it("Tab moves right and leaves the grid past the row's end; Shift+Tab the other way", () => {
    expect(gridKey({ key: "Tab" }, at, bounds)).toEqual({ kind: "move", to: { row: 3, column: 2 } });
    expect(gridKey({ key: "Tab" }, { row: 3, column: 3 }, bounds)).toEqual({ kind: "leave" });
    expect(gridKey({ key: "Tab", shiftKey: true }, { row: 3, column: 0 }, bounds)).toEqual({ kind: "leave" });
  });

  it("typing replaces the cell, F2 and Enter edit it as it is, Delete clears it", () => {
    expect(gridKey({ key: "7" }, at, bounds)).toEqual({ kind: "edit", text: "7" });
    expect(gridKey({ key: "F2" }, at, bounds)).toEqual({ kind: "edit", text: "keep" });
    expect(gridKey({ key: "Enter" }, at, bounds)).toEqual({ kind: "edit", text: "keep" });
    expect(gridKey({ key: "Delete" }, at, bounds)).toEqual({ kind: "clear" });
    // Shortcuts are not typing.
    expect(gridKey({ key: "c", ctrlKey: true }, at, bounds)).toBeNull();
    expect(gridKey({ key: "Shift" }, at, bounds)).toBeNull();
  });

  it("F8 goes to the next cell to check (Shift+F8 the one before), Ctrl+. takes its fix", () => {
    expect(gridKey({ key: "F8" }, at, bounds)).toEqual({ kind: "nextFlag", backwards: false });
    expect(gridKey({ key: "F8", shiftKey: true }, at, bounds)).toEqual({ kind: "nextFlag", backwards: true });
    expect(gridKey({ key: ".", ctrlKey: true }, at, bounds)).toEqual({ kind: "fix" });
  });
});

describe("keys while editing", () => {
  it("Enter keeps the text and moves down, Tab keeps it and moves right, Escape gives the cell back", () => {
    expect(editingKey({ key: "Enter" }, at, bounds)).toEqual({ kind: "commit", then: { row: 4, column: 1 } });
    expect(editingKey({ key: "Tab" }, at, bounds)).toEqual({ kind: "commit", then: { row: 3, column: 2 } });
    expect(editingKey({ key: "Tab" }, { row: 3, column: 3 }, bounds)).toEqual({ kind: "commit", then: null });
    expect(editingKey({ key: "Escape" }, at, bounds)).toEqual({ kind: "cancel" });
    expect(editingKey({ key: "Enter", altKey: true }, at, bounds)).toEqual({ kind: "newline" });
    // Arrows move the caret inside the text.
    expect(editingKey({ key: "ArrowLeft" }, at, bounds)).toBeNull();
  });
});

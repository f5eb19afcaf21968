/**
 * @jest-environment jsdom
 */
// Which History row takes the focus after documents are deleted: the next one still listed, else the one before.
import { neighbourRow } from "../../../../src/taskpane/history/useFocusAfterDelete";

function rows(...ids: string[]): Element[] {
  return ids.map((id) => {
    const li = document.createElement("li");
    li.setAttribute("data-document-id", id);
    return li;
  });
}
const id = (row: Element | null): string | null => row?.getAttribute("data-document-id") ?? null;

describe("neighbourRow", () => {
  test("the next row still listed", () => {
    expect(id(neighbourRow(rows("a", "b", "c", "d"), new Set(["b", "c"])))).toBe("d");
  });
  test("the row before when the last rows go", () => {
    expect(id(neighbourRow(rows("a", "b", "c"), new Set(["c"])))).toBe("b");
    expect(id(neighbourRow(rows("a", "b", "c"), new Set(["b", "c"])))).toBe("a");
  });
  test("none when every row goes, or none of them is listed", () => {
    expect(neighbourRow(rows("a", "b"), new Set(["a", "b"]))).toBeNull();
    expect(neighbourRow(rows("a", "b"), new Set(["z"]))).toBeNull();
  });
});

// "Fix all like this": which flagged values are mended alike (same column, same mend), and the one edit that
// fixes a group, undone as one step.
import { checkReview } from "../../../../src/results/checks/checkReview";
import { likeFixEdit, likeFixGroupOf, likeFixGroups, mendRule, sameLikeFixes } from "../../../../src/results/checks/likeFixes";
import type { Flag } from "../../../../src/results/checks/types";
import { cultureOfLanguage } from "../../../../src/results/numbers/numberCulture";
import type { ResultModel } from "../../../../src/results/model";
import { edit, editsOf, startReview, undo } from "../../../../src/results/review/history";
import { cellText } from "../../../../src/results/review/tables";
import { grid } from "../review/helpers";

const enUS = { culture: cultureOfLanguage("en-US") };

const model = (...tables: string[][][]): ResultModel => ({
  kind: "tables",
  tables: { documentId: "d", fileName: "f.pdf", tables: tables.map((rows, i) => grid(i + 1, i + 1, rows)), keyValuePairs: [] },
});

const ledger = model([
  ["Item", "Ref", "Amount", "Tax"],
  ["Paper", "A1", "1O5.00", "2.1O"],
  ["Toner", "B2", "2O.00", "1.00"],
  ["Ink", "C3", "l2.50", "O.50"],
  ["Pens", "D4", "3O.00", "3.00"],
  ["Desk", "E5", "l00.00", "4.00"],
  ["Lamp", "F6", "l2O.00", "5.00"],
  // Plain figures: the column is one of numbers.
  ...["11.00", "12.00", "13.00", "14.00", "15.00", "16.00", "17.00"].map((v, i) => [`Item ${i}`, `G${i}`, v, "1.00"]),
]);

const at = (f: { place: Flag["place"] }): string => (f.place.kind === "cell" ? `${f.place.row}:${f.place.column}` : "?");

describe("like fixes", () => {
  it("groups the fixes of one column by their mend: O for 0, l for 1, both being a mend of its own", () => {
    const session = startReview(ledger);
    const groups = likeFixGroups(session.doc, checkReview(session.doc, enUS));
    const brief = groups.map((g) => ({ rule: g.rule, cells: g.fixes.map((f) => `${at(f)} ${f.from}>${f.to}`) }));
    expect(brief).toEqual([
      { rule: "swap:O>0", cells: ["1:2 1O5.00>105.00", "2:2 2O.00>20.00", "4:2 3O.00>30.00"] },
      { rule: "swap:l>1", cells: ["3:2 l2.50>12.50", "5:2 l00.00>100.00"] },
      // Tax has two O-for-0 fixes too: a group of its own column, never joined with Amount's.
      { rule: "swap:O>0", cells: ["1:3 2.1O>2.10", "3:3 O.50>0.50"] },
    ]);
    expect(groups.map((g) => g.column)).toEqual(["cell:t1:2", "cell:t1:2", "cell:t1:3"]);
  });

  it("finds a place's group, and none for a fix alone", () => {
    const session = startReview(ledger);
    const groups = likeFixGroups(session.doc, checkReview(session.doc, enUS));
    expect(likeFixGroupOf(groups, { kind: "cell", table: "t1", row: 2, column: 2 })?.fixes).toHaveLength(3);
    // "l2O.00" mends l and O: alone in its kind.
    expect(likeFixGroupOf(groups, { kind: "cell", table: "t1", row: 6, column: 2 })).toBeNull();
  });

  it("joins the same column across joined tables, one table's group per column otherwise", () => {
    const rows = (misread: string): string[][] => [
      ["Item", "Amount"],
      ["Paper", misread],
      ["Pen", "1.00"],
      ["Ink", "2.00"],
      ["Box", "3.00"],
    ];
    const two = model(rows("1O.00"), rows("2O.00"));
    const apart = startReview(two);
    expect(likeFixGroups(apart.doc, checkReview(apart.doc, enUS))).toEqual([]);
    const joined = edit(apart, { op: "join", table: "t2" });
    const groups = likeFixGroups(joined.doc, checkReview(joined.doc, enUS));
    expect(groups.map((g) => g.fixes.map(at))).toEqual([["1:1", "1:1"]]);
    expect(groups[0]!.fixes.map((f) => (f.place.kind === "cell" ? f.place.table : ""))).toEqual(["t1", "t2"]);
  });

  it("applies a group as one step, and one undo takes every value back", () => {
    const session = startReview(ledger);
    const group = likeFixGroups(session.doc, checkReview(session.doc, enUS))[0]!;
    const fixed = edit(session, likeFixEdit(group));
    expect(fixed.editCount).toBe(1);
    expect(editsOf(fixed)).toHaveLength(1);
    const table = (s: typeof session) => (s.doc.kind === "tables" ? s.doc.tables[0]! : null)!;
    expect([1, 2, 4].map((r) => cellText(table(fixed), r, 2))).toEqual(["105.00", "20.00", "30.00"]);
    // The l-for-1 values are left alone.
    expect(cellText(table(fixed), 3, 2)).toBe("l2.50");
    const back = undo(fixed);
    expect(back.doc).toBe(session.doc);
    expect([1, 2, 4].map((r) => cellText(table(back), r, 2))).toEqual(["1O5.00", "2O.00", "3O.00"]);
    // Fixed, the group is gone; the l-for-1 group remains.
    expect(likeFixGroups(fixed.doc, checkReview(fixed.doc, enUS)).map((g) => g.rule)).toEqual(["swap:l>1", "swap:O>0"]);
  });

  it("leaves out values marked as checked", () => {
    const session = startReview(ledger);
    const marked = edit(session, {
      op: "markChecked",
      place: { kind: "cell", table: "t1", row: 5, column: 2 },
      text: "l00.00",
      checked: true,
    });
    const rules = likeFixGroups(marked.doc, checkReview(marked.doc, enUS)).map((g) => g.rule);
    expect(rules).toEqual(["swap:O>0", "swap:O>0"]);
  });

  it("names the mend: swaps, a decimal mark, thousands; none for a total's sum or a fix of another shape", () => {
    const place = { kind: "cell" as const, table: "t1", row: 1, column: 1 };
    expect(mendRule({ place, kind: "notNumber", suggestion: "105" }, "1O5", "105")).toBe("swap:O>0");
    expect(mendRule({ place, kind: "notNumber", suggestion: "101" }, "lOl", "101")).toBe("swap:O>0,l>1");
    expect(mendRule({ place, kind: "decimalMark", mark: ",", suggestion: "1.5" }, "1,5", "1.5")).toBe("mark:,");
    expect(mendRule({ place, kind: "ambiguous", suggestion: "1240" }, "1.240", "1240")).toBe("thousands");
    expect(mendRule({ place, kind: "total", sum: "9", total: "8", fixes: [], suggestion: "9" }, "8", "9")).toBeNull();
    expect(mendRule({ place, kind: "notNumber", suggestion: "1050" }, "1O5", "1050")).toBeNull();
  });

  it("knows when a group asked about no longer stands as listed (an edit or an undo in between)", () => {
    const session = startReview(ledger);
    const groups = likeFixGroups(session.doc, checkReview(session.doc, enUS));
    const asked = likeFixGroupOf(groups, { kind: "cell", table: "t1", row: 1, column: 2 })!;
    const again = likeFixGroups(session.doc, checkReview(session.doc, enUS));
    expect(sameLikeFixes(likeFixGroupOf(again, asked.fixes[0]!.place), asked)).toBe(true);
    // One of the values typed over: the list shown is not what would change.
    const typed = edit(session, { op: "setCell", table: "t1", row: 2, column: 2, value: "2O.5O" });
    const now = likeFixGroups(typed.doc, checkReview(typed.doc, enUS));
    expect(sameLikeFixes(likeFixGroupOf(now, asked.fixes[0]!.place), asked)).toBe(false);
    // One of them fixed: the group is smaller, or gone.
    const fixed = edit(session, { op: "setCell", table: "t1", row: 4, column: 2, value: "30.00" });
    const fewer = likeFixGroups(fixed.doc, checkReview(fixed.doc, enUS));
    expect(sameLikeFixes(likeFixGroupOf(fewer, asked.fixes[0]!.place), asked)).toBe(false);
    expect(sameLikeFixes(null, asked)).toBe(false);
  });
});

// "Mark as checked": a mark settles a value's flags while the value reads as it did (an edit brings the flag
// back, undoing it the mark), undone like any edit, counted as settled by Insert all's gate, carried to and
// from the larger window as an edit; marks alone change nothing that goes in.
import { checkReview } from "../../../../src/results/checks/checkReview";
import { cultureOfLanguage } from "../../../../src/results/numbers/numberCulture";
import { resultFromDetail } from "../../../../src/results/model";
import { changesValues, discard, edit, editAll, editsOf, hasChanges, startReview, undo } from "../../../../src/results/review/history";
import { isChecked, markCheckedEdit, openFlags } from "../../../../src/results/review/marks";
import { reviewedModel } from "../../../../src/results/review/reviewed";
import type { ReviewEdit } from "../../../../src/results/review/types";
import { flagCount, openFlagCount } from "../../../../src/work/review/gate";
import { parseEdits } from "../../../../src/work/review/windowMessages";
import { fixtureDetail } from "../../office/fixtures";

const enUS = { culture: cultureOfLanguage("en-US") };
const invoice = resultFromDetail(fixtureDetail("two-page-invoice", "tables"));
const amount = { kind: "cell" as const, table: "t1", row: 2, column: 3 };

describe("marks as checked", () => {
  it("settles the value's flags, lowers the gate's count, and one undo takes the mark back", () => {
    const session = startReview(invoice);
    expect(openFlagCount(session.doc, enUS)).toBe(3);
    const mark = markCheckedEdit(session.doc, amount)!;
    expect(mark).toEqual({ op: "markChecked", place: amount, text: "1O5.00", checked: true });
    const marked = edit(session, mark);
    expect(isChecked(marked.doc, amount)).toBe(true);
    expect(openFlags(marked.doc, checkReview(marked.doc, enUS)).map((f) => f.place)).not.toContainEqual(amount);
    expect(openFlagCount(marked.doc, enUS)).toBe(2);
    expect(marked.editCount).toBe(1);
    const back = undo(marked);
    expect(back.doc).toBe(session.doc);
    expect(openFlagCount(back.doc, enUS)).toBe(3);
  });

  it("holds only while the value reads the same: an edit makes it a new value to check, undoing the edit settles it again", () => {
    const marked = edit(startReview(invoice), markCheckedEdit(startReview(invoice).doc, amount)!);
    const changed = edit(marked, { op: "setCell", ...amount, value: "1O6.00" });
    expect(isChecked(changed.doc, amount)).toBe(false);
    expect(openFlagCount(changed.doc, enUS)).toBe(3);
    expect(isChecked(undo(changed).doc, amount)).toBe(true);
  });

  it("is every flag settled: the gate lets the result through", () => {
    let session = startReview(invoice);
    for (const flag of checkReview(session.doc, enUS)) session = edit(session, markCheckedEdit(session.doc, flag.place)!);
    expect(openFlagCount(session.doc, enUS)).toBe(0);
    // Without the review's state, the result as read still has its flags.
    expect(flagCount(reviewedModel(session.doc), enUS)).toBe(3);
  });

  it("changes nothing that goes in: marks alone are no corrections; Discard takes them away too, undo brings them back", () => {
    const session = startReview(invoice);
    const marked = edit(session, markCheckedEdit(session.doc, amount)!);
    expect(changesValues(marked)).toBe(false);
    expect(hasChanges(marked)).toBe(true);
    expect(reviewedModel(marked.doc)).toEqual(reviewedModel(session.doc));
    const fixed = edit(marked, { op: "setCell", table: "t1", row: 1, column: 3, value: "41.00" });
    expect(changesValues(fixed)).toBe(true);
    const discarded = discard(marked);
    expect(isChecked(discarded.doc, amount)).toBe(false);
    expect(isChecked(undo(discarded).doc, amount)).toBe(true);
  });

  it("marks the same value once; taking a mark away settles nothing", () => {
    const session = startReview(invoice);
    const mark = markCheckedEdit(session.doc, amount)!;
    const once = edit(session, mark);
    expect(edit(once, mark)).toBe(once);
    const taken = edit(once, { ...mark, checked: false } as ReviewEdit);
    expect(isChecked(taken.doc, amount)).toBe(false);
  });

  it("travels to and from the larger window as edits, a group fix as one", () => {
    const session = startReview(invoice);
    const together: ReviewEdit = {
      op: "together",
      edits: [
        { op: "setCell", ...amount, value: "105.00" },
        { op: "setPair", pair: 1, part: "value", value: "2026-02-28" },
      ],
    };
    const done = editAll(session, [markCheckedEdit(session.doc, { kind: "pair", pair: 0 })!, together]);
    const edits = JSON.parse(JSON.stringify(editsOf(done))) as unknown;
    const parsed = parseEdits(edits)!;
    expect(parsed).toHaveLength(2);
    expect(editAll(startReview(invoice), parsed).doc).toEqual(done.doc);
    expect(parseEdits([{ op: "markChecked", place: { kind: "cell", table: "t1" }, text: "x", checked: true }])).toBeNull();
    expect(parseEdits([{ op: "together", edits: [{ op: "nothing" }] }])).toBeNull();
  });
});

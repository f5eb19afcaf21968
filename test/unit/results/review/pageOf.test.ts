// Which page a place in the review comes from: cells of joined tables (each row from its own page, the header
// from the head's), pairs, records, transcript pages, and the ids the review's fields carry.
import { startReview, edit } from "../../../../src/results/review/history";
import { pageOf, pageToShow, resultPages, tablePages } from "../../../../src/results/review/pageOf";
import { groupOf, groupRowAt, groupRows } from "../../../../src/results/review/tables";
import { placeOfId } from "../../../../src/work/review/reviewPlace";
import { invoiceTables, records, transcript } from "./helpers";

describe("the page of a place in the review", () => {
  const tables = startReview(invoiceTables()).doc;

  it("gives a cell the page of its table", () => {
    expect(pageOf(tables, { kind: "cell", head: "t1", row: 2, column: 2 })).toBe(1);
    expect(pageOf(tables, { kind: "cell", head: "t2", row: 1, column: 0 })).toBe(2);
    expect(pageOf(tables, { kind: "table", head: "t3" })).toBe(2);
  });

  it("gives each row of a joined table the page it was read on, and the header the head's page", () => {
    const joined = edit(startReview(invoiceTables()), { op: "join", table: "t2" }).doc;
    // Rows of the joined grid: t1's header, two rows, then t2's two rows (its repeated header dropped).
    expect(pageOf(joined, { kind: "cell", head: "t1", row: 0, column: 0 })).toBe(1);
    expect(pageOf(joined, { kind: "cell", head: "t1", row: 2, column: 2 })).toBe(1);
    expect(pageOf(joined, { kind: "cell", head: "t1", row: 3, column: 2 })).toBe(2);
    expect(pageOf(joined, { kind: "cell", head: "t1", row: 4, column: 2 })).toBe(2);
    expect(tablePages(joined, "t1")).toEqual([1, 2]);
    // Past the last row (a stale position): the head's page, never a crash.
    expect(pageOf(joined, { kind: "cell", head: "t1", row: 99, column: 0 })).toBe(1);
  });

  it("finds a joined grid's row where the list of every row has it, without listing them", () => {
    const joined = edit(startReview(invoiceTables()), { op: "join", table: "t2" }).doc;
    if (joined.kind !== "tables") throw new Error("tables");
    const group = groupOf(joined.tables, "t1");
    const rows = groupRows(group);
    for (let i = -1; i <= rows.length; i++) expect(groupRowAt(group, i)).toEqual(rows[i]);
  });

  it("gives pairs, records and transcript pages their own pages", () => {
    expect(pageOf(tables, { kind: "pair", pair: 1 })).toBe(1);
    expect(pageOf(startReview(records()).doc, { kind: "field", record: 1 })).toBe(2);
    expect(pageOf(startReview(transcript()).doc, { kind: "page", page: 2 })).toBe(3);
  });

  it("says null for a place the result does not have", () => {
    expect(pageOf(tables, { kind: "cell", head: "t9", row: 0, column: 0 })).toBeNull();
    expect(pageOf(tables, { kind: "field", record: 0 })).toBeNull();
    expect(pageOf(tables, { kind: "pair", pair: 5 })).toBeNull();
    expect(pageOf(startReview(records()).doc, { kind: "page", page: 0 })).toBeNull();
    expect(tablePages(startReview(records()).doc, "t1")).toEqual([]);
  });

  it("lists the result's pages and shows the first until a place is chosen", () => {
    expect(resultPages(tables)).toEqual([1, 2]);
    expect(resultPages(startReview(transcript()).doc)).toEqual([1, 2, 3]);
    expect(pageToShow(tables, null)).toBe(1);
    expect(pageToShow(tables, { kind: "cell", head: "t2", row: 0, column: 0 })).toBe(2);
    expect(pageToShow(tables, { kind: "cell", head: "t9", row: 0, column: 0 })).toBe(1);
    const empty = startReview({ kind: "records", records: { documentId: "d", fileName: "f", fields: [], records: [] } }).doc;
    expect(pageToShow(empty, null)).toBe(1);
  });
});

describe("the place of a focused field", () => {
  it("reads the review's field ids", () => {
    expect(placeOfId("review-pair-3")).toEqual({ kind: "pair", pair: 3 });
    expect(placeOfId("review-pair-3-key")).toEqual({ kind: "pair", pair: 3 });
    expect(placeOfId("review-field-1-date")).toEqual({ kind: "field", record: 1 });
    expect(placeOfId("review-page-2")).toEqual({ kind: "page", page: 2 });
    expect(placeOfId("review-translation-0")).toEqual({ kind: "page", page: 0 });
    expect(placeOfId("review-split-t2")).toBeNull();
    expect(placeOfId("")).toBeNull();
  });
});

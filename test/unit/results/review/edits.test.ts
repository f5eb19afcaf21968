// Every edit of the review, one by one: what the reviewed model (what Insert writes) becomes, and undo.
import { discard, edit, editAll, editsOf, hasChanges, startReview, undo } from "../../../../src/results/review/history";
import { correctionCount, reviewedModel } from "../../../../src/results/review/reviewed";
import { joinSuggestions } from "../../../../src/results/review/tables";
import type { ReviewEdit } from "../../../../src/results/review/types";
import type { ResultModel } from "../../../../src/results/model";
import { invoiceTables, records, transcript } from "./helpers";

const after = (model: ResultModel, ...edits: ReviewEdit[]): ResultModel => reviewedModel(editAll(startReview(model), edits).doc);
const tablesOf = (m: ResultModel) => (m.kind === "tables" ? m.tables : null)!;

describe("table edits", () => {
  it("takes the service's reading as it is when nothing was done", () => {
    expect(after(invoiceTables())).toEqual(invoiceTables());
    expect(after(records())).toEqual(records());
    expect(after(transcript())).toEqual(transcript());
  });

  it("corrects a cell, and counts it; setting it back leaves no correction", () => {
    const session = edit(startReview(invoiceTables()), { op: "setCell", table: "t1", row: 2, column: 2, value: "105" });
    expect(tablesOf(reviewedModel(session.doc)).tables[0]!.rows[2]).toEqual(["Toner", "1", "105"]);
    expect(correctionCount(session.doc)).toBe(1);
    const back = edit(session, { op: "setCell", table: "t1", row: 2, column: 2, value: "1O5" });
    expect(correctionCount(back.doc)).toBe(0);
    expect(reviewedModel(back.doc)).toEqual(invoiceTables());
  });

  it("renames a heading (the header row's cell)", () => {
    const m = after(invoiceTables(), { op: "setCell", table: "t1", row: 0, column: 2, value: "Amount (EUR)" });
    expect(tablesOf(m).tables[0]!.rows[0]).toEqual(["Item", "Qty", "Amount (EUR)"]);
  });

  it("deletes and restores a row; the header row is switched off instead of deleted", () => {
    const deleted = after(invoiceTables(), { op: "deleteRow", table: "t1", row: 1 });
    expect(tablesOf(deleted).tables[0]!.rows).toEqual([
      ["Item", "Qty", "Amount"],
      ["Toner", "1", "1O5"],
    ]);
    expect(after(invoiceTables(), { op: "deleteRow", table: "t1", row: 1 }, { op: "restoreRow", table: "t1", row: 1 })).toEqual(
      invoiceTables(),
    );
    expect(editAll(startReview(invoiceTables()), [{ op: "deleteRow", table: "t1", row: 0 }]).editCount).toBe(0);
  });

  it("deletes and restores a column", () => {
    const m = after(invoiceTables(), { op: "deleteColumn", table: "t1", column: 1 });
    expect(tablesOf(m).tables[0]).toMatchObject({
      columnCount: 2,
      rows: [
        ["Item", "Amount"],
        ["Paper", "40.00"],
        ["Toner", "1O5"],
      ],
    });
    expect(after(invoiceTables(), { op: "deleteColumn", table: "t1", column: 1 }, { op: "restoreColumn", table: "t1", column: 1 })).toEqual(
      invoiceTables(),
    );
  });

  it("marks and unmarks the header row", () => {
    expect(tablesOf(after(invoiceTables(), { op: "header", table: "t3", on: false })).tables[2]!.hasHeaderRow).toBe(false);
    expect(after(invoiceTables(), { op: "header", table: "t3", on: false }, { op: "header", table: "t3", on: true })).toEqual(
      invoiceTables(),
    );
  });

  it("leaves out a table that is not chosen, and a pair that is not", () => {
    const m = tablesOf(
      after(invoiceTables(), { op: "chooseTable", table: "t3", chosen: false }, { op: "choosePair", pair: 1, chosen: false }),
    );
    expect(m.tables.map((t) => t.index)).toEqual([1, 2]);
    expect(m.keyValuePairs.map((p) => p.key)).toEqual(["Invoice date"]);
  });

  it("corrects a pair's key and value", () => {
    const session = editAll(startReview(invoiceTables()), [
      { op: "setPair", pair: 0, part: "value", value: "2026-02-28" },
      { op: "setPair", pair: 0, part: "key", value: "Date" },
    ]);
    expect(tablesOf(reviewedModel(session.doc)).keyValuePairs[0]).toEqual({ pageNumber: 1, key: "Date", value: "2026-02-28" });
    expect(correctionCount(session.doc)).toBe(2);
  });

  it("suggests joining the table continued on the next page, joins it without its repeated header, and splits it again", () => {
    const session = startReview(invoiceTables());
    expect(joinSuggestions(session.doc.kind === "tables" ? session.doc.tables : [])).toEqual(["t2"]);
    const joined = edit(session, { op: "join", table: "t2" });
    const m = tablesOf(reviewedModel(joined.doc));
    expect(m.tables.map((t) => t.index)).toEqual([1, 3]);
    expect(m.tables[0]!.rows).toEqual([
      ["Item", "Qty", "Amount"],
      ["Paper", "2", "40.00"],
      ["Toner", "1", "1O5"],
      ["Binder", "3", "12.50"],
      ["Total", "", "157.50"],
    ]);
    expect(joinSuggestions(joined.doc.kind === "tables" ? joined.doc.tables : [])).toEqual([]);
    // Column edits on a joined table belong to the whole of it.
    const narrowed = tablesOf(reviewedModel(edit(joined, { op: "deleteColumn", table: "t2", column: 1 }).doc));
    expect(narrowed.tables[0]!.rows.map((r) => r.length)).toEqual([2, 2, 2, 2, 2]);
    expect(reviewedModel(edit(joined, { op: "split", table: "t2" }).doc)).toEqual(invoiceTables());
  });

  it("refuses to join tables of different widths", () => {
    const session = edit(startReview(invoiceTables()), { op: "join", table: "t3" });
    expect(session.editCount).toBe(0);
  });
});

describe("records", () => {
  it("corrects a field (an array field one item per line) and skips a record", () => {
    const m = after(
      records(),
      { op: "setField", record: 1, field: "date", value: "2026-01-04" },
      { op: "setField", record: 0, field: "items", value: "a\nb\nc" },
      { op: "skipRecord", record: 0, skipped: true },
    );
    expect(m.kind === "records" && m.records.records).toEqual([{ pageNumber: 2, values: { name: "Bo", date: "2026-01-04" } }]);
  });
  it("fills a field the extraction left empty, but not one the extractor does not have", () => {
    const m = after(
      records(),
      { op: "setField", record: 1, field: "items", value: "x" },
      { op: "setField", record: 1, field: "nope", value: "y" },
    );
    expect(m.kind === "records" && m.records.records[1]!.values).toEqual({ name: "Bo", date: "4 Jan", items: "x" });
  });
});

describe("transcripts", () => {
  it("edits a page's text and its translation as plain text, and leaves out pages not chosen", () => {
    const m = after(
      transcript(),
      { op: "setPage", page: 0, part: "text", value: "Hello\nthere" },
      { op: "setPage", page: 0, part: "translation", value: "Salut" },
      { op: "choosePage", page: 2, chosen: false },
    );
    expect(m.kind === "transcript" && m.transcript.pages).toEqual([
      { pageNumber: 1, lines: ["Hello", "there"], translation: { language: "fr", lines: ["Salut"] } },
      { pageNumber: 2, lines: ["Second page"] },
    ]);
  });
  it("has no translation to correct on a page without one", () => {
    expect(editAll(startReview(transcript()), [{ op: "setPage", page: 1, part: "translation", value: "x" }]).editCount).toBe(0);
  });
});

describe("undo and discard", () => {
  it("undoes the last edit, and discards them all", () => {
    const edits: ReviewEdit[] = [
      { op: "setCell", table: "t1", row: 1, column: 0, value: "Pens" },
      { op: "join", table: "t2" },
    ];
    const session = editAll(startReview(invoiceTables()), edits);
    expect(editsOf(session)).toEqual(edits);
    expect(hasChanges(session)).toBe(true);
    expect(editsOf(undo(session))).toEqual(edits.slice(0, 1));
    expect(reviewedModel(discard(session).doc)).toEqual(invoiceTables());
    expect(hasChanges(discard(session))).toBe(false);
    expect(editsOf(discard(session))).toEqual([]);
    // Discarding can be undone too.
    expect(undo(discard(session)).doc).toBe(session.doc);
    expect(editsOf(edit(discard(session), edits[1]!))).toEqual([edits[1]]);
    expect(undo(startReview(invoiceTables())).editCount).toBe(0);
  });
});

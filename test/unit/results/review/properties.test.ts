// Properties of the review's edits over random results and random edit sequences (fast-check): undoing every
// edit gives back the service's model, each undo gives back the state before its edit, a join then a split
// gives back both tables, and what Insert receives is always well formed.
import fc from "fast-check";
import type { ResultModel } from "../../../../src/results/model";
import { edit, editAll, startReview, undo } from "../../../../src/results/review/history";
import { correctionCount, reviewedModel } from "../../../../src/results/review/reviewed";
import type { ReviewEdit } from "../../../../src/results/review/types";
import { grid, records, transcript } from "./helpers";

const text = fc.constantFrom("", "1O5", "105", "Total", "Item", "12,400", "a\nb", "x");

const tablesModel: fc.Arbitrary<ResultModel> = fc
  .array(
    fc.record({
      columns: fc.integer({ min: 1, max: 3 }),
      rows: fc.integer({ min: 1, max: 4 }),
      page: fc.integer({ min: 1, max: 3 }),
      header: fc.boolean(),
      cells: fc.array(text, { minLength: 12, maxLength: 12 }),
    }),
    { minLength: 1, maxLength: 4 },
  )
  .map((specs) => {
    let page = 1;
    const tables = specs.map((s, i) => {
      page += s.page - 2 > 0 ? 1 : 0;
      const rows = Array.from({ length: s.rows }, (_, r) => Array.from({ length: s.columns }, (_, c) => s.cells[(r * 3 + c) % 12]!));
      return grid(i + 1, page, rows, s.header);
    });
    return {
      kind: "tables" as const,
      tables: {
        documentId: "d",
        fileName: "f.pdf",
        tables,
        keyValuePairs: [
          { pageNumber: 1, key: "A", value: "1" },
          { pageNumber: 2, key: "B", value: "2" },
        ],
      },
    };
  });

const tableId = fc.integer({ min: 0, max: 5 }).map((n) => `t${n}`);
const index = fc.integer({ min: -1, max: 4 });
const tableEdit: fc.Arbitrary<ReviewEdit> = fc.oneof(
  fc.record({ op: fc.constant("setCell" as const), table: tableId, row: index, column: index, value: text }),
  fc.record({ op: fc.constantFrom("deleteRow" as const, "restoreRow" as const), table: tableId, row: index }),
  fc.record({ op: fc.constantFrom("deleteColumn" as const, "restoreColumn" as const), table: tableId, column: index }),
  fc.record({ op: fc.constant("header" as const), table: tableId, on: fc.boolean() }),
  fc.record({ op: fc.constant("chooseTable" as const), table: tableId, chosen: fc.boolean() }),
  fc.record({ op: fc.constantFrom("join" as const, "split" as const), table: tableId }),
  fc.record({ op: fc.constant("setPair" as const), pair: index, part: fc.constantFrom("key" as const, "value" as const), value: text }),
  fc.record({ op: fc.constant("choosePair" as const), pair: index, chosen: fc.boolean() }),
);
const otherEdit: fc.Arbitrary<ReviewEdit> = fc.oneof(
  fc.record({ op: fc.constant("setField" as const), record: index, field: fc.constantFrom("name", "date", "items", "x"), value: text }),
  fc.record({ op: fc.constant("skipRecord" as const), record: index, skipped: fc.boolean() }),
  fc.record({
    op: fc.constant("setPage" as const),
    page: index,
    part: fc.constantFrom("text" as const, "translation" as const),
    value: text,
  }),
  fc.record({ op: fc.constant("choosePage" as const), page: index, chosen: fc.boolean() }),
);

const cases = fc.oneof(
  fc.tuple(tablesModel, fc.array(tableEdit, { maxLength: 30 })),
  fc.tuple(fc.constantFrom(records(), transcript()), fc.array(otherEdit, { maxLength: 30 })),
);

test("any sequence of edits, then undo of every one, gives back the service's model", () => {
  fc.assert(
    fc.property(cases, ([model, edits]) => {
      let session = editAll(startReview(model), edits);
      while (session.editCount > 0) session = undo(session);
      expect(session.doc).toBe(session.initial);
      expect(reviewedModel(session.doc)).toEqual(model);
    }),
  );
});

test("each undo gives back what Insert would have written before that edit", () => {
  fc.assert(
    fc.property(cases, ([model, edits]) => {
      let session = startReview(model);
      for (const change of edits) {
        const before = reviewedModel(session.doc);
        const next = edit(session, change);
        if (next !== session) expect(reviewedModel(undo(next).doc)).toEqual(before);
        session = next;
      }
    }),
  );
});

test("joining a table onto the one before it, then splitting it, gives back the two tables", () => {
  fc.assert(
    fc.property(tablesModel, fc.integer({ min: 1, max: 3 }), (model, at) => {
      const joined = edit(startReview(model), { op: "join", table: `t${at + 1}` });
      const split = edit(joined, { op: "split", table: `t${at + 1}` });
      expect(reviewedModel(split.doc)).toEqual(model);
      if (joined.editCount === 1 && model.kind === "tables") {
        const tables = (reviewedModel(joined.doc) as Extract<ResultModel, { kind: "tables" }>).tables.tables;
        expect(tables).toHaveLength(model.tables.tables.length - 1);
      }
    }),
  );
});

test("what Insert receives is well formed: every table row as wide as its table, no more corrections than edits", () => {
  fc.assert(
    fc.property(fc.tuple(tablesModel, fc.array(tableEdit, { maxLength: 30 })), ([model, edits]) => {
      const session = editAll(startReview(model), edits);
      const reviewed = reviewedModel(session.doc);
      if (reviewed.kind !== "tables") throw new Error("tables expected");
      for (const table of reviewed.tables.tables) {
        expect(table.columnCount).toBeGreaterThan(0);
        expect(table.rows.length).toBeGreaterThan(0);
        for (const row of table.rows) expect(row).toHaveLength(table.columnCount);
      }
      expect(correctionCount(session.doc)).toBeLessThanOrEqual(session.editCount);
    }),
  );
});

// What the pane and the larger window say to each other: cut into parts and put together again in any
// order, and believed only when well formed.
import type { ResultModel } from "../../../../src/results/model";
import { PartsReader, parseEdits, parseOpenMessage, parseWindowMessage, toParts } from "../../../../src/work/review/windowMessages";

const model: ResultModel = {
  kind: "tables",
  tables: {
    documentId: "d",
    fileName: "f.pdf",
    tables: [{ pageNumber: 1, tableNumber: 1, index: 1, hasHeaderRow: true, rows: [["A"], ["x".repeat(500)]], columnCount: 1 }],
    keyValuePairs: [],
  },
};

test("a message cut into parts arrives whole, whatever order its parts come in", () => {
  const message = {
    type: "open" as const,
    fileName: "f.pdf",
    model,
    edits: [],
    culture: { decimal: "." as const, group: ",", source: "workbook" as const },
  };
  const parts = toParts(message, 100);
  expect(parts.length).toBeGreaterThan(3);
  const reader = new PartsReader();
  const arrived = [...parts].reverse().map((p) => reader.take(p));
  expect(arrived.slice(0, -1).every((m) => m === undefined)).toBe(true);
  expect(parseOpenMessage(arrived.at(-1))).toEqual(message);
});

test("anything else is not believed", () => {
  const reader = new PartsReader();
  expect(reader.take("not json")).toBeUndefined();
  expect(reader.take(JSON.stringify({ channel: "other", id: "x", index: 0, count: 1, text: "{}" }))).toBeUndefined();
  expect(parseWindowMessage({ type: "edits", edits: [{ op: "setCell", table: "t1", row: "2", column: 0, value: "x" }] })).toBeNull();
  expect(parseWindowMessage({ type: "shutdown" })).toBeNull();
  expect(parseEdits([{ op: "drop table" }])).toBeNull();
  expect(parseOpenMessage({ type: "open", fileName: "f", model: { kind: "tables" }, edits: [] })).toBeNull();
  expect(
    parseWindowMessage({
      type: "done",
      edits: [
        { op: "join", table: "t2" },
        { op: "setPage", page: 0, part: "text", value: "a" },
      ],
    }),
  ).toEqual({
    type: "done",
    edits: [
      { op: "join", table: "t2" },
      { op: "setPage", page: 0, part: "text", value: "a" },
    ],
  });
});

test("the table a result is to be appended to reaches the window, so it flags what would not fit as the pane does", () => {
  const target = {
    headings: ["Artikel", "Betrag"],
    kinds: ["text" as const, "number" as const],
    mapping: {
      columns: [
        { kind: "source" as const, key: "0" },
        { kind: "fixed" as const, value: "fileName" as const },
      ],
      extra: [],
    },
    layout: "tables:artikel|betrag",
  };
  const message = { type: "open" as const, fileName: "f.pdf", model, edits: [], culture: null, target };
  const reader = new PartsReader();
  const [whole] = toParts(message).map((p) => reader.take(p));
  expect(parseOpenMessage(whole)).toEqual(message);
  // A target that is not well formed is left out; the result still opens.
  const bad = parseOpenMessage({ ...message, target: { ...target, kinds: ["formula"] } });
  expect(bad).toEqual({ type: "open", fileName: "f.pdf", model, edits: [], culture: null });
});

import fc from "fast-check";
import { ServiceError } from "../../../src/api/errors";
import { parseDocumentDetail } from "../../../src/api/parse";
import { normaliseRows, parseExtractorPages, parseTable, parseTablesPages } from "../../../src/api/resultParse";

describe("table rows of any shape become a grid of strings", () => {
  const expected = [
    ["Item", "Qty"],
    ["Pens", "3"],
  ];
  it.each([
    [
      "arrays of strings",
      [
        ["Item", "Qty"],
        ["Pens", "3"],
      ],
    ],
    [
      "arrays of cell objects",
      [
        [{ text: "Item" }, { text: "Qty" }],
        [{ text: "Pens" }, { text: "3" }],
      ],
    ],
    [
      "cells with column indexes, out of order",
      [
        [
          { columnIndex: 1, text: "Qty" },
          { columnIndex: 0, text: "Item" },
        ],
        [
          { columnIndex: 0, text: "Pens" },
          { columnIndex: 1, text: "3" },
        ],
      ],
    ],
    ["objects with a cells array", [{ cells: ["Item", "Qty"] }, { cells: [{ value: "Pens" }, { content: 3 }] }]],
  ])("%s", (_, rows) => {
    expect(parseTable({ rows, columnCount: 2, tableNumber: 1, hasHeaderRow: true }, 0)?.rows).toEqual(expected);
  });

  it("rows given as records keep their keys as the header row", () => {
    const table = parseTable({ rows: [{ Item: "Pens", Qty: 3 }], hasHeaderRow: false }, 0);
    expect(table?.rows).toEqual(expected);
    expect(table?.hasHeaderRow).toBe(true);
  });

  it("pads short rows to the widest and fills gaps", () => {
    expect(normaliseRows([["a"], [{ columnIndex: 2, text: "c" }]], null).rows).toEqual([["a"], ["", "", "c"]]);
    expect(parseTable({ rows: [["a"], ["b", "c", "d"]] }, 4)).toEqual({
      tableNumber: 5,
      hasHeaderRow: false,
      rows: [
        ["a", "", ""],
        ["b", "c", "d"],
      ],
      columnCount: 3,
    });
  });
});

describe("per-action result pages", () => {
  it("reads tables and key/value pairs", () => {
    const pages = parseTablesPages([
      { page_number: 1, tables: [{ rows: [["x"]], tableNumber: 1 }], key_value_pairs: [{ key: "Total", value: "12.50" }] },
    ]);
    expect(pages).toEqual([
      {
        pageNumber: 1,
        tables: [{ tableNumber: 1, hasHeaderRow: false, rows: [["x"]], columnCount: 1 }],
        keyValuePairs: [{ key: "Total", value: "12.50" }],
      },
    ]);
  });
  it("reads extractions, single and array fields", () => {
    const pages = parseExtractorPages([
      {
        page_number: 1,
        extractions: [
          [
            { key: "name", name: "Name", type: "text", array: false, value: "Ada" },
            { key: "items", name: "Items", type: "text", array: true, value: ["a", "b"] },
          ],
        ],
      },
    ]);
    expect(pages[0]?.extractions[0]).toEqual([
      { key: "name", name: "Name", type: "text", value: "Ada" },
      { key: "items", name: "Items", type: "text", value: ["a", "b"] },
    ]);
  });
});

describe("parsers never throw anything but the client's own errors", () => {
  it("on arbitrary JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        try {
          parseDocumentDetail(value);
        } catch (error) {
          if (!(error instanceof ServiceError)) throw error;
        }
      }),
      { numRuns: 500 },
    );
  });
  it("on arbitrary results arrays inside a valid document", () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { maxLength: 5 }), fc.jsonValue(), (results, thumbnails) => {
        const detail = parseDocumentDetail({ id: "d", status: "processed", results, thumbnails });
        for (const page of detail.tablesPages)
          for (const t of page.tables) expect(t.rows.every((r) => r.length === t.columnCount)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

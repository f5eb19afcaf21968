// Small result models for the review's tests: a table continued on the next page (header repeated), key/value
// pairs, extractor records and a transcript with a translation.
import type { ResultModel } from "../../../../src/results/model";
import type { GridTable } from "../../../../src/results/tables";

export function grid(index: number, pageNumber: number, rows: string[][], hasHeaderRow = true): GridTable {
  return { pageNumber, tableNumber: 1, index, hasHeaderRow, rows, columnCount: rows[0]?.length ?? 0 };
}

export const invoiceTables = (): ResultModel => ({
  kind: "tables",
  tables: {
    documentId: "doc1",
    fileName: "invoice.pdf",
    tables: [
      grid(1, 1, [
        ["Item", "Qty", "Amount"],
        ["Paper", "2", "40.00"],
        ["Toner", "1", "1O5"],
      ]),
      grid(2, 2, [
        ["Item", "Qty", "Amount"],
        ["Binder", "3", "12.50"],
        ["Total", "", "157.50"],
      ]),
      grid(3, 2, [
        ["Note", "By"],
        ["Paid", "J. Doe"],
      ]),
    ],
    keyValuePairs: [
      { pageNumber: 1, key: "Invoice date", value: "2026-02-30" },
      { pageNumber: 1, key: "Number", value: "INV-7" },
    ],
  },
});

export const records = (): ResultModel => ({
  kind: "records",
  records: {
    documentId: "doc2",
    fileName: "claims.pdf",
    fields: [
      { key: "name", name: "Name", array: false, type: "text" },
      { key: "date", name: "Date", array: false, type: "date" },
      { key: "items", name: "Items", array: true },
    ],
    records: [
      { pageNumber: 1, values: { name: "Ann", date: "2026-01-04", items: "a\nb" } },
      { pageNumber: 2, values: { name: "Bo", date: "4 Jan" } },
    ],
  },
});

export const transcript = (): ResultModel => ({
  kind: "transcript",
  transcript: {
    documentId: "doc3",
    fileName: "note.png",
    pages: [
      { pageNumber: 1, lines: ["Hello", "world"], translation: { language: "fr", lines: ["Bonjour", "le monde"] } },
      { pageNumber: 2, lines: ["Second page"] },
      { pageNumber: 3, lines: ["Third page"] },
    ],
  },
});

import fc from "fast-check";
import {
  FORMULA_TRIGGERS,
  REQUEST_BUDGET_BYTES,
  localAddress,
  parseRangeAddress,
  rangeAddress,
  rowRequestBytes,
  sheetNameFor,
  sliceGrid,
  startsLikeFormula,
  tableNameFor,
} from "../../../src/office/excelCells";
import { EXCEL_CELL_LIMIT, fitCell, fitGrid, spreadOverCells, uniqueHeaders } from "../../../src/results/cellText";

describe("cell text within Excel's 32,767 characters", () => {
  it("leaves text up to the limit alone", () => {
    const text = "x".repeat(EXCEL_CELL_LIMIT);
    expect(fitCell(text)).toEqual({ text, cut: false });
  });
  it("cuts longer text to exactly the limit and says how much is missing", () => {
    const fit = fitCell("y".repeat(EXCEL_CELL_LIMIT + 1000));
    expect(fit.cut).toBe(true);
    expect(fit.text.length).toBe(EXCEL_CELL_LIMIT);
    expect(fit.text.slice(-80)).toMatch(/ \[…1,\d{3} more characters not shown: Excel holds 32,767 per cell\]$/);
  });
  it("never cuts between the halves of a surrogate pair", () => {
    const text = "a" + "😀".repeat(EXCEL_CELL_LIMIT);
    for (const part of spreadOverCells(text)) {
      expect(part.length).toBeLessThanOrEqual(EXCEL_CELL_LIMIT);
      expect(/[\uD800-\uDBFF]$/.test(part)).toBe(false);
    }
    expect(/[\uD800-\uDBFF]$/.test(fitCell(text).text.split(" […")[0] ?? "")).toBe(false);
  });
  it("spreads a long line over cells with nothing lost", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: EXCEL_CELL_LIMIT * 3 }), (length) => {
        const text = "abcdefghij".repeat(Math.ceil(length / 10)).slice(0, length);
        const parts = spreadOverCells(text);
        return (
          parts.join("") === text &&
          parts.every((p) => p.length <= EXCEL_CELL_LIMIT) &&
          parts.length === Math.max(1, Math.ceil(length / EXCEL_CELL_LIMIT))
        );
      }),
      { numRuns: 30 },
    );
  });
  it("pads a grid and counts the cut cells", () => {
    const result = fitGrid([["a"], ["b", "z".repeat(EXCEL_CELL_LIMIT + 1)]]);
    expect(result.rows.map((r) => r.length)).toEqual([2, 2]);
    expect(result.cutCells).toBe(1);
  });
});

describe("formula triggers", () => {
  it.each(FORMULA_TRIGGERS.map((c) => [JSON.stringify(c), c]))("knows %s", (_, c) => {
    expect(startsLikeFormula(`${c}1+1`)).toBe(true);
  });
  it("does not flag ordinary text", () => {
    expect(startsLikeFormula("Total: =5")).toBe(false);
  });
});

describe("sheet names", () => {
  it("removes the characters Excel forbids and keeps 31 characters, the suffix whole", () => {
    const name = sheetNameFor("Quarterly: report [2026] / Q1 * final? \\ draft", "T1", []);
    expect(name.length).toBeLessThanOrEqual(31);
    expect(name).not.toMatch(/[:\\/?*[\]]/);
    expect(name.endsWith(" T1")).toBe(true);
  });
  it("makes names unique, case-insensitively, within 31 characters", () => {
    const long = "a-very-long-file-name-for-a-scanned-document";
    const first = sheetNameFor(long, "T1", []);
    const second = sheetNameFor(long, "T1", [first.toUpperCase()]);
    const third = sheetNameFor(long, "T1", [first, second]);
    expect(new Set([first, second, third].map((n) => n.toLowerCase())).size).toBe(3);
    expect([second, third]).toEqual([expect.stringMatching(/ T1 \(2\)$/), expect.stringMatching(/ T1 \(3\)$/)]);
    for (const n of [first, second, third]) expect(n.length).toBeLessThanOrEqual(31);
  });
  it("avoids apostrophes at either end, the reserved name History, and blank names", () => {
    expect(sheetNameFor("'quoted'", "", [])).toBe("quoted");
    // A long suffix (a translation's) leaves room for the counter, so names stay unique.
    const taken: string[] = [];
    for (let i = 0; i < 12; i++) taken.push(sheetNameFor("report", "a very long translated sheet suffix", taken));
    expect(new Set(taken.map((n) => n.toLowerCase())).size).toBe(12);
    for (const n of taken) expect(n.length).toBeLessThanOrEqual(31);
    expect(sheetNameFor("History", "", []).toLowerCase()).not.toBe("history");
    expect(sheetNameFor("::", "", [])).toBe("Result");
  });
  it("always gives a valid, unused name (property)", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.string({ maxLength: 12 }),
        fc.array(fc.string({ maxLength: 31 }), { maxLength: 5 }),
        (base, suffix, taken) => {
          const name = sheetNameFor(base, suffix, taken);
          return (
            name.length > 0 &&
            name.length <= 31 &&
            !/[:\\/?*[\]]/.test(name) &&
            !name.startsWith("'") &&
            !name.endsWith("'") &&
            name.toLowerCase() !== "history" &&
            !taken.some((t) => t.toLowerCase() === name.toLowerCase())
          );
        },
      ),
    );
  });
});

describe("table names and headers", () => {
  it("makes a valid table name", () => {
    expect(tableNameFor("Extracted_Expense Claim", [])).toBe("Extracted_Expense_Claim");
    expect(tableNameFor("2026 report", [])).toBe("T_2026_report");
    expect(tableNameFor("A1", [])).toBe("T_A1");
    expect(tableNameFor("R1C1", [])).toBe("T_R1C1");
    expect(tableNameFor("Café", [])).toBe("Cafe");
    expect(tableNameFor("report_T1", ["REPORT_T1"])).toBe("report_T1_2");
  });
  it("makes headers non-empty and unique as Excel keeps them", () => {
    expect(uniqueHeaders(["Amount", "", "amount", " Amount ", "Date"])).toEqual(["Amount", "Column 2", "amount2", "Amount3", "Date"]);
  });
});

describe("addresses", () => {
  it("writes and reads A1 addresses, quoting sheet names that need it", () => {
    expect(localAddress(0, 0, 1, 1)).toBe("A1");
    expect(localAddress(1, 26, 3, 2)).toBe("AA2:AB4");
    expect(rangeAddress("My sheet's", 0, 0, 2, 2)).toBe("'My sheet''s'!A1:B2");
    expect(rangeAddress("Data", 0, 0, 1, 1)).toBe("Data!A1");
    expect(parseRangeAddress("'My sheet'!$B$2:$D$5")).toEqual({ top: 1, left: 1, bottom: 4, right: 3 });
  });
});

describe("blocks under the request limit", () => {
  it("keeps whole rows together and every block under the budget", () => {
    const rows = Array.from({ length: 1000 }, (_, r) => Array.from({ length: 10 }, (_, c) => `r${r}c${c} ` + "x".repeat(40)));
    const slices = sliceGrid(rows, 50_000);
    expect(slices.length).toBeGreaterThan(1);
    expect(slices.reduce((n, s) => n + s.rowCount, 0)).toBe(1000);
    for (const s of slices) {
      expect(s.bytes).toBeLessThanOrEqual(50_000);
      expect(s.columnCount).toBe(10);
    }
    expect(slices[0]?.bytes).toBe(rows.slice(0, slices[0]?.rowCount).reduce((n, r) => n + rowRequestBytes(r), 0));
  });
  it("counts UTF-8 bytes, not characters", () => {
    expect(rowRequestBytes(["é"])).toBe(rowRequestBytes(["e"]) + 1);
  });
  it("splits a row that alone is over the budget by columns", () => {
    const row = Array.from({ length: 4 }, () => "z".repeat(30_000));
    const slices = sliceGrid([row], 70_000);
    expect(slices.map((s) => [s.row, s.column, s.columnCount])).toEqual([
      [0, 0, 2],
      [0, 2, 2],
    ]);
  });
  it("uses a budget well under Excel on the web's 5 MB", () => {
    expect(REQUEST_BUDGET_BYTES).toBeLessThan(5 * 1024 * 1024);
  });
});

// Appending mapped rows to the user's own table, against the host double: below the data and above a totals
// row, calculated columns filled down and never written, values typed by their target column, new columns at
// the right end, nothing written when the rows below are not empty, blocks + 1 syncs.
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { largestRequest } from "../../../dev/host/requestContext";
import { listWorkbookTables, lookAtTable } from "../../../src/office/excelTableLook";
import { TableAppendRefused, appendRowsToTable } from "../../../src/office/excelTableAppend";

function seedLedger(host: HostDouble, options: { totals?: boolean; rows?: (string | number)[][] } = {}): void {
  host.excel.seedTable({
    sheet: "Ledger",
    name: "Ledger",
    headings: ["Datum", "Artikel", "Menge", "Preis", "Betrag", "Netto"],
    rows: options.rows ?? [["2026-01-05", "Stapler", 2, 3.5, "=[@Menge]*[@Preis]", 7]],
    formats: ["dd.mm.yyyy", "@", "0", "#,##0.00", "#,##0.00", "#,##0.00"],
    totals: options.totals ?? false,
  });
}

describe("appending to the user's own table, host double", () => {
  let host: HostDouble;
  beforeEach(() => {
    host = installHostDouble({ host: "Excel" });
  });
  afterEach(() => host.uninstall());

  it("lists the workbook's tables and looks at one: headings and what each column holds", async () => {
    seedLedger(host);
    host.excel.activate(host.excel.sheets.findIndex((s) => s.name === "Ledger"));
    host.excel.selectCells({ top: 1, left: 1, bottom: 1, right: 1 });
    await expect(listWorkbookTables()).resolves.toEqual([{ name: "Ledger", sheet: "Ledger", selected: true }]);
    const look = await lookAtTable("ledger");
    expect(look?.headings).toEqual(["Datum", "Artikel", "Menge", "Preis", "Betrag", "Netto"]);
    expect(look?.columns.map((c) => c.numberFormat)).toEqual(["dd.mm.yyyy", "@", "0", "#,##0.00", "#,##0.00", "#,##0.00"]);
    await expect(lookAtTable("Nope")).resolves.toBeNull();
  });

  it("appends above the totals row, types by the target column, fills the calculated column down", async () => {
    seedLedger(host, { totals: true });
    host.stats.syncCount = 0;
    const report = await appendRowsToTable({
      table: "Ledger",
      rows: [
        ["2026-02-01", "Pen", "2", "52.50", "", "1,234.50"],
        ["2026-02-30", "Box", "x", "8.25", "", "99.00"],
      ],
      added: [],
    });
    expect(report).toEqual({ table: "Ledger", sheet: "Ledger", rows: 2, addedColumns: [], misfits: 2, keptText: [], cutCells: 0 });
    expect(host.stats.syncCount).toBe(2);
    const sheet = host.excel.sheet("Ledger")!;
    expect(host.excel.tables[0]?.bounds).toEqual({ top: 0, left: 0, bottom: 4, right: 5 });
    const cell = (r: number, c: number) => host.excel.cell(sheet, r, c);
    expect(cell(2, 0)).toMatchObject({ type: "Double", numberFormat: "dd.mm.yyyy" });
    expect(cell(2, 0)?.value).toBe("46054"); // 2026-02-01
    expect(cell(2, 2)).toMatchObject({ type: "Double", value: "2", numberFormat: "0" });
    expect(cell(2, 5)).toMatchObject({ type: "Double", value: "1234.5", numberFormat: "#,##0.00" });
    // Calculated: the formula filled down, never a value.
    expect(cell(2, 4)).toMatchObject({ type: "Formula", value: "=[@Menge]*[@Preis]" });
    expect(cell(3, 4)).toMatchObject({ type: "Formula", value: "=[@Menge]*[@Preis]" });
    // Values that do not fit their column go in as text (flagged in review before).
    expect(cell(3, 0)).toMatchObject({ type: "String", value: "2026-02-30", numberFormat: "@" });
    expect(cell(3, 2)).toMatchObject({ type: "String", value: "x", numberFormat: "@" });
    expect(host.excel.text(sheet, 4, 0)).toBe("Total");
  });

  it("adds source columns with no home at the table's right end, their heading as text", async () => {
    seedLedger(host);
    const report = await appendRowsToTable({
      table: "Ledger",
      rows: [["2026-02-01", "Pen", "2", "1.00", "", "2.00", "=SUM(1)", "12"]],
      added: ["Note", "Page"],
      addedTypes: ["text", "number"],
    });
    expect(report.addedColumns).toEqual(["Note", "Page"]);
    expect(host.excel.grid("Ledger")[0]).toEqual(["Datum", "Artikel", "Menge", "Preis", "Betrag", "Netto", "Note", "Page"]);
    const sheet = host.excel.sheet("Ledger")!;
    expect(host.excel.cell(sheet, 2, 6)).toMatchObject({ type: "String", value: "=SUM(1)" });
    expect(host.excel.cell(sheet, 2, 7)).toMatchObject({ type: "Double", value: "12" });
  });

  it("writes cells kept as text by the user's answer as text in any column, counted, and the column stays a number column", async () => {
    seedLedger(host);
    host.stats.syncCount = 0;
    const keep = [true, true, true, true, false, false];
    const report = await appendRowsToTable({
      table: "Ledger",
      rows: [
        ["2026-02-01", "Pen", "12,400", "=1+1", "", "7.00"],
        ["2026-02-02", "Box", "x", "", "", "8.00"],
      ],
      added: [],
      asText: [keep, keep],
    });
    // Datum (date) x2, Menge (number) x2, Preis (number) x1 (an empty cell is no value); "x" is no misfit: kept.
    expect(report).toMatchObject({
      misfits: 0,
      keptText: [
        { column: "Datum", count: 2 },
        { column: "Menge", count: 2 },
        { column: "Preis", count: 1 },
      ],
    });
    expect(host.stats.syncCount).toBe(2);
    const sheet = host.excel.sheet("Ledger")!;
    const cell = (r: number, c: number) => host.excel.cell(sheet, r, c);
    expect(cell(2, 0)).toMatchObject({ type: "String", value: "2026-02-01", numberFormat: "@" });
    expect(cell(2, 2)).toMatchObject({ type: "String", value: "12,400", numberFormat: "@" });
    // Never a formula.
    expect(cell(2, 3)).toMatchObject({ type: "String", value: "=1+1", numberFormat: "@" });
    // Cells not kept go in as their column takes them.
    expect(cell(2, 5)).toMatchObject({ type: "Double", value: "7", numberFormat: "#,##0.00" });
    expect(cell(2, 4)).toMatchObject({ type: "Formula" });
    // The last row now holds text in Menge; the table began with numbers there, so it is still a number column.
    const look = await lookAtTable("Ledger");
    expect(look?.columns.slice(0, 4).map((c) => c.numberFormat)).toEqual(["dd.mm.yyyy", "@", "0", "#,##0.00"]);
    await appendRowsToTable({ table: "Ledger", rows: [["2026-02-03", "Pen", "5", "1.50", "", "7.50"]], added: [] });
    expect(cell(4, 0)).toMatchObject({ type: "Double", value: "46056", numberFormat: "dd.mm.yyyy" });
    expect(cell(4, 2)).toMatchObject({ type: "Double", value: "5", numberFormat: "0" });
    expect(cell(4, 3)).toMatchObject({ type: "Double", value: "1.5", numberFormat: "#,##0.00" });
  });

  it("fills the only, empty data row of a fresh table first", async () => {
    seedLedger(host, { rows: [] });
    await appendRowsToTable({ table: "Ledger", rows: [["2026-02-01", "Pen", "1", "1", "", "1"]], added: [] });
    expect(host.excel.tables[0]?.bounds).toEqual({ top: 0, left: 0, bottom: 1, right: 5 });
    expect(host.excel.grid("Ledger")[1]?.[1]).toBe("Pen");
  });

  it("writes nothing and says so when the rows below the table are not empty", async () => {
    seedLedger(host);
    const sheet = host.excel.sheet("Ledger")!;
    host.excel.enter(sheet, 4, 3, "a note");
    const before = JSON.stringify(sheet.cells);
    const append = appendRowsToTable({
      table: "Ledger",
      rows: [
        ["", "a", "", "", "", ""],
        ["", "b", "", "", "", ""],
        ["", "c", "", "", "", ""],
      ],
      added: [],
    });
    await expect(append).rejects.toBeInstanceOf(TableAppendRefused);
    await expect(append).rejects.toThrow(
      "Nothing was appended: the rows below the table Ledger on the sheet Ledger are not empty, and the table would grow over them. Move what is below the table, then append again.",
    );
    expect(JSON.stringify(sheet.cells)).toBe(before);
    // Two rows fit above the note, which Excel moves down as the table grows.
    await appendRowsToTable({
      table: "Ledger",
      rows: [
        ["", "a", "", "", "", ""],
        ["", "b", "", "", "", ""],
      ],
      added: [],
    });
    expect(host.excel.grid("Ledger").map((row) => row[3] ?? "")).toEqual(["Preis", "3.50", "", "", "", "", "a note"]);
  });

  it("says a table that is gone is gone", async () => {
    await expect(appendRowsToTable({ table: "Ledger", rows: [["x"]], added: [] })).rejects.toThrow(
      "The table Ledger is no longer in this workbook. Choose a table again.",
    );
  });

  it("appends 5,000 rows in blocks under the request budget, one sync each plus the look", async () => {
    seedLedger(host);
    host.stats.syncCount = 0;
    host.stats.requestSizes.length = 0;
    const rows = Array.from({ length: 5000 }, (_, i) => ["2026-02-01", `Item ${i} with a longer description`, "3", "4.50", "", "13.50"]);
    await appendRowsToTable({ table: "Ledger", rows, added: [] }, 200_000);
    expect(host.excel.tables[0]?.bounds.bottom).toBe(5001);
    const blocks = host.stats.syncCount - 1;
    expect(blocks).toBeGreaterThan(1);
    expect(largestRequest(host.stats)).toBeLessThan(200_000);
  });
});

describe("the double's table calls refuse what Excel refuses", () => {
  let host: HostDouble;
  beforeEach(() => {
    host = installHostDouble({ host: "Excel" });
  });
  afterEach(() => host.uninstall());

  it("refuses rows that would split a table below, and rows of the wrong width", async () => {
    seedLedger(host);
    host.excel.seedTable({ sheet: "Ledger", name: "Other", top: 5, left: 3, headings: ["A", "B", "C", "D"], rows: [[1, 2, 3, 4]] });
    await expect(
      Excel.run(async (context) => {
        context.workbook.tables.getItem("Ledger").rows.add(undefined, [["", "", "", "", "", ""]]);
        await context.sync();
      }),
    ).rejects.toMatchObject({ code: "InvalidOperation" });
    await expect(
      Excel.run(async (context) => {
        context.workbook.tables.getItem("Other").rows.add(undefined, [["", ""]]);
        await context.sync();
      }),
    ).rejects.toMatchObject({ code: "InvalidArgument" });
  });

  it("keeps settings in the workbook, refusing an empty key", async () => {
    await Excel.run(async (context) => {
      context.workbook.settings.add("k", { a: [1] });
      await context.sync();
    });
    const read = await Excel.run(async (context) => {
      const item = context.workbook.settings.getItemOrNullObject("k");
      item.load("value");
      const none = context.workbook.settings.getItemOrNullObject("none");
      none.load("value");
      await context.sync();
      return { value: item.value, none: none.isNullObject };
    });
    expect(read).toEqual({ value: { a: [1] }, none: true });
    await expect(
      Excel.run(async (context) => {
        context.workbook.settings.add("", 1);
        await context.sync();
      }),
    ).rejects.toMatchObject({ code: "InvalidArgument" });
  });
});

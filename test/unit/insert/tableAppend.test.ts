// Appending a result to the user's own table through src/insert, against the host double: matched by
// heading the first time, saved in the workbook, applied by itself the next time, and the same document
// noticed when it comes again.
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { addExtra, chooseFor, choiceOf, mappingChoices } from "../../../src/insert/mappingChoices";
import { appendWithPlan, appendedBefore, planAppend } from "../../../src/insert/tableAppend";
import { appendBatchToTable } from "../../../src/insert/tableAppendBatch";
import { tableBatchWriter } from "../../../src/insert/tableBatchWriter";
import { readMappingBook } from "../../../src/office/mappingStore";
import { parseBook } from "../../../src/results/mapping/savedMappings";
import { resultFromDetail } from "../../../src/results/model";
import { fixtureDetail } from "../office/fixtures";

describe("appending a result to the user's own table", () => {
  let host: HostDouble;
  beforeEach(() => {
    host = installHostDouble({ host: "Excel" });
    host.excel.seedTable({
      sheet: "Ledger",
      name: "Purchases",
      headings: ["Datum", "Artikel", "Menge", "Einzelpreis", "Betrag", "Rechnung", "Quelle"],
      rows: [["2026-01-05", "Stapler", 2, 3.5, 7, "INV-1", "old.pdf"]],
      formats: ["yyyy-mm-dd", "@", "0", "#,##0.00", "#,##0.00", "@", "@"],
    });
  });
  afterEach(() => host.uninstall());

  it("matches the two-page invoice by heading, appends it, saves the mapping and knows the document next time", async () => {
    const model = resultFromDetail(fixtureDetail("two-page-invoice", "tables"));
    const plan = await planAppend(model, "Purchases");
    expect(plan?.fromSaved).toBe(false);
    expect(plan?.mapping.columns).toEqual([
      { kind: "empty" },
      { kind: "source", key: "0" },
      { kind: "source", key: "1" },
      { kind: "source", key: "2" },
      { kind: "source", key: "3" },
      { kind: "source", key: "kv:invoice number" },
      { kind: "fixed", value: "fileName" },
    ]);
    // The user gives "Datum" the date inserted.
    const mapping = chooseFor(plan!.mapping, plan!.source.columns, 0, "f:dateInserted");
    const outcome = await appendWithPlan(plan!, model, mapping, { now: new Date(2026, 10, 29) });
    expect(outcome.message).toBe('Added 7 rows to the table Purchases on the sheet "Ledger".');
    expect(outcome.notes).toEqual(["1 value did not fit its column and went in as text."]);
    const grid = host.excel.grid("Ledger");
    expect(grid[2]).toEqual(["2026-11-29", "Field notebook", "10", "4.50", "45.00", "INV-2026-0042", "two-page-invoice.pdf"]);
    expect(grid[3]?.[4]).toBe("1O5.00");
    expect(grid[8]).toEqual(["2026-11-29", "Toner cartridge", "4", "120.00", "480.00", "INV-2026-0042", "two-page-invoice.pdf"]);
    expect(grid).toHaveLength(9);

    const book = await readMappingBook();
    expect(book.entries).toHaveLength(1);
    expect(book.entries[0]?.appended).toEqual([model.kind === "tables" ? model.tables.documentId : ""]);
    const again = await planAppend(model, "purchases");
    expect(again?.fromSaved).toBe(true);
    expect(again?.mapping.columns[0]).toEqual({ kind: "fixed", value: "dateInserted" });
    expect(appendedBefore(again!)).toBe(true);
  });

  it("offers the result's columns, the fixed values and typed text, and frees a source chosen elsewhere", () => {
    const columns = [
      { key: "0", name: "Item" },
      { key: "1", name: "Qty" },
    ];
    expect(mappingChoices(columns).map((c) => c.value)).toEqual(["empty", "s:0", "s:1", "f:fileName", "f:page", "f:dateInserted", "text"]);
    const mapping = {
      columns: [{ kind: "source" as const, key: "0" }, { kind: "empty" as const }],
      extra: [{ key: "1", name: "Qty", add: false }],
    };
    const moved = chooseFor(mapping, columns, 1, "s:0");
    expect(moved.columns).toEqual([{ kind: "empty" }, { kind: "source", key: "0" }]);
    expect(addExtra(moved, "1", true).extra).toEqual([{ key: "1", name: "Qty", add: true }]);
    expect(choiceOf({ kind: "text", text: "x" })).toBe("text");
  });

  it("reads what a workbook holds tolerantly", () => {
    expect(parseBook({ version: 2 })).toEqual({ version: 1, entries: [] });
    expect(
      parseBook({
        version: 1,
        entries: [{ table: "T", layout: "l", headings: ["A"], mapping: { columns: [{ kind: "bogus" }] }, appended: [1, "d"] }],
      }),
    ).toEqual({
      version: 1,
      entries: [{ table: "T", layout: "l", headings: ["A"], mapping: { columns: [{ kind: "empty" }], extra: [] }, appended: ["d"] }],
    });
  });
});

describe("Insert all into the user's own table", () => {
  let host: HostDouble;
  beforeEach(() => {
    host = installHostDouble({ host: "Excel" });
    host.excel.seedTable({
      sheet: "Ledger",
      name: "Purchases",
      headings: ["Artikel", "Menge", "Betrag", "Quelle"],
      rows: [["Stapler", 2, 7, "old.pdf"]],
      formats: ["@", "0", "#,##0.00", "@"],
    });
  });
  afterEach(() => host.uninstall());

  const invoice = (n: number) => {
    const detail = fixtureDetail("two-page-invoice", "tables");
    return { itemId: `i${n}`, fileName: `inv-${n}.pdf`, model: resultFromDetail({ ...detail, id: `doc-${n}`, fileName: `inv-${n}.pdf` }) };
  };

  it("appends every result of a layout with a saved mapping in one append, holds back the others, skips documents already in", async () => {
    const first = invoice(0);
    const plan = await planAppend(first.model, "Purchases");
    await appendWithPlan(plan!, first.model, plan!.mapping);
    const claim = { itemId: "c", fileName: "expense-claim.pdf", model: resultFromDetail(fixtureDetail("expense-claim", "tables")) };
    host.stats.syncCount = 0;
    const run = await appendBatchToTable([first, invoice(1), invoice(2), claim], "Purchases");
    expect(run.appended).toEqual(["i1", "i2"]);
    expect(run.skipped.map((s) => s.itemId)).toEqual(["i0"]);
    expect(run.needMatching.map((s) => s.itemId)).toEqual(["c"]);
    expect(run.outcome?.message).toBe('Added 14 rows to the table Purchases on the sheet "Ledger".');
    expect(run.outcome?.notes).toEqual([
      "2 values did not fit their columns and went in as text.",
      "1 result needs its columns matched: open it and append it once, and the others of its kind follow.",
      "1 document was already in the table and was skipped.",
    ]);
    // One look at the table and its saved mappings, the writer's look, then one request per block (here one): blocks + 2.
    expect(host.stats.syncCount).toBe(3);
    expect(host.excel.grid("Ledger").at(-1)).toEqual(["Toner cartridge", "4", "480.00", "inv-2.pdf"]);
  });

  it("asks once about the batch's documents already in the table: appended again when the user says so", async () => {
    const first = invoice(0);
    const plan = await planAppend(first.model, "Purchases");
    await appendWithPlan(plan!, first.model, plan!.mapping);
    const asked: string[][] = [];
    const run = await appendBatchToTable([first, invoice(1)], "Purchases", {
      again: async (already, table) => {
        asked.push([table, ...already.map((a) => a.fileName)]);
        return true;
      },
    });
    expect(asked).toEqual([["Purchases", "inv-0.pdf"]]);
    expect(run.appended).toEqual(["i0", "i1"]);
    expect(run.skipped).toEqual([]);
    expect(run.outcome?.message).toBe('Added 14 rows to the table Purchases on the sheet "Ledger".');
  });

  it("does not ask when no document of the batch is in the table yet", async () => {
    const first = invoice(0);
    const plan = await planAppend(first.model, "Purchases");
    await appendWithPlan(plan!, first.model, plan!.mapping);
    const again = jest.fn(async () => true);
    const run = await appendBatchToTable([invoice(1)], "Purchases", { again });
    expect(again).not.toHaveBeenCalled();
    expect(run.appended).toEqual(["i1"]);
  });

  it("is Insert all's writer: appended rows marked inserted; held back and skipped ones stay pending, counted in a sentence each", async () => {
    const first = invoice(0);
    const plan = await planAppend(first.model, "Purchases");
    await appendWithPlan(plan!, first.model, plan!.mapping);
    const claim = { itemId: "c", fileName: "expense-claim.pdf", model: resultFromDetail(fixtureDetail("expense-claim", "tables")) };
    const write = tableBatchWriter("Purchases", { again: async () => false });
    const outcome = await write([
      { ...first, extractorName: null },
      { ...invoice(1), extractorName: null },
      { ...claim, extractorName: null },
    ]);
    expect(outcome.inserted).toEqual([{ itemId: "i1", place: { host: "excel", sheets: ["Ledger"] } }]);
    expect(outcome.failed).toEqual([]);
    expect(outcome.notes).toEqual([
      'Added 7 rows to the table Purchases on the sheet "Ledger".',
      "1 value did not fit its column and went in as text.",
      "1 result needs its columns matched: open it and append it once, and the others of its kind follow.",
      "1 document was already in the table and was skipped.",
    ]);
  });

  it("says how many results need their columns matched when none of the batch can go in", async () => {
    const claim = (n: number) => ({
      itemId: `c${n}`,
      fileName: `claim-${n}.pdf`,
      model: resultFromDetail({ ...fixtureDetail("expense-claim", "tables"), id: `claim-${n}` }),
      extractorName: null,
    });
    const outcome = await tableBatchWriter("Purchases")([claim(1), claim(2)]);
    expect(outcome).toEqual({
      inserted: [],
      failed: [],
      notes: ["2 results need their columns matched: open one of each kind and append it once."],
    });
    expect(host.excel.grid("Ledger")).toHaveLength(2);
  });
  it("appends extractor records the same way: the mapping saved for the extractor is used for each of its documents", async () => {
    const claim = (n: number) => {
      const detail = fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd");
      return {
        itemId: `r${n}`,
        fileName: `claim-${n}.pdf`,
        model: resultFromDetail({ ...detail, id: `claim-${n}`, fileName: `claim-${n}.pdf` }),
      };
    };
    const first = claim(0);
    const plan = await planAppend(first.model, "Purchases");
    expect(plan?.source.layout).toMatch(/^records:/);
    await appendWithPlan(plan!, first.model, plan!.mapping);
    const before = host.excel.grid("Ledger").length;
    const outcome = await tableBatchWriter("Purchases")([
      { ...claim(1), extractorName: "Expense Claim" },
      { ...claim(2), extractorName: "Expense Claim" },
    ]);
    expect(outcome.inserted.map((i) => i.itemId)).toEqual(["r1", "r2"]);
    const grid = host.excel.grid("Ledger");
    expect(grid.length - before).toBe(2 * (before - 2));
    expect(grid.at(-1)?.[3]).toBe("claim-2.pdf");
  });
});

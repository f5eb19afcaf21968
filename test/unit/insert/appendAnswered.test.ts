// Insert all into the user's own table applies the answer to "Read numbers as" given in each result's review
// (issues 31 and 34 together): March answered "1,234.56" lands as thousands, April answered "1.234,56" (the
// workbook's own reading) as decimals, each in its own append, and the outcome names the answered one. A
// batch answered alike stays one append.
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { appendWithPlan, planAppend } from "../../../src/insert/tableAppend";
import { tableBatchWriter } from "../../../src/insert/tableBatchWriter";
import { resultFromDetail } from "../../../src/results/model";
import { fixtureDetail } from "../office/fixtures";
import { DE_DE, sales } from "./salesLedger";

describe("Insert all appending to a table, with answers given in review", () => {
  let host: HostDouble;
  beforeEach(async () => {
    host = installHostDouble({ host: "Excel", culture: "de-DE" });
    host.excel.seedTable({
      sheet: "Umsatz",
      name: "Sales",
      headings: ["Branch", "Week 1", "Week 2", "Week 3"],
      rows: [["Kiel", 1, 2, 3]],
      formats: ["@", "#,##0.00", "#,##0.00", "#,##0.00"],
    });
    // The layout's mapping saved once, by a single append of another month (read as thousands).
    const other = resultFromDetail({ ...fixtureDetail("branch-sales-march", "tables"), id: "feb", fileName: "feb.pdf" });
    const plan = await planAppend(other, "Sales");
    await appendWithPlan(plan!, other, plan!.mapping, { readAs: "." });
  });
  afterEach(() => host.uninstall());

  /** Week 1 of each Hamburg row, as the cell holds it. */
  const hamburgRows = () => {
    const sheet = host.excel.sheet("Umsatz")!;
    return host.excel.grid("Umsatz").flatMap((row, r) => (row[0] === "Hamburg" ? [Number(host.excel.cell(sheet, r, 1)?.value)] : []));
  };

  it("reads each result as answered, one append per reading, and names the answered result", async () => {
    const outcome = await tableBatchWriter("Sales", { culture: DE_DE })([sales("march", "."), sales("april", ",")]);
    expect(outcome.inserted.map((i) => i.itemId).sort()).toEqual(["april", "march"]);
    // feb (thousands), march (thousands, as answered), april (13,250 read as 13.25, the workbook's way, as answered).
    expect(hamburgRows()).toEqual([12400, 12400, 13.25]);
    expect(outcome.notes.some((n) => n.includes("branch-sales-march.pdf"))).toBe(true);
  });

  it("keeps a batch answered alike in one append", async () => {
    host.stats.syncCount = 0;
    await tableBatchWriter("Sales", { culture: DE_DE })([sales("march", "."), sales("april", ".")]);
    expect(hamburgRows()).toEqual([12400, 12400, 13250]);
    expect(host.stats.syncCount).toBe(3);
  });
});

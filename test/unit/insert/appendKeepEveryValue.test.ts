// "Keep every value as text" (the user's setting, or the organisation's policy locking it on) honoured when
// appending to the user's own table, single append and Insert all: the documents' values go in as text with
// Excel's Text format in every column, whatever a review answered; the values the add-in supplies itself (the
// Page column) keep their type; the outcome says why, naming the organisation when it is the policy; and the
// batch is still one append (the same syncs as any append).
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { appendWithPlan, planAppend } from "../../../src/insert/tableAppend";
import { tableBatchWriter } from "../../../src/insert/tableBatchWriter";
import { resultFromDetail } from "../../../src/results/model";
import { fixtureDetail } from "../office/fixtures";
import { DE_DE, rowsOf as rowsIn, sales, seedSalesWithPage } from "./salesLedger";

const TEXT = { type: "String", numberFormat: "@" };

describe("appending to a table with 'Keep every value as text' on", () => {
  let host: HostDouble;
  beforeEach(async () => {
    host = installHostDouble({ host: "Excel", culture: "de-DE" });
    await seedSalesWithPage(host);
  });
  afterEach(() => host.uninstall());

  /** The appended rows of a branch, each cell as the workbook holds it (type, value, number format). */
  const rowsOf = (branch: string) => rowsIn(host, branch, [0, 1, 2, 3, 4]);

  it("Insert all under a policy that locks it on: every document's figures as text, whatever was answered, in one append", async () => {
    host.stats.syncCount = 0;
    const outcome = await tableBatchWriter("Sales", { culture: DE_DE, keepText: "policy" })([sales("march", "."), sales("april", null)]);
    expect(outcome.inserted.map((i) => i.itemId).sort()).toEqual(["april", "march"]);
    // feb (read as thousands before), then march and april as the documents write them.
    const [feb, march, april] = rowsOf("Hamburg");
    expect(feb?.[1]).toEqual({ type: "Double", value: "12400", numberFormat: "#,##0.00" });
    expect(march?.slice(0, 4)).toEqual([
      { ...TEXT, value: "Hamburg" },
      { ...TEXT, value: "12,400" },
      { ...TEXT, value: "9,870" },
      { ...TEXT, value: "15,310" },
    ]);
    expect(april?.[1]).toEqual({ ...TEXT, value: "13,250" });
    // The page is the add-in's own value, not a figure of the document: a number, as the column takes it.
    expect(march?.[4]).toEqual({ type: "Double", value: "1", numberFormat: "0" });
    expect(outcome.notes).toContain(
      "18 values went in as text in columns of numbers or dates (Week 1, Week 2, Week 3), because your organisation keeps every value as text: Excel leaves them out of sums and sorts them as text.",
    );
    // Not "read as answered": the answer did not apply.
    expect(outcome.notes.join(" ")).not.toMatch(/answered|did not fit/);
    // One look and one append, as any batch (the same figure as without the setting).
    expect(host.stats.syncCount).toBe(3);
  });

  it("Insert all with the user's own setting on: the same, and the outcome names the setting", async () => {
    const outcome = await tableBatchWriter("Sales", { culture: DE_DE, keepText: "setting" })([sales("march", "text")]);
    expect(rowsOf("Bremen")[1]?.[3]).toEqual({ ...TEXT, value: "5,480" });
    expect(outcome.notes).toContain(
      "9 values went in as text in columns of numbers or dates (Week 1, Week 2, Week 3), because “Keep every value as text” is on: Excel leaves them out of sums and sorts them as text.",
    );
  });

  it("a single append with the setting on writes text even when the figures were answered as thousands", async () => {
    const march = resultFromDetail({ ...fixtureDetail("branch-sales-march", "tables"), id: "march" });
    const plan = await planAppend(march, "Sales");
    host.stats.syncCount = 0;
    const outcome = await appendWithPlan(plan!, march, plan!.mapping, { readAs: ".", keepText: "policy" });
    expect(
      rowsOf("Leipzig")[1]
        ?.slice(1)
        .map((c) => [c.type, c.value, c.numberFormat]),
    ).toEqual([
      ["String", "8,150", "@"],
      ["String", "10,230", "@"],
      ["String", "11,045", "@"],
      ["Double", "1", "0"],
    ]);
    expect(outcome.notes).toEqual([
      "9 values went in as text in columns of numbers or dates (Week 1, Week 2, Week 3), because your organisation keeps every value as text: Excel leaves them out of sums and sorts them as text.",
    ]);
    expect(host.stats.syncCount).toBe(2);
  });
});

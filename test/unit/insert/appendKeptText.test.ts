// "Keep them as text", answered in a result's review, honoured when Insert all (or "as they finish") appends to
// the user's own table: that result's figures go in as the service wrote them, as text with Excel's Text
// format (never numbers, never formulas), even in the table's number columns; those are counted in the
// outcome, which now says what happened. The values the add-in adds itself (a Page column) keep their type,
// and a batch whose other result is answered otherwise is one more append (one per reading), nothing more.
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { appendWithPlan, planAppend } from "../../../src/insert/tableAppend";
import { tableBatchWriter } from "../../../src/insert/tableBatchWriter";
import { resultFromDetail } from "../../../src/results/model";
import { fixtureDetail } from "../office/fixtures";
import { DE_DE, rowsOf as rowsIn, sales, seedSalesWithPage } from "./salesLedger";

describe("Insert all appending to a table, a result answered 'Keep them as text'", () => {
  let host: HostDouble;
  beforeEach(async () => {
    host = installHostDouble({ host: "Excel", culture: "de-DE" });
    await seedSalesWithPage(host);
  });
  afterEach(() => host.uninstall());

  /** The appended rows of a branch, each cell as the workbook holds it (type, value, number format). */
  const rowsOf = (branch: string) => rowsIn(host, branch, [1, 2, 3, 4]);

  it("writes its figures as text into the number columns, says so, and counts them", async () => {
    host.stats.syncCount = 0;
    const outcome = await tableBatchWriter("Sales", { culture: DE_DE })([sales("march", "text")]);
    expect(outcome.inserted.map((i) => i.itemId)).toEqual(["march"]);
    // feb (read as thousands before), then march kept as the document writes it.
    const [feb, march] = rowsOf("Hamburg");
    expect(feb?.[0]).toEqual({ type: "Double", value: "12400", numberFormat: "#,##0.00" });
    expect(march).toEqual([
      { type: "String", value: "12,400", numberFormat: "@" },
      { type: "String", value: "9,870", numberFormat: "@" },
      { type: "String", value: "15,310", numberFormat: "@" },
      // The page is the add-in's own value, not a figure of the document: a number, as the column takes it.
      { type: "Double", value: "1", numberFormat: "0" },
    ]);
    expect(rowsOf("Bremen")[1]?.[2]).toEqual({ type: "String", value: "5,480", numberFormat: "@" });
    expect(outcome.notes).toContain('The numbers of "branch-sales-march.pdf" were kept as text, as answered in its review.');
    // 3 rows x 3 week columns, all number columns of the table.
    expect(outcome.notes).toContain(
      "9 values went in as text, as answered in the review, in columns of numbers or dates (Week 1, Week 2, Week 3): Excel leaves them out of sums and sorts them as text.",
    );
    expect(outcome.notes.join(" ")).not.toMatch(/did not fit/);
    expect(host.stats.syncCount).toBe(3);
  });

  it("keeps one result as text and reads the other as answered, one append each", async () => {
    const outcome = await tableBatchWriter("Sales", { culture: DE_DE })([sales("march", "text"), sales("april", ".")]);
    expect(outcome.inserted.map((i) => i.itemId).sort()).toEqual(["april", "march"]);
    expect(rowsOf("Hamburg").map((row) => row[0]?.value)).toEqual(["12400", "12,400", "13250"]);
    expect(rowsOf("Hamburg").map((row) => row[0]?.numberFormat)).toEqual(["#,##0.00", "@", "#,##0.00"]);
  });

  it("does the same for a single append told to keep the figures as text (what the insert panel passes on)", async () => {
    const march = resultFromDetail({ ...fixtureDetail("branch-sales-march", "tables"), id: "march" });
    const plan = await planAppend(march, "Sales");
    const outcome = await appendWithPlan(plan!, march, plan!.mapping, { readAs: "text" });
    expect(rowsOf("Leipzig")[1]?.map((c) => c.value)).toEqual(["8,150", "10,230", "11,045", "1"]);
    expect(outcome.notes).toEqual([
      "9 values went in as text, as answered in the review, in columns of numbers or dates (Week 1, Week 2, Week 3): Excel leaves them out of sums and sorts them as text.",
    ]);
    // The last rows now hold text, but Kiel began the week columns with numbers: still number columns to the next append.
    await expect(planAppend(march, "Sales").then((p) => p?.kinds)).resolves.toEqual(["text", "number", "number", "number", "number"]);
  });
});

// The branch sales samples appended to a German user's "Sales" table, for the append tests: the results as
// Insert all holds them, the table with its layout's mapping saved, and its rows read back cell by cell.
import type { HostDouble } from "../../../dev/host/install";
import { appendWithPlan, planAppend } from "../../../src/insert/tableAppend";
import { resultFromDetail } from "../../../src/results/model";
import type { NumberCulture } from "../../../src/results/numbers/cellValues";
import type { NumberReading } from "../../../src/work/batch";
import type { PendingResult } from "../../../src/work/insertAll";
import { fixtureDetail } from "../office/fixtures";

export const DE_DE: NumberCulture = { decimal: ",", group: ".", source: "workbook" };

export const sales = (month: "march" | "april", numberReading: NumberReading | null): PendingResult => ({
  itemId: month,
  fileName: `branch-sales-${month}.pdf`,
  model: resultFromDetail({ ...fixtureDetail(`branch-sales-${month}`, "tables"), id: month }),
  extractorName: null,
  numberReading,
});

/** The "Sales" table on "Umsatz" with a Page column, its mapping saved by a single append of another month. */
export async function seedSalesWithPage(host: HostDouble): Promise<void> {
  host.excel.seedTable({
    sheet: "Umsatz",
    name: "Sales",
    headings: ["Branch", "Week 1", "Week 2", "Week 3", "Page"],
    rows: [["Kiel", 1, 2, 3, 1]],
    formats: ["@", "#,##0.00", "#,##0.00", "#,##0.00", "0"],
  });
  // The layout's mapping saved once, by a single append of another month (read as thousands).
  const other = resultFromDetail({ ...fixtureDetail("branch-sales-march", "tables"), id: "feb", fileName: "feb.pdf" });
  const plan = await planAppend(other, "Sales");
  await appendWithPlan(plan!, other, plan!.mapping, { readAs: "." });
}

/** The rows of a branch on "Umsatz", the given columns of each as the workbook holds them. */
export function rowsOf(
  host: HostDouble,
  branch: string,
  columns: readonly number[],
): { type: unknown; value: unknown; numberFormat: unknown }[][] {
  const sheet = host.excel.sheet("Umsatz")!;
  return host.excel.grid("Umsatz").flatMap((row, r) =>
    row[0] === branch
      ? [
          columns.map((c) => {
            const cell = host.excel.cell(sheet, r, c);
            return { type: cell?.type, value: cell?.value, numberFormat: cell?.numberFormat };
          }),
        ]
      : [],
  );
}

// An invoice that writes its amounts with a currency code ("USD 12,400.00") and its quantities as "12,400",
// written by the real Excel writer into the host double's German, French and Swiss workbooks: the amounts are
// numbers, and they tell the quantities are thousands (before, the amounts stayed text and told nothing, so a
// German workbook got 12.4 for 12,400).
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { insertTablesIntoExcel } from "../../../src/insert/excelResults";
import type { TablesModel } from "../../../src/results/tables";

const INVOICE: TablesModel = {
  documentId: "d1",
  fileName: "steel-invoice.pdf",
  tables: [
    {
      pageNumber: 1,
      tableNumber: 1,
      index: 1,
      hasHeaderRow: true,
      columnCount: 4,
      rows: [
        ["Item", "Qty", "Amount", "Balance"],
        ["Steel sheet", "12,400", "USD 12,400.00", "1,234.50-"],
        ["Bolts", "3,100", "USD 1,550.25", "99.00"],
      ],
    },
  ],
  keyValuePairs: [],
};

let host: HostDouble;
afterEach(() => host.uninstall());

function cells(sheet: string, column: number): { type: string; value: unknown; format: unknown }[] {
  const model = host.excel.sheet(sheet);
  if (!model) throw new Error(`no sheet ${sheet}`);
  return [1, 2].map((r) => {
    const cell = host.excel.cell(model, r, column);
    return { type: cell?.type ?? "Empty", value: cell?.value, format: cell?.numberFormat };
  });
}

describe("an invoice with currency codes", () => {
  it.each(["de-DE", "fr-FR", "de-CH", "en-US"])("lands as the document writes it in a %s workbook", async (culture) => {
    host = installHostDouble({ host: "Excel", culture });
    const report = await insertTablesIntoExcel(INVOICE, "newSheet");
    expect(report.placed.flatMap((p) => p.keptText)).toEqual([]);
    const sheet = "steel-invoice T1";
    expect(cells(sheet, 1).map((c) => [c.type, Number(c.value)])).toEqual([
      ["Double", 12400],
      ["Double", 3100],
    ]);
    expect(cells(sheet, 2).map((c) => [c.type, Number(c.value)])).toEqual([
      ["Double", 12400],
      ["Double", 1550.25],
    ]);
    expect(cells(sheet, 3).map((c) => [c.type, Number(c.value)])).toEqual([
      ["Double", -1234.5],
      ["Double", 99],
    ]);
    expect(host.excel.sum(sheet, { top: 1, left: 1, bottom: 2, right: 1 })).toBe(15500);
  });
});

// A sample about currency codes (made by make-fixtures.ts with the others): a steel supplier's invoice whose
// amounts are written "USD 12,400.00" and whose quantities "12,400" leave their comma open. The amounts say
// how the document writes numbers, so the quantities are thousands in any workbook, a German one too.
import { StandardFonts } from "pdf-lib";
import type { SampleFixture } from "./results/fixtures";
import { table } from "./results/generate";
import type { KeyValuePair } from "./results/types";
import { drawTable, stablePdf } from "./samples";

const HEAD: KeyValuePair[] = [
  { key: "Invoice no.", value: "INV-3391" },
  { key: "Total", value: "USD 13,950.00" },
];

/** 12,400 x 1.00 + 3,100 x 0.50 = 13,950.00. */
const LINES = [
  ["Item", "Qty", "Unit price", "Amount"],
  ["Steel sheet 2 mm", "12,400", "USD 1.00", "USD 12,400.00"],
  ["Hex bolts M8", "3,100", "USD 0.50", "USD 1,550.00"],
];

export async function steelInvoiceFixture(): Promise<SampleFixture> {
  const pdf = await stablePdf("Invoice INV-3391");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  page.drawText("Northfield Steel Supply", { x: 50, y: 790, size: 12, font: bold });
  page.drawText("Invoice", { x: 50, y: 750, size: 18, font: bold });
  let y = 716;
  for (const pair of HEAD) {
    page.drawText(`${pair.key}:`, { x: 50, y, size: 11, font: bold });
    page.drawText(pair.value, { x: 180, y, size: 11, font: regular });
    y -= 18;
  }
  drawTable(page, { regular, bold }, 50, y - 16, [170, 70, 100, 120], LINES);
  const bytes = Buffer.from(await pdf.save({ useObjectStreams: false }));
  return {
    file: "steel-invoice.pdf",
    bytes,
    expected: {
      file: "steel-invoice.pdf",
      description:
        'An invoice, one page: amounts written with a currency code ("USD 12,400.00") and quantities "12,400", thousands in any workbook.',
      page_count: 1,
      status: "processed",
      transcribe: [
        {
          page_number: 1,
          transcript: [
            "Northfield Steel Supply",
            "Invoice",
            ...HEAD.map((p) => `${p.key}: ${p.value}`),
            ...LINES.map((row) => row.join(" ")),
          ].join("\n"),
        },
      ],
      tables: [{ page_number: 1, tables: [table(1, LINES, true)], key_value_pairs: HEAD }],
    },
  };
}

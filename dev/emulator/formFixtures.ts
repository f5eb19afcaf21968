// The filled-in sample form (made by make-fixtures.ts with the others): a printed expense claim completed by
// hand, with its transcript, tables, key/value pairs and what the "Expense Claim" extractor reads from it.
import { StandardFonts } from "pdf-lib";
import type { SampleFixture as Fixture } from "./results/fixtures";
import { table } from "./results/generate";
import type { ExtractedField, KeyValuePair } from "./results/types";
import { drawTable, stablePdf } from "./samples";

const CLAIM = {
  employee: "Dana Whitfield",
  department: "Field Research",
  date: "2026-02-17",
  purpose: "Site visit to the Lakeside plant",
  expenses: [
    ["Train ticket", "64.20"],
    ["Hotel, 1 night", "118.00"],
    ["Meals", "37.50"],
  ],
  total: "219.70",
  approved: "Yes",
};

export const EXPENSE_EXTRACTOR_ID = "EXPf4Jm8Wd";

export async function expenseClaimFixture(): Promise<Fixture> {
  const pdf = await stablePdf("Expense Claim Form");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // Times italic stands in for the handwriting that fills the printed form.
  const hand = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const page = pdf.addPage([595, 842]);
  page.drawText("Expense Claim Form", { x: 50, y: 780, size: 18, font: bold });
  const fields: [string, string][] = [
    ["Employee name", CLAIM.employee],
    ["Department", CLAIM.department],
    ["Claim date", CLAIM.date],
    ["Purpose", CLAIM.purpose],
  ];
  let y = 740;
  for (const [label, value] of fields) {
    page.drawText(`${label}:`, { x: 50, y, size: 11, font: regular });
    page.drawLine({ start: { x: 160, y: y - 3 }, end: { x: 480, y: y - 3 }, thickness: 0.5 });
    page.drawText(value, { x: 165, y, size: 13, font: hand });
    y -= 26;
  }
  const rows = [["Description", "Amount"], ...CLAIM.expenses];
  y = drawTable(page, { regular, bold }, 50, y - 10, [250, 100], rows);
  page.drawText("Total:", { x: 50, y: y - 24, size: 11, font: bold });
  page.drawText(CLAIM.total, { x: 165, y: y - 24, size: 13, font: hand });
  page.drawText("Approved:", { x: 50, y: y - 48, size: 11, font: regular });
  page.drawText(CLAIM.approved, { x: 165, y: y - 48, size: 13, font: hand });
  const bytes = Buffer.from(await pdf.save({ useObjectStreams: false }));

  const pairs: KeyValuePair[] = [
    ...fields.map(([key, value]) => ({ key, value })),
    { key: "Total", value: CLAIM.total },
    { key: "Approved", value: CLAIM.approved },
  ];
  const field = (key: string, name: string, type: string, value: string | string[]): ExtractedField => ({
    key,
    name,
    type,
    array: Array.isArray(value),
    value,
  });
  return {
    file: "expense-claim.pdf",
    bytes,
    expected: {
      file: "expense-claim.pdf",
      description: `A filled-in expense claim form, one page, read by the "Expense Claim" extractor (${EXPENSE_EXTRACTOR_ID}).`,
      page_count: 1,
      status: "processed",
      transcribe: [
        {
          page_number: 1,
          transcript: [
            "Expense Claim Form",
            ...fields.map(([k, v]) => `${k}: ${v}`),
            ...rows.map((r) => r.join(" ")),
            `Total: ${CLAIM.total}`,
            `Approved: ${CLAIM.approved}`,
          ].join("\n"),
        },
      ],
      tables: [{ page_number: 1, tables: [table(1, rows, true)], key_value_pairs: pairs }],
      extractor: {
        [EXPENSE_EXTRACTOR_ID]: [
          {
            page_number: 1,
            extractions: [
              [
                field("employee_name", "Employee name", "text", CLAIM.employee),
                field("department", "Department", "text", CLAIM.department),
                field("claim_date", "Claim date", "date", CLAIM.date),
                field("purpose", "Purpose", "text", CLAIM.purpose),
                field(
                  "expenses",
                  "Expenses",
                  "text",
                  CLAIM.expenses.map(([d, a]) => `${d}: ${a}`),
                ),
                field("total", "Total", "currency", CLAIM.total),
                field("approved", "Approved", "boolean", "true"),
              ],
            ],
          },
        ],
      },
    },
  };
}

// Samples for the review before insert (issue 25), made by make-fixtures.ts with their expected results:
// - a two-page invoice whose line-items table continues on page 2 with its header repeated, one amount read
//   as "1O5.00", a Total that is not the sum of the lines (1,234.50 for 1,243.50) and an impossible invoice
//   date (2026-02-30), for "Find tables" and the Invoice extractor;
// - two handwritten expense claims (one a page) for the Expense Claim extractor: on the second, the claim
//   date reads "2026-O2-18" (a date that does not parse) and the department was left empty.
import { StandardFonts } from "pdf-lib";
import type { SampleFixture } from "./results/fixtures";
import { EXPENSE_EXTRACTOR_ID } from "./formFixtures";
import { table } from "./results/generate";
import type { ExtractedField, KeyValuePair } from "./results/types";
import { drawTable, stablePdf } from "./samples";

export const INVOICE_EXTRACTOR_ID = "INVc7Rk2Qx";

const HEADER = ["Item", "Qty", "Unit price", "Amount"];
const INVOICE = {
  pairs: [
    { key: "Invoice number", value: "INV-2026-0042" },
    { key: "Invoice date", value: "2026-02-30" },
    { key: "Customer", value: "Lakeside Plant Ltd." },
  ] as KeyValuePair[],
  vendor: "Northwind Office Supply",
  // Page 1's lines; "1O5.00" is 105.00 misread (the letter O for a zero).
  first: [
    ["Field notebook", "10", "4.50", "45.00"],
    ["Scanner pen", "2", "52.50", "1O5.00"],
    ["Archive box", "12", "8.25", "99.00"],
    ["Desk lamp", "3", "64.00", "192.00"],
  ],
  // Page 2 continues the table under the same header; the lines add up to 1,243.50, the total says 1,234.50.
  second: [
    ["Label printer", "1", "289.00", "289.00"],
    ["Paper, A4 (5 reams)", "5", "6.70", "33.50"],
    ["Toner cartridge", "4", "120.00", "480.00"],
    ["Total", "", "", "1,234.50"],
  ],
  payment: [{ key: "Payment terms", value: "30 days" }] as KeyValuePair[],
};

const field = (key: string, name: string, type: string, value: string | string[]): ExtractedField => ({
  key,
  name,
  type,
  array: Array.isArray(value),
  value,
});

export async function invoiceFixture(): Promise<SampleFixture> {
  const pdf = await stablePdf("Invoice INV-2026-0042");
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const widths = [190, 50, 90, 90];
  const one = pdf.addPage([595, 842]);
  one.drawText(INVOICE.vendor, { x: 50, y: 790, size: 16, font: fonts.bold });
  one.drawText("Invoice", { x: 50, y: 760, size: 14, font: fonts.bold });
  let y = 730;
  for (const pair of INVOICE.pairs) {
    one.drawText(`${pair.key}:`, { x: 50, y, size: 11, font: fonts.bold });
    one.drawText(pair.value, { x: 170, y, size: 11, font: fonts.regular });
    y -= 18;
  }
  const printed = (rows: string[][]): string[][] =>
    rows.map((r) => r.map((c) => c.replace("1O5.00", "105.00").replace("1,234.50", "1,243.50")));
  drawTable(one, fonts, 50, y - 20, widths, [HEADER, ...printed(INVOICE.first)]);
  one.drawText("Continued on page 2", { x: 50, y: 120, size: 9, font: fonts.regular });
  const two = pdf.addPage([595, 842]);
  two.drawText("Invoice INV-2026-0042 (continued)", { x: 50, y: 790, size: 12, font: fonts.bold });
  const bottom = drawTable(two, fonts, 50, 760, widths, [HEADER, ...printed(INVOICE.second)]);
  two.drawText(`${INVOICE.payment[0]!.key}: ${INVOICE.payment[0]!.value}`, { x: 50, y: bottom - 30, size: 11, font: fonts.regular });
  const bytes = Buffer.from(await pdf.save({ useObjectStreams: false }));

  const lines = (rows: string[][]): string[] => rows.map((r) => r.filter(Boolean).join(" "));
  const items = [...INVOICE.first, ...INVOICE.second.slice(0, -1)].map(([item, qty, , amount]) => `${item} x${qty}: ${amount}`);
  return {
    file: "two-page-invoice.pdf",
    bytes,
    expected: {
      file: "two-page-invoice.pdf",
      description:
        'A two-page supplier invoice: the line-items table continues on page 2 under its repeated header; one amount read as "1O5.00", a Total (1,234.50) that is not the lines\' sum (1,243.50), an impossible invoice date (2026-02-30). Tables, transcript and the Invoice extractor.',
      page_count: 2,
      status: "processed",
      transcribe: [
        {
          page_number: 1,
          transcript: [
            INVOICE.vendor,
            "Invoice",
            ...INVOICE.pairs.map((p) => `${p.key}: ${p.value}`),
            HEADER.join(" "),
            ...lines(INVOICE.first),
            "Continued on page 2",
          ].join("\n"),
        },
        {
          page_number: 2,
          transcript: ["Invoice INV-2026-0042 (continued)", HEADER.join(" "), ...lines(INVOICE.second), "Payment terms: 30 days"].join(
            "\n",
          ),
        },
      ],
      tables: [
        { page_number: 1, tables: [table(1, [HEADER, ...INVOICE.first], true)], key_value_pairs: INVOICE.pairs },
        { page_number: 2, tables: [table(1, [HEADER, ...INVOICE.second], true)], key_value_pairs: INVOICE.payment },
      ],
      extractor: {
        [INVOICE_EXTRACTOR_ID]: [
          {
            page_number: 1,
            extractions: [
              [
                field("invoice_number", "Invoice number", "text", "INV-2026-0042"),
                field("vendor", "Vendor", "text", INVOICE.vendor),
                field("invoice_date", "Invoice date", "date", "2026-02-30"),
                field("total_amount", "Total amount", "currency", "1,234.50"),
                field("line_items", "Line items", "text", items),
              ],
            ],
          },
        ],
      },
    },
  };
}

const CLAIMS = [
  { employee: "Dana Whitfield", department: "Field Research", date: "2026-02-17", purpose: "Site visit", total: "219.70" },
  // Handwritten: the month's zero read as the letter O; the department box left empty.
  { employee: "Sam Okafor", department: "", date: "2026-O2-18", purpose: "Supplier meeting", total: "84.30" },
];

export async function expenseClaimsFixture(): Promise<SampleFixture> {
  const pdf = await stablePdf("Expense claims");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const hand = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  for (const claim of CLAIMS) {
    const page = pdf.addPage([595, 842]);
    page.drawText("Expense Claim Form", { x: 50, y: 780, size: 18, font: bold });
    const rows: [string, string][] = [
      ["Employee name", claim.employee],
      ["Department", claim.department],
      ["Claim date", claim.date.replace("O", "0")],
      ["Purpose", claim.purpose],
      ["Total", claim.total],
    ];
    rows.forEach(([label, value], i) => {
      const y = 740 - i * 26;
      page.drawText(`${label}:`, { x: 50, y, size: 11, font: regular });
      page.drawLine({ start: { x: 160, y: y - 3 }, end: { x: 480, y: y - 3 }, thickness: 0.5 });
      if (value) page.drawText(value, { x: 165, y, size: 13, font: hand });
    });
  }
  const bytes = Buffer.from(await pdf.save({ useObjectStreams: false }));
  return {
    file: "two-expense-claims.pdf",
    bytes,
    expected: {
      file: "two-expense-claims.pdf",
      description:
        'Two handwritten expense claims, one a page, for the Expense Claim extractor: on the second the claim date reads "2026-O2-18" (does not parse as a date) and the department is empty.',
      page_count: CLAIMS.length,
      status: "processed",
      transcribe: CLAIMS.map((c, i) => ({
        page_number: i + 1,
        transcript: [
          "Expense Claim Form",
          `Employee name: ${c.employee}`,
          `Department: ${c.department}`,
          `Claim date: ${c.date}`,
          `Purpose: ${c.purpose}`,
          `Total: ${c.total}`,
        ].join("\n"),
      })),
      extractor: {
        [EXPENSE_EXTRACTOR_ID]: CLAIMS.map((c, i) => ({
          page_number: i + 1,
          extractions: [
            [
              field("employee_name", "Employee name", "text", c.employee),
              field("department", "Department", "text", c.department),
              field("claim_date", "Claim date", "date", c.date),
              field("purpose", "Purpose", "text", c.purpose),
              field("total", "Total", "currency", c.total),
            ],
          ],
        })),
      },
    },
  };
}

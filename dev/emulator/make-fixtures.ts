// Remakes the sample documents in test/fixtures and, from the same content, their expected results:
//   npx tsx dev/emulator/make-fixtures.ts [output folder]
// The emulator recognises each sample by its SHA-256 and answers with the stored results.
import * as fs from "node:fs";
import * as path from "node:path";
import { StandardFonts } from "pdf-lib";
import { germanInvoiceFixture, stockCountFixture } from "./numberFixtures";
import { EXPECTED_SUFFIX, type SampleFixture as Fixture } from "./results/fixtures";
import { table } from "./results/generate";
import type { ExtractedField, KeyValuePair, Table } from "./results/types";
import { expenseClaimsFixture, invoiceFixture } from "./reviewFixtures";
import { drawTable, handwrittenNote, multiPageTiff, scannedPage, stablePdf } from "./samples";

const NOTE_LINES = [
  "Monday 14 March",
  "Call the plumber before noon",
  "Buy milk, eggs and coffee",
  "Pick up Sam at 4:30",
  "Don't forget: dentist on Friday!",
];

const NOTE_FRENCH = [
  "Lundi 14 mars",
  "Appeler le plombier avant midi",
  "Acheter du lait, des œufs et du café",
  "Aller chercher Sam à 16 h 30",
  "Ne pas oublier : dentiste vendredi !",
];

function handwrittenNoteFixture(): Fixture {
  return {
    file: "handwritten-note.png",
    bytes: handwrittenNote(NOTE_LINES),
    expected: {
      file: "handwritten-note.png",
      description: "A photo of a handwritten note on ruled paper: one page, five lines. Transcript and French translation.",
      page_count: 1,
      status: "processed",
      transcribe: [{ page_number: 1, transcript: NOTE_LINES.join("\n") }],
      translate: { fr: [{ page_number: 1, language: "fr", translation: NOTE_FRENCH.join("\n") }] },
    },
  };
}

interface ReportPage {
  heading: string;
  pairs: KeyValuePair[];
  tables: string[][][];
  note?: string;
}

const REPORT: ReportPage[] = [
  {
    heading: "Quarterly Sales Report",
    pairs: [
      { key: "Report date", value: "2026-03-31" },
      { key: "Prepared by", value: "J. Rivera" },
      { key: "Period", value: "Q1 2026" },
    ],
    tables: [
      [
        ["Region", "January", "February", "March"],
        ["North", "12,400", "13,150", "14,020"],
        ["South", "9,870", "10,230", "9,960"],
        ["West", "15,310", "14,880", "16,045"],
      ],
    ],
  },
  {
    heading: "Product breakdown",
    pairs: [{ key: "Currency", value: "EUR" }],
    tables: [
      [
        ["Product", "Units", "Revenue"],
        ["Field notebook", "1,240", "18,600"],
        ["Scanner pen", "310", "24,490"],
        ["Archive box", "2,075", "10,375"],
      ],
      [
        ["Channel", "Share"],
        ["Online", "62%"],
        ["Retail", "38%"],
      ],
    ],
  },
  {
    heading: "Sign-off",
    pairs: [
      { key: "Approved by", value: "M. Chen" },
      { key: "Approval date", value: "2026-04-03" },
      { key: "Status", value: "Final" },
    ],
    tables: [],
    note: "Figures are unaudited and rounded to the nearest unit.",
  },
];

function reportTranscript(page: ReportPage): string {
  return [
    page.heading,
    ...page.pairs.map((p) => `${p.key}: ${p.value}`),
    ...page.tables.flatMap((t) => t.map((row) => row.join(" "))),
    ...(page.note ? [page.note] : []),
  ].join("\n");
}

async function quarterlyReportFixture(): Promise<Fixture> {
  const pdf = await stablePdf("Quarterly Sales Report");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const content of REPORT) {
    const page = pdf.addPage([595, 842]);
    let y = 780;
    page.drawText(content.heading, { x: 50, y, size: 18, font: bold });
    y -= 36;
    for (const pair of content.pairs) {
      page.drawText(`${pair.key}:`, { x: 50, y, size: 11, font: bold });
      page.drawText(pair.value, { x: 150, y, size: 11, font: regular });
      y -= 18;
    }
    for (const rows of content.tables) {
      y -= 16;
      const widths = rows[0]!.map((_, c) => (c === 0 ? 130 : 90));
      y = drawTable(page, { regular, bold }, 50, y, widths, rows);
    }
    if (content.note) page.drawText(content.note, { x: 50, y: y - 30, size: 10, font: regular });
  }
  const bytes = Buffer.from(await pdf.save({ useObjectStreams: false }));
  return {
    file: "quarterly-report.pdf",
    bytes,
    expected: {
      file: "quarterly-report.pdf",
      description: "A three-page printed report: tables with header rows on pages 1 and 2, key/value pairs on every page.",
      page_count: REPORT.length,
      status: "processed",
      transcribe: REPORT.map((p, i) => ({ page_number: i + 1, transcript: reportTranscript(p) })),
      tables: REPORT.map((p, i) => ({
        page_number: i + 1,
        tables: p.tables.map((rows, t): Table => table(t + 1, rows, true)),
        key_value_pairs: p.pairs,
      })),
    },
  };
}

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

async function expenseClaimFixture(): Promise<Fixture> {
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

function faxFixture(): Fixture {
  return {
    file: "fax-two-pages.tiff",
    bytes: multiPageTiff([scannedPage(180, 240, 12, 3), scannedPage(180, 240, 5, 4)]),
    expected: {
      file: "fax-two-pages.tiff",
      description: "A two-page fax as a multi-page TIFF (uncompressed 8-bit grey): page count 2, thumbnails from the real pages.",
      page_count: 2,
      status: "processed",
      transcribe: [
        { page_number: 1, transcript: "Fax cover sheet\nTo: Records office\nFrom: Harbor Clinic\nPages: 2" },
        { page_number: 2, transcript: "Please file the attached intake form.\nThank you." },
      ],
    },
  };
}

function corruptFixture(): Fixture {
  // A PDF header followed by bytes that are no PDF: accepted as one page, then processing fails.
  const bytes = Buffer.concat([
    Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1"),
    Buffer.from("this scan was cut off in transfer ".repeat(8)),
  ]);
  return {
    file: "corrupt-scan.pdf",
    bytes,
    expected: {
      file: "corrupt-scan.pdf",
      description:
        "A PDF header with nothing readable after it: the upload is accepted (1 page charged) and ends as failed; the credit is refunded.",
      page_count: 1,
      status: "failed",
    },
  };
}

export async function makeFixtures(dir: string): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true });
  const fixtures = [
    handwrittenNoteFixture(),
    await quarterlyReportFixture(),
    await expenseClaimFixture(),
    faxFixture(),
    corruptFixture(),
    await germanInvoiceFixture(),
    await stockCountFixture(),
    // The review's samples (issue 25).
    await invoiceFixture(),
    await expenseClaimsFixture(),
  ];
  const written: string[] = [];
  for (const f of fixtures) {
    fs.writeFileSync(path.join(dir, f.file), f.bytes);
    fs.writeFileSync(path.join(dir, f.file.replace(/\.[^.]+$/, EXPECTED_SUFFIX)), `${JSON.stringify(f.expected, null, 2)}\n`);
    written.push(f.file);
  }
  return written;
}

if (/make-fixtures\.ts$/.test(process.argv[1] ?? "")) {
  const dir = path.resolve(process.argv[2] ?? "test/fixtures");
  makeFixtures(dir).then(
    (files) => files.forEach((f) => console.log(`${path.join(dir, f)}  ${fs.statSync(path.join(dir, f)).size} bytes`)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

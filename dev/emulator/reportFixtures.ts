// The printed sample report (made by make-fixtures.ts with the others): three PDF pages of headings, key/value
// pairs and tables with header rows, with the transcript and the tables the service gives for them.
import { StandardFonts } from "pdf-lib";
import type { SampleFixture as Fixture } from "./results/fixtures";
import { table } from "./results/generate";
import type { KeyValuePair, Table } from "./results/types";
import { drawTable, stablePdf } from "./samples";

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

export async function quarterlyReportFixture(): Promise<Fixture> {
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

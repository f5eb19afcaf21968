// A sample for settling like flags together ("Fix all like this", issue 36): a one-page petty cash ledger whose
// Amount column has five amounts read with the letter O for a zero and two with the letter l for a one, among
// plain figures; the printed page has the true amounts. Made by make-fixtures.ts with its expected result.
import { StandardFonts } from "pdf-lib";
import type { SampleFixture } from "./results/fixtures";
import { table } from "./results/generate";
import { drawTable, stablePdf } from "./samples";

const HEADER = ["Date", "Paid to", "Amount"];
// As read: "2O.00" is 20.00, "l2.75" is 12.75.
const LINES = [
  ["2026-03-02", "Post office", "2O.00"],
  ["2026-03-03", "Taxi to the depot", "18.60"],
  ["2026-03-05", "Coffee for the workshop", "1O5.00"],
  ["2026-03-06", "Parking", "l2.75"],
  ["2026-03-09", "Cleaning supplies", "34.20"],
  ["2026-03-10", "Courier", "4O.50"],
  ["2026-03-12", "Stamps", "9.80"],
  ["2026-03-13", "Printer paper", "6O.00"],
  ["2026-03-16", "Batteries", "l8.40"],
  ["2026-03-18", "Flowers for reception", "27.00"],
  ["2026-03-19", "Keys cut", "3O.00"],
  ["2026-03-20", "Bus tickets", "15.90"],
  ["2026-03-23", "Milk and tea", "7.45"],
  ["2026-03-23", "Light bulbs", "22.30"],
  ["2026-03-24", "Window cleaner", "45.00"],
  ["2026-03-25", "Envelopes", "11.20"],
  ["2026-03-26", "Train fare", "38.70"],
  ["2026-03-27", "Tape and glue", "6.95"],
  ["2026-03-30", "First aid kit", "24.99"],
  ["2026-03-31", "Sandwiches", "52.40"],
];

const printed = (value: string): string => value.replace(/O/g, "0").replace(/l/g, "1");

export async function ledgerFixture(): Promise<SampleFixture> {
  const pdf = await stablePdf("Petty cash ledger, March 2026");
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const page = pdf.addPage([595, 842]);
  page.drawText("Petty cash ledger, March 2026", { x: 50, y: 790, size: 16, font: fonts.bold });
  drawTable(page, fonts, 50, 750, [100, 250, 90], [HEADER, ...LINES.map(([d, p, a]) => [d!, p!, printed(a!)])]);
  const bytes = Buffer.from(await pdf.save({ useObjectStreams: false }));
  return {
    file: "petty-cash-ledger.pdf",
    bytes,
    expected: {
      file: "petty-cash-ledger.pdf",
      description:
        'A one-page petty cash ledger: in its Amount column five amounts read with the letter O for a zero ("2O.00") and two with the letter l for a one ("l2.75"). Tables and transcript.',
      page_count: 1,
      status: "processed",
      transcribe: [
        {
          page_number: 1,
          transcript: ["Petty cash ledger, March 2026", HEADER.join(" "), ...LINES.map((l) => l.join(" "))].join("\n"),
        },
      ],
      tables: [{ page_number: 1, tables: [table(1, [HEADER, ...LINES], true)], key_value_pairs: [] }],
    },
  };
}

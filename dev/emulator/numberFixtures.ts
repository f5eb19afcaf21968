// Sample documents about numbers (made by make-fixtures.ts with the others): a German invoice whose amounts
// are written "1.240,50" (its own values say a comma marks decimals, whatever the workbook's settings), and a
// handwritten stock count in which the service misread one figure, 105, as "1O5".
import { StandardFonts } from "pdf-lib";
import type { SampleFixture } from "./results/fixtures";
import { table } from "./results/generate";
import type { KeyValuePair } from "./results/types";
import { drawTable, stablePdf } from "./samples";

const INVOICE_HEAD: KeyValuePair[] = [
  { key: "Rechnungsnummer", value: "RE-2026-014" },
  { key: "Rechnungsdatum", value: "12.03.2026" },
  { key: "Kunde", value: "Müller & Söhne GmbH" },
  { key: "Zahlungsziel", value: "30 Tage" },
];

/** Positions: 354,00 + 496,00 + 1.240,50 + 298,80 + 124,00 = 2.513,30 net. */
const INVOICE_LINES = [
  ["Pos.", "Artikel", "Menge", "Einzelpreis", "Betrag"],
  ["1", "Aktenordner A4", "120", "2,95", "354,00"],
  ["2", "Archivbox groß", "40", "12,40", "496,00"],
  ["3", "Etikettendrucker", "1", "1.240,50", "1.240,50"],
  ["4", "Druckerpapier (Karton)", "12", "24,90", "298,80"],
  ["5", "Versandetiketten", "12.400", "0,01", "124,00"],
];

const INVOICE_TOTALS: KeyValuePair[] = [
  { key: "Nettobetrag", value: "2.513,30 €" },
  { key: "USt. 19 %", value: "477,53 €" },
  { key: "Gesamtbetrag", value: "2.990,83 €" },
];

export async function germanInvoiceFixture(): Promise<SampleFixture> {
  const pdf = await stablePdf("Rechnung RE-2026-014");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  page.drawText("Bürobedarf Lindner KG", { x: 50, y: 790, size: 12, font: bold });
  page.drawText("Rechnung", { x: 50, y: 750, size: 18, font: bold });
  let y = 716;
  for (const pair of INVOICE_HEAD) {
    page.drawText(`${pair.key}:`, { x: 50, y, size: 11, font: bold });
    page.drawText(pair.value, { x: 180, y, size: 11, font: regular });
    y -= 18;
  }
  y = drawTable(page, { regular, bold }, 50, y - 16, [40, 170, 70, 85, 85], INVOICE_LINES);
  y -= 24;
  for (const pair of INVOICE_TOTALS) {
    page.drawText(`${pair.key}:`, { x: 300, y, size: 11, font: bold });
    page.drawText(pair.value, { x: 420, y, size: 11, font: regular });
    y -= 18;
  }
  const bytes = Buffer.from(await pdf.save({ useObjectStreams: false }));
  const pairs = [...INVOICE_HEAD, ...INVOICE_TOTALS];
  return {
    file: "german-invoice.pdf",
    bytes,
    expected: {
      file: "german-invoice.pdf",
      description:
        'A German invoice, one page: amounts written "1.240,50" and a quantity "12.400", read right whatever the workbook\'s number settings.',
      page_count: 1,
      status: "processed",
      transcribe: [
        {
          page_number: 1,
          transcript: [
            "Bürobedarf Lindner KG",
            "Rechnung",
            ...INVOICE_HEAD.map((p) => `${p.key}: ${p.value}`),
            ...INVOICE_LINES.map((row) => row.join(" ")),
            ...INVOICE_TOTALS.map((p) => `${p.key}: ${p.value}`),
          ].join("\n"),
        },
      ],
      tables: [{ page_number: 1, tables: [table(1, INVOICE_LINES, true)], key_value_pairs: pairs }],
    },
  };
}

/** As written on the sheet (105 box files) and as the service read it ("1O5": an O for the zero). */
const STOCK_WRITTEN = [
  ["Item", "Shelf", "Counted"],
  ["Copy paper A4", "B-12", "240"],
  ["Box files", "B-14", "105"],
  ["Envelopes C4", "C-02", "1,500"],
  ["Toner cartridges", "A-07", "18"],
];
const STOCK_READ = STOCK_WRITTEN.map((row) => row.map((cell) => (cell === "105" ? "1O5" : cell)));

export async function stockCountFixture(): Promise<SampleFixture> {
  const pdf = await stablePdf("Stock count");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // Times italic stands in for the handwritten counts on the printed form.
  const hand = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const page = pdf.addPage([595, 842]);
  page.drawText("Stock count, store room 2", { x: 50, y: 780, size: 18, font: bold });
  page.drawText("Counted by: R. Osei", { x: 50, y: 750, size: 11, font: regular });
  const printed = STOCK_WRITTEN.map((row, r) => (r === 0 ? row : [row[0] ?? "", row[1] ?? "", ""]));
  drawTable(page, { regular, bold }, 50, 730, [200, 80, 90], printed);
  STOCK_WRITTEN.slice(1).forEach((row, r) => page.drawText(row[2] ?? "", { x: 335, y: 730 - (r + 2) * 20 + 6, size: 13, font: hand }));
  const bytes = Buffer.from(await pdf.save({ useObjectStreams: false }));
  return {
    file: "stock-count.pdf",
    bytes,
    expected: {
      file: "stock-count.pdf",
      description: 'A printed stock count filled in by hand, one page: the service misread the count 105 as "1O5".',
      page_count: 1,
      status: "processed",
      transcribe: [
        {
          page_number: 1,
          transcript: ["Stock count, store room 2", "Counted by: R. Osei", ...STOCK_READ.map((row) => row.join(" "))].join("\n"),
        },
      ],
      tables: [{ page_number: 1, tables: [table(1, STOCK_READ, true)], key_value_pairs: [{ key: "Counted by", value: "R. Osei" }] }],
    },
  };
}

/** As the service read a weekly timesheet: days written day/month/year, and one date where hours belong. */
const TIMESHEET = [
  ["Date", "Task", "Hours"],
  ["16/03/2026", "Site survey", "7.5"],
  ["17/03/2026", "Drawings", "8"],
  ["18/03/2026", "Client meeting", "18/03/2026"],
  ["19/03/2026", "Drawings", "6.25"],
  ["20/03/2026", "Report", "4"],
];

export async function timesheetFixture(): Promise<SampleFixture> {
  const pdf = await stablePdf("Timesheet");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  page.drawText("Timesheet, week 12", { x: 50, y: 780, size: 18, font: bold });
  page.drawText("Employee: J. Park", { x: 50, y: 750, size: 11, font: regular });
  drawTable(page, { regular, bold }, 50, 730, [100, 200, 80], TIMESHEET);
  const bytes = Buffer.from(await pdf.save({ useObjectStreams: false }));
  return {
    file: "timesheet.pdf",
    bytes,
    expected: {
      file: "timesheet.pdf",
      description: "A weekly timesheet, one page: days written day/month/year, and a date the service read where hours belong.",
      page_count: 1,
      status: "processed",
      transcribe: [
        {
          page_number: 1,
          transcript: ["Timesheet, week 12", "Employee: J. Park", ...TIMESHEET.map((row) => row.join(" "))].join("\n"),
        },
      ],
      tables: [
        {
          page_number: 1,
          tables: [table(1, TIMESHEET, true)],
          key_value_pairs: [
            { key: "Employee", value: "J. Park" },
            { key: "Week starting", value: "16.03.2026" },
          ],
        },
      ],
    },
  };
}

// Samples whose figures read either way (issue 31): branch sales for a month, every figure written "12,400"
// (one separator, then three digits) and nothing else in the document to say whether the comma groups
// thousands or marks decimals. In a workbook that reads 12,400 as 12.4 (de-DE, fr-FR) the evidence is truly
// split, and "Read numbers as" is asked above the review. Two months, so a batch holds two such results.
import { StandardFonts } from "pdf-lib";
import type { SampleFixture } from "./results/fixtures";
import { table } from "./results/generate";
import { drawTable, stablePdf } from "./samples";

const SALES: Record<"march" | "april", string[][]> = {
  march: [
    ["Branch", "Week 1", "Week 2", "Week 3"],
    ["Hamburg", "12,400", "9,870", "15,310"],
    ["Leipzig", "8,150", "10,230", "11,045"],
    ["Bremen", "6,020", "7,960", "5,480"],
  ],
  april: [
    ["Branch", "Week 1", "Week 2", "Week 3"],
    ["Hamburg", "13,250", "11,600", "14,075"],
    ["Leipzig", "9,340", "8,815", "10,120"],
    ["Bremen", "5,905", "6,430", "7,210"],
  ],
};

async function branchSales(month: "march" | "april"): Promise<SampleFixture> {
  const file = `branch-sales-${month}.pdf`;
  const title = `Branch sales, ${month === "march" ? "March" : "April"}`;
  const rows = SALES[month];
  const pdf = await stablePdf(title);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  page.drawText(title, { x: 50, y: 780, size: 18, font: bold });
  page.drawText("Prepared by: K. Weber", { x: 50, y: 750, size: 11, font: regular });
  drawTable(page, { regular, bold }, 50, 730, [110, 80, 80, 80], rows);
  const bytes = Buffer.from(await pdf.save({ useObjectStreams: false }));
  return {
    file,
    bytes,
    expected: {
      file,
      description: `${title}, one page: every figure written like 12,400, nothing in the document to tell thousands from decimals.`,
      page_count: 1,
      status: "processed",
      transcribe: [{ page_number: 1, transcript: [title, "Prepared by: K. Weber", ...rows.map((row) => row.join(" "))].join("\n") }],
      tables: [{ page_number: 1, tables: [table(1, rows, true)], key_value_pairs: [{ key: "Prepared by", value: "K. Weber" }] }],
    },
  };
}

export const branchSalesFixtures = (): Promise<SampleFixture[]> => Promise.all([branchSales("march"), branchSales("april")]);

// Writes big results through the real writers into the Office host double and prints the context.sync()
// calls and the request size of each, against the budgets: a transcript of any length in at most two syncs
// (Word); a 10,000 x 10 table in one sync per block plus at most two, every request under Excel on the
// web's 5 MB limit (which the double enforces, as Excel does).
import { installHostDouble } from "../../dev/host/install";
import { REQUEST_BUDGET_BYTES } from "../../src/office/excelCells";
import { appendRecordsToExcel } from "../../src/office/excelInsert";
import { insertTablesIntoExcel } from "../../src/insert/excelResults";
import { insertBlocksIntoWord } from "../../src/office/wordInsert";
import { transcriptBlocks } from "../../src/results/layout";
import type { RecordsModel } from "../../src/results/records";

const LIMIT = 5 * 1024 * 1024;
const kib = (bytes: number): string => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(0)} KiB`);

function report(label: string, sizes: readonly number[], ms: number): void {
  const largest = Math.max(...sizes);
  console.log(
    `${label}: ${sizes.length} context.sync() call(s), largest request ${kib(largest)} (${((largest / LIMIT) * 100).toFixed(0)}% of 5 MB), requests ${sizes.map(kib).join(", ")}; ${ms.toFixed(0)} ms in the double`,
  );
}

async function wordTranscript(): Promise<void> {
  const host = installHostDouble({ host: "Word" });
  const pages = Array.from({ length: 300 }, (_, p) => ({
    pageNumber: p + 1,
    lines: Array.from({ length: 40 }, (_, l) => `Page ${p + 1}, line ${l + 1}: the quick brown fox jumps over the lazy dog.`),
  }));
  const started = performance.now();
  const result = await insertBlocksIntoWord(
    transcriptBlocks({ documentId: "bench", fileName: "bench.pdf", pages }, { headings: true, pageBreaks: true, translation: "none" }),
    {
      placement: "end",
      tag: "transcribe-documents:bench:transcribe",
      title: "Transcript: bench.pdf",
    },
  );
  report(
    `word, 300-page transcript (${result.paragraphs ?? 0} paragraphs, headings and page breaks)`,
    host.stats.requestSizes,
    performance.now() - started,
  );
  host.uninstall();
}

/** A 10,000 x 10 table; `withTotal`: its last column holds amounts and a "Total" row ends it (the table's totals row). */
async function excelTable(withTotal = false): Promise<void> {
  const host = installHostDouble({ host: "Excel" });
  const rows = [
    Array.from({ length: 10 }, (_, c) => `Column ${c + 1}`),
    ...Array.from({ length: 10_000 }, (_, r) =>
      Array.from({ length: 10 }, (_, c) =>
        withTotal && c === 9 ? `${r + 1}.50` : `r${r + 1}c${c + 1}: ${"value text ".repeat(1 + ((r + c) % 5))}`.trim(),
      ),
    ),
  ];
  if (withTotal) rows.push(["Total", ...Array.from({ length: 8 }, () => ""), "50,010,000.00"]);
  const started = performance.now();
  await insertTablesIntoExcel(
    {
      documentId: "bench",
      fileName: "bench.pdf",
      tables: [{ pageNumber: 1, tableNumber: 1, index: 1, hasHeaderRow: true, rows, columnCount: 10 }],
      keyValuePairs: [],
    },
    "newSheet",
  );
  const sizes = host.stats.requestSizes;
  const blocks = sizes.length - 1; // the first sync looks at the workbook; tables and formats ride with the last block
  const label = withTotal ? "10,000 x 10 table and its Total row" : "10,000 x 10 table";
  report(`excel, ${label} (${blocks} block(s) of at most ${kib(REQUEST_BUDGET_BYTES)} + 1)`, sizes, performance.now() - started);
  host.uninstall();
}

async function excelRecords(): Promise<void> {
  const host = installHostDouble({ host: "Excel" });
  const model = (n: number): RecordsModel => ({
    documentId: `doc${n}`,
    fileName: `form-${n}.pdf`,
    fields: [
      { key: "name", name: "Name", array: false },
      { key: "items", name: "Items", array: true },
    ],
    records: Array.from({ length: 5_000 }, (_, i) => ({
      pageNumber: i + 1,
      values: { name: `Person ${i}`, items: "one\ntwo\nthree ".repeat(20) },
    })),
  });
  const target = { tableName: "Extracted_Bench", sheetBase: "Bench", placement: "newSheet" as const };
  await appendRecordsToExcel([model(1)], target);
  const before = host.stats.requestSizes.length;
  const started = performance.now();
  await appendRecordsToExcel([model(2)], target);
  report("excel, 5,000 records appended to an existing table", host.stats.requestSizes.slice(before), performance.now() - started);
  host.uninstall();
}

export async function run(): Promise<void> {
  await wordTranscript();
  await excelTable();
  await excelTable(true);
  await excelRecords();
}

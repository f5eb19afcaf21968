// "Insert all" of 50 documents through the real batch writer into the Office host double: the extractor's
// records of 50 expense claims into one Excel table, and 50 quarterly reports' tables onto their sheets.
// Prints rows, context.sync() calls and the largest request; the budget is one sync per 5 MB block plus two.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { installHostDouble } from "../../dev/host/install";
import { parseDocumentDetail } from "../../src/api/parse";
import { resultFromDetail } from "../../src/results/model";
import { createBatchWriter } from "../../src/insert/insertResult";
import type { PendingResult } from "../../src/work/insertAll";

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KiB`;
const BLOCK = 5 * 1024 * 1024;

function fixture(name: string, action: "tables" | "extractor", n: number): PendingResult {
  const e = JSON.parse(readFileSync(join(__dirname, "../../test/fixtures", `${name}.expected.json`), "utf8")) as Record<string, unknown>;
  const results = action === "extractor" ? (e.extractor as Record<string, unknown[]>).EXPf4Jm8Wd : (e.tables as unknown[]);
  const fileName = `${name}-${n}.pdf`;
  const detail = parseDocumentDetail({
    id: `doc${n}`,
    file_name: fileName,
    action,
    page_count: e.page_count,
    status: "processed",
    created_at: "2026-03-01T10:00:00.000000Z",
    updated_at: "2026-03-01T10:00:05.000000Z",
    results,
    thumbnails: [],
  });
  return { itemId: `item${n}`, fileName, model: resultFromDetail(detail), extractorName: "Expense Claim" };
}

async function measure(
  label: string,
  results: PendingResult[],
  rowsOf: (grid: (n: string) => string[][], sheets: string[]) => number,
): Promise<void> {
  const host = installHostDouble({ host: "Excel" });
  const write = createBatchWriter("excel", { excelPlacement: "newSheet", keepText: false, fileHeadings: false });
  const outcome = await write(results);
  if (outcome.failed.length > 0) throw new Error(`${label}: ${outcome.failed.map((f) => f.reason).join(" ")}`);
  const sizes = host.stats.requestSizes;
  const largest = sizes.reduce((a, b) => Math.max(a, b), 0);
  const bytes = sizes.reduce((a, b) => a + b, 0);
  const budget = Math.ceil(bytes / BLOCK) + 2;
  const rows = rowsOf(
    (n) => host.excel.grid(n),
    host.excel.sheets.map((s) => s.name),
  );
  console.log(
    `insert-all: ${results.length} documents, ${rows} rows, ${host.stats.syncCount} syncs, largest request ${kib(largest)} (${label}; budget ${budget} syncs)`,
  );
  host.uninstall();
}

export async function run(): Promise<void> {
  await measure(
    "extractor into one Excel table",
    Array.from({ length: 50 }, (_, n) => fixture("expense-claim", "extractor", n)),
    (grid) => grid("Expense Claim").length - 1,
  );
  await measure(
    "tables documents onto their sheets",
    Array.from({ length: 50 }, (_, n) => fixture("quarterly-report", "tables", n)),
    (grid, sheets) => sheets.filter((s) => s !== "Sheet1").reduce((sum, s) => sum + grid(s).length, 0),
  );
}

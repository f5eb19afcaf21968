// Insert all into the user's own table with a saved mapping (issue 34): 30 documents of 20 rows each appended
// to an existing 5,000-row ledger (a date column, a calculated column) in the Office host double. Prints
// syncs and the largest request; the goal is that of records today, one sync per 5 MB block plus two.
import { installHostDouble } from "../../dev/host/install";
import { planAppend } from "../../src/insert/tableAppend";
import { appendBatchToTable } from "../../src/insert/tableAppendBatch";
import { saveMappingBook } from "../../src/office/mappingStore";
import { withMapping } from "../../src/results/mapping/savedMappings";
import type { ResultModel } from "../../src/results/model";

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KiB`;
const BLOCK = 5 * 1024 * 1024;

function invoice(n: number): { itemId: string; fileName: string; model: ResultModel } {
  const rows = Array.from({ length: 20 }, (_, r) => [
    `Article ${n}-${r} with its description`,
    String(1 + (r % 7)),
    "12.50",
    `${(12.5 * (1 + (r % 7))).toFixed(2)}`,
  ]);
  const fileName = `invoice-${n}.pdf`;
  return {
    itemId: `item${n}`,
    fileName,
    model: {
      kind: "tables",
      tables: {
        documentId: `doc${n}`,
        fileName,
        tables: [
          {
            pageNumber: 1,
            tableNumber: 1,
            index: 1,
            hasHeaderRow: true,
            columnCount: 4,
            rows: [["Item", "Qty", "Unit price", "Amount"], ...rows],
          },
        ],
        keyValuePairs: [{ pageNumber: 1, key: "Invoice number", value: `INV-${n}` }],
      },
    },
  };
}

export async function run(): Promise<void> {
  const host = installHostDouble({ host: "Excel" });
  host.excel.seedTable({
    sheet: "Ledger",
    name: "Purchases",
    headings: ["Rechnung", "Datum", "Artikel", "Menge", "Einzelpreis", "Kontrolle", "Betrag", "Quelle"],
    rows: Array.from({ length: 5000 }, (_, r) => [
      `INV-${r}`,
      "2026-01-05",
      `Old article ${r}`,
      2,
      3.5,
      "=[@Menge]*[@Einzelpreis]",
      7,
      "old.pdf",
    ]),
    formats: ["@", "yyyy-mm-dd", "@", "0", "#,##0.00", "#,##0.00", "#,##0.00", "@"],
  });
  const documents = Array.from({ length: 30 }, (_, n) => invoice(n));
  // The mapping saved once (the user matched the first invoice's columns).
  const plan = await planAppend(documents[0]!.model, "Purchases");
  if (!plan) throw new Error("append-mapped: no plan");
  const mapping = {
    ...plan.mapping,
    columns: plan.mapping.columns.map((c, i) => (i === 1 ? { kind: "fixed" as const, value: "dateInserted" as const } : c)),
  };
  await saveMappingBook(withMapping(plan.book, "Purchases", plan.source.layout, plan.table.headings, mapping));
  await measure(host, documents, null);
  // The same batch with "Keep every value as text" locked on by the organisation: every document value as text
  // (with its Text format), which must cost no extra sync.
  await measure(host, documents, "policy");
  host.uninstall();
}

async function measure(
  host: ReturnType<typeof installHostDouble>,
  documents: ReturnType<typeof invoice>[],
  keepText: "policy" | null,
): Promise<void> {
  const before = host.excel.tables[0]!.bounds.bottom - host.excel.tables[0]!.bounds.top;
  host.stats.syncCount = 0;
  host.stats.requestSizes.length = 0;
  // Appended again the second time (the documents are in the table already): the question answered yes.
  const result = await appendBatchToTable(documents, "Purchases", { keepText, again: async () => true });
  if (result.appended.length !== documents.length) throw new Error(`append-mapped: ${result.needMatching.length} held back`);
  const sizes = host.stats.requestSizes;
  const largest = sizes.reduce((a, b) => Math.max(a, b), 0);
  const bytes = sizes.reduce((a, b) => a + b, 0);
  const budget = Math.ceil(bytes / BLOCK) + 2;
  const rows = host.excel.tables[0]!.bounds.bottom - host.excel.tables[0]!.bounds.top;
  const what = keepText ? "kept as text (policy)" : `${documents.length} documents x 20 rows`;
  console.log(
    `append-mapped: ${what} into a ${before.toLocaleString("en-US")}-row table (now ${rows} rows), ${host.stats.syncCount} syncs, largest request ${kib(largest)} (budget ${budget} syncs)`,
  );
}

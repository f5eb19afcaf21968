// What keeping the source of every insertion costs (issue 33): the extra context.sync() calls and request
// bytes for a 10,000 x 10 table from two pages and for Insert all of 50 documents, each written through the
// real grid writer with and without its sources (goal: no extra sync, under 1% more bytes), and the time from
// a settled selection to the sentence the pane shows, for a page already fetched (goal: within a frame).
import { installHostDouble } from "../../dev/host/install";
import { lookAtWorkbook, writeGrids, type GridSpec } from "../../src/office/excelGrid";
import { tablesGrids } from "../../src/results/sheetGrids";
import { readExcelSelectionSource } from "../../src/office/selectionSource";
import type { TablesModel } from "../../src/results/tables";
import { fromSentence } from "../../src/work/provenance/sourceState";

function ledger(id: string, rows: number): TablesModel {
  const grid = [
    Array.from({ length: 10 }, (_, c) => `Column ${c + 1}`),
    ...Array.from({ length: rows }, (_, r) =>
      Array.from({ length: 10 }, (_, c) => `r${r + 1}c${c + 1}: ${"value text ".repeat(1 + ((r + c) % 5))}`.trim()),
    ),
  ];
  const half = Math.ceil(grid.length / 2);
  return {
    documentId: id,
    fileName: `${id}.pdf`,
    tables: [
      {
        pageNumber: 1,
        tableNumber: 1,
        index: 1,
        hasHeaderRow: true,
        columnCount: 10,
        rows: grid,
        rowPages: grid.map((_, i) => (i < half ? 1 : 2)),
      },
    ],
    keyValuePairs: [],
  };
}

async function write(grids: GridSpec[]): Promise<{ syncs: number; bytes: number }> {
  const host = installHostDouble({ host: "Excel" });
  await Excel.run(async (context) => writeGrids(context, await lookAtWorkbook(context, false), grids, "newSheet"));
  const out = { syncs: host.stats.syncCount, bytes: host.stats.requestSizes.reduce((a, b) => a + b, 0) };
  host.uninstall();
  return out;
}

async function compare(label: string, models: readonly TablesModel[]): Promise<void> {
  const grids = models.flatMap((m) => tablesGrids(m).grids);
  const bare = await write(grids.map(({ source: _source, ...g }) => g));
  const kept = await write(grids);
  const more = ((kept.bytes - bare.bytes) / bare.bytes) * 100;
  console.log(
    `provenance: ${label}: ${kept.syncs - bare.syncs} extra context.sync(), ${kept.bytes - bare.bytes} B more (${more.toFixed(3)}% of ${bare.bytes} B)`,
  );
}

async function selectionToShown(): Promise<void> {
  const host = installHostDouble({ host: "Excel" });
  const models = Array.from({ length: 50 }, (_, i) => ledger(`doc${i + 1}`, 20));
  await Excel.run(async (context) =>
    writeGrids(
      context,
      await lookAtWorkbook(context, false),
      models.flatMap((m) => tablesGrids(m).grids),
      "newSheet",
    ),
  );
  const sheet = host.excel.sheets[25]!;
  host.excel.activate(25);
  host.excel.selectCells({ top: 15, left: 3, bottom: 15, right: 3 });
  const times: number[] = [];
  let said = "";
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    const read = await readExcelSelectionSource();
    said = read.found ? fromSentence(read.found) : "";
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `provenance: selection to source shown (after the debounce, page already fetched, 50 documents kept, sheet ${sheet.name}): median ${times[10]!.toFixed(2)} ms in the double (goal: within a 16 ms frame): "${said}"`,
  );
  host.uninstall();
}

export async function run(): Promise<void> {
  await compare("10,000 x 10 table from two pages", [ledger("ledger", 10_000)]);
  await compare(
    "Insert all of 50 documents (tables of 200 rows)",
    Array.from({ length: 50 }, (_, i) => ledger(`doc${i + 1}`, 200)),
  );
  await selectionToShown();
}

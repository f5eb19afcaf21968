// What a grid write keeps beside its cells, queued with its last block (no sync of its own): the marks of the
// cells left to check, and the record of where every grid came from (src/results/provenance).
import { excelRecord } from "../results/provenance/excelAreas";
import type { GridSource } from "../results/provenance/gridSources";
import { queueDoubts, type CellDoubtAt } from "./excelDoubts";
import { queueExcelSources, type PendingSources } from "./sourceStore";

/** A grid as placed by writeGrids. */
export interface PlacedTarget {
  grid: { rows: string[][]; source?: GridSource; doubts?: readonly CellDoubtAt[] };
  sheetName: string;
  top: number;
  left: number;
}

/** Queues the marks of a grid's cells to check; how many. */
export function markDoubts(context: Excel.RequestContext, sheet: Excel.Worksheet, target: PlacedTarget): number {
  const doubts = target.grid.doubts ?? [];
  const at = doubts.map((d) => ({ ...d, row: target.top + d.row, column: target.left + d.column }));
  if (at.length > 0) queueDoubts(context, sheet, target.sheetName, at);
  return at.length;
}

/** Queues the record of where the grids came from; save() it after the sync (older Excel). */
export function queueGridSources(context: Excel.RequestContext, targets: readonly PlacedTarget[]): PendingSources | null {
  const sources = targets.flatMap(({ grid, sheetName, top, left }) =>
    grid.source
      ? [
          {
            sheet: sheetName,
            top,
            left,
            rows: grid.rows.length,
            columns: grid.rows[0]?.length ?? 0,
            source: grid.source,
            doubts: grid.doubts ?? [],
          },
        ]
      : [],
  );
  const record = excelRecord(sources, new Date().toISOString());
  return record ? queueExcelSources(context, [record]) : null;
}

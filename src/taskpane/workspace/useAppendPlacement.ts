// Insert all's "Append to a table in this workbook": whether it is chosen, the workbook's tables, the chosen one,
// and the writer that appends to it. The append path (src/insert/tableBatchWriter and what it uses) is evaluated
// only when the user picks this placement. It is imported eagerly, inside Insert all's own chunk (itself lazy),
// not as a chunk of its own: every chunk puts an entry in the first screen's chunk map (webpack.config.js keeps
// these modules out of shared split chunks for the same reason).
import { useCallback, useState } from "react";
import { t } from "../../i18n/messages";
import type { BatchAppendOptions } from "../../insert/tableAppendBatch";
import type { WorkbookTable } from "../../office/excelTableLook";
import type { NumberCulture } from "../../results/numbers/cellValues";
import type { BatchWriter } from "../../work/insertAll";

const loadAppend = (): Promise<typeof import("../../insert/tableBatchWriter")> =>
  import(/* webpackMode: "eager" */ "../../insert/tableBatchWriter");

export interface AppendPlacement {
  on: boolean;
  /** The workbook's tables (null while they are looked at). */
  tables: WorkbookTable[] | null;
  chosen: string | null;
  error: string | null;
  turn(on: boolean): void;
  choose(table: string): void;
}

export function useAppendPlacement(): AppendPlacement {
  const [on, setOn] = useState(false);
  const [tables, setTables] = useState<WorkbookTable[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const turn = useCallback((next: boolean) => {
    setOn(next);
    if (!next) return;
    // Looked at each time it is chosen: the user may have made a table meanwhile.
    setTables(null);
    setError(null);
    loadAppend()
      .then((m) => m.listWorkbookTables())
      .then(
        (list) => {
          setTables(list);
          setChosen((c) => (c !== null && list.some((x) => x.name === c) ? c : ((list.find((x) => x.selected) ?? list[0])?.name ?? null)));
        },
        (e: unknown) => setError(e instanceof Error && e.message !== "" ? e.message : t("results.insertAll.failed")),
      );
  }, []);
  return { on, tables, chosen, error, turn, choose: setChosen };
}

/**
 * Insert all's writer into the chosen table (the module is already loaded when the placement was picked). With
 * no table to append to, every result is reported as not inserted, saying why. Each result's figures are read
 * as answered in its review, in the workbook's culture, unless "Keep every value as text" is on (`keepText`: by
 * the user's setting, or locked on by the organisation's policy): then every document's values go in as text.
 */
export function appendWriter(
  table: string | null,
  again: BatchAppendOptions["again"],
  culture: NumberCulture | null,
  keepText: "setting" | "policy" | null = null,
): BatchWriter {
  return async (results) => {
    if (table === null) {
      const reason = t("results.tableAppend.noTables");
      return { inserted: [], failed: results.map((r) => ({ itemId: r.itemId, fileName: r.fileName, reason })), notes: [] };
    }
    const { tableBatchWriter } = await loadAppend();
    return tableBatchWriter(table, { again, culture, keepText })(results);
  };
}

// The state of "Append to a table in this workbook": the workbook's tables, the chosen one, the plan (its
// columns, the saved or matched mapping) and the mapping as the user changes it. Office and the mapping's
// logic are in src/insert; this only holds what the panel renders.
import { useEffect, useState } from "react";
import { listWorkbookTables, planAppend, type AppendPlan, type WorkbookTable } from "../../insert/tableAppend";
import type { ColumnMapping } from "../../results/mapping/types";
import type { ResultModel } from "../../results/model";

export interface TableAppendState {
  tables: WorkbookTable[] | null;
  chosen: string | null;
  plan: AppendPlan | null;
  mapping: ColumnMapping | null;
  loading: boolean;
  error: unknown;
  choose(table: string): void;
  setMapping(mapping: ColumnMapping): void;
  /** Looks at the table again (after an append: the saved mapping and the appended documents). */
  refresh(): void;
}

export function useTableAppend(result: ResultModel): TableAppendState {
  const [tables, setTables] = useState<WorkbookTable[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [plan, setPlan] = useState<AppendPlan | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    listWorkbookTables().then(
      (list) => {
        if (!live) return;
        setTables(list);
        // The table the selection is in, else the first.
        setChosen((c) => c ?? (list.find((x) => x.selected) ?? list[0])?.name ?? null);
        if (list.length === 0) setLoading(false);
      },
      (e: unknown) => live && (setError(e), setLoading(false)),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (chosen === null) return;
    let live = true;
    planAppend(result, chosen).then(
      (p) => {
        if (!live) return;
        setPlan(p);
        setMapping(p?.mapping ?? null);
        setLoading(false);
      },
      (e: unknown) => live && (setError(e), setLoading(false)),
    );
    return () => {
      live = false;
    };
  }, [chosen, result, round]);

  return {
    tables,
    chosen,
    plan,
    mapping,
    loading,
    error,
    choose: (table) => {
      setLoading(true);
      setChosen(table);
    },
    setMapping,
    refresh: () => {
      setLoading(true);
      setRound((r) => r + 1);
    },
  };
}

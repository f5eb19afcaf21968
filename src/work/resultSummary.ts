// The one sentence shown when a result opens: what it holds and what to do next. No React, no Office.
import { t } from "../i18n/messages";
import type { ResultModel } from "../results/model";

export function resultSummary(result: ResultModel): string {
  if (result.kind === "transcript") return t("results.summary.transcript", { pages: result.transcript.pages.length });
  if (result.kind === "tables")
    return t("results.summary.tables", { tables: result.tables.tables.length, pairs: result.tables.keyValuePairs.length });
  return t("results.summary.records", { records: result.records.records.length });
}

// The one sentence shown when a result opens: what it holds and what to do next. Plurals through
// Intl.PluralRules (plural.ts). No React, no Office.
import type { ResultModel } from "../results/model";
import { count } from "../i18n/plural";

export function resultSummary(result: ResultModel): string {
  if (result.kind === "transcript") return `Transcribed ${count(result.transcript.pages.length, "page")}. Check the text, then insert it.`;
  if (result.kind === "tables")
    return `Found ${count(result.tables.tables.length, "table")} and ${count(result.tables.keyValuePairs.length, "key/value pair")}. Check them, then insert.`;
  return `Extracted ${count(result.records.records.length, "record")}. Check the fields, then insert.`;
}

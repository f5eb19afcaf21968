// The mapping as the insert options show it: for each column of the user's table, one choice among the
// result's columns, the fixed values, a typed text or nothing; choosing a source for one column frees it
// from wherever it was, and the source columns left with no home are offered as new columns. Pure.
import { t } from "../i18n/messages";
import type { ColumnMapping, ColumnSource, ExtraColumn, SourceColumn } from "../results/mapping/types";

export interface MappingChoice {
  value: string;
  label: string;
}

/** Every choice a target column's list offers. */
export function mappingChoices(columns: readonly SourceColumn[]): MappingChoice[] {
  return [
    { value: "empty", label: t("results.tableAppend.empty") },
    ...columns.map((c) => ({ value: `s:${c.key}`, label: c.name })),
    { value: "f:fileName", label: t("results.tableAppend.fileName") },
    { value: "f:page", label: t("results.tableAppend.page") },
    { value: "f:dateInserted", label: t("results.tableAppend.dateInserted") },
    { value: "text", label: t("results.tableAppend.text") },
  ];
}

/** The choice a column's source shows as. */
export function choiceOf(source: ColumnSource): string {
  switch (source.kind) {
    case "source":
      return `s:${source.key}`;
    case "fixed":
      return `f:${source.value}`;
    default:
      return source.kind;
  }
}

function sourceOfChoice(value: string, text: string): ColumnSource {
  if (value.startsWith("s:")) return { kind: "source", key: value.slice(2) };
  if (value === "f:fileName" || value === "f:page" || value === "f:dateInserted")
    return { kind: "fixed", value: value.slice(2) as "fileName" };
  if (value === "text") return { kind: "text", text };
  return { kind: "empty" };
}

/** The source columns no target column takes, each still added or left out as the user said. */
export function extraOf(columns: readonly SourceColumn[], targets: readonly ColumnSource[], before: readonly ExtraColumn[]): ExtraColumn[] {
  const used = new Set(targets.flatMap((s) => (s.kind === "source" ? [s.key] : [])));
  const added = new Set(before.filter((e) => e.add).map((e) => e.key));
  return columns.filter((c) => !used.has(c.key)).map((c) => ({ key: c.key, name: c.name, add: added.has(c.key) }));
}

/** The mapping with one target column's choice changed (a source chosen here leaves the column it was in). */
export function chooseFor(mapping: ColumnMapping, columns: readonly SourceColumn[], index: number, value: string): ColumnMapping {
  const old = mapping.columns[index];
  const source = sourceOfChoice(value, old?.kind === "text" ? old.text : "");
  const targets = mapping.columns.map((s, i): ColumnSource => {
    if (i === index) return source;
    return source.kind === "source" && s.kind === "source" && s.key === source.key ? { kind: "empty" } : s;
  });
  return { columns: targets, extra: extraOf(columns, targets, mapping.extra) };
}

/** The typed text of a column. */
export function typeFor(mapping: ColumnMapping, index: number, text: string): ColumnMapping {
  return { ...mapping, columns: mapping.columns.map((s, i): ColumnSource => (i === index ? { kind: "text", text } : s)) };
}

/** A source column with no home added as a new column, or left out. */
export function addExtra(mapping: ColumnMapping, key: string, add: boolean): ColumnMapping {
  return { ...mapping, extra: mapping.extra.map((e) => (e.key === key ? { ...e, add } : e)) };
}

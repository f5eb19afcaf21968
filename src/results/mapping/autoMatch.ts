// Proposes a column mapping by heading: the same heading once case, accents, punctuation and spacing are
// set aside; then the same words without spaces or plurals; then the same concept under another name or in
// another language (headingSynonyms.ts). Nothing looser: a target nothing fits stays empty and the user is
// told, rather than being handed a plausible wrong column. Each source goes to one target at most. Pure.
import { compactKey, headingKey, singularKey } from "./headingKey";
import { conceptOf } from "./headingSynonyms";
import type { ColumnMapping, ColumnSource, FixedValue, SourceColumn } from "./types";

/** Concepts a fixed value answers when no source column does. */
const FIXED: Readonly<Record<string, FixedValue>> = { file: "fileName", page: "page", dateInserted: "dateInserted" };

/** How well a source's name fits a heading: 3 the same words, 2 the same without spaces or plurals, 1 the same concept, 0 none. */
function fitOf(target: string, name: string): number {
  const key = headingKey(target);
  if (key === "") return 0;
  if (key === headingKey(name)) return 3;
  if (compactKey(target) === compactKey(name) || singularKey(target) === singularKey(name)) return 2;
  const concept = conceptOf(target);
  return concept !== null && concept === conceptOf(name) ? 1 : 0;
}

function sourceFit(target: string, source: SourceColumn): number {
  return Math.max(fitOf(target, source.name), source.alias ? fitOf(target, source.alias) : 0);
}

/** The mapping proposed for a table with these headings, from these sources. Unplaced sources are left out. */
export function autoMatch(targets: readonly string[], sources: readonly SourceColumn[]): ColumnMapping {
  const pairs: { t: number; s: number; fit: number }[] = [];
  targets.forEach((target, t) =>
    sources.forEach((source, s) => {
      const fit = sourceFit(target, source);
      if (fit > 0) pairs.push({ t, s, fit });
    }),
  );
  // Best fits first; between equals, the table's and then the source's order.
  pairs.sort((a, b) => b.fit - a.fit || a.t - b.t || a.s - b.s);
  const columns: ColumnSource[] = targets.map(() => ({ kind: "empty" }));
  const usedSource = new Set<number>();
  const usedTarget = new Set<number>();
  for (const { t, s } of pairs) {
    if (usedSource.has(s) || usedTarget.has(t)) continue;
    const source = sources[s];
    if (!source) continue;
    columns[t] = { kind: "source", key: source.key };
    usedSource.add(s);
    usedTarget.add(t);
  }
  targets.forEach((target, t) => {
    if (usedTarget.has(t)) return;
    const fixed = FIXED[conceptOf(target) ?? ""];
    if (fixed) columns[t] = { kind: "fixed", value: fixed };
  });
  const extra = sources.filter((_, s) => !usedSource.has(s)).map((source) => ({ key: source.key, name: source.name, add: false }));
  return { columns, extra };
}

/** The target columns nothing was found for (their headings), to say so. */
export function unmatchedTargets(targets: readonly string[], mapping: ColumnMapping): string[] {
  return targets.filter((_, i) => (mapping.columns[i]?.kind ?? "empty") === "empty");
}

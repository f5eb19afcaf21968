// The checks of extractor records under review, field by field with the Excel writers' reading: a field whose
// declared type (number, date, currency) does not read, with its fix where a letter stands for a digit; the
// usual flags for fields without a type; and an empty field that the extractor's other records fill.
import { readColumn } from "../numbers/cellValues";
import { documentEvidence } from "../numbers/markEvidence";
import type { ReviewDoc } from "../review/types";
import { dateFix, readingFlags } from "./cellFlags";
import type { CheckContext, Flag, FlagPlace } from "./types";

type RecordsDoc = Extract<ReviewDoc, { kind: "records" }>;

const DATE = /^(date|datetime|date-time|time)$/;
const NUMBER = /^(number|integer|int|decimal|float|percent|percentage)$/;
const MONEY = /^(currency|money|amount)$/;

/** The declared type as the flag names it. */
function typeName(type: string): string {
  const t = type.toLowerCase();
  return DATE.test(t) ? "date" : NUMBER.test(t) ? "number" : MONEY.test(t) ? "currency" : t;
}

export function recordFlags(doc: RecordsDoc, context: CheckContext): Flag[] {
  const records = doc.records.map((r, index) => ({ index, r })).filter(({ r }) => !r.skipped);
  const valueOf = (i: number, key: string): string => {
    const r = doc.records[i]!;
    return r.values.get(key) ?? r.source.values[key] ?? "";
  };
  // What the fields' columns say together, as the writers weigh them (src/results/numbers/markEvidence.ts).
  const columns = doc.base.fields.map((f) => records.map(({ index }) => valueOf(index, f.key)));
  const evidence = documentEvidence(columns, context.culture?.group ?? null);
  const flags: Flag[] = [];
  for (const field of doc.base.fields) {
    const values = records.map(({ index }) => valueOf(index, field.key));
    const places: FlagPlace[] = records.map(({ index }) => ({ kind: "field", record: index, field: field.key }));
    const type = field.type ?? null;
    const reading = readColumn(values, { culture: context.culture, documentEvidence: evidence, declaredType: type });
    const typed = type !== null && (DATE.test(type.toLowerCase()) || NUMBER.test(type.toLowerCase()) || MONEY.test(type.toLowerCase()));
    if (typed) {
      reading.cells.forEach((cell, i) => {
        if (!cell.flagged) return;
        const suggestion = cell.suggestion ?? (DATE.test(type.toLowerCase()) ? dateFix(cell.text) : null);
        flags.push({ place: places[i]!, kind: "fieldType", type: typeName(type), suggestion });
      });
    } else if (type === null) flags.push(...readingFlags(reading, places));
    // Empty here, filled in the others: left out by the reader, most likely.
    const filled = values.filter((v) => v.trim() !== "").length;
    if (records.length >= 2 && filled > 0)
      values.forEach((v, i) => {
        if (v.trim() === "") flags.push({ place: places[i]!, kind: "emptyField", suggestion: null });
      });
  }
  // In the order of the form: record by record, field by field.
  const order = new Map(doc.base.fields.map((f, i) => [f.key, i]));
  return flags.sort((a, b) => {
    const pa = a.place as Extract<FlagPlace, { kind: "field" }>;
    const pb = b.place as Extract<FlagPlace, { kind: "field" }>;
    return pa.record - pb.record || (order.get(pa.field) ?? 0) - (order.get(pb.field) ?? 0);
  });
}

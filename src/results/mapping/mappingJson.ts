// A column mapping read back from JSON (the workbook's saved mappings, the review window's opening message),
// tolerantly: what cannot be read becomes an empty column or is left out, never an error. Pure; small on
// purpose, so the review's window can read a mapping without the rest of the saved-mappings code.
import type { ColumnMapping, ColumnSource, ExtraColumn } from "./types";

const isString = (v: unknown): v is string => typeof v === "string";

function parseSource(value: unknown): ColumnSource {
  const v = (value ?? {}) as Record<string, unknown>;
  if (v.kind === "source" && isString(v.key)) return { kind: "source", key: v.key };
  if (v.kind === "fixed" && (v.value === "fileName" || v.value === "page" || v.value === "dateInserted"))
    return { kind: "fixed", value: v.value };
  if (v.kind === "text" && isString(v.text)) return { kind: "text", text: v.text };
  return { kind: "empty" };
}

function parseExtra(value: unknown): ExtraColumn | null {
  const v = (value ?? {}) as Record<string, unknown>;
  return isString(v.key) && isString(v.name) ? { key: v.key, name: v.name, add: v.add === true } : null;
}

/** A mapping as JSON holds it, read tolerantly (also what the review's larger window is sent). */
export function parseMapping(value: unknown): ColumnMapping | null {
  const m = (value ?? {}) as Record<string, unknown>;
  if (!Array.isArray(m.columns)) return null;
  return {
    columns: (m.columns as unknown[]).map(parseSource),
    extra: (Array.isArray(m.extra) ? (m.extra as unknown[]) : []).map(parseExtra).filter((x): x is ExtraColumn => x !== null),
  };
}

// The mappings remembered in a workbook: one per target table and source layout, with the documents already
// appended to that table (so the same document is not appended twice without asking). Pure data and the
// operations on it; src/office/mappingStore.ts keeps it in the workbook, where a colleague finds it too.
import { headingKey } from "./headingKey";
import { parseMapping } from "./mappingJson";
import type { ColumnMapping } from "./types";

const isString = (v: unknown): v is string => typeof v === "string";

export interface SavedMapping {
  table: string;
  layout: string;
  /** The table's headings when the mapping was saved: a table whose columns changed is matched again. */
  headings: string[];
  mapping: ColumnMapping;
  /** Service document ids appended to the table with this mapping, newest last. */
  appended: string[];
}

export interface MappingBook {
  version: 1;
  entries: SavedMapping[];
}

/** How many appended document ids are kept per mapping: enough for years of batches, small in the workbook. */
export const APPENDED_KEPT = 2000;

export const emptyBook = (): MappingBook => ({ version: 1, entries: [] });

const sameTable = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

export function findMapping(book: MappingBook, table: string, layout: string): SavedMapping | null {
  return book.entries.find((e) => sameTable(e.table, table) && e.layout === layout) ?? null;
}

/** The saved mapping still fits the table: the same headings, however written now. */
export function stillFits(saved: SavedMapping, headings: readonly string[]): boolean {
  return saved.headings.length === headings.length && saved.headings.every((h, i) => headingKey(h) === headingKey(headings[i] ?? ""));
}

/** The book with this mapping saved (replacing the one of the same table and layout, keeping its appended list). */
export function withMapping(
  book: MappingBook,
  table: string,
  layout: string,
  headings: readonly string[],
  mapping: ColumnMapping,
): MappingBook {
  const had = findMapping(book, table, layout);
  const entry: SavedMapping = { table, layout, headings: [...headings], mapping, appended: had?.appended ?? [] };
  return { version: 1, entries: [...book.entries.filter((e) => e !== had), entry] };
}

/** The book with these documents noted as appended to the table under that layout's mapping. */
export function withAppended(book: MappingBook, table: string, layout: string, documentIds: readonly string[]): MappingBook {
  const had = findMapping(book, table, layout);
  if (!had) return book;
  const appended = [...had.appended.filter((id) => !documentIds.includes(id)), ...documentIds].slice(-APPENDED_KEPT);
  return { version: 1, entries: book.entries.map((e) => (e === had ? { ...had, appended } : e)) };
}

/** Whether this document was appended to this table before (under any layout). */
export function alreadyAppended(book: MappingBook, table: string, documentId: string): boolean {
  return book.entries.some((e) => sameTable(e.table, table) && e.appended.includes(documentId));
}

/** What the workbook holds, read tolerantly: anything unreadable is left out, never an error. */
export function parseBook(value: unknown): MappingBook {
  const v = (value ?? {}) as Record<string, unknown>;
  if (v.version !== 1 || !Array.isArray(v.entries)) return emptyBook();
  const entries: SavedMapping[] = [];
  for (const raw of v.entries as unknown[]) {
    const e = (raw ?? {}) as Record<string, unknown>;
    const mapping = parseMapping(e.mapping);
    if (!isString(e.table) || !isString(e.layout) || !Array.isArray(e.headings) || !mapping) continue;
    entries.push({
      table: e.table,
      layout: e.layout,
      headings: (e.headings as unknown[]).filter(isString),
      mapping,
      appended: (Array.isArray(e.appended) ? (e.appended as unknown[]) : []).filter(isString),
    });
  }
  return { version: 1, entries };
}

// Extractors and translation languages, read from data.json beside this file so they can be changed without
// touching code. Every account sees the same extractors.
import data from "./data.json";

export type FieldType = "text" | "date" | "number" | "currency" | "boolean";

export interface ExtractorField {
  key: string;
  name: string;
  type: FieldType;
  array: boolean;
}

export interface Extractor {
  id: string;
  name: string;
  description: string;
  fields: ExtractorField[];
}

export interface Language {
  code: string;
  label: string;
}

const FIELD_TYPES: readonly string[] = ["text", "date", "number", "currency", "boolean"];

function checkExtractor(raw: (typeof data.extractors)[number]): Extractor {
  if (!/^[A-Za-z0-9]{10}$/.test(raw.id)) throw new Error(`data.json: extractor id "${raw.id}" must be 10 alphanumeric characters.`);
  for (const field of raw.fields) {
    if (!FIELD_TYPES.includes(field.type)) throw new Error(`data.json: field type "${field.type}" of ${raw.id} is unknown.`);
  }
  return { ...raw, fields: raw.fields.map((f) => ({ ...f, type: f.type as FieldType })) };
}

export const EXTRACTORS: readonly Extractor[] = data.extractors.map(checkExtractor).sort((a, b) => a.name.localeCompare(b.name, "en"));

export const LANGUAGES: readonly Language[] = data.languages;

export function findExtractor(id: string): Extractor | undefined {
  return EXTRACTORS.find((e) => e.id === id);
}

export function findLanguage(code: string): Language | undefined {
  return LANGUAGES.find((l) => l.code === code);
}

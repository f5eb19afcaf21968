// Pure shaping of an `extractor` result: one record per extraction, with the fields in the order they were
// first seen across the document.
//
// Array fields (`array: true`, several values) are JOINED into one value, one item per line ("\n"): a record
// stays one row in Excel and one row of a two-column table in Word, no item is lost, and an item containing
// commas or semicolons stays unambiguous. (Spreading items over several rows or columns would break "one row
// per extraction" and make columns depend on the item count.)
import type { DocumentDetail, ExtractedField } from "../api/types";
import { recordFieldHeader } from "./documentText";
import { cleanText } from "./text";

export const ARRAY_ITEM_SEPARATOR = "\n";

export interface RecordField {
  /** The extractor's field key (stable); columns are matched by it within one document. */
  key: string;
  /** The field's display name; the column heading. */
  name: string;
  array: boolean;
  /** The service's declared type ("text", "number", "date", "currency"...), when it gave one. */
  type?: string;
}

export interface ExtractedRecord {
  pageNumber: number;
  /** Field key -> text. Fields the extraction did not return are absent. */
  values: Record<string, string>;
}

export interface RecordsModel {
  documentId: string;
  fileName: string;
  fields: RecordField[];
  records: ExtractedRecord[];
}

export function fieldText(field: ExtractedField): string {
  return Array.isArray(field.value) ? field.value.map(cleanText).join(ARRAY_ITEM_SEPARATOR) : cleanText(field.value);
}

export function recordsFromDetail(detail: DocumentDetail): RecordsModel {
  const fields = new Map<string, RecordField>();
  const records: ExtractedRecord[] = [];
  for (const page of detail.extractorPages) {
    for (const extraction of page.extractions) {
      const values: Record<string, string> = {};
      for (const field of extraction) {
        const key = field.key || field.name;
        if (key === "") continue;
        if (!fields.has(key))
          fields.set(key, {
            key,
            name: cleanText(field.name || key),
            array: Array.isArray(field.value),
            ...(field.type ? { type: field.type } : {}),
          });
        values[key] = fieldText(field);
      }
      records.push({ pageNumber: page.pageNumber, values });
    }
  }
  return { documentId: detail.id, fileName: detail.fileName, fields: [...fields.values()], records };
}

/** One record as a two-column grid (Field, Value in the UI's language) with a header row, fields in model order. */
export function recordGrid(model: RecordsModel, record: ExtractedRecord): string[][] {
  return [
    recordFieldHeader(),
    ...model.fields.filter((f) => record.values[f.key] !== undefined).map((f) => [f.name, record.values[f.key] ?? ""]),
  ];
}

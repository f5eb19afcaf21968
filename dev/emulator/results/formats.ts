// Result files: txt, docx (made with `docx`), xlsx (made with `exceljs`) and csv. The JSON format is the detail
// object itself and is produced by the documents routes.
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import ExcelJS from "exceljs";
import type { ExtractedField, ExtractorPage, StepAction, StepResults, TablesPage } from "./types";

export type Format = "txt" | "docx" | "xlsx" | "csv" | "json";

export const FORMATS: readonly Format[] = ["txt", "docx", "xlsx", "csv", "json"];

/** The spec's table of formats per action. */
export const FORMATS_BY_ACTION: Record<StepAction, readonly Format[]> = {
  transcribe: ["txt", "docx", "json"],
  translate: ["txt", "docx", "json"],
  tables: ["xlsx", "json"],
  extractor: ["xlsx", "csv", "json"],
};

export const CONTENT_TYPES: Record<Format, string> = {
  txt: "text/plain; charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
};

// Characters XML 1.0 cannot hold; a file name or text containing them would make a docx or xlsx unreadable.
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function xmlSafe(text: string): string {
  return text.replace(XML_INVALID, "");
}

function pageTexts(results: StepResults): { page: number; text: string }[] {
  if (results.action === "transcribe") return results.pages.map((p) => ({ page: p.page_number, text: p.transcript }));
  if (results.action === "translate") return results.pages.map((p) => ({ page: p.page_number, text: p.translation }));
  throw new Error(`No text for action ${results.action}.`);
}

/** Pages separated by a blank line, CRLF-free, ending with a newline. */
export function toTxt(results: StepResults): string {
  return (
    pageTexts(results)
      .map((p) => p.text)
      .join("\n\n") + "\n"
  );
}

/** A heading per page, then one paragraph per line of text. */
export async function toDocx(title: string, results: StepResults): Promise<Buffer> {
  const children: Paragraph[] = [new Paragraph({ text: xmlSafe(title), heading: HeadingLevel.TITLE })];
  for (const { page, text } of pageTexts(results)) {
    children.push(new Paragraph({ text: `Page ${page}`, heading: HeadingLevel.HEADING_2 }));
    for (const line of text.split("\n")) children.push(new Paragraph({ children: [new TextRun(xmlSafe(line))] }));
  }
  const doc = new Document({ creator: "Transcription service emulator", title: xmlSafe(title), sections: [{ children }] });
  return Packer.toBuffer(doc);
}

function fieldText(field: ExtractedField): string {
  return Array.isArray(field.value) ? field.value.join("; ") : field.value;
}

/** Column names in first-seen order over every extraction of every page. */
function extractorColumns(pages: ExtractorPage[]): { key: string; name: string }[] {
  const columns = new Map<string, string>();
  for (const page of pages)
    for (const extraction of page.extractions) for (const f of extraction) if (!columns.has(f.key)) columns.set(f.key, f.name);
  return [...columns].map(([key, name]) => ({ key, name }));
}

function extractorRows(pages: ExtractorPage[]): { header: string[]; rows: string[][] } {
  const columns = extractorColumns(pages);
  const rows = pages.flatMap((page) =>
    page.extractions.map((extraction) => [
      String(page.page_number),
      ...columns.map((c) => {
        const field = extraction.find((f) => f.key === c.key);
        return field ? fieldText(field) : "";
      }),
    ]),
  );
  return { header: ["Page", ...columns.map((c) => c.name)], rows };
}

function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180: CRLF line ends, quoted cells where needed, a header row of field names. */
export function toCsv(results: StepResults): string {
  if (results.action !== "extractor") throw new Error(`No CSV for action ${results.action}.`);
  const { header, rows } = extractorRows(results.pages);
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** Excel allows 31 characters and none of []:*?/\ in a sheet name, and each name once per workbook. */
function sheetName(wanted: string, used: Set<string>): string {
  const base = wanted.replace(/[[\]:*?/\\]/g, " ").slice(0, 31);
  let name = base;
  for (let i = 2; used.has(name.toLowerCase()); i++) name = `${base.slice(0, 31 - String(i).length - 1)} ${i}`;
  used.add(name.toLowerCase());
  return name;
}

function addTablesSheets(workbook: ExcelJS.Workbook, pages: TablesPage[]): void {
  const used = new Set<string>();
  for (const page of pages) {
    for (const t of page.tables) {
      const sheet = workbook.addWorksheet(sheetName(`Page ${page.page_number} Table ${t.tableNumber}`, used));
      for (const row of t.rows) {
        const values: string[] = [];
        for (const cell of row) values[cell.columnIndex] = xmlSafe(cell.text);
        const added = sheet.addRow(Array.from({ length: t.columnCount }, (_, i) => values[i] ?? ""));
        if (t.hasHeaderRow && added.number === 1) added.font = { bold: true };
      }
    }
  }
  const pairs = pages.flatMap((p) => p.key_value_pairs.map((kv) => [String(p.page_number), xmlSafe(kv.key), xmlSafe(kv.value)]));
  if (pairs.length > 0) {
    const sheet = workbook.addWorksheet(sheetName("Key-Value Pairs", used));
    sheet.addRow(["Page", "Key", "Value"]).font = { bold: true };
    sheet.addRows(pairs);
  }
  if (workbook.worksheets.length === 0) workbook.addWorksheet("No tables");
}

export async function toXlsx(results: StepResults): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Transcription service emulator";
  // Fixed dates keep the file identical for identical results.
  workbook.created = workbook.modified = new Date("2026-01-01T00:00:00Z");
  if (results.action === "tables") {
    addTablesSheets(workbook, results.pages);
  } else if (results.action === "extractor") {
    const { header, rows } = extractorRows(results.pages);
    const sheet = workbook.addWorksheet("Extractions");
    sheet.addRow(header).font = { bold: true };
    sheet.addRows(rows.map((r) => r.map(xmlSafe)));
  } else {
    throw new Error(`No XLSX for action ${results.action}.`);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// A document-neutral layout of each result kind: headings, runs of paragraphs, tables with a header flag and
// page breaks. The Word writer turns blocks into paragraphs and tables; the Excel writer flattens a transcript
// layout into rows. Every choice the user makes about shape (headings, page breaks, translation) is applied
// here, once, as plain data.
import { extractedFieldsCaption, keyValueCaption, pageHeading, recordCaption, tableCaption, translationHeading } from "./documentText";
import type { RecordsModel } from "./records";
import { recordGrid } from "./records";
import type { TablesModel } from "./tables";
import { keyValueGrid } from "./tables";
import type { TranscriptModel } from "./transcript";

export type Block =
  | { kind: "heading"; level: 1 | 2 | 3; text: string }
  | { kind: "paragraphs"; lines: string[] }
  | { kind: "table"; rows: string[][]; headerRow: boolean }
  | { kind: "pageBreak" };

export type TranslationPlacement = "none" | "after" | "instead";

export interface TranscriptLayoutOptions {
  /** A "Page N" heading before each page. */
  headings: boolean;
  /** A page break between pages. */
  pageBreaks: boolean;
  translation: TranslationPlacement;
  /** Turns a language code into its name ("fr" -> "French"); the code itself when not given. */
  languageName?: (code: string) => string;
}

export const DEFAULT_TRANSCRIPT_LAYOUT: TranscriptLayoutOptions = { headings: false, pageBreaks: false, translation: "none" };

export function transcriptBlocks(model: TranscriptModel, options: TranscriptLayoutOptions = DEFAULT_TRANSCRIPT_LAYOUT): Block[] {
  const blocks: Block[] = [];
  const name = options.languageName ?? ((code: string) => code);
  model.pages.forEach((page, i) => {
    if (i > 0 && options.pageBreaks) blocks.push({ kind: "pageBreak" });
    if (options.headings) blocks.push({ kind: "heading", level: 2, text: pageHeading(page.pageNumber) });
    const translated = page.translation;
    const showOriginal = options.translation !== "instead" || translated === undefined;
    if (showOriginal && page.lines.length > 0) blocks.push({ kind: "paragraphs", lines: page.lines });
    if (translated && options.translation !== "none") {
      if (options.translation === "after") {
        const text = translationHeading(translated.language ? name(translated.language) : null, options.headings ? page.pageNumber : null);
        blocks.push({ kind: "heading", level: 3, text });
      }
      if (translated.lines.length > 0) blocks.push({ kind: "paragraphs", lines: translated.lines });
    }
  });
  return blocks;
}

export function tablesBlocks(model: TablesModel): Block[] {
  const blocks: Block[] = [];
  for (const table of model.tables) {
    blocks.push({ kind: "heading", level: 3, text: tableCaption(table.index, table.pageNumber) });
    blocks.push({ kind: "table", rows: table.rows, headerRow: table.hasHeaderRow });
  }
  if (model.keyValuePairs.length > 0) {
    blocks.push({ kind: "heading", level: 3, text: keyValueCaption() });
    blocks.push({ kind: "table", rows: keyValueGrid(model.keyValuePairs), headerRow: true });
  }
  return blocks;
}

export function recordsBlocks(model: RecordsModel): Block[] {
  return model.records.flatMap((record, i): Block[] => [
    {
      kind: "heading",
      level: 3,
      text: model.records.length > 1 ? recordCaption(i + 1, record.pageNumber) : extractedFieldsCaption(record.pageNumber),
    },
    { kind: "table", rows: recordGrid(model, record), headerRow: true },
  ]);
}

/** A layout as plain lines (headings included, tables as tab-separated rows): for Excel rows and fallbacks. */
export function blocksToLines(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block): string[] => {
    switch (block.kind) {
      case "heading":
        return [block.text];
      case "paragraphs":
        return block.lines;
      case "table":
        return block.rows.map((row) => row.join("\t"));
      case "pageBreak":
        return [];
    }
  });
}

/** Paragraph count a layout makes in Word (headings and text lines; table rows not counted). */
export function paragraphCount(blocks: readonly Block[]): number {
  return blocks.reduce((n, b) => n + (b.kind === "heading" ? 1 : b.kind === "paragraphs" ? b.lines.length : 0), 0);
}

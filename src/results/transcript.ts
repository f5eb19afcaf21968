// Pure shaping of a transcription result (and its translation, when there is one) into pages of lines,
// cleaned of characters a document cannot hold. Text stays plain text: markup in a transcript is kept literally.
import type { DocumentDetail } from "../api/types";
import { splitLines } from "./text";
import type { TranslationPage } from "../api/types";

export { splitLines } from "./text";

export interface TranslatedLines {
  /** The `translate_to` code, e.g. "fr". */
  language: string;
  lines: string[];
}

export interface TranscriptPageModel {
  pageNumber: number;
  lines: string[];
  /** The page's translation, when the document was uploaded with `translate_to` and it was fetched. */
  translation?: TranslatedLines;
}

export interface TranscriptModel {
  documentId: string;
  fileName: string;
  pages: TranscriptPageModel[];
}

export function transcriptFromDetail(detail: DocumentDetail): TranscriptModel {
  return {
    documentId: detail.id,
    fileName: detail.fileName,
    pages: detail.transcriptPages.map((page) => ({ pageNumber: page.pageNumber, lines: splitLines(page.transcript) })),
  };
}

/**
 * Adds a translation to the pages it belongs to (by page number). A translated page without an original
 * page still appears, with no original lines, so nothing the service returned is lost.
 */
export function withTranslation(model: TranscriptModel, translation: readonly TranslationPage[]): TranscriptModel {
  const byPage = new Map(translation.map((t) => [t.pageNumber, t]));
  const pages: TranscriptPageModel[] = model.pages.map((page) => {
    const t = byPage.get(page.pageNumber);
    byPage.delete(page.pageNumber);
    return t ? { ...page, translation: { language: t.language, lines: splitLines(t.text) } } : { ...page };
  });
  for (const t of byPage.values())
    pages.push({ pageNumber: t.pageNumber, lines: [], translation: { language: t.language, lines: splitLines(t.text) } });
  pages.sort((a, b) => a.pageNumber - b.pageNumber);
  return { ...model, pages };
}

export function hasTranslation(model: TranscriptModel): boolean {
  return model.pages.some((p) => p.translation !== undefined);
}

/** All lines of all pages, in page order: one paragraph (or row) each. */
export function transcriptLines(model: TranscriptModel): string[] {
  return model.pages.flatMap((page) => page.lines);
}

// The translation of a transcript: GET /documents/{id}?action=translate answers a document detail whose
// `results` the spec leaves unshown ("translate: Shape: not shown"). The service (and the emulator) send
// {page_number, language, translation}; other likely spellings are read too, and anything else is skipped,
// never thrown on.

export interface TranslationPage {
  pageNumber: number;
  /** Language code, "" when the service did not say. */
  language: string;
  text: string;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === "string" ? v : typeof v === "number" ? String(v) : null);

/** Reads the translated pages from a detail object or its `results` array. */
export function parseTranslation(detailOrResults: unknown): TranslationPage[] {
  const results = Array.isArray(detailOrResults)
    ? detailOrResults
    : isObject(detailOrResults) && Array.isArray(detailOrResults.results)
      ? detailOrResults.results
      : [];
  const pages = results.flatMap((item: unknown, index: number): TranslationPage[] => {
    if (!isObject(item)) return [];
    const text = str(item.translation) ?? str(item.translated_text) ?? str(item.text) ?? str(item.transcript);
    if (text === null) return [];
    const rawPage = typeof item.page_number === "number" ? item.page_number : Number(str(item.page_number));
    const pageNumber = Number.isInteger(rawPage) && rawPage > 0 ? rawPage : index + 1;
    return [{ pageNumber, language: str(item.language) ?? str(item.translate_to) ?? "", text }];
  });
  return pages.sort((a, b) => a.pageNumber - b.pageNumber);
}

// The translation target the workspace suggests, and the names the language list shows. Plain functions: no
// React, no Office (the document's language is passed in, read by the caller from Office).
import type { TranslationLanguage } from "../api/types";
import { uiLocale } from "../i18n/messages";

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesIn(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: "language", fallback: "none" });
    } catch {
      names = null; // an engine without Intl.DisplayNames: the service's names
    }
    displayNames.set(locale, names);
  }
  return displayNames.get(locale) ?? null;
}

/**
 * A language's name in the UI's language ("Französisch" for "fr" in a German pane), from Intl; the service's
 * label (English) when Intl does not know the code; the code itself when there is neither.
 */
export function languageName(code: string, serviceLabel?: string): string {
  let name: string | undefined;
  try {
    name = namesIn(uiLocale().locale)?.of(code);
  } catch {
    name = undefined; // not a well-formed language tag: keep the service's word for it
  }
  return name || serviceLabel || code;
}

/** The service's languages named in the UI's language, sorted as that language sorts. */
export function localisedLanguages(languages: readonly TranslationLanguage[]): TranslationLanguage[] {
  const collator = new Intl.Collator(uiLocale().locale);
  return languages.map((l) => ({ code: l.code, label: languageName(l.code, l.label) })).sort((a, b) => collator.compare(a.label, b.label));
}

/** The service's code for the document's language ("de" for "de", or the only "de-…" code it offers), or null. */
function offered(language: string | null, available: readonly TranslationLanguage[]): string | null {
  if (!language) return null;
  const exact = available.find((l) => l.code.toLowerCase() === language.toLowerCase());
  if (exact) return exact.code;
  const regional = available.filter((l) => l.code.toLowerCase().split(/[-_]/)[0] === language.toLowerCase());
  return regional.length === 1 && regional[0] ? regional[0].code : null;
}

/**
 * Which language to preselect once the user asked for a translation (or a remembered choice did): the
 * remembered language when the service still offers it, else the document's language when it does, else
 * none ("", the user chooses). Never called when no translation was asked for, so it never turns one on.
 */
export function defaultTranslationTarget(options: {
  remembered: string | null;
  documentLanguage: string | null;
  available: readonly TranslationLanguage[];
}): string {
  const { remembered, documentLanguage, available } = options;
  if (remembered && available.some((l) => l.code === remembered)) return remembered;
  return offered(documentLanguage, available) ?? "";
}

// Which of the shipped languages the task pane speaks, and which way it writes. Office reports its display
// language as a BCP 47 tag ("de-AT", "ar-SA"); the first shipped language whose primary subtag matches wins,
// English when none does. qps-ploc is Windows' pseudo-locale: English, accented and lengthened, so an
// unlocalised or clipped string shows at a glance. No React, no Office.

export const SHIPPED_LANGUAGES = ["en", "de", "fr", "es", "ar"] as const;
export type ShippedLanguage = (typeof SHIPPED_LANGUAGES)[number];
export type UiLanguage = ShippedLanguage | "qps-ploc";

export const PSEUDO_LOCALE = "qps-ploc";

const RIGHT_TO_LEFT: ReadonlySet<UiLanguage> = new Set<UiLanguage>(["ar"]);

function primary(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
}

function shipped(tag: string): UiLanguage | null {
  if (tag.trim().toLowerCase() === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  const lang = primary(tag);
  return (SHIPPED_LANGUAGES as readonly string[]).includes(lang) ? (lang as ShippedLanguage) : null;
}

/** The UI language and the locale for `Intl` (the requested tag itself when it is a shipped language's). */
export interface UiLocale {
  language: UiLanguage;
  /** For Intl formatting: "en-GB" keeps British dates while the words are the English catalog's. */
  locale: string;
  dir: "ltr" | "rtl";
}

/** The first of `requested` (most wanted first) that the add-in speaks; English when none is. */
export function resolveUiLocale(requested: ReadonlyArray<string | null | undefined>): UiLocale {
  for (const tag of requested) {
    if (!tag) continue;
    const language = shipped(tag);
    if (!language) continue;
    return { language, locale: language === PSEUDO_LOCALE ? "en" : validLocale(tag, language), dir: textDirection(language) };
  }
  return { language: "en", locale: "en", dir: "ltr" };
}

export function textDirection(language: UiLanguage): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(language) ? "rtl" : "ltr";
}

function validLocale(tag: string, fallback: string): string {
  try {
    return Intl.getCanonicalLocales(tag.replace("_", "-"))[0] ?? fallback;
  } catch {
    return fallback;
  }
}

/** The language code a service translation target would use for the document's language ("de-CH" → "de"). */
export function primaryLanguage(tag: string | null | undefined): string | null {
  const lang = tag ? primary(tag) : "";
  return /^[a-z]{2,3}$/.test(lang) ? lang : null;
}

// Which language an Office dialog page speaks: the pane's. The pane puts its language in the dialog's
// address (?lang=); a page reached by a redirect it does not control (the OAuth redirect page, msal's return
// to the Microsoft sign-in page) finds it in the dialog window's sessionStorage, where the first page wrote
// it (same origin, same window); the browser's languages last. Plain functions, no DOM, no Office.
import { PSEUDO_LOCALE, resolveUiLocale, type UiLocale } from "../i18n/languages";

export const LANGUAGE_PARAM = "lang";
const CARRIED_KEY = "transcribe.dialog.lang";

/** The pane's language as a dialog address carries it: the locale ("de-AT"), or the pseudo-locale's name. */
export function languageTag(ui: UiLocale): string {
  return ui.language === PSEUDO_LOCALE ? PSEUDO_LOCALE : ui.locale;
}

/** `url` with the pane's language added, for a dialog page to speak it. */
export function withDialogLanguage(url: string, ui: UiLocale): string {
  const address = new URL(url);
  address.searchParams.set(LANGUAGE_PARAM, languageTag(ui));
  return address.href;
}

/** The part of Web Storage used here; null where the page may not use storage. */
export type CarriedLanguageStore = Pick<Storage, "getItem" | "setItem"> | null;

export interface DialogLanguageSources {
  /** The page's query string (`location.search`). */
  search: string;
  /** The dialog window's sessionStorage. */
  store: CarriedLanguageStore;
  /** The browser's languages, most wanted first. */
  browser: readonly string[];
}

/** Only a language tag is carried or believed, never other text put in the address. */
function tagOrNull(value: string | null): string | null {
  return value !== null && /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,3}$/.test(value) ? value : null;
}

/** The dialog page's language; one given in the address is kept for the pages the window shows next. */
export function dialogUiLocale({ search, store, browser }: DialogLanguageSources): UiLocale {
  const requested = tagOrNull(new URLSearchParams(search).get(LANGUAGE_PARAM));
  let carried: string | null = null;
  try {
    if (requested !== null) store?.setItem(CARRIED_KEY, requested);
    else carried = tagOrNull(store?.getItem(CARRIED_KEY) ?? null);
  } catch {
    // Storage refused: the next page falls back to the browser's language.
  }
  return resolveUiLocale([requested, carried, ...browser]);
}

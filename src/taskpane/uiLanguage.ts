// The task pane's language: ?lang= first (the preview's switch, and a support aid), then Office's display
// language, then the browser's (outside Office). The document's language (Office's content language) is the
// default translation target.
import { primaryLanguage, resolveUiLocale, type UiLocale } from "../i18n/languages";

function officeContext(): Office.Context | undefined {
  return typeof Office === "undefined" ? undefined : Office.context;
}

export function paneUiLocale(pageHref: string): UiLocale {
  const requested = new URL(pageHref).searchParams.get("lang");
  const browser = typeof navigator === "undefined" ? [] : [...(navigator.languages ?? []), navigator.language];
  return resolveUiLocale([requested, officeContext()?.displayLanguage, ...browser]);
}

/** The document's language as a service language code ("de"), or null when Office does not say. */
export function documentLanguage(): string | null {
  return primaryLanguage(officeContext()?.contentLanguage);
}

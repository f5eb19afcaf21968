// What the add-in says about itself: its version (from package.json at build time), support page and privacy
// statement (its name is a message, session.app.productName). Plain data, shown by Settings' Help and About.
import { uiLocale } from "./i18n/messages";
import { SHIPPED_LANGUAGES, type UiLanguage } from "./i18n/languages";

declare const __APP_VERSION__: string | undefined;

export const APP_VERSION: string = typeof __APP_VERSION__ === "undefined" ? "development" : __APP_VERSION__;

/** The help page's file in `language`: support.html is English (the manifest's SupportUrl), support.de.html… */
export function supportPage(language: UiLanguage): string {
  return language === "en" || !(SHIPPED_LANGUAGES as readonly string[]).includes(language) ? "support.html" : `support.${language}.html`;
}

/** The help page in the UI's language, on the add-in's own origin. */
export function supportUrl(pageHref: string, language: UiLanguage = uiLocale().language): string {
  return new URL(supportPage(language), pageHref).href;
}

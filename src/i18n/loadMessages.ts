// Loads the catalog parts a page needs, in the UI's language only (each part of each language is its own
// chunk): "core" before the task pane's first screen, "views" with the shell, "dialogs" on the Office dialog
// pages. The pseudo-locale is made from English on the fly.
import type { ShippedLanguage, UiLocale } from "./languages";
import { PSEUDO_LOCALE } from "./languages";
import { installMessages, type MessageSource } from "./messages";

export type CatalogPart = "core" | "views" | "dialogs";
// The catalogs are typed as text; the built add-in's arrive parsed (scripts/webpack/precompile-messages-loader.js).
type Loader = () => Promise<{ default: Readonly<Record<string, MessageSource>> }>;

const LOADERS: Readonly<Record<CatalogPart, Readonly<Record<ShippedLanguage, Loader>>>> = {
  core: {
    en: () => import(/* webpackChunkName: "messages-core-en" */ "./catalogs/en/core"),
    de: () => import(/* webpackChunkName: "messages-core-de" */ "./catalogs/de/core"),
    fr: () => import(/* webpackChunkName: "messages-core-fr" */ "./catalogs/fr/core"),
    es: () => import(/* webpackChunkName: "messages-core-es" */ "./catalogs/es/core"),
    ar: () => import(/* webpackChunkName: "messages-core-ar" */ "./catalogs/ar/core"),
  },
  views: {
    en: () => import(/* webpackChunkName: "messages-views-en" */ "./catalogs/en/views"),
    de: () => import(/* webpackChunkName: "messages-views-de" */ "./catalogs/de/views"),
    fr: () => import(/* webpackChunkName: "messages-views-fr" */ "./catalogs/fr/views"),
    es: () => import(/* webpackChunkName: "messages-views-es" */ "./catalogs/es/views"),
    ar: () => import(/* webpackChunkName: "messages-views-ar" */ "./catalogs/ar/views"),
  },
  dialogs: {
    en: () => import(/* webpackChunkName: "messages-dialogs-en" */ "./catalogs/en/dialogs.part"),
    de: () => import(/* webpackChunkName: "messages-dialogs-de" */ "./catalogs/de/dialogs.part"),
    fr: () => import(/* webpackChunkName: "messages-dialogs-fr" */ "./catalogs/fr/dialogs.part"),
    es: () => import(/* webpackChunkName: "messages-dialogs-es" */ "./catalogs/es/dialogs.part"),
    ar: () => import(/* webpackChunkName: "messages-dialogs-ar" */ "./catalogs/ar/dialogs.part"),
  },
};

const loaded = new Map<string, Promise<void>>();

/** Loads and installs `parts` for `uiLocale` (once each; a failed load may be tried again). */
export function loadMessages(uiLocale: UiLocale, parts: readonly CatalogPart[]): Promise<void> {
  return Promise.all(parts.map((part) => loadPart(uiLocale, part))).then(() => undefined);
}

function loadPart(uiLocale: UiLocale, part: CatalogPart): Promise<void> {
  const id = `${uiLocale.language}|${uiLocale.locale}|${part}`;
  let pending = loaded.get(id);
  if (!pending) {
    const pseudo = uiLocale.language === PSEUDO_LOCALE;
    const language: ShippedLanguage = uiLocale.language === PSEUDO_LOCALE ? "en" : uiLocale.language;
    pending = LOADERS[part][language]()
      .then(async ({ default: catalog }) => {
        if (!pseudo) return catalog;
        const { pseudoLocalize } = await import(/* webpackChunkName: "pseudo-locale" */ "./pseudo");
        return pseudoLocalize(catalog);
      })
      .then((messages) => installMessages(uiLocale, messages));
    pending.catch(() => loaded.delete(id));
    loaded.set(id, pending);
  }
  return pending;
}

// Shared by the Office dialog pages: speak the pane's language (see dialogLanguage.ts), title the page (and its
// heading) and show a status sentence. The page's own work (forwarding, handing the sign-in back) never waits
// for the words: a sentence shows once the catalog is there. Where it cannot load, the built-in English speaks.
import englishDialogs from "../i18n/catalogs/en/dialogs.part";
import { loadMessages } from "../i18n/loadMessages";
import { installMessages, t, type MessageKey } from "../i18n/messages";
import type { UiLocale } from "../i18n/languages";
import { dialogUiLocale, type CarriedLanguageStore } from "./dialogLanguage";

const ENGLISH: UiLocale = { language: "en", locale: "en", dir: "ltr" };

function sessionStore(): CarriedLanguageStore {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function speak(ui: UiLocale): void {
  document.documentElement.lang = ui.locale;
  document.documentElement.dir = ui.dir;
}

export interface DialogPage {
  /** Shows the sentence of `key` (the latest one asked for wins). */
  show(key: MessageKey): void;
}

/** Sets up the page in the pane's language, titled by `titleKey`. */
export function dialogPage(titleKey: MessageKey): DialogPage {
  const browser = typeof navigator === "undefined" ? [] : [...(navigator.languages ?? []), navigator.language];
  const ui = dialogUiLocale({ search: window.location.search, store: sessionStore(), browser });
  const ready = loadMessages(ui, ["dialogs"]).then(
    () => speak(ui),
    () => {
      installMessages(ENGLISH, englishDialogs);
      speak(ENGLISH);
    },
  );
  void ready.then(() => {
    document.title = t(titleKey);
    const heading = document.getElementById("title");
    if (heading) heading.textContent = t(titleKey);
  });
  let latest: MessageKey | null = null;
  return {
    show(key) {
      latest = key;
      void ready.then(() => {
        const element = document.getElementById("message");
        if (element && latest === key) element.textContent = t(key);
      });
    },
  };
}

// Renders the task pane into a DOM element, in the user's language. Shared by the real task pane (index.tsx)
// and the browser preview.
import { FluentProvider } from "@fluentui/react-components";
import { createRoot, type Root } from "react-dom/client";
import { sharePaceAcrossPanes } from "../api/accountClient";
import { browserSharedPace } from "../api/sharedPace";
import { pageStorage } from "../auth/pageStorage";
import { defaultSignInWindow } from "../auth/signInWindow";
import { appConfig } from "../config";
import { loadMessages } from "../i18n/loadMessages";
import type { HostKind } from "../office/host";
import { pagePolicy } from "../work/policy/pagePolicy";
import { App } from "./App";
import { PolicyContext } from "./usePolicy";
import { officeTheme, themeNamed } from "./theme";
import { paneUiLocale } from "./uiLanguage";

/**
 * The review's larger window (review-dialog.html runs this script): in the pane's language and theme, both from
 * the dialog's address; the review itself is a chunk of its own.
 */
export async function mountReviewWindow(element: HTMLElement): Promise<void> {
  // The pane puts its language in the dialog's address (?lang=), which the pane's own reading takes first.
  const ui = paneUiLocale(window.location.href);
  document.documentElement.lang = ui.locale;
  document.documentElement.dir = ui.dir;
  const dark = new URLSearchParams(window.location.search).get("theme") === "dark";
  const [{ ReviewWindowPage }] = await Promise.all([import("../dialogs/reviewDialog"), loadMessages(ui, ["views"])]);
  createRoot(element).render(
    <FluentProvider theme={themeNamed(dark)} dir={ui.dir} lang={ui.locale} style={{ minHeight: "100vh" }}>
      <ReviewWindowPage />
    </FluentProvider>,
  );
}

export async function mountTaskPane(element: HTMLElement, host: HostKind): Promise<Root> {
  const storage = pageStorage();
  // Word and Excel open together: their requests keep to one pace (the service's limit is the account's).
  sharePaceAcrossPanes((baseUrl) => browserSharedPace(baseUrl, storage));
  // Started already by the page's entry (the same source): applied when it arrives, never waited for.
  const policy = pagePolicy(window.location.href, storage);
  const ui = paneUiLocale(window.location.href);
  const root = createRoot(element);
  try {
    await loadMessages(ui, ["core"]);
  } catch {
    // Without its words the pane cannot say anything useful; this one sentence is all it can show.
    element.textContent = "The add-in could not load. Check the connection, then close and reopen it.";
    return root;
  }
  root.render(
    // `dir` mirrors the whole layout for Arabic: Fluent flips its styles, and logical CSS follows.
    <FluentProvider theme={officeTheme()} dir={ui.dir} lang={ui.locale} style={{ minHeight: "100vh" }}>
      <PolicyContext.Provider value={policy}>
        <App
          host={host}
          config={appConfig}
          storage={storage}
          pageHref={window.location.href}
          signInWindow={defaultSignInWindow}
          policy={policy}
        />
      </PolicyContext.Provider>
    </FluentProvider>,
  );
  return root;
}

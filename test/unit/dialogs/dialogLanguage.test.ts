/**
 * @jest-environment jsdom
 */
// The Office dialog pages speak the pane's language: the one in their address, else the one the dialog's
// first page kept in the window's sessionStorage (the OAuth redirect and msal's return carry no ?lang=),
// else the browser's.
import { waitFor } from "@testing-library/react";
import { dialogUiLocale, withDialogLanguage } from "../../../src/dialogs/dialogLanguage";
import { dialogPage } from "../../../src/dialogs/dialogPage";
import { installEnglish } from "../i18n/pseudoCheck";

function memoryStore(): Storage {
  return new (class implements Storage {
    private map = new Map<string, string>();
    get length(): number {
      return this.map.size;
    }
    clear(): void {
      this.map.clear();
    }
    getItem(key: string): string | null {
      return this.map.get(key) ?? null;
    }
    key(): string | null {
      return null;
    }
    removeItem(key: string): void {
      this.map.delete(key);
    }
    setItem(key: string, value: string): void {
      this.map.set(key, value);
    }
  })();
}

describe("dialogUiLocale", () => {
  test("the address's language comes first, and is kept for the pages the window shows next", () => {
    const store = memoryStore();
    expect(dialogUiLocale({ search: "?state=x&lang=de-AT", store, browser: ["fr-FR"] })).toEqual({
      language: "de",
      locale: "de-AT",
      dir: "ltr",
    });
    // The redirect page: no ?lang=, the carried language wins over the browser's.
    expect(dialogUiLocale({ search: "?code=c&state=s", store, browser: ["fr-FR"] })).toMatchObject({ language: "de", locale: "de-AT" });
  });

  test("without an address or carried language, the browser's first shipped language; else English", () => {
    expect(dialogUiLocale({ search: "", store: memoryStore(), browser: ["nl-NL", "ar-EG"] })).toEqual({
      language: "ar",
      locale: "ar-EG",
      dir: "rtl",
    });
    expect(dialogUiLocale({ search: "", store: null, browser: ["nl"] })).toEqual({ language: "en", locale: "en", dir: "ltr" });
  });

  test("keeps the pseudo-locale, ignores what is not a language tag, and survives refused storage", () => {
    const store = memoryStore();
    expect(dialogUiLocale({ search: "?lang=qps-ploc", store, browser: [] }).language).toBe("qps-ploc");
    // Not a tag: ignored, so the carried language still speaks.
    expect(dialogUiLocale({ search: "?lang=%3Cscript%3E", store, browser: ["es"] }).language).toBe("qps-ploc");
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(dialogUiLocale({ search: "?lang=fr", store: refusing, browser: ["es"] }).language).toBe("fr");
    expect(dialogUiLocale({ search: "", store: refusing, browser: ["es"] }).language).toBe("es");
  });

  test("the pane puts its language in a dialog's address, keeping what is there", () => {
    const url = new URL(
      withDialogLanguage("https://addin.test/signin-start.html?state=s", { language: "ar", locale: "ar-SA", dir: "rtl" }),
    );
    expect(url.searchParams.get("state")).toBe("s");
    expect(url.searchParams.get("lang")).toBe("ar-SA");
    const pseudo = withDialogLanguage("https://addin.test/payment-start.html", { language: "qps-ploc", locale: "en", dir: "ltr" });
    expect(new URL(pseudo).searchParams.get("lang")).toBe("qps-ploc");
  });
});

describe("a dialog page", () => {
  afterEach(() => {
    installEnglish();
    window.sessionStorage.clear();
    window.history.replaceState(null, "", "/");
  });

  test("titles itself and speaks in the language it was given, right to left for Arabic", async () => {
    document.body.innerHTML = '<main><h1 id="title"></h1><p id="message" role="status"></p></main>';
    window.history.replaceState(null, "", "/signin-start.html?lang=ar");
    const page = dialogPage("dialogs.signin.title");
    page.show("dialogs.signin.opening");
    await waitFor(() => expect(document.title).toBe("جارٍ تسجيل الدخول"));
    expect(document.getElementById("message")?.textContent).toBe("جارٍ فتح صفحة تسجيل الدخول…");
    expect(document.getElementById("title")?.textContent).toBe("جارٍ تسجيل الدخول");
    expect(document.documentElement.lang).toBe("ar");
    expect(document.documentElement.dir).toBe("rtl");

    // The redirect page, in the same window: no ?lang=, same language.
    window.history.replaceState(null, "", "/signin-redirect.html?code=c&state=s");
    dialogPage("dialogs.signin.title").show("dialogs.signin.signedInDialog");
    await waitFor(() => expect(document.getElementById("message")?.textContent).toBe("تم تسجيل الدخول. ستُغلق هذه النافذة تلقائيًا."));
  });
});

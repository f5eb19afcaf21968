// The message formatter: plurals in each language's own categories, Intl formatting in the UI's locale,
// the pseudo-locale, and how the language is chosen.
import englishCore from "../../../src/i18n/catalogs/en/core";
import englishDialogs from "../../../src/i18n/catalogs/en/dialogs.part";
import englishViews from "../../../src/i18n/catalogs/en/views";
import { formatFileSize, formatNumber } from "../../../src/i18n/format";
import { resolveUiLocale, primaryLanguage } from "../../../src/i18n/languages";
import { installMessages, t, type MessageKey } from "../../../src/i18n/messages";
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoLocalize } from "../../../src/i18n/pseudo";

const key = (k: string): MessageKey => k as MessageKey;
const ENGLISH = { language: "en", locale: "en", dir: "ltr" } as const;

afterEach(() => installMessages(ENGLISH, { ...englishCore, ...englishViews, ...englishDialogs }));

describe("t", () => {
  test("chooses plural forms through the locale's rules (Arabic has six)", () => {
    const files = "{count, plural, zero {لا ملفات} one {ملف واحد} two {ملفان} few {# ملفات} many {# ملفًا} other {# ملف}}";
    installMessages({ language: "ar", locale: "ar", dir: "rtl" }, { "test.files": files });
    expect(t(key("test.files"), { count: 0 })).toBe("لا ملفات");
    expect(t(key("test.files"), { count: 2 })).toBe("ملفان");
    expect(t(key("test.files"), { count: 3 })).toContain("ملفات");
    expect(t(key("test.files"), { count: 11 })).toContain("ملفًا");
  });

  test("formats numbers in the message through the locale", () => {
    installMessages({ language: "de", locale: "de-DE", dir: "ltr" }, { "test.pages": "{count, plural, one {# Seite} other {# Seiten}}" });
    expect(t(key("test.pages"), { count: 1234 })).toBe("1.234 Seiten");
    expect(formatNumber(0.5, { style: "percent" })).toMatch(/50\s?%/);
    expect(formatFileSize(3.5 * 1024 * 1024)).toMatch(/^3,5\sMB$/);
  });

  test("a key not loaded shows as itself, never a crash", () => {
    installMessages({ language: "fr", locale: "fr", dir: "ltr" }, {});
    expect(t(key("nowhere.to.be.found"))).toBe("nowhere.to.be.found");
  });
});

describe("pseudo-locale", () => {
  test("accents and lengthens literal text, keeping placeholders and plural keywords", () => {
    const pseudo = pseudoLocalize({ "test.sent": "{count, plural, one {# file sent to {name}} other {# files sent to {name}}}" });
    installMessages({ language: "qps-ploc", locale: "en", dir: "ltr" }, pseudo);
    const text = t(key("test.sent"), { count: 2, name: "Word" });
    expect(text.startsWith(PSEUDO_OPEN) && text.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(text).toContain("2 ƒîļéš šéñţ ţö Word");
    expect(text.length).toBeGreaterThan("2 files sent to Word".length + 4);
  });
});

describe("choosing the language", () => {
  test("the first shipped language asked for wins; its region stays for Intl", () => {
    expect(resolveUiLocale(["de-AT", "en-US"])).toEqual({ language: "de", locale: "de-AT", dir: "ltr" });
    expect(resolveUiLocale([null, "ja-JP", "fr-CA"])).toEqual({ language: "fr", locale: "fr-CA", dir: "ltr" });
    expect(resolveUiLocale(["ar-SA"]).dir).toBe("rtl");
    expect(resolveUiLocale(["qps-ploc"]).language).toBe("qps-ploc");
    expect(resolveUiLocale(["ja-JP"])).toEqual({ language: "en", locale: "en", dir: "ltr" });
  });

  test("the document's language becomes a service language code", () => {
    expect(primaryLanguage("de-CH")).toBe("de");
    expect(primaryLanguage("")).toBeNull();
  });
});

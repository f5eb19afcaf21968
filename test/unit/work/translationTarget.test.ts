// The translation target the workspace suggests, and the language names its list shows.
import { installMessages } from "../../../src/i18n/messages";
import { defaultTranslationTarget, languageName, localisedLanguages } from "../../../src/work/translationTarget";
import { installEnglish } from "../i18n/pseudoCheck";

const OFFERED = [
  { code: "en", label: "English" },
  { code: "fr", label: "French" },
  { code: "de", label: "German" },
  { code: "pt-BR", label: "Portuguese (Brazil)" },
];

afterEach(() => installEnglish());

describe("defaultTranslationTarget", () => {
  it("suggests the document's language when the service offers it", () => {
    expect(defaultTranslationTarget({ remembered: null, documentLanguage: "de", available: OFFERED })).toBe("de");
  });

  it("lets a remembered choice win over the document's language", () => {
    expect(defaultTranslationTarget({ remembered: "fr", documentLanguage: "de", available: OFFERED })).toBe("fr");
  });

  it("ignores a remembered language the service no longer offers", () => {
    expect(defaultTranslationTarget({ remembered: "xx", documentLanguage: "de", available: OFFERED })).toBe("de");
  });

  it("suggests nothing when the document's language is not offered or not known", () => {
    expect(defaultTranslationTarget({ remembered: null, documentLanguage: "ja", available: OFFERED })).toBe("");
    expect(defaultTranslationTarget({ remembered: null, documentLanguage: null, available: OFFERED })).toBe("");
    expect(defaultTranslationTarget({ remembered: "", documentLanguage: null, available: OFFERED })).toBe("");
  });

  it("matches a regional service code when it is the only one of that language", () => {
    expect(defaultTranslationTarget({ remembered: null, documentLanguage: "pt", available: OFFERED })).toBe("pt-BR");
    const two = [...OFFERED, { code: "pt-PT", label: "Portuguese (Portugal)" }];
    expect(defaultTranslationTarget({ remembered: null, documentLanguage: "pt", available: two })).toBe("");
  });
});

describe("language names", () => {
  it("names a language in the UI's language, with the service's name when Intl does not know the code", () => {
    installMessages({ language: "de", locale: "de", dir: "ltr" }, {});
    expect(languageName("fr", "French")).toBe("Französisch");
    expect(languageName("zz-qq", "Klingon")).toBe("Klingon");
    expect(languageName("not a tag", "Mystery")).toBe("Mystery");
    expect(languageName("not a tag")).toBe("not a tag");
  });

  it("sorts the list as the UI's language sorts its names", () => {
    installMessages({ language: "de", locale: "de", dir: "ltr" }, {});
    expect(localisedLanguages(OFFERED).map((l) => l.label)).toEqual(["Deutsch", "Englisch", "Französisch", "Portugiesisch (Brasilien)"]);
  });
});

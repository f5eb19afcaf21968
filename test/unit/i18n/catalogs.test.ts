// Every shipped language has every English key, with the same placeholders, as valid ICU MessageFormat; and
// each is a translation, not English left in place.
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Catalog } from "../../../src/i18n/translation";
import { SHIPPED_LANGUAGES } from "../../../src/i18n/languages";

type Part = "core" | "views" | "dialogs.part";
const PARTS: readonly Part[] = ["core", "views", "dialogs.part"];

function catalog(language: string, part: Part): Catalog {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(`../../../src/i18n/catalogs/${language}/${part}`) as { default: Catalog }).default;
}

/** The message's arguments as "name:type" (plural and select keep their names; `#` is not an argument). */
function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.tag) {
      into.add(`<${el.value}>`);
      placeholders(el.children, into);
      continue;
    }
    into.add(`${el.value}:${TYPE[el.type]}`);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) placeholders(option.value, into);
  }
  return into;
}

const sorted = (s: Set<string>): string[] => [...s].sort();

describe.each(PARTS)("the %s catalog", (part) => {
  const english = catalog("en", part);

  test("English messages are valid ICU, with no key twice across parts", () => {
    for (const [key, message] of Object.entries(english)) expect(() => parse(message)).not.toThrow(key);
    for (const other of PARTS.filter((p) => p !== part)) {
      const clash = Object.keys(catalog("en", other)).filter((k) => k in english);
      expect(clash).toEqual([]);
    }
  });

  test.each(SHIPPED_LANGUAGES.filter((l) => l !== "en"))("%s has every English key with the same placeholders", (language) => {
    const translated = catalog(language, part);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(english)) {
      const theirs = translated[key] ?? "";
      let parsed: MessageFormatElement[] = [];
      expect(() => (parsed = parse(theirs))).not.toThrow();
      expect({ key, placeholders: sorted(placeholders(parsed)) }).toEqual({ key, placeholders: sorted(placeholders(parse(message))) });
    }
  });

  test.each(SHIPPED_LANGUAGES.filter((l) => l !== "en"))("%s is translated, not English left in place", (language) => {
    const translated = catalog(language, part);
    // Product names and formats read the same in every language; whole sentences do not.
    const same = Object.entries(english).filter(([key, message]) => translated[key] === message && /[a-z]{3,}\s+[a-z]{3,}/i.test(message));
    expect(same.map(([key]) => key)).toEqual([]);
  });
});

// Issue 35 item 13: Outlook's pane shows the sign-in screen beside a message, not a file; the sentence that
// introduces the add-in there names neither, in every language.
test.each(["en", "de", "fr", "es", "ar"])("the sign-in screen's introduction names no file (%s)", (language) => {
  const intro = catalog(language, "core")["session.signInScreen.intro"];
  expect(intro).toBeDefined();
  expect(intro).not.toMatch(/this file|dieser Datei|ce fichier|este archivo|هذا الملف/);
});

// The help page ships in every UI language, each a valid page in its language and direction with no script
// (the production CSP allows none inline), and Help links to the one of the UI language.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { supportPage, supportUrl } from "../../../src/about";
import { SHIPPED_LANGUAGES, textDirection } from "../../../src/i18n/languages";

const DIR = join(__dirname, "../../../src/support");

test.each(SHIPPED_LANGUAGES)("%s: its own page, in its language and direction, with no script", (language) => {
  const text = readFileSync(join(DIR, supportPage(language)), "utf8");
  expect(text.startsWith("<!doctype html>")).toBe(true);
  const html = /<html lang="([^"]+)"(?: dir="(ltr|rtl)")?>/.exec(text);
  expect(html?.[1]).toBe(language);
  expect(html?.[2] ?? "ltr").toBe(textDirection(language));
  expect(text).not.toMatch(/<script|\son[a-z]+=/i);
  expect(text).toMatch(/<title>[^<]+<\/title>/);
});

test("Help links to the page of the UI language; English and the pseudo-locale get the manifest's page", () => {
  expect(supportUrl("https://addin.example/taskpane.html", "de")).toBe("https://addin.example/support.de.html");
  expect(supportUrl("https://addin.example/taskpane.html", "ar")).toBe("https://addin.example/support.ar.html");
  expect(supportUrl("https://addin.example/taskpane.html", "en")).toBe("https://addin.example/support.html");
  expect(supportPage("qps-ploc")).toBe("support.html");
  expect(supportUrl("https://addin.example/taskpane.html")).toBe("https://addin.example/support.html");
});

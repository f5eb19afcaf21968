// For component tests in the pseudo-locale: every word a user can see or hear must come from the catalogs,
// so in qps-ploc every text node and accessible attribute carries the pseudo marks, except data (file names,
// numbers) the test names as allowed.
import englishCore from "../../../src/i18n/catalogs/en/core";
import englishDialogs from "../../../src/i18n/catalogs/en/dialogs.part";
import englishViews from "../../../src/i18n/catalogs/en/views";
import { installMessages } from "../../../src/i18n/messages";
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoLocalize } from "../../../src/i18n/pseudo";

const ALL_ENGLISH = { ...englishCore, ...englishViews, ...englishDialogs };

export function installPseudoLocale(): void {
  installMessages({ language: "qps-ploc", locale: "en", dir: "ltr" }, pseudoLocalize(ALL_ENGLISH));
}

export function installEnglish(): void {
  installMessages({ language: "en", locale: "en", dir: "ltr" }, ALL_ENGLISH);
}

const SPOKEN_ATTRIBUTES = ["aria-label", "aria-description", "aria-valuetext", "aria-roledescription", "title", "placeholder", "alt"];

function marked(text: string): boolean {
  return text.includes(PSEUDO_OPEN) || text.includes(PSEUDO_CLOSE);
}

/** Text with no letters (numbers, punctuation, symbols) needs no translation. */
function wordless(text: string): boolean {
  return !/\p{L}/u.test(text);
}

/**
 * The visible or spoken strings under `root` (the whole document by default, so portals such as dialogs and
 * menus count) that did not come from a catalog. `allowed`: data the test put there (file names, e-mails).
 */
export function unmarkedText(allowed: readonly string[] = [], root: Node = document.body): string[] {
  const found: string[] = [];
  const isAllowed = (text: string): boolean =>
    wordless(text) || marked(text) || allowed.some((a) => text === a || wordless(text.split(a).join("")));
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement?.tagName;
      const text = (node.textContent ?? "").trim();
      if (parent === "STYLE" || parent === "SCRIPT" || !text) continue;
      if (!isAllowed(text)) found.push(text);
    } else if (node instanceof Element) {
      for (const name of SPOKEN_ATTRIBUTES) {
        const value = node.getAttribute(name)?.trim();
        if (value && !isAllowed(value)) found.push(`[${name}] ${value}`);
      }
    }
  }
  return found;
}

// Issue 21, item 12: in Arabic (right to left) the brand "Microsoft 365" and the values put into sentences
// (names, numbers, addresses) are isolated with FSI ... PDI (U+2068, U+2069), so the bidi algorithm cannot
// reorder them with the Arabic around them ("365 Microsoft", a number jumping to the other side of a name).
// Words written into the document (results.document.*, captions) are not: Word and Excel get plain text.
import { IntlMessageFormat } from "intl-messageformat";
import type { Catalog } from "../../../src/i18n/translation";

const FSI = "\u2068";
const PDI = "\u2069";

function arabic(): Catalog {
  const load = (part: string): Catalog =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require(`../../../src/i18n/catalogs/ar/${part}`) as { default: Catalog }).default;
  return { ...load("core"), ...load("views"), ...load("dialogs.part") };
}

const forTheDocument = (key: string): boolean => key.startsWith("results.document.") || /^review\..*[Cc]aption$/.test(key);

test('"Microsoft 365" is isolated in every Arabic message', () => {
  const bare = Object.entries(arabic()).filter(([, m]) =>
    m.replace(new RegExp(`${FSI}Microsoft 365${PDI}`, "g"), "").includes("Microsoft 365"),
  );
  expect(bare.map(([key]) => key)).toEqual([]);
  const said = new IntlMessageFormat(arabic()["microsoft.sourcesPanel.signedInAs"]!, "ar").format({
    name: "Alex Wilber",
    username: "alex@contoso.test",
  });
  expect(said).toBe(`تم تسجيل الدخول باسم ${FSI}Alex Wilber${PDI} (${FSI}alex@contoso.test${PDI}).`);
});

test("every simple argument of an Arabic message shown in the pane is isolated", () => {
  const bare = Object.entries(arabic())
    // policy.problem.type: "{null}" there is a select branch's text (the word null), not an argument.
    .filter(([key]) => !forTheDocument(key) && key !== "policy.problem.type")
    .filter(([, m]) => /(?<!\u2068)\{[A-Za-z_]\w*\}|\{[A-Za-z_]\w*\}(?!\u2069)/.test(m));
  expect(bare.map(([key]) => key)).toEqual([]);
});

test("words written into the document carry no isolation marks", () => {
  const marked = Object.entries(arabic()).filter(([key, m]) => forTheDocument(key) && /[\u2066-\u2069]/.test(m));
  expect(marked.map(([key]) => key)).toEqual([]);
});

// Counted phrases ("1 page", "3 pages") chosen by Intl.PluralRules, so each language's plural categories can
// get their own wording later (only "one" and "other" are written out for English today). No React, no Office.

/** The wording of a counted phrase per plural category; `other` is required, the rest fall back to it. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rulesByLocale = new Map<string, Intl.PluralRules>();

function rules(locale: string): Intl.PluralRules {
  let r = rulesByLocale.get(locale);
  if (!r) {
    r = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, r);
  }
  return r;
}

/**
 * The phrase for `count`, with `{n}` replaced by the count in the locale's digits:
 * `plural(3, { one: "{n} page", other: "{n} pages" })` is "3 pages".
 */
export function plural(count: number, forms: PluralForms, locale = "en"): string {
  const form = forms[rules(locale).select(count)] ?? forms.other;
  return form.replace("{n}", count.toLocaleString(locale));
}

/** English nouns that just add "s": `count(3, "page")` is "3 pages". */
export function count(n: number, one: string, other = `${one}s`): string {
  return plural(n, { one: `{n} ${one}`, other: `{n} ${other}` });
}

// The pseudo-locale (qps-ploc): English with every letter accented, each message a third longer and between
// guillemets (every font has them), so in the preview (?lang=qps-ploc) a string that skipped the catalogs
// stands out unaccented, and a label clipped by the layout loses its closing mark. Placeholders, plural and select
// keywords stay intact: the ICU text is parsed and only its literal parts rewritten.
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { MessageSource } from "./messages";

export const PSEUDO_OPEN = "«";
export const PSEUDO_CLOSE = "»";

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((c, i) => [
    c,
    [..."åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][i] ?? c,
  ]),
);

function accent(text: string): string {
  return [...text].map((c) => ACCENTED[c] ?? c).join("");
}

function rewrite(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((el) => {
    if (el.type === TYPE.literal) return { ...el, value: accent(el.value) };
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      const options = Object.fromEntries(Object.entries(el.options).map(([k, o]) => [k, { ...o, value: rewrite(o.value) }]));
      return { ...el, options };
    }
    if (el.type === TYPE.tag) return { ...el, children: rewrite(el.children) };
    return el;
  });
}

/** The length of the literal text (in the first option of a plural or select). */
function textLength(elements: MessageFormatElement[]): number {
  let length = 0;
  for (const el of elements) {
    if (el.type === TYPE.literal) length += el.value.length;
    else if (el.type === TYPE.plural || el.type === TYPE.select) length += textLength(Object.values(el.options)[0]?.value ?? []);
    else if (el.type === TYPE.tag) length += textLength(el.children);
  }
  return length;
}

/**
 * The pseudo-localised form of each English message, parsed (intl-messageformat takes the parsed form). The
 * built add-in's catalogs arrive parsed already (scripts/webpack/precompile-messages-loader.js); tests' as text.
 */
export function pseudoLocalize(english: Readonly<Record<string, MessageSource>>): Record<string, MessageFormatElement[]> {
  const out: Record<string, MessageFormatElement[]> = {};
  for (const [key, source] of Object.entries(english)) {
    const elements = typeof source === "string" ? parse(source) : source;
    // About a third longer, as German or Finnish often is: clipped labels show.
    const padding = "·".repeat(Math.max(1, Math.ceil(textLength(elements) / 3)));
    out[key] = [
      { type: TYPE.literal, value: PSEUDO_OPEN },
      ...rewrite(elements),
      { type: TYPE.literal, value: ` ${padding}${PSEUDO_CLOSE}` },
    ];
  }
  return out;
}

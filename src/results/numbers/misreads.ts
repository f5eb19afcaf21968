// Letters a reader of scans and handwriting often takes for digits: "1O5" is 105 with an O for the zero.
// Pure: numberReading.ts offers the corrected text as a suggestion when it reads as a number; nothing is ever
// corrected by itself.

const LOOKALIKES: Readonly<Record<string, string>> = { O: "0", o: "0", I: "1", l: "1", "|": "1", S: "5", B: "8", Z: "2" };
const LOOKALIKE = /[OoIl|SBZ]/g;

/**
 * The text with its look-alike letters as digits ("1O5" -> "105", "l,24O" -> "1,240"), or null when it is not
 * a number with such letters in it: every letter must be one of them, and there must be a digit that comes
 * first or outnumbers them ("B2B" stays a name).
 */
export function digitLookalikeFix(text: string): string | null {
  const letters = text.match(LOOKALIKE)?.length ?? 0;
  if (letters === 0) return null;
  const digits = text.match(/\d/g)?.length ?? 0;
  if (digits === 0 || /\p{L}/u.test(text.replace(LOOKALIKE, ""))) return null;
  const firstDigit = text.search(/\d/);
  const firstLetter = text.search(LOOKALIKE);
  if (digits < letters && firstDigit > firstLetter) return null;
  return text.replace(LOOKALIKE, (ch) => LOOKALIKES[ch] ?? ch);
}

// A heading reduced to what matters for matching: case, accents, punctuation, spacing, a currency or unit in
// brackets, a few filler words and Arabic letter variants do not tell two headings apart. Pure.

/** Words that carry no meaning of their own in a heading ("Date of invoice", "Montant en EUR", "Fecha de pago"). */
const FILLER = new Set([
  "the",
  "of",
  "in",
  "en",
  "de",
  "du",
  "des",
  "d",
  "l",
  "la",
  "le",
  "les",
  "el",
  "del",
  "der",
  "die",
  "das",
  "per",
  "pro",
  "a",
  "y",
  "und",
  "et",
  "and",
]);

/** Currency codes and units written beside a heading: "Amount (EUR)", "Betrag EUR", "Total USD". */
const CURRENCIES = new Set([
  "eur",
  "usd",
  "gbp",
  "chf",
  "jpy",
  "cad",
  "aud",
  "sek",
  "nok",
  "dkk",
  "pln",
  "sar",
  "aed",
  "egp",
  "mad",
  "tnd",
  "dzd",
  "qar",
  "kwd",
]);

/** Splits camelCase and snake_case field keys into words ("unitPrice", "unit_price" -> "unit price"). */
function splitWords(text: string): string {
  return text.replace(/([\p{Ll}\d])(\p{Lu})/gu, "$1 $2");
}

/** Arabic letter variants that spell one word (alef forms, final yeh, teh marbuta), and the article "ال". */
function arabicWord(word: string): string {
  let w = word
    .replace(/[\u0622\u0623\u0625\u0671]/g, "\u0627")
    .replace(/\u0649/g, "\u064A")
    .replace(/\u0629/g, "\u0647");
  w = w.replace(/\u0640/g, ""); // tatweel
  if (w.length > 3 && w.startsWith("\u0627\u0644")) w = w.slice(2);
  return w;
}

/** The words of a heading, normalised (empty for a heading of only punctuation or filler). */
export function headingWords(heading: string): string[] {
  const text = splitWords(heading)
    .replace(/[№#]/g, " no ")
    .replace(/\bn[°º]/giu, " no ")
    .replace(/%/g, " pct ")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[ø]/g, "o")
    .replace(/[æ]/g, "ae")
    .replace(/[œ]/g, "oe");
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "")
    .map(arabicWord)
    .filter((w) => !FILLER.has(w) && !CURRENCIES.has(w));
}

/** The normalised key of a heading: its words joined by one space. */
export function headingKey(heading: string): string {
  return headingWords(heading).join(" ");
}

/** The key without spaces ("Invoice No" and "InvoiceNo" and "invoice_no" agree). */
export function compactKey(heading: string): string {
  return headingWords(heading).join("");
}

/** The key with a plural -s taken off each longer word ("Quantities" aside, "Items" -> "item"). */
export function singularKey(heading: string): string {
  return headingWords(heading)
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w))
    .join(" ");
}

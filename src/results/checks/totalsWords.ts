// The words that mark a totals row or column, in the languages of the documents the service reads and of the
// pane ("Total", "Sum", "Gesamt", "Total TTC", "الإجمالي"...). A label counts when it is one of them, or one
// of them followed by more words or a colon ("Total (EUR)", "Summe:").

const WORDS = [
  // English
  "total",
  "totals",
  "grand total",
  "sum",
  "overall total",
  // German
  "gesamt",
  "summe",
  "gesamtsumme",
  "gesamtbetrag",
  "insgesamt",
  "endsumme",
  "endbetrag",
  // French
  "total ttc",
  "total ht",
  "total général",
  "somme",
  "montant total",
  // Spanish
  "suma",
  "importe total",
  "total general",
  // Italian, Dutch, Portuguese
  "totale",
  "totaal",
  "soma",
  // Arabic
  "الإجمالي",
  "الاجمالي",
  "المجموع",
  "المجموع الكلي",
];

const normalise = (text: string): string =>
  text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[:：]\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();

const EXACT = new Set(WORDS.map(normalise));
const FIRST_WORDS = [...EXACT].sort((a, b) => b.length - a.length);

/** True when the text labels a total. */
export function isTotalsLabel(text: string): boolean {
  // Most cells are far from a label: numbers, long text.
  if (text.length > 40 || text === "" || (text.charCodeAt(0) >= 48 && text.charCodeAt(0) <= 57)) return false;
  const label = normalise(text);
  if (label === "") return false;
  if (EXACT.has(label)) return true;
  return FIRST_WORDS.some((word) => label.startsWith(`${word} `) || label.startsWith(`${word}(`));
}

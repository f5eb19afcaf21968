// How amounts name their currency: a symbol ("€", "$") or an ISO code ("EUR", "USD"), before the figure or
// after it, with or without a space ("Fr." and "Rs." before it). Invoices write "USD 12,400.00" and "1.234,50 EUR" as often as symbols;
// read as figures, they also tell how the document writes numbers. Only codes of this list count: "ABC 100"
// is a part number, not an amount. Pure: numberReading.ts strips them before reading the digits.

export const CURRENCY_SYMBOLS = ["$", "€", "£", "¥", "₹", "₩", "₽", "₺", "₪", "₫", "₱", "₦", "₴", "฿"];

const CODES = [
  "EUR",
  "USD",
  "GBP",
  "CHF",
  "JPY",
  "CNY",
  "INR",
  "AUD",
  "CAD",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "CZK",
  "HUF",
  "RON",
  "RUB",
  "TRY",
  "BRL",
  "MXN",
  "ZAR",
  "HKD",
  "SGD",
  "NZD",
  "KRW",
  "AED",
  "SAR",
  "ILS",
];
/** Written before the figure only: Swiss francs and Indian rupees as price lists write them. */
const BEFORE_ONLY = ["Fr\\.", "Rs\\."];
const SPACE = "[ \\u00a0\\u202f]";
const CODE_BEFORE = new RegExp(`^(${[...CODES, ...BEFORE_ONLY].join("|")})${SPACE}?(?=[-\\u2212\\d(])`);
const CODE_AFTER = new RegExp(`(?<=[\\d\\-])${SPACE}?(${CODES.join("|")})$`);

export interface Currency {
  /** As the number format shows it: a code before the figure keeps its space ("USD 12,400.00"). */
  symbol: string;
  after: boolean;
}

/** The currency written before the figure, and the rest of the text; null when there is none. */
export function currencyBefore(text: string): { currency: Currency; rest: string } | null {
  const code = CODE_BEFORE.exec(text);
  if (code) return { currency: { symbol: `${code[1] ?? ""} `, after: false }, rest: text.slice(code[0].length) };
  const symbol = CURRENCY_SYMBOLS.find((c) => text.startsWith(c));
  if (!symbol) return null;
  return { currency: { symbol, after: false }, rest: text.slice(symbol.length).replace(/^[ \u00a0\u202f]/, "") };
}

/** The currency written after the figure, and the rest of the text; null when there is none. */
export function currencyAfter(text: string): { currency: Currency; rest: string } | null {
  const code = CODE_AFTER.exec(text);
  if (code) return { currency: { symbol: code[1] ?? "", after: true }, rest: text.slice(0, code.index) };
  const symbol = CURRENCY_SYMBOLS.find((c) => text.endsWith(c));
  if (!symbol) return null;
  return { currency: { symbol, after: true }, rest: text.slice(0, -symbol.length).replace(/[ \u00a0\u202f]$/, "") };
}

/** The text without a currency code before or after the figure (the code's letters are no misread digits). */
export function withoutCode(text: string): string {
  // A sign or a bracket may come before a code ("-EUR 99,00"): stripSymbols reads it first.
  const trimmed = text.trim().replace(/^[-\u2212(][ \u00a0]*/, "");
  return trimmed.replace(CODE_BEFORE, "").replace(CODE_AFTER, "");
}

// The amount a top-up charged, in the UI's language: the service writes it already formatted ("€5.00"), so
// it is read back into a currency and a number and written again by Intl (currency style, the UI locale:
// "5,00 $" in German). Text this cannot read for certain is shown as the service wrote it. No React, no Office.
import { formatNumber } from "../../i18n/format";

export interface Money {
  /** ISO 4217 code. */
  currency: string;
  value: number;
}

// Only symbols that name one currency. A bare "$" (US, Canadian, Australian… dollars) is left as the service
// wrote it: re-writing it as "US$" in a locale that spells currencies out could state the wrong currency.
const SYMBOLS: ReadonlyArray<[string, string]> = [
  ["US$", "USD"],
  ["€", "EUR"],
  ["£", "GBP"],
];

/** The digits with their separators as a number: with both "," and ".", the last one is the decimal mark. */
export function readNumber(text: string): number | null {
  if (!/^\d[\d.,\s\u00a0\u202f']*$/.test(text)) return null;
  const digits = text.replace(/[\s\u00a0\u202f']/g, "");
  const lastDot = digits.lastIndexOf(".");
  const lastComma = digits.lastIndexOf(",");
  const mark = Math.max(lastDot, lastComma);
  let whole = digits;
  let fraction = "";
  // One mark followed by one or two digits is the decimal mark; three digits after it group thousands.
  const single = lastDot < 0 !== lastComma < 0 && digits.split(digits[mark] ?? "").length === 2;
  const decimal = mark >= 0 && (lastDot >= 0 && lastComma >= 0 ? true : single && digits.length - mark - 1 <= 2);
  if (decimal) {
    whole = digits.slice(0, mark);
    fraction = digits.slice(mark + 1);
  }
  // Thousands come in groups of three ("1,200"): anything else is not read as a number.
  if (!/^\d{1,3}(?:[.,]\d{3})*$/.test(whole) && !/^\d+$/.test(whole)) return null;
  whole = whole.replace(/[.,]/g, "");
  if (!/^\d*$/.test(fraction)) return null;
  const value = Number(`${whole}.${fraction || "0"}`);
  return Number.isFinite(value) ? value : null;
}

/** "$5.00", "€12,50", "12.50 EUR", "USD 1,200.00": the currency and amount; null when unsure. */
export function parseMoney(text: string): Money | null {
  let rest = text.trim();
  let currency: string | null = null;
  const code = /(?:^([A-Z]{3})\s*|\s*([A-Z]{3})$)/.exec(rest);
  if (code) {
    currency = code[1] ?? code[2] ?? null;
    rest = rest.replace(code[0], "").trim();
  } else {
    for (const [symbol, iso] of SYMBOLS) {
      if (rest.startsWith(symbol)) rest = rest.slice(symbol.length).trim();
      else if (rest.endsWith(symbol)) rest = rest.slice(0, -symbol.length).trim();
      else continue;
      currency = iso;
      break;
    }
  }
  if (currency === null) return null;
  const value = readNumber(rest);
  return value === null ? null : { currency, value };
}

/** The charged amount in the UI's locale, or the service's own text when it cannot be read for certain. */
export function chargedAmount(text: string): string {
  const money = parseMoney(text);
  if (money === null) return text;
  try {
    return formatNumber(money.value, { style: "currency", currency: money.currency });
  } catch {
    // A code Intl does not know.
    return text;
  }
}

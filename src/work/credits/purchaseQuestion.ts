// The question asked before a purchase is sent (issue 21): "Buy 100 credits with your saved card?", with
// what is known before paying. The service states no price list: the price per credit is worked out from the
// last purchase's amount_charged / credits_purchased (said to be that purchase's price), else the user is told
// the service shows the price after purchase. No React, no Office.
import { formatNumber } from "../../i18n/format";
import { t } from "../../i18n/messages";
import type { Question } from "../batchView";
import { parseMoney, readNumber } from "./money";
import type { LastPurchase, PurchaseMemory } from "./purchaseMemory";

export interface PriceEstimate {
  /** One credit at the last purchase's price. */
  perCredit: string;
  /** `amount` credits at that price. */
  total: string;
}

/**
 * The last purchase's price applied to `amount`, in the UI's locale; null when its amount cannot be read. A
 * currency code or an unambiguous symbol is written by Intl; a bare "$" (which dollar is not said) keeps the
 * service's own symbol around a number formatted in the UI's locale.
 */
export function priceEstimate(last: LastPurchase, amount: number): PriceEstimate | null {
  const money = parseMoney(last.amountCharged);
  if (money !== null) {
    const per = money.value / last.credits;
    try {
      return {
        perCredit: formatNumber(per, { style: "currency", currency: money.currency, maximumFractionDigits: 4 }),
        total: formatNumber(per * amount, { style: "currency", currency: money.currency }),
      };
    } catch {
      // A code Intl does not know: the symbol-keeping way below.
    }
  }
  const text = last.amountCharged.trim();
  const digits = /\d[\d.,\s\u00a0\u202f']*\d|\d/.exec(text)?.[0];
  if (digits === undefined) return null;
  const value = readNumber(digits);
  if (value === null || value <= 0) return null;
  const per = value / last.credits;
  const write = (n: number, most: number): string =>
    text.replace(digits, formatNumber(n, { minimumFractionDigits: 2, maximumFractionDigits: most }));
  return { perCredit: write(per, 4), total: write(per * amount, 2) };
}

/** The form's sentence on the price, before anything is typed. */
export function priceSentence(memory: PurchaseMemory): string {
  const estimate = memory.lastPurchase ? priceEstimate(memory.lastPurchase, 1) : null;
  return estimate ? t("credits.view.pricePerCredit", { perCredit: estimate.perCredit }) : t("credits.view.priceAfter");
}

/** What the confirmation says about the price and the plan's minimum, one sentence each. */
export function purchaseFacts(amount: number, memory: PurchaseMemory): string[] {
  const facts: string[] = [];
  const estimate = memory.lastPurchase ? priceEstimate(memory.lastPurchase, amount) : null;
  facts.push(
    estimate
      ? t("credits.confirm.priceKnown", { count: amount, total: estimate.total, perCredit: estimate.perCredit })
      : t("credits.confirm.priceUnknown"),
  );
  if (memory.minimum !== null) facts.push(t("credits.confirm.minimum", { minimum: memory.minimum }));
  return facts;
}

export function purchaseQuestion(amount: number, memory: PurchaseMemory): Question {
  return {
    title: t("credits.confirm.title", { count: amount }),
    message: purchaseFacts(amount, memory).join(" "),
    confirm: t("credits.confirm.buy", { count: amount }),
    cancel: t("credits.confirm.cancel"),
  };
}

// Buying page credits (F9): the amount rule said before the user types, the amount checked as the service
// will, one purchase carried through every answer of the spec (402 -> the bank's page, then one retry), and
// a purchase whose outcome is unknown never sent again: the balance is read instead. No React, no Office.
import {
  AmountBelowMinimumError,
  PaymentAuthenticationRequiredError,
  PaymentFailedError,
  TopUpTooSoonError,
  isServiceError,
} from "../../api/errors";
import type { TopUpResult, User } from "../../api/types";
import { count } from "../../i18n/plural";

export const DENOMINATION = 100;

/** The rule, as the form states it before anything is typed. `minimum` once the service said (or the plan is known). */
export function amountRule(minimum: number | null): string {
  if (minimum === null) return "Buy credits in multiples of 100 (100, 200, 500…), or exactly your plan's minimum purchase.";
  if (minimum % DENOMINATION === 0) return `Buy credits in multiples of 100. Your plan's smallest purchase is ${count(minimum, "credit")}.`;
  return `Buy exactly ${count(minimum, "credit")} (your plan's minimum), or any multiple of 100 from ${Math.ceil(minimum / DENOMINATION) * DENOMINATION}.`;
}

export type AmountCheck = { ok: true; amount: number } | { ok: false; message: string };

/**
 * Checks a typed amount before it is sent. When the plan's minimum is not known yet, an amount that is not a
 * multiple of 100 may still be that minimum: the service decides, and its answer teaches us the minimum.
 */
export function checkAmount(text: string, minimum: number | null): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, message: "Type how many credits to buy." };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: "Type a whole number of credits, digits only." };
  const amount = Number(trimmed);
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, message: "Type a number of credits greater than 0." };
  if (minimum !== null) {
    if (amount < minimum) return { ok: false, message: `Your plan's smallest purchase is ${count(minimum, "credit")}.` };
    if (amount !== minimum && amount % DENOMINATION !== 0)
      return { ok: false, message: `Type a multiple of 100, or exactly ${count(minimum, "credit")}.` };
  }
  return { ok: true, amount };
}

/** What a purchase came to, with the sentence to show. */
export type TopUpOutcome =
  | { kind: "bought"; message: string; creditsPurchased: number; newBalance: number; amountCharged: string }
  | {
      kind: "refused";
      message: string;
      /** The service's reason (the error kind), for tests and styling. */
      reason: string;
      /** Learnt from amount_below_minimum: the form states the rule with it from now on. */
      minimum?: number;
      /** top_up_too_soon: when the next purchase is allowed. */
      retryAt?: Date;
    }
  | { kind: "unknown"; message: string; balance: number | null };

export interface TopUpDependencies {
  /** POST /credits/topup (never repeated by the client when its outcome is unknown). */
  topUp(amount: number): Promise<TopUpResult>;
  /** GET /users/me. */
  readAccount(): Promise<User>;
  /** Opens the bank's page; resolves once the user closed it (or it closed itself), rejects when it cannot open. */
  confirmPayment(url: string): Promise<void>;
  /** The pane's error sentence for anything that is not a service error. */
  describe(error: unknown): string;
  /** The user's locale for times (tests pin it). */
  locale?: string;
}

/** "14:35" today, "12 Mar, 14:35" another day: when the next purchase is allowed, in the user's local time. */
export function localTime(at: Date, now: Date, locale?: string): string {
  const sameDay = at.toDateString() === now.toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: "numeric", minute: "2-digit" }
    : { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" };
  return new Intl.DateTimeFormat(locale, options).format(at);
}

const DECLINE_REASON: Readonly<Record<string, string>> = {
  insufficient_funds: "the card has insufficient funds",
  card_declined: "the card was declined",
  expired_card: "the card has expired",
  incorrect_cvc: "the card's security code was wrong",
  processing_error: "the card issuer had a processing error",
};

/** The sentence for each refusal the spec lists (and any other error). */
export function refusal(error: unknown, deps: Pick<TopUpDependencies, "describe" | "locale">, now = new Date()): TopUpOutcome {
  if (!isServiceError(error)) return { kind: "refused", reason: "error", message: deps.describe(error) };
  const refused = (message: string, extra: Partial<Extract<TopUpOutcome, { kind: "refused" }>> = {}): TopUpOutcome => ({
    kind: "refused",
    reason: error.kind,
    message,
    ...extra,
  });
  switch (error.kind) {
    case "no_subscription":
      return refused(
        "Buying credits needs a subscription, and this account has none. Choose a plan in your account dashboard on the service's website, then buy credits here. Nothing was charged.",
      );
    case "amount_not_multiple_of_100":
      return refused(
        "The service accepts multiples of 100 credits, or exactly your plan's minimum. Change the amount and try again. Nothing was charged.",
      );
    case "amount_below_minimum": {
      const min = error instanceof AmountBelowMinimumError ? error.minAmount : undefined;
      return min === undefined
        ? refused("That is less than your plan's smallest purchase. Choose a larger amount. Nothing was charged.")
        : refused(`Your plan's smallest purchase is ${count(min, "credit")}. Buy at least that many. Nothing was charged.`, {
            minimum: min,
          });
    }
    case "no_payment_method":
      return refused(
        "There is no saved card on this account. Add a payment method in your account dashboard on the service's website, then try again. Nothing was charged.",
      );
    case "payment_failed": {
      const code = error instanceof PaymentFailedError ? error.declineCode : undefined;
      const why = code === undefined ? "the card was declined" : (DECLINE_REASON[code] ?? `the card issuer said "${code}"`);
      return refused(
        `The payment did not go through: ${why}. Use another card in your account dashboard, or contact your bank. Nothing was charged.`,
      );
    }
    case "top_up_too_soon": {
      const at = error instanceof TopUpTooSoonError ? error.retryAfter : undefined;
      return at === undefined
        ? refused("You bought credits a few minutes ago; one purchase is allowed every 5 minutes. Try again in a few minutes.")
        : refused(
            `You bought credits a few minutes ago; one purchase is allowed every 5 minutes. You can buy again at ${localTime(at, now, deps.locale)}.`,
            { retryAt: at },
          );
    }
    case "payment_authentication_required":
      return refused(
        "Your bank still asks for the payment to be confirmed, so nothing was bought. Select Buy credits to confirm it again.",
      );
    default:
      return refused(error.message);
  }
}

async function unknownOutcome(amount: number, balanceBefore: number | null, deps: TopUpDependencies): Promise<TopUpOutcome> {
  const lost = "The connection was lost while buying, so it is not known whether the purchase went through. It was not sent again.";
  try {
    const { balance } = await deps.readAccount();
    if (balanceBefore !== null && balance >= balanceBefore + amount)
      return {
        kind: "unknown",
        balance,
        message: `${lost} Your balance is now ${count(balance, "page credit")}: the purchase went through.`,
      };
    return {
      kind: "unknown",
      balance,
      message: `${lost} Your balance is now ${count(balance, "page credit")}. If that is less than you expect, check your account dashboard before buying again.`,
    };
  } catch {
    return {
      kind: "unknown",
      balance: null,
      message: `${lost} Your balance could not be read either. Check your account dashboard before buying again.`,
    };
  }
}

function bought(result: TopUpResult, afterConfirming: boolean): TopUpOutcome {
  const first = afterConfirming ? "Your bank confirmed the payment. " : "";
  return {
    kind: "bought",
    creditsPurchased: result.creditsPurchased,
    newBalance: result.newBalance,
    amountCharged: result.amountCharged,
    message: `${first}You bought ${count(result.creditsPurchased, "credit")} for ${result.amountCharged}. Your balance is now ${count(result.newBalance, "page credit")}.`,
  };
}

/**
 * One purchase. A 402 opens the bank's page and, once it is closed, tries the same amount once more; an
 * unknown outcome (connection lost, 5xx) reads the balance instead of trying again.
 */
export async function buyCredits(amount: number, balanceBefore: number | null, deps: TopUpDependencies): Promise<TopUpOutcome> {
  const attempt = async (afterConfirming: boolean): Promise<TopUpOutcome> => {
    try {
      return bought(await deps.topUp(amount), afterConfirming);
    } catch (error: unknown) {
      if (isServiceError(error) && error.kind === "unknown_outcome") return unknownOutcome(amount, balanceBefore, deps);
      if (error instanceof PaymentAuthenticationRequiredError && !afterConfirming) {
        if (error.authenticationUrl === undefined)
          return {
            kind: "refused",
            reason: error.kind,
            message:
              "Your bank asks you to confirm this payment, but the service gave no page to do it on. Nothing was bought; try again later.",
          };
        try {
          await deps.confirmPayment(error.authenticationUrl);
        } catch (windowError: unknown) {
          return { kind: "refused", reason: "confirmation_window", message: `${deps.describe(windowError)} Nothing was bought.` };
        }
        return attempt(true);
      }
      return refusal(error, deps);
    }
  };
  return attempt(false);
}

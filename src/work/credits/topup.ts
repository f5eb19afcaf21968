// Buying page credits (F9): the amount rule said before the user types, the amount checked as the service
// will, one purchase carried through every answer of the spec (402 -> the user confirms with the bank, then one
// retry), and a purchase whose outcome is unknown never sent again: the balance is read instead. No React, no
// Office.
import {
  AmountBelowMinimumError,
  PaymentAuthenticationRequiredError,
  PaymentFailedError,
  TopUpTooSoonError,
  isServiceError,
} from "../../api/errors";
import type { TopUpResult, User } from "../../api/types";
import { formatDateTime } from "../../i18n/format";
import { t, type MessageKey } from "../../i18n/messages";
import { chargedAmount } from "./money";

export const DENOMINATION = 100;

/** The rule, as the form states it before anything is typed. `minimum` once the service said (or the plan is known). */
export function amountRule(minimum: number | null): string {
  if (minimum === null) return t("credits.rule.minimumUnknown");
  if (minimum % DENOMINATION === 0) return t("credits.rule.minimumRound", { minimum });
  return t("credits.rule.minimumOdd", { minimum, from: Math.ceil(minimum / DENOMINATION) * DENOMINATION });
}

/** `maybeMinimum`: the amount breaks the rule as far as is known, but may be the plan's minimum (asking again goes on). */
export type AmountCheck = { ok: true; amount: number } | { ok: false; message: string; maybeMinimum?: number };

/**
 * Checks a typed amount before the purchase is asked about. When the plan's minimum is not known yet, an amount
 * that is not a multiple of 100 may still be that minimum: the user is told the rule first (issue 35 item 9: the
 * question came before the service's refusal), and `insisted` (the amount the user asked for again after that)
 * goes on to the question; the service decides, and its answer teaches us the minimum.
 */
export function checkAmount(text: string, minimum: number | null, insisted: number | null = null): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, message: t("credits.check.empty") };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: t("credits.check.notWhole") };
  const amount = Number(trimmed);
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, message: t("credits.check.notPositive") };
  if (minimum !== null) {
    if (amount < minimum) return { ok: false, message: t("credits.check.belowMinimum", { minimum }) };
    if (amount !== minimum && amount % DENOMINATION !== 0) return { ok: false, message: t("credits.check.notMultiple", { minimum }) };
  } else if (amount % DENOMINATION !== 0 && amount !== insisted) {
    return { ok: false, message: t("credits.check.maybeMinimum", { amount }), maybeMinimum: amount };
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
  | { kind: "unknown"; message: string; balance: number | null }
  /** 402: the bank asks the user to confirm; the pane offers "Confirm with your bank", which calls confirmAndBuy. */
  | { kind: "confirm"; message: string; amount: number; url: string };

export interface TopUpDependencies {
  /** POST /credits/topup (never repeated by the client when its outcome is unknown). */
  topUp(amount: number): Promise<TopUpResult>;
  /** GET /users/me. */
  readAccount(): Promise<User>;
  /**
   * Opens the bank's page, before returning (it runs in the user's click: see confirmAndBuy); resolves once the
   * user closed it (or it closed itself), rejects when it cannot open.
   */
  confirmPayment(url: string): Promise<void>;
  /** The pane's error sentence for anything that is not a service error. */
  describe(error: unknown): string;
}

/** "14:35" today, "12 Mar, 14:35" another day: when the next purchase is allowed, in the user's local time. */
export function localTime(at: Date, now: Date): string {
  const sameDay = at.toDateString() === now.toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: "numeric", minute: "2-digit" }
    : { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" };
  return formatDateTime(at, options);
}

/** A whole sentence per decline code the card networks use most; others quote the code. */
const DECLINED: Readonly<Record<string, MessageKey>> = {
  insufficient_funds: "credits.topup.declinedFunds",
  card_declined: "credits.topup.declined",
  expired_card: "credits.topup.declinedExpired",
  incorrect_cvc: "credits.topup.declinedCvc",
  processing_error: "credits.topup.declinedProcessing",
};

function declinedSentence(code: string | undefined): string {
  if (code === undefined) return t("credits.topup.declined");
  const key = DECLINED[code];
  return key === undefined ? t("credits.topup.declinedOther", { code }) : t(key);
}

/** The sentence for each refusal the spec lists (and any other error). */
export function refusal(error: unknown, deps: Pick<TopUpDependencies, "describe">, now = new Date()): TopUpOutcome {
  if (!isServiceError(error)) return { kind: "refused", reason: "error", message: deps.describe(error) };
  const refused = (message: string, extra: Partial<Extract<TopUpOutcome, { kind: "refused" }>> = {}): TopUpOutcome => ({
    kind: "refused",
    reason: error.kind,
    message,
    ...extra,
  });
  switch (error.kind) {
    case "no_subscription":
      return refused(t("credits.topup.noSubscription"));
    case "amount_not_multiple_of_100":
      return refused(t("credits.topup.notMultiple"));
    case "amount_below_minimum": {
      const min = error instanceof AmountBelowMinimumError ? error.minAmount : undefined;
      return min === undefined
        ? refused(t("credits.topup.belowMinimum"))
        : refused(t("credits.topup.belowMinimumOf", { minimum: min }), { minimum: min });
    }
    case "no_payment_method":
      return refused(t("credits.topup.noPaymentMethod"));
    case "payment_failed": {
      return refused(declinedSentence(error instanceof PaymentFailedError ? error.declineCode : undefined));
    }
    case "top_up_too_soon": {
      const at = error instanceof TopUpTooSoonError ? error.retryAfter : undefined;
      return at === undefined
        ? refused(t("credits.topup.tooSoon"))
        : refused(t("credits.topup.tooSoonUntil", { time: localTime(at, now) }), { retryAt: at });
    }
    case "payment_authentication_required":
      return refused(t("credits.topup.stillUnconfirmed"));
    default:
      return refused(error.message);
  }
}

async function unknownOutcome(amount: number, balanceBefore: number | null, deps: TopUpDependencies): Promise<TopUpOutcome> {
  try {
    const { balance } = await deps.readAccount();
    if (balanceBefore !== null && balance >= balanceBefore + amount)
      return {
        kind: "unknown",
        balance,
        message: t("credits.topup.lostWentThrough", { balance }),
      };
    return {
      kind: "unknown",
      balance,
      message: t("credits.topup.lostCheck", { balance }),
    };
  } catch {
    return {
      kind: "unknown",
      balance: null,
      message: t("credits.topup.lostUnread"),
    };
  }
}

function bought(result: TopUpResult, afterConfirming: boolean): TopUpOutcome {
  const values = { credits: result.creditsPurchased, amount: chargedAmount(result.amountCharged), balance: result.newBalance };
  return {
    kind: "bought",
    creditsPurchased: result.creditsPurchased,
    newBalance: result.newBalance,
    amountCharged: result.amountCharged,
    message: t(afterConfirming ? "credits.topup.boughtAfterConfirming" : "credits.topup.bought", values),
  };
}

/** Sends the purchase once and says what came of it; a 402 (before confirming) asks the user to confirm. */
async function attempt(
  amount: number,
  balanceBefore: number | null,
  deps: TopUpDependencies,
  afterConfirming: boolean,
): Promise<TopUpOutcome> {
  try {
    return bought(await deps.topUp(amount), afterConfirming);
  } catch (error: unknown) {
    if (isServiceError(error) && error.kind === "unknown_outcome") return unknownOutcome(amount, balanceBefore, deps);
    if (error instanceof PaymentAuthenticationRequiredError && !afterConfirming) {
      if (error.authenticationUrl === undefined)
        return { kind: "refused", reason: error.kind, message: t("credits.topup.noConfirmationPage") };
      return { kind: "confirm", amount, url: error.authenticationUrl, message: t("credits.topup.confirmNeeded") };
    }
    return refusal(error, deps);
  }
}

/**
 * One purchase. A 402 comes back as "confirm": the bank's page is opened by the user's own click (confirmAndBuy),
 * never here, where the click that sent the purchase is already behind a network round trip (Safari's popup
 * blocker would stop the window). An unknown outcome (connection lost, 5xx) reads the balance instead of trying again.
 */
export function buyCredits(amount: number, balanceBefore: number | null, deps: TopUpDependencies): Promise<TopUpOutcome> {
  return attempt(amount, balanceBefore, deps, false);
}

/**
 * After a 402, from the click on "Confirm with your bank": opens the bank's page at once (deps.confirmPayment runs
 * before anything is awaited, so the window opens within the click) and, once it is closed, tries the same amount
 * once more.
 */
export function confirmAndBuy(
  pending: Extract<TopUpOutcome, { kind: "confirm" }>,
  balanceBefore: number | null,
  deps: TopUpDependencies,
): Promise<TopUpOutcome> {
  let confirmed: Promise<void>;
  try {
    confirmed = deps.confirmPayment(pending.url);
  } catch (error: unknown) {
    confirmed = Promise.reject(error);
  }
  return confirmed.then(
    () => attempt(pending.amount, balanceBefore, deps, true),
    (windowError: unknown): TopUpOutcome => ({
      kind: "refused",
      reason: "confirmation_window",
      message: t("credits.topup.windowFailed", { reason: deps.describe(windowError) }),
    }),
  );
}

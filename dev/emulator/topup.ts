// POST /credits/topup rules, in the order they are checked: subscription (403), denomination (422
// amount_not_multiple_of_100), plan minimum (422 amount_below_minimum), frequency (429 with retry_after), saved
// card (422 no_payment_method), 3-D Secure (402 with authentication_url), decline (422 payment_failed).
import { PLANS, type Account } from "./accounts";
import { ApiError } from "./http";
import { authenticationUrl, type PaymentIntents } from "./payments";

export const TOPUP_WINDOW_MS = 5 * 60 * 1000;

export interface TopUpResult {
  success: true;
  credits_purchased: number;
  new_balance: number;
  amount_charged: string;
}

export function formatMoney(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export function topUp(account: Account, rawAmount: string | undefined, now: number, payments: PaymentIntents, origin: string): TopUpResult {
  const plan = PLANS[account.tier];
  if (plan.minTopUp === null) {
    throw new ApiError(
      403,
      "no_active_subscription",
      "Buying credits needs an active subscription. Subscribe to a plan in the account dashboard.",
    );
  }
  const amount = Number(rawAmount);
  if (
    rawAmount === undefined ||
    rawAmount.trim() === "" ||
    !Number.isSafeInteger(amount) ||
    amount <= 0 ||
    (amount % 100 !== 0 && amount !== plan.minTopUp)
  ) {
    throw new ApiError(
      422,
      "amount_not_multiple_of_100",
      `Choose a number of credits that is a multiple of 100, or exactly ${plan.minTopUp} (your plan's minimum).`,
      { errors: { amount: [rawAmount ? `${rawAmount} is not a valid amount.` : "The amount field is required."] } },
    );
  }
  if (amount < plan.minTopUp) {
    throw new ApiError(
      422,
      "amount_below_minimum",
      `Your plan's smallest purchase is ${plan.minTopUp} credits. Choose at least that many.`,
      { min_amount: plan.minTopUp },
    );
  }
  if (account.lastTopUpAt !== null && now < account.lastTopUpAt + TOPUP_WINDOW_MS) {
    const next = account.lastTopUpAt + TOPUP_WINDOW_MS;
    throw new ApiError(
      429,
      "topup_too_frequent",
      "Only one purchase is allowed every 5 minutes. Try again after the time given.",
      { retry_after: new Date(next).toISOString() },
      { "Retry-After": String(Math.ceil((next - now) / 1000)) },
    );
  }
  const card = account.paymentMethod;
  if (!card) {
    throw new ApiError(422, "no_payment_method", "There is no saved payment method. Add a card in the account dashboard, then try again.");
  }
  if (card.requires3ds && !payments.takeAuthenticated(account.id, amount)) {
    const intent = payments.create(account.id, amount);
    throw new ApiError(
      402,
      "authentication_required",
      "Your bank needs you to confirm this payment. Open the authentication page, then try again.",
      { authentication_url: authenticationUrl(origin, intent) },
    );
  }
  if (card.declineCode) {
    throw new ApiError(422, "payment_failed", "The card was declined. Use another card in the account dashboard or contact your bank.", {
      decline_code: card.declineCode,
    });
  }
  account.balance += amount;
  account.lastTopUpAt = now;
  return {
    success: true,
    credits_purchased: amount,
    new_balance: account.balance,
    amount_charged: formatMoney(amount * plan.centsPerCredit),
  };
}

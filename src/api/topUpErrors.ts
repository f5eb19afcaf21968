// The top-up's own meanings of some statuses (spec, Errors): payment confirmation, subscription, amounts,
// declined cards and the limit of one purchase every 5 minutes.
import { inWords, numberOf, parseRetryAfter, stringOf, type ErrorBody } from "./errorBody";
import {
  AmountBelowMinimumError,
  PaymentAuthenticationRequiredError,
  PaymentFailedError,
  ServiceError,
  TopUpTooSoonError,
  type ServiceErrorOptions,
} from "./errors";

function declineReason(code: string | undefined): string {
  switch (code) {
    case undefined:
    case "":
      return "the bank gave no reason";
    case "insufficient_funds":
      return "not enough funds on the card";
    case "card_declined":
      return "the bank declined the card";
    case "expired_card":
      return "the card has expired";
    default:
      return code.replace(/_/g, " ");
  }
}

/** The top-up's own meanings of 402, 403, 422 and 429; undefined for the statuses it shares with the rest. */
export function topUpError(
  status: number,
  headers: Headers,
  body: ErrorBody,
  opts: ServiceErrorOptions,
  now: number,
): ServiceError | undefined {
  const f = body.fields;
  switch (status) {
    case 402:
      return new PaymentAuthenticationRequiredError(
        "Your bank needs you to confirm this payment. Open the confirmation page, complete it, then buy the credits again.",
        stringOf(f.authentication_url),
        body.code,
      );
    case 403:
      return new ServiceError(
        "no_subscription",
        "Buying credits needs an active subscription. Subscribe to a plan in your account dashboard on the service's website, then try again.",
        opts,
      );
    case 422:
      switch (body.code) {
        case "amount_not_multiple_of_100":
          return new ServiceError(
            "amount_not_multiple_of_100",
            "Choose a number of credits that is a multiple of 100, or exactly your plan's minimum purchase.",
            opts,
          );
        case "amount_below_minimum": {
          const min = numberOf(f.min_amount);
          return new AmountBelowMinimumError(
            min === undefined
              ? "This is less than your plan's smallest purchase. Choose more credits."
              : `Your plan's smallest purchase is ${min} credits. Choose at least that many.`,
            min,
          );
        }
        case "no_payment_method":
          return new ServiceError(
            "no_payment_method",
            "There is no saved payment method. Add a card in your account dashboard on the service's website, then try again.",
            opts,
          );
        case "payment_failed": {
          const decline = stringOf(f.decline_code);
          return new PaymentFailedError(
            `The payment did not go through: ${declineReason(decline)}. Use another card in your account dashboard, or contact your bank.`,
            decline,
          );
        }
      }
      return undefined;
    case 429: {
      const bodyDate = stringOf(f.retry_after);
      const isTooSoon = body.code === "topup_too_frequent" || bodyDate !== undefined;
      if (!isTooSoon) return undefined; // the ordinary rate limit
      const parsed = bodyDate === undefined ? NaN : Date.parse(bodyDate);
      const headerSeconds = parseRetryAfter(headers.get("Retry-After"), now);
      const retryAfter = !Number.isNaN(parsed)
        ? new Date(parsed)
        : headerSeconds !== undefined
          ? new Date(now + headerSeconds * 1000)
          : undefined;
      const wait = retryAfter === undefined ? undefined : Math.max(1, Math.ceil((retryAfter.getTime() - now) / 1000));
      return new TopUpTooSoonError(
        `Only one purchase is allowed every 5 minutes. ${wait === undefined ? "Try again in a few minutes." : `You can buy credits again in ${inWords(wait)}.`}`,
        retryAfter,
        body.code,
      );
    }
  }
  return undefined;
}

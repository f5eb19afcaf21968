// The top-up's own meanings of some statuses (spec, Errors): payment confirmation, subscription, amounts,
// declined cards and the limit of one purchase every 5 minutes.
import { t } from "../i18n/messages";
import { numberOf, parseRetryAfter, stringOf, waitValues, type ErrorBody } from "./errorBody";
import {
  AmountBelowMinimumError,
  PaymentAuthenticationRequiredError,
  PaymentFailedError,
  ServiceError,
  TopUpTooSoonError,
  type ServiceErrorOptions,
} from "./errors";

const KNOWN_DECLINES = new Set(["insufficient_funds", "card_declined", "expired_card"]);

/** The bank's reason as a message selector; an unknown code is shown as the bank's own words. */
function declineValues(code: string | undefined): { reason: string; declineCode: string } {
  if (code === undefined || code === "") return { reason: "none", declineCode: "" };
  return { reason: KNOWN_DECLINES.has(code) ? code : "other", declineCode: code.replace(/_/g, " ") };
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
      return new PaymentAuthenticationRequiredError(t("errors.topUp.paymentAuthentication"), stringOf(f.authentication_url), body.code);
    case 403:
      return new ServiceError("no_subscription", t("errors.topUp.noSubscription"), opts);
    case 422:
      switch (body.code) {
        case "amount_not_multiple_of_100":
          return new ServiceError("amount_not_multiple_of_100", t("errors.topUp.amountNotMultiple"), opts);
        case "amount_below_minimum": {
          const min = numberOf(f.min_amount);
          return new AmountBelowMinimumError(
            min === undefined ? t("errors.topUp.belowMinimumUnknown") : t("errors.topUp.belowMinimum", { min }),
            min,
          );
        }
        case "no_payment_method":
          return new ServiceError("no_payment_method", t("errors.topUp.noPaymentMethod"), opts);
        case "payment_failed": {
          const decline = stringOf(f.decline_code);
          return new PaymentFailedError(t("errors.topUp.paymentFailed", declineValues(decline)), decline);
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
      return new TopUpTooSoonError(t("errors.topUp.tooSoon", waitValues(wait)), retryAfter, body.code);
    }
  }
  return undefined;
}

// The account endpoints: the user, their extractors, the translation languages, and buying credits.
import { parseExtractors, parseTopUpResult, parseTranslationLanguages, parseUser } from "./accountParse";
import { t } from "../i18n/messages";
import { InvalidParametersError } from "./errors";
import { readJson, type Transport } from "./http";
import type { CallOptions, Extractor, TopUpResult, TranslationLanguage, User } from "./types";

/** GET /users/me: name, e-mail and page-credit balance. */
export async function getCurrentUser(transport: Transport, options: CallOptions = {}): Promise<User> {
  return transport.request(
    { method: "GET", path: "/users/me", operation: "account", read: async (r) => parseUser(await readJson(r)) },
    options,
  );
}

/** GET /extractors: the user's Custom Extractors, sorted by name (by the service). */
export async function listExtractors(transport: Transport, options: CallOptions = {}): Promise<Extractor[]> {
  return transport.request(
    { method: "GET", path: "/extractors", operation: "account", read: async (r) => parseExtractors(await readJson(r)) },
    options,
  );
}

/** GET /translation-languages: the accepted values of an upload's `translateTo`. */
export async function listTranslationLanguages(transport: Transport, options: CallOptions = {}): Promise<TranslationLanguage[]> {
  return transport.request(
    {
      method: "GET",
      path: "/translation-languages",
      operation: "account",
      read: async (r) => parseTranslationLanguages(await readJson(r)),
    },
    options,
  );
}

/**
 * POST /credits/topup: buys `amount` credits with the saved payment method. Never repeated after a lost
 * connection or a 5xx (the outcome is then unknown: check the balance). Each refusal has its own error:
 * payment_authentication_required (open `authenticationUrl`, then call again with the same amount),
 * no_subscription, amount_not_multiple_of_100, amount_below_minimum (`minAmount`), no_payment_method,
 * payment_failed (`declineCode`), top_up_too_soon (`retryAfter`).
 */
export async function topUp(transport: Transport, amount: number, options: CallOptions = {}): Promise<TopUpResult> {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new InvalidParametersError(t("errors.account.amountNotWhole"), { amount: [t("errors.account.amountField")] }, undefined, null);
  }
  const form = new FormData();
  form.append("amount", String(amount));
  return transport.request(
    { method: "POST", path: "/credits/topup", operation: "topup", body: form, read: async (r) => parseTopUpResult(await readJson(r)) },
    options,
  );
}

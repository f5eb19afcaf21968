// Whether credits can be bought in the add-in, and when not, why, in a sentence the Credits view shows in
// place of the purchase form. One "purchase unavailable, here is why" mode for every reason: today the
// organisation's policy (topUp false, with its creditsMessage); the Office platform's own rule (no purchase
// UI where Office.context.commerceAllowed is false) can join it as another reason. No React, no Office.
import { t } from "../../i18n/messages";
import { topUpAllowed } from "../policy/access";
import { orgText } from "../policy/orgText";
import type { PolicySettings } from "../policy/types";

export type PurchaseUnavailableReason = "organisation";

export type PurchaseAvailability =
  | { kind: "available" }
  | {
      kind: "unavailable";
      reason: PurchaseUnavailableReason;
      /** What the user is told instead: the organisation's own words, or a general sentence. */
      message: string;
      /** The message is the organisation's own text (shown as theirs). */
      fromOrganisation: boolean;
    };

export function purchaseAvailability(settings: PolicySettings): PurchaseAvailability {
  if (topUpAllowed(settings)) return { kind: "available" };
  const own = settings.creditsMessage?.value;
  return own === undefined
    ? { kind: "unavailable", reason: "organisation", message: t("credits.unavailable.organisation"), fromOrganisation: false }
    : { kind: "unavailable", reason: "organisation", message: orgText(own), fromOrganisation: true };
}

// Whether credits can be bought in the add-in, and when not, why, in a sentence the Credits view shows in
// place of the purchase form. One "purchase unavailable, here is why" mode for every reason: the
// organisation's policy (topUp false, with its creditsMessage), and the Office platform's own rule: where
// Office.context.commerceAllowed is false (iPad and iPhone; AppSource policy 1120.2) the add-in shows no
// purchase, no price, no link and no pointer to buying anywhere else: only that credits cannot be bought here. The
// organisation's reason comes first: its people are told whom to ask. No React, no Office (the caller reads
// commerceAllowed from src/office/requirements).
import { t } from "../../i18n/messages";
import { topUpAllowed } from "../policy/access";
import { orgText } from "../policy/orgText";
import type { PolicySettings } from "../policy/types";

export type PurchaseUnavailableReason = "organisation" | "platform";

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

/** What the Office platform says about selling in add-ins. */
export interface PlatformCommerce {
  commerceAllowed: boolean;
}

export function purchaseAvailability(
  settings: PolicySettings,
  platform: PlatformCommerce = { commerceAllowed: true },
  /** topUp is the safe fallback of a policy that could not be read: this is said instead (src/work/policy/fallback.ts). */
  unreadNote: string | null = null,
): PurchaseAvailability {
  if (!topUpAllowed(settings)) {
    const own = settings.creditsMessage?.value;
    // topUp was refused but creditsMessage was read: whom to ask for credits still follows the note.
    if (unreadNote !== null)
      return {
        kind: "unavailable",
        reason: "organisation",
        message: own === undefined ? unreadNote : `${unreadNote} ${orgText(own)}`,
        fromOrganisation: false,
      };
    return own === undefined
      ? { kind: "unavailable", reason: "organisation", message: t("credits.unavailable.organisation"), fromOrganisation: false }
      : { kind: "unavailable", reason: "organisation", message: orgText(own), fromOrganisation: true };
  }
  if (!platform.commerceAllowed)
    return { kind: "unavailable", reason: "platform", message: t("credits.unavailable.platform"), fromOrganisation: false };
  return { kind: "available" };
}

// What a policy allows, asked where it matters (the sign-in screen, the Credits view, the sources, the
// dialog pages). A key left out allows what the add-in allows without a policy. Small on purpose: the first
// screen loads it. No React, no Office.
import type { Action } from "../../api/types";
import type { PolicySettings, SignInMethod } from "./types";

export const ALL_ACTIONS: readonly Action[] = ["transcribe", "tables", "extractor"];

export function signInAllowed(settings: PolicySettings, method: SignInMethod): boolean {
  return settings.signInMethods?.value.includes(method) ?? true;
}

export function allowedActions(settings: PolicySettings): readonly Action[] {
  const allowed = settings.actions?.value;
  return allowed ? ALL_ACTIONS.filter((a) => allowed.includes(a)) : ALL_ACTIONS;
}

export function topUpAllowed(settings: PolicySettings): boolean {
  return settings.topUp?.value ?? true;
}

/**
 * Whether the pane may offer buying credits (a Buy credits button, the cost question's alternative): the
 * organisation allows it and the Office platform allows selling (commerceAllowed, read by the caller). Why not is
 * src/work/credits/purchaseAvailability.ts's business.
 */
export function purchaseAllowedHere(settings: PolicySettings, platform: { commerceAllowed: boolean }): boolean {
  return topUpAllowed(settings) && platform.commerceAllowed;
}

export function microsoft365Allowed(settings: PolicySettings): boolean {
  return settings.microsoft365Sources?.value ?? true;
}

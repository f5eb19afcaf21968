// What the add-in has learnt about buying credits for one account, kept per account and service in
// localStorage so it is known before the next purchase (issue 21): the plan's minimum (from a refusal's
// min_amount: the API has no other place that says it) and the last purchase's credits and charged amount
// (the only price the service ever states). Every write reads the record afresh and changes one field, so two
// panes learning at the same moment both keep what they learnt. Forgotten at sign-out. No React, no Office.

export interface LastPurchase {
  credits: number;
  /** As the service wrote it ("$5.00"). */
  amountCharged: string;
}

export interface PurchaseMemory {
  /** The plan's smallest purchase, once the service said it. */
  minimum: number | null;
  lastPurchase: LastPurchase | null;
}

/** The part of the Web Storage API used here. */
export interface PurchaseStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = "transcribe.purchase.v1";
export const NOTHING_KNOWN: PurchaseMemory = { minimum: null, lastPurchase: null };

export function purchaseMemoryKey(serviceUrl: string, accountId: string): string {
  return `${PREFIX}:${serviceUrl.replace(/\/+$/, "")}:${accountId}`;
}

const positiveInteger = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value > 0;

/** Read back defensively: a hand-edited or older record yields what can be trusted of it. */
export function parsePurchaseMemory(raw: string | null): PurchaseMemory {
  if (raw === null) return NOTHING_KNOWN;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (typeof value !== "object" || value === null) return NOTHING_KNOWN;
    const last = value.lastPurchase as Record<string, unknown> | null | undefined;
    return {
      minimum: positiveInteger(value.minimum) ? value.minimum : null,
      lastPurchase:
        last && typeof last === "object" && positiveInteger(last.credits) && typeof last.amountCharged === "string"
          ? { credits: last.credits, amountCharged: last.amountCharged }
          : null,
    };
  } catch {
    return NOTHING_KNOWN;
  }
}

export function readPurchaseMemory(storage: PurchaseStorage, serviceUrl: string, accountId: string): PurchaseMemory {
  try {
    return parsePurchaseMemory(storage.getItem(purchaseMemoryKey(serviceUrl, accountId)));
  } catch {
    return NOTHING_KNOWN;
  }
}

/** Adds what was just learnt to what is stored (read afresh) and returns the whole record. */
export function rememberPurchaseFact(
  storage: PurchaseStorage,
  serviceUrl: string,
  accountId: string,
  fact: Partial<PurchaseMemory>,
): PurchaseMemory {
  const next = { ...readPurchaseMemory(storage, serviceUrl, accountId), ...fact };
  try {
    storage.setItem(purchaseMemoryKey(serviceUrl, accountId), JSON.stringify(next));
  } catch {
    // Storage full or refused: known for this pane's life only.
  }
  return next;
}

export function forgetPurchaseMemory(storage: PurchaseStorage, serviceUrl: string, accountId: string): void {
  try {
    storage.removeItem(purchaseMemoryKey(serviceUrl, accountId));
  } catch {
    // Nothing to forget where storage is refused.
  }
}

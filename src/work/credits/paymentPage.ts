// Which payment confirmation pages (a top-up's 402 `authentication_url`) the add-in opens, and how: only
// pages on the service's or its sign-in server's own origin, so a tampered answer cannot send the user to a
// page of someone else's. Inside Office the dialog must start on the add-in's own origin, so it opens
// payment-start.html, which checks the address again and goes there. Plain functions, no DOM.

export const PAYMENT_START_PAGE = "payment-start.html";

/** Whether `url` may be opened: http(s) on one of the allowed origins. */
export function allowedPaymentUrl(url: string, allowedOrigins: readonly string[]): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "https:" || parsed.protocol === "http:") && allowedOrigins.includes(parsed.origin);
  } catch {
    return false;
  }
}

/** The origins of the service's and the sign-in server's addresses (malformed ones allow nothing). */
export function paymentOrigins(...addresses: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const address of addresses) {
    try {
      origins.add(new URL(address).origin);
    } catch {
      // A malformed address allows nothing.
    }
  }
  return [...origins];
}

/** The start page on the add-in's own origin (beside `pageHref`) that forwards to `target`. */
export function paymentStartUrl(pageHref: string, target: string): string {
  const start = new URL(PAYMENT_START_PAGE, pageHref);
  start.search = new URLSearchParams({ next: target }).toString();
  return start.toString();
}

/** The page to go to, read from the start page's address; null when missing or not allowed. */
export function paymentTarget(search: string, allowedOrigins: readonly string[]): string | null {
  const next = new URLSearchParams(search).get("next");
  return next !== null && allowedPaymentUrl(next, allowedOrigins) ? next : null;
}

// A purchase made in one pane is news for the account's other open panes (Word and Excel side by side, both in
// view): their balance follows at once, not at their next read, so their cost question does not say credits
// are short right after the user bought some. Told through localStorage: every other document of the origin
// gets a `storage` event. Only answers that changed the account are told; a read stays each pane's own
// (passed on, a read answered late could put back a balance older than another pane's purchase).
// Forgotten by the last pane to sign out. No React, no Office.

/** The part of the Web Storage API used here. */
export interface NewsStorage {
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where `storage` events come from (the window). */
export interface NewsEvents {
  addEventListener(type: "storage", listener: (event: StorageEvent) => void): void;
  removeEventListener(type: "storage", listener: (event: StorageEvent) => void): void;
}

const PREFIX = "transcribe.accountNews.v1";

export function accountNewsKey(serviceUrl: string, accountId: string): string {
  return `${PREFIX}:${serviceUrl.replace(/\/+$/, "")}:${accountId}`;
}

/** Tells the other panes the account's balance after a change made here. Storage that refuses: they read it later. */
export function tellPanes(storage: NewsStorage, key: string, balance: number, now = Date.now()): void {
  try {
    // `at` makes every piece of news a change of the value, so the event fires also for the same balance twice.
    storage.setItem(key, JSON.stringify({ balance, at: now }));
  } catch {
    // The other panes read the account when they come into view or after their uploads.
  }
}

/** The balance in a piece of news, or null when it is not one (removed, hand-edited, another format). */
export function parseNews(raw: string | null): number | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as { balance?: unknown } | null;
    const balance = value?.balance;
    return typeof balance === "number" && Number.isSafeInteger(balance) && balance >= 0 ? balance : null;
  } catch {
    return null;
  }
}

/** Hears the news other panes tell under `key`; returns the unsubscribe. */
export function hearPanes(events: NewsEvents, key: string, onBalance: (balance: number) => void): () => void {
  const listener = (event: StorageEvent): void => {
    if (event.key !== key) return;
    const balance = parseNews(event.newValue);
    if (balance !== null) onBalance(balance);
  };
  events.addEventListener("storage", listener);
  return () => events.removeEventListener("storage", listener);
}

export function forgetAccountNews(storage: NewsStorage, serviceUrl: string, accountId: string): void {
  try {
    storage.removeItem(accountNewsKey(serviceUrl, accountId));
  } catch {
    // Nothing in it is secret: a balance, at worst read by the next sign-in of the same account.
  }
}

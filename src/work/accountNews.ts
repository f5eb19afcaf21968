// What one pane did to the account is news for the account's other open panes (Word and Excel side by side, both
// in view), so their balance follows at once, not at their next read: their cost question must not say credits
// are short right after the user bought some, nor offer credits another pane just spent. A purchase tells its
// answer's balance (shown as it is); uploads charged tell only that credits were spent, and each other pane
// reads the account itself (a read's answer passed on could be older than another pane's purchase). Told
// through localStorage: every other document of the origin gets a `storage` event. Forgotten by the last pane
// to sign out. No React, no Office.

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

/**
 * Tells the other panes the account changed here: its balance after a purchase, or null when credits were spent
 * (they read it). Storage that refuses: they read it later.
 */
export function tellPanes(storage: NewsStorage, key: string, balance: number | null, now = Date.now()): void {
  try {
    // `at` makes every piece of news a change of the value, so the event fires also for the same news twice.
    storage.setItem(key, JSON.stringify(balance === null ? { spent: true, at: now } : { balance, at: now }));
  } catch {
    // The other panes read the account when they come into view or after their uploads.
  }
}

/** A piece of news: a purchase's balance, or credits spent; null when it is none (removed, hand-edited, another format). */
export function parseNews(raw: string | null): { balance: number } | { spent: true } | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as { balance?: unknown; spent?: unknown } | null;
    const balance = value?.balance;
    if (typeof balance === "number" && Number.isSafeInteger(balance) && balance >= 0) return { balance };
    return value?.spent === true ? { spent: true } : null;
  } catch {
    return null;
  }
}

/** Hears the news other panes tell under `key` (a balance, or null: credits were spent, read the account); returns the unsubscribe. */
export function hearPanes(events: NewsEvents, key: string, onNews: (balance: number | null) => void): () => void {
  const listener = (event: StorageEvent): void => {
    if (event.key !== key) return;
    const news = parseNews(event.newValue);
    if (news !== null) onNews("balance" in news ? news.balance : null);
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

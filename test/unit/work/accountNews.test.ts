// A purchase in one pane is news for the account's other panes, through localStorage's `storage` event.
import { accountNewsKey, forgetAccountNews, hearPanes, parseNews, tellPanes, type NewsEvents } from "../../../src/work/accountNews";

class Events implements NewsEvents {
  listeners = new Set<(event: StorageEvent) => void>();
  addEventListener(_: "storage", l: (event: StorageEvent) => void): void {
    this.listeners.add(l);
  }
  removeEventListener(_: "storage", l: (event: StorageEvent) => void): void {
    this.listeners.delete(l);
  }
  fire(key: string, newValue: string | null): void {
    for (const l of this.listeners) l({ key, newValue } as StorageEvent);
  }
}

test("the key is per service and account; a trailing slash is the same service", () => {
  expect(accountNewsKey("https://api.example/v3/", "u1")).toBe(accountNewsKey("https://api.example/v3", "u1"));
  expect(accountNewsKey("https://api.example/v3", "u1")).not.toBe(accountNewsKey("https://api.example/v3", "u2"));
});

test("what one pane tells, another hears; other keys and malformed values are not news", () => {
  const stored = new Map<string, string>();
  const storage = { setItem: (k: string, v: string) => void stored.set(k, v), removeItem: (k: string) => void stored.delete(k) };
  const key = accountNewsKey("https://api.example/v3", "u1");
  tellPanes(storage, key, 1100, 5);
  const events = new Events();
  const heard: Array<number | null> = [];
  const stop = hearPanes(events, key, (b) => heard.push(b));
  events.fire(key, stored.get(key) ?? null);
  events.fire("transcribe.other", JSON.stringify({ balance: 7, at: 1 }));
  events.fire(key, "not json");
  events.fire(key, JSON.stringify({ balance: -3 }));
  events.fire(key, null);
  expect(heard).toEqual([1100]);
  // Credits spent in the other pane: news without a balance (this pane reads the account itself).
  tellPanes(storage, key, null, 6);
  events.fire(key, stored.get(key) ?? null);
  expect(heard).toEqual([1100, null]);
  stop();
  events.fire(key, stored.get(key) ?? null);
  expect(heard).toEqual([1100, null]);
  forgetAccountNews(storage, "https://api.example/v3", "u1");
  expect(stored.size).toBe(0);
});

test("storage that refuses: telling does not throw", () => {
  const full = {
    setItem: () => {
      throw new Error("QuotaExceededError");
    },
    removeItem: () => undefined,
  };
  expect(() => tellPanes(full, "k", 1, 1)).not.toThrow();
  expect(parseNews(JSON.stringify({ balance: 12, at: 1 }))).toEqual({ balance: 12 });
  expect(parseNews(JSON.stringify({ spent: true, at: 1 }))).toEqual({ spent: true });
  expect(parseNews(JSON.stringify({ spent: "yes" }))).toBeNull();
});

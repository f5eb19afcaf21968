// Which answer about the account is the newest. Reads of the account (GET /users/me: when the pane comes back into
// view, after a burst of uploads, on opening Credits) and purchases (their answer carries the new balance) race:
// a read sent before a purchase went through can be answered after the purchase's answer, and would put the old
// balance back on screen. So a read's answer is shown only when nothing newer was shown since it was sent: no
// purchase's answer (this pane's or, told through accountNews, another pane's), no read sent after it.
// No React, no Office.
import type { User } from "../api/types";

export interface FreshnessOptions {
  /** Puts an account on screen (the session's user). */
  show(user: User): void;
  /** Tells the account's other panes a balance this pane's purchase changed (accountNews). */
  tell?(balance: number): void;
}

export class AccountFreshness {
  private changes = 0;
  private readsSent = 0;
  private newestReadShown = 0;
  private latest: User | null = null;

  constructor(private readonly options: FreshnessOptions) {}

  /** The account on screen now (the pane says so whenever its account changes, also from a sign-in). */
  know(user: User | null): void {
    this.latest = user;
  }

  /**
   * Reads the account with `fetch` and shows the answer unless it is out of date by the time it arrives.
   * Resolves with the account as shown afterwards (the newer one when this answer was out of date).
   */
  async read(fetch: () => Promise<User>): Promise<User> {
    const ticket = ++this.readsSent;
    const changesWhenSent = this.changes;
    const user = await fetch();
    if (changesWhenSent !== this.changes || ticket < this.newestReadShown) return this.latest ?? user;
    this.newestReadShown = ticket;
    this.put(user);
    return user;
  }

  /** Something here that changed the account answered with it (a purchase): shown, told, and every read sent before is older. */
  readonly changed = (user: User): void => {
    this.changes += 1;
    this.put(user);
    this.options.tell?.(user.balance);
  };

  /** Another pane's purchase changed the balance: shown (not told again), and every read sent before is older. */
  readonly heard = (balance: number): void => {
    const now = this.latest;
    if (now === null) return;
    this.changes += 1;
    if (now.balance !== balance) this.put({ ...now, balance });
  };

  private put(user: User): void {
    this.latest = user;
    this.options.show(user);
  }
}
